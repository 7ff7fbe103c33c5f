// EXPECT: ok
// Two threads increment a counter through MethodHandles (findVirtual
// bound to the shared object, and invoke with boxing): the method is
// synchronized, so no update is lost and there is no race.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class MethodHandleSynchronizedOk {
    private int count;

    synchronized int add(int delta) {
        count += delta;
        return count;
    }

    synchronized int get() {
        return count;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandleSynchronizedOk counter = new MethodHandleSynchronizedOk();
        MethodHandle add = MethodHandles.lookup()
                .findVirtual(MethodHandleSynchronizedOk.class, "add", MethodType.methodType(int.class, int.class))
                .bindTo(counter);
        Runnable r = () -> {
            try {
                Object ignored = add.invoke(Integer.valueOf(1));
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
        assert counter.get() == 2 : "lost update";
    }
}
