// EXPECT: warning
// CHECK: slow --time-limit=240s
// EXIT: 0
// RUN: java
// A CountDown-style latch built from synchronized/wait/notifyAll: main and a
// second waiter block until three workers have counted down; the workers
// publish their results before counting down.
// Warning, LD' violation that is not a data race: the workers write results[id] without a lock (the latch's
// lock orders the accesses but is not held at them).
public class MonitorLatch {
    static final class Latch {
        private int count;

        Latch(int count) {
            this.count = count;
        }

        synchronized void countDown() {
            if (count > 0 && --count == 0) {
                notifyAll();
            }
        }

        synchronized void await() throws InterruptedException {
            while (count > 0) {
                wait();
            }
        }

        synchronized int getCount() {
            return count;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Latch done = new Latch(3);
        Latch start = new Latch(1);
        int[] results = new int[3];
        Thread[] workers = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            workers[i] = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                int f = 1;
                for (int k = 2; k <= 5 + id; k++) {
                    f *= k;
                }
                results[id] = f;
                done.countDown();
            });
            workers[i].start();
        }
        int[] seen = new int[1];
        Thread observer = new Thread(() -> {
            try {
                done.await();
            } catch (InterruptedException e) {
                return;
            }
            seen[0] = results[0] + results[1] + results[2];
        });
        observer.start();
        System.out.println("before start: count=" + done.getCount());
        start.countDown();
        done.await();
        System.out.println("after await: count=" + done.getCount());
        for (int i = 0; i < 3; i++) {
            System.out.println("result " + i + " = " + results[i]);
        }
        observer.join();
        System.out.println("observer saw sum " + seen[0]);
        done.countDown(); // no effect below zero
        System.out.println("final count=" + done.getCount());
        for (Thread w : workers) {
            w.join();
        }
    }
}
