// EXPECT: ok
// A correct bounded buffer (capacity 1): put and take wait in while loops and
// wake everyone with notifyAll; two producers of one item each and two
// consumers of one item each; totals are read under the buffer's lock after
// join. (Two items per thread take jcheck over a minute.)
public class BoundedBufferOk {
    private final int[] items;
    private int head, count; // guarded by this
    private int consumed, sum; // guarded by this

    BoundedBufferOk(int capacity) {
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
        consumed++;
        sum += x;
        notifyAll();
        return x;
    }

    public static void main(String[] args) throws InterruptedException {
        BoundedBufferOk buf = new BoundedBufferOk(1);
        Thread[] ts = new Thread[4];
        for (int p = 0; p < 2; p++) {
            int base = 10 * (p + 1);
            ts[p] = new Thread(() -> {
                try {
                    buf.put(base + 1);
                } catch (InterruptedException e) {
                    return;
                }
            }, "producer-" + p);
        }
        for (int c = 0; c < 2; c++) {
            ts[2 + c] = new Thread(() -> {
                try {
                    buf.take();
                } catch (InterruptedException e) {
                    return;
                }
            }, "consumer-" + c);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        synchronized (buf) {
            assert buf.consumed == 2 && buf.sum == 32 : "lost an item";
            System.out.println("consumed " + buf.consumed + " sum " + buf.sum);
        }
    }
}
