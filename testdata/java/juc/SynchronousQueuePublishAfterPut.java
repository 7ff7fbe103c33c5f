// EXPECT: assertion, race
// A producer sets the configuration after its put returns, but the put
// returns only once the consumer has taken the item: the consumer can
// read the configuration before the producer writes it (and the two
// accesses race).
import java.util.concurrent.SynchronousQueue;

public class SynchronousQueuePublishAfterPut {
    static int config;

    public static void main(String[] args) throws Exception {
        SynchronousQueue<String> q = new SynchronousQueue<>();
        Thread producer = new Thread(() -> {
            try {
                q.put("go");
                config = 42; // bug: after the hand-off, not before
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        producer.start();
        q.take();
        int seen = config;
        producer.join();
        assert seen == 42 : "configuration not there yet: " + seen;
    }
}
