// EXPECT: race, assertion
// Two threads increment a counter through a MethodHandle (findStatic,
// then bindTo and asType adaptations): the increment is not atomic, so
// one can be lost. Handle-invoked code is checked like any other.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class MethodHandleLostUpdate {
    static int count;

    static void add(int delta) {
        count += delta;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandle add = MethodHandles.lookup().findStatic(MethodHandleLostUpdate.class, "add",
                MethodType.methodType(void.class, int.class));
        MethodHandle inc = MethodHandles.insertArguments(add, 0, 1);
        Runnable r = () -> {
            try {
                inc.invokeExact();
            } catch (Throwable e) {
                throw new RuntimeException(e);
            }
        };
        Thread t1 = new Thread(r, "t1");
        Thread t2 = new Thread(r, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 : "lost update: count = " + count;
    }
}
