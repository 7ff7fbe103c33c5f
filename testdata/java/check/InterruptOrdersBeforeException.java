// EXPECT: warning
// MODES: all
// Thread.interrupt happens before the InterruptedException it causes
// (JLS 17.4.4: an interrupt synchronizes with the point where the
// interrupted thread detects it): what main wrote before interrupting a
// thread that sleeps, joins or awaits a latch is what the thread's
// handler reads. No data race; the accesses are without a common lock,
// which LD' warns of.
import java.util.concurrent.CountDownLatch;

public class InterruptOrdersBeforeException {
    static int slept, joined, awaited;

    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(1_000_000);
            } catch (InterruptedException e) {
                System.out.println("sleep " + slept);
            }
        });
        Thread forever = new Thread(() -> {
            try {
                new CountDownLatch(1).await();
            } catch (InterruptedException e) {
                System.out.println("await " + awaited);
            }
        });
        Thread joiner = new Thread(() -> {
            try {
                forever.join();
            } catch (InterruptedException e) {
                System.out.println("join " + joined);
            }
        });
        sleeper.start();
        forever.start();
        joiner.start();
        slept = 1;
        sleeper.interrupt();
        joined = 2;
        joiner.interrupt();
        joiner.join();
        awaited = 3;
        forever.interrupt();
        sleeper.join();
        forever.join();
    }
}
