// EXPECT: race, assertion
// JDK: 25
// Two threads increment an int in a shared arena's segment with a plain
// get and set: the accesses race, and one increment can be lost.
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.VarHandle;

public class ForeignLostUpdate {
    public static void main(String[] args) throws Exception {
        try (Arena shared = Arena.ofShared()) {
            MemorySegment counter = shared.allocate(ValueLayout.JAVA_INT);
            VarHandle c = ValueLayout.JAVA_INT.varHandle();
            Runnable inc = () -> {
                counter.set(ValueLayout.JAVA_INT, 0, counter.get(ValueLayout.JAVA_INT, 0) + 1);
            };
            Thread t = new Thread(inc);
            t.start();
            inc.run();
            t.join();
            int n = (int) c.getVolatile(counter, 0L);
            assert n == 2 : "counter " + n;
            System.out.println("counter " + n);
        }
    }
}
