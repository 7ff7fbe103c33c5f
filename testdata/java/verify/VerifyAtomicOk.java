// EXPECT: ok
// MODES: all
// VerifyLostUpdate with each read and write of the counter in a
// Verify.beginAtomic/endAtomic section: no other thread runs between
// them, so no increment is lost. (Under java the sections are not
// atomic; the program relies on the model checker's semantics.)
import gov.nasa.jpf.vm.Verify;

public class VerifyAtomicOk {
    static volatile int count;

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[2];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                Verify.beginAtomic();
                int seen = count;
                count = seen + 1;
                Verify.endAtomic();
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        assert count == 2 : "count " + count;
    }
}
