// EXPECT: assertion
// MODES: all
// Two threads add to a volatile counter by reading it and writing it
// back: when both read before either writes, one increment is lost.
// VerifyAtomicOk is the same program with the update in an atomic
// section.
public class VerifyLostUpdate {
    static volatile int count;

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[2];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                int seen = count;
                count = seen + 1;
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        assert count == 2 : "count " + count;
    }
}
