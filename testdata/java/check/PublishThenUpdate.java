// EXPECT: race, assertion
// main starts a worker that increments box[0] under box's lock, then updates
// box[0] itself without the lock: a lost update (java usually fails the
// assertion, the worker's increment lands during main's slow update). The
// unlocked accesses follow the start in the same transition.
public class PublishThenUpdate {
    public static void main(String[] args) throws InterruptedException {
        int[] box = new int[1];
        Thread worker = new Thread(() -> {
            synchronized (box) {
                box[0]++;
            }
        }, "worker");
        worker.start();
        int v = box[0]; // BUG: box is shared now; these accesses need its lock
        long spin = 0;
        for (int i = 0; i < 300_000; i++) {
            spin += i % 7;
        }
        box[0] = v + 10 + (int) (spin & 0);
        worker.join();
        synchronized (box) {
            assert box[0] == 11 : "lost the worker's increment: box[0] = " + box[0];
        }
        System.out.println("box[0] = 11");
    }
}
