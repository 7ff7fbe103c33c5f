// EXPECT: race, assertion, warning
// A capacity-2 ring buffer whose head/tail/count are plain fields used with no
// lock, so count++ and count-- can lose an update: P has put 1, puts 2 and reads
// count=1 | C takes 1, reads count=1, writes 0 | P writes count=2. Now C takes
// 2 and then the stale slot 0 again: the items come out 1, 2, 1.
public class CircularBuffer {
    static final int CAP = 2;
    static final int ITEMS = 3;
    static final int BOUND = 2; // pauses before a side gives up

    // BUG: shared by producer and consumer without a lock
    static final int[] buf = new int[CAP];
    static int head;
    static int tail;
    static int count;

    static final int[] taken = new int[ITEMS]; // consumer only; main reads after join
    static int takenCount;
    static boolean producerGaveUp;
    static boolean consumerGaveUp;

    static void pause() { // a short sleep, so that under java a side rarely gives up
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            for (int item = 1; item <= ITEMS; item++) {
                for (int spins = 0; count == CAP && spins < BOUND; spins++) {
                    pause();
                }
                if (count == CAP) {
                    producerGaveUp = true;
                    return;
                }
                buf[tail] = item;
                tail = (tail + 1) % CAP;
                count++;
            }
        }, "producer");
        Thread consumer = new Thread(() -> {
            for (int n = 0; n < ITEMS; n++) {
                for (int spins = 0; count == 0 && spins < BOUND; spins++) {
                    pause();
                }
                if (count == 0) {
                    consumerGaveUp = true;
                    return;
                }
                int item = buf[head];
                head = (head + 1) % CAP;
                count--;
                taken[takenCount++] = item;
            }
        }, "consumer");
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        for (int i = 1; i < takenCount; i++) {
            assert taken[i] > taken[i - 1] : "item " + taken[i] + " taken after " + taken[i - 1];
        }
        if (!producerGaveUp && !consumerGaveUp) {
            assert takenCount == ITEMS && taken[0] == 1 && taken[1] == 2 && taken[2] == 3 : "lost an item";
        }
        System.out.println(takenCount == ITEMS ? "all items in order" : "a side gave up");
    }
}
