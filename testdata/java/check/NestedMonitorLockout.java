// EXPECT: deadlock
// Nested monitor lockout: the consumer waits on inner while holding outer,
// and wait releases only inner, so the producer, which needs outer to set
// the condition, blocks forever (when the consumer gets outer first).
public class NestedMonitorLockout {
    static final Object outer = new Object();
    static final Object inner = new Object();
    static boolean ready; // guarded by inner

    public static void main(String[] args) throws InterruptedException {
        Thread consumer = new Thread(() -> {
            synchronized (outer) {
                synchronized (inner) {
                    while (!ready) {
                        try {
                            inner.wait(); // releases inner, keeps outer
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                }
            }
        }, "consumer");
        Thread producer = new Thread(() -> {
            synchronized (outer) {
                synchronized (inner) {
                    ready = true;
                    inner.notifyAll();
                }
            }
        }, "producer");
        consumer.start();
        producer.start();
        consumer.join();
        producer.join();
        System.out.println("done");
    }
}
