// EXPECT: race, assertion
// Two threads increment an instance field through the getter and setter
// method handles of MethodHandles.Lookup: the read and the write are two
// accesses, and an update can be lost.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

public class MethodHandleFieldLostUpdate {
    int hits;

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodHandle get = lookup.findGetter(MethodHandleFieldLostUpdate.class, "hits", int.class);
        MethodHandle set = lookup.findSetter(MethodHandleFieldLostUpdate.class, "hits", int.class);
        MethodHandleFieldLostUpdate counter = new MethodHandleFieldLostUpdate();
        Runnable increment = () -> {
            try {
                set.invoke(counter, (int) get.invoke(counter) + 1);
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        };
        Thread t1 = new Thread(increment);
        Thread t2 = new Thread(increment);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert counter.hits == 2 : "hits " + counter.hits;
        System.out.println("hits " + counter.hits);
    }
}
