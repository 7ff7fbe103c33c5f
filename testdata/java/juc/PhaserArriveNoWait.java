// EXPECT: race, assertion
// A worker arrives with arrive(), which does not wait for the others,
// and then reads what the other worker writes before its own arrival:
// no happens-before order, and the read may come first.
import java.util.concurrent.Phaser;

public class PhaserArriveNoWait {
    static int result;

    public static void main(String[] args) throws InterruptedException {
        Phaser phaser = new Phaser(2);
        Thread producer = new Thread(() -> {
            result = 42;
            phaser.arrive();
        });
        Thread consumer = new Thread(() -> {
            phaser.arrive(); // should be arriveAndAwaitAdvance()
            assert result == 42 : "read " + result + " before the producer arrived";
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println(result);
    }
}
