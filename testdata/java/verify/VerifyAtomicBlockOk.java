// EXPECT: ok
// MODES: all
// A worker's atomic section takes a lock that main holds: the worker
// blocks inside the section, which lets main run until it releases the
// lock (a section that could not proceed would otherwise deadlock the
// program); the section then goes on, atomic again, and finds what main
// published under the lock.
import gov.nasa.jpf.vm.Verify;

public class VerifyAtomicBlockOk {
    static final Object lock = new Object();
    static int published;
    static volatile int progress;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            Verify.beginAtomic();
            progress = 1;
            synchronized (lock) {
                assert published == 42 : "published " + published;
            }
            progress = 2;
            Verify.endAtomic();
        });
        synchronized (lock) {
            worker.start();
            progress = progress + 10;
            published = 42;
        }
        worker.join();
        assert progress == 2 : "progress " + progress;
    }
}
