import java.lang.reflect.*;
import java.util.*;

public class Proxies {
    public interface Greeter {
        String greet(String name);
        int count();
        default String twice(String s) { return greet(s) + greet(s); }
        void fail() throws java.io.IOException;
        long sum(int a, long b, double c, boolean d, char e);
    }

    interface Hidden { Object value(); }
    public interface Other { boolean flag(); }

    static class Recorder implements InvocationHandler {
        final List<String> calls = new ArrayList<>();
        public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
            calls.add(m.getName() + (args == null ? "()" : Arrays.toString(args)) + " from " + m.getDeclaringClass().getSimpleName());
            switch (m.getName()) {
                case "greet": return "hi " + args[0];
                case "count": return calls.size();
                case "fail": throw new java.io.IOException("io");
                case "sum": return ((Integer) args[0]) + ((Long) args[1]) + ((Double) args[2]).longValue() + (((Boolean) args[3]) ? 1 : 0) + (Character) args[4];
                case "toString": return "Recorder proxy";
                case "hashCode": return 42;
                case "equals": return proxy == args[0];
                case "value": return null;
                case "flag": return "not a boolean";
            }
            throw new Exception("checked " + m.getName());
        }
    }

    public static void main(String[] args) throws Exception {
        Recorder rec = new Recorder();
        Greeter g = (Greeter) Proxy.newProxyInstance(Proxies.class.getClassLoader(), new Class<?>[] {Greeter.class, Other.class}, rec);
        System.out.println(g.greet("bob"));
        System.out.println(g.count());
        try {
            System.out.println(g.twice("x"));
        } catch (UndeclaredThrowableException e) {
            System.out.println("default method goes to the handler too: " + e.getCause().getMessage());
        }
        System.out.println(g.sum(1, 2L, 3.5, true, 'a'));
        System.out.println(g + " " + g.hashCode() + " " + g.equals(g) + " " + g.equals("x"));
        try {
            g.fail();
        } catch (java.io.IOException e) {
            System.out.println("IOException " + e.getMessage());
        }
        try {
            ((Other) g).flag();
        } catch (ClassCastException e) {
            System.out.println("CCE");
        }
        System.out.println(Proxy.isProxyClass(g.getClass()) + " " + Proxy.isProxyClass(Proxies.class) + " " + (Proxy.getInvocationHandler(g) == rec));
        System.out.println(g instanceof Other);
        System.out.println(g.getClass() == Proxy.newProxyInstance(Greeter.class.getClassLoader(), new Class<?>[] {Greeter.class, Other.class}, rec).getClass());
        Hidden h = (Hidden) Proxy.newProxyInstance(Hidden.class.getClassLoader(), new Class<?>[] {Hidden.class}, rec);
        System.out.println(h.value());
        Runnable r = (Runnable) Proxy.newProxyInstance(null, new Class<?>[] {Runnable.class}, (p, m, a) -> { throw new Exception("undeclared"); });
        try {
            r.run();
        } catch (UndeclaredThrowableException e) {
            System.out.println("UTE " + e.getCause() + " " + e.getUndeclaredThrowable().getMessage());
        }
        Comparator<String> cmp = (Comparator<String>) Proxy.newProxyInstance(null, new Class<?>[] {Comparator.class}, (p, m, a) -> {
            if (m.getName().equals("compare")) return ((String) a[1]).compareTo((String) a[0]);
            return m.invoke(new Object(), a);
        });
        List<String> l = new ArrayList<>(List.of("b", "c", "a"));
        l.sort(cmp);
        System.out.println(l);
        IntSupplierish s = (IntSupplierish) Proxy.newProxyInstance(Proxies.class.getClassLoader(), new Class<?>[] {IntSupplierish.class}, (p, m, a) -> null);
        try {
            s.get();
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        Method greet = Greeter.class.getMethod("greet", String.class);
        System.out.println(greet.invoke(g, "via reflection"));
        for (String c : rec.calls) System.out.println("call " + c);
        try {
            Proxy.newProxyInstance(null, new Class<?>[] {String.class}, rec);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            Proxy.newProxyInstance(null, new Class<?>[] {Runnable.class, Runnable.class}, rec);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            Proxy.newProxyInstance(null, new Class<?>[] {Runnable.class}, null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
    }

    public interface IntSupplierish { int get(); }
}
