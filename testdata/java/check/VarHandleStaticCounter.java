// EXPECT: race, assertion
// Two threads count through VarHandles on static fields: the total with
// getAndAdd (atomic, a visible operation) is exact, but the one with plain
// get and set can lose an update.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleStaticCounter {
    static int atomic;
    static int plain;
    static final VarHandle ATOMIC;
    static final VarHandle PLAIN;

    static {
        try {
            ATOMIC = MethodHandles.lookup().findStaticVarHandle(VarHandleStaticCounter.class, "atomic", int.class);
            PLAIN = MethodHandles.lookup().findStaticVarHandle(VarHandleStaticCounter.class, "plain", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Runnable count = () -> {
            ATOMIC.getAndAdd(1);
            PLAIN.set((int) PLAIN.get() + 1);
        };
        Thread t1 = new Thread(count, "t1");
        Thread t2 = new Thread(count, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert (int) ATOMIC.getVolatile() == 2 : "atomic count lost an update";
        assert plain == 2 : "plain count lost an update";
    }
}
