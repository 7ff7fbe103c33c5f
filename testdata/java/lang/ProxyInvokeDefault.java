// EXPECT: ok
// COMPARE: java
// InvocationHandler.invokeDefault (Java 16): a proxy's handler calling the
// interfaces' default methods, which call back into the proxy; defaults
// inherited from a superinterface, with arguments and primitive results;
// the exception a default method throws; and the IllegalArgumentExceptions
// for a method that is not default or not the proxy's.
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

public class ProxyInvokeDefault {
    interface Named {
        String name();

        default String greet(String who) {
            return "hello " + who + " from " + name();
        }
    }

    interface Counter extends Named {
        int base();

        default int next(int step) {
            return base() + step;
        }

        default long twice(long v) {
            return 2 * v + next(1);
        }

        default void fail() {
            throw new IllegalStateException("fail from " + name());
        }
    }

    interface Other {
        default String other() {
            return "other";
        }
    }

    public static void main(String[] args) throws Throwable {
        InvocationHandler h = (proxy, m, a) -> {
            if (m.isDefault()) {
                return InvocationHandler.invokeDefault(proxy, m, a);
            }
            switch (m.getName()) {
                case "name":
                    return "counter";
                case "base":
                    return 40;
                default:
                    return m.getName();
            }
        };
        Counter c = (Counter) Proxy.newProxyInstance(Counter.class.getClassLoader(), new Class<?>[] {Counter.class}, h);
        System.out.println(c.greet("world"));
        System.out.println(c.next(2));
        System.out.println(c.twice(5));
        try {
            c.fail();
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
        System.out.println(c.toString());
        Method base = Counter.class.getMethod("base");
        try {
            InvocationHandler.invokeDefault(c, base);
        } catch (IllegalArgumentException e) {
            System.out.println("not default: " + e.getMessage());
        }
        Method other = Other.class.getMethod("other");
        try {
            InvocationHandler.invokeDefault(c, other);
        } catch (IllegalArgumentException e) {
            System.out.println("not the proxy's: " + e.getMessage());
        }
        try {
            InvocationHandler.invokeDefault("not a proxy", other);
        } catch (IllegalArgumentException e) {
            System.out.println("not a proxy: " + e.getMessage());
        }
        Method greet = Named.class.getMethod("greet", String.class);
        System.out.println(InvocationHandler.invokeDefault(c, greet, "again"));
    }
}
