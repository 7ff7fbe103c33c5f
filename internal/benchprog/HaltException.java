// EXPECT: ok
// Stoller 2002 §10's HaltException, written anew: a producer and a
// consumer exchange 10 items through a FIFO buffer of capacity 6; when the
// producer is done it halts the buffer, and the consumer's next get throws
// HaltException, which ends it.
public class HaltException {
    static final int ITEMS = 10;
    static final int CAPACITY = 6;

    static class Halted extends Exception {
    }

    static class Buffer {
        private final int[] items = new int[CAPACITY];
        private int head, count;
        private boolean halted;

        synchronized void put(int item) throws InterruptedException {
            while (count == CAPACITY) {
                wait();
            }
            items[(head + count) % CAPACITY] = item;
            count++;
            notifyAll();
        }

        synchronized int get() throws InterruptedException, Halted {
            while (count == 0 && !halted) {
                wait();
            }
            if (count == 0) {
                throw new Halted();
            }
            int item = items[head];
            head = (head + 1) % CAPACITY;
            count--;
            notifyAll();
            return item;
        }

        synchronized void halt() {
            halted = true;
            notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Buffer buffer = new Buffer();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 0; i < ITEMS; i++) {
                    buffer.put(i);
                }
                buffer.halt();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "producer");
        Thread consumer = new Thread(() -> {
            int sum = 0;
            try {
                while (true) {
                    sum += buffer.get();
                }
            } catch (Halted e) {
                assert sum == ITEMS * (ITEMS - 1) / 2 : "lost items: sum " + sum;
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "consumer");
        producer.start();
        consumer.start();
    }
}
