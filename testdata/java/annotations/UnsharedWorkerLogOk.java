// EXPECT: ok
// RUN: java
// Each worker keeps a log only it uses, reachable from its shared Thread
// object; UnsharedWorkerLogOk.annotations declares the allocation unshared,
// so its accesses are not intercepted at all. The count the workers share
// is lock-protected.
public class UnsharedWorkerLogOk {
    static int done;

    static final class Worker extends Thread {
        private final StringBuilder log = new StringBuilder();

        @Override
        public void run() {
            log.append(getName()).append(" ran");
            synchronized (UnsharedWorkerLogOk.class) {
                done += log.length() > 0 ? 1 : 0;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker a = new Worker();
        Worker b = new Worker();
        a.start();
        b.start();
        a.join();
        b.join();
        synchronized (UnsharedWorkerLogOk.class) {
            assert done == 2 : done;
        }
        System.out.println("done");
    }
}
