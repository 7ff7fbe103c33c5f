// EXPECT: warning
// CHECK: skip: two producers and two consumers waiting with notifyAll have too many interleavings to explore in 60 s (no error found in that time)
// EXIT: 0
// RUN: java
// Producer/consumer over a bounded buffer (capacity 2): synchronized put and
// take, each waiting in a while loop and waking everyone with notifyAll.
// Two producers, two consumers; totals are printed after join.
// Warning, LD' violation that is not a data race: each consumer adds to consumed[id] and taken[id] without a
// lock, and main reads them after join.
public class BoundedBuffer {
    private final int[] items;
    private int head, count;

    BoundedBuffer(int capacity) {
        items = new int[capacity];
    }

    synchronized void put(int x) throws InterruptedException {
        while (count == items.length) {
            wait();
        }
        items[(head + count) % items.length] = x;
        count++;
        notifyAll();
    }

    synchronized int take() throws InterruptedException {
        while (count == 0) {
            wait();
        }
        int x = items[head];
        head = (head + 1) % items.length;
        count--;
        notifyAll();
        return x;
    }

    static final int PER_PRODUCER = 20;

    public static void main(String[] args) throws InterruptedException {
        BoundedBuffer buf = new BoundedBuffer(2);
        long[] consumed = new long[2];
        int[] taken = new int[2];
        Thread[] producers = new Thread[2];
        Thread[] consumers = new Thread[2];
        for (int p = 0; p < 2; p++) {
            final int base = (p + 1) * 1000;
            producers[p] = new Thread(() -> {
                try {
                    for (int i = 1; i <= PER_PRODUCER; i++) {
                        buf.put(base + i);
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (int c = 0; c < 2; c++) {
            final int id = c;
            consumers[c] = new Thread(() -> {
                try {
                    // Each consumer takes exactly half of everything produced.
                    for (int i = 0; i < PER_PRODUCER; i++) {
                        consumed[id] += buf.take();
                        taken[id]++;
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (Thread t : consumers) {
            t.start();
        }
        for (Thread t : producers) {
            t.start();
        }
        for (Thread t : producers) {
            t.join();
        }
        for (Thread t : consumers) {
            t.join();
        }
        long total = consumed[0] + consumed[1];
        long expected = 0;
        for (int p = 1; p <= 2; p++) {
            for (int i = 1; i <= PER_PRODUCER; i++) {
                expected += p * 1000 + i;
            }
        }
        System.out.println("taken " + taken[0] + " + " + taken[1]);
        System.out.println("total " + total + " expected " + expected);
        System.out.println("buffer empty: " + (buf.count == 0));
        System.out.println(total == expected ? "all items consumed once" : "LOST OR DUPLICATED ITEMS");
    }
}
