// EXPECT: assertion
// A daemon thread checks an invariant after a latch opens, but main, having
// opened it, goes on to break the invariant and ends: the daemon's assertion
// fails if it runs after the break and before main's end stops it (the
// program's end stops daemon threads wherever they are).
import java.util.concurrent.CountDownLatch;

public class DaemonAfterMain {
    static volatile int balance = 10;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch open = new CountDownLatch(1);
        Thread auditor = new Thread(() -> {
            try {
                open.await();
            } catch (InterruptedException e) {
                return;
            }
            int seen = balance;
            assert seen >= 0 : "negative balance " + seen;
        }, "auditor");
        auditor.setDaemon(true);
        auditor.start();
        open.countDown();
        balance -= 20;
    }
}
