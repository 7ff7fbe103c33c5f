// EXPECT: race, assertion, warning
// CHECK: --random=enumerate
// A worker and main each count a hit on a static counter with no lock (a
// data race: one increment can overwrite the other, and the assertion
// fails), and the worker leaves a random result that main reads after
// join() without a lock (ordered by join: an LD' warning, not a race).
import java.util.Random;

public class RandomLostUpdate {
    static int hits;
    static int result;

    public static void main(String[] args) throws InterruptedException {
        int chosen = new Random().nextInt(2) + 1;
        Thread worker = new Thread(() -> {
            hits++;
            result = chosen;
        }, "worker");
        worker.start();
        hits++;
        worker.join();
        assert hits == 2 && result > 0 : "lost an update: hits " + hits + ", result " + result;
    }
}
