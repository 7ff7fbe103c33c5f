// EXPECT: deadlock, warning
// RUN: deadlock
// A monitor-based latch created with count 3 but counted down only twice:
// both workers finish, and main and an observer thread wait forever.
// It also warns of an LD' violation that is not a data race (the workers write parts[]
// without a lock).
public class LatchNeverOpens {
    private int count;

    LatchNeverOpens(int count) {
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

    public static void main(String[] args) throws InterruptedException {
        LatchNeverOpens latch = new LatchNeverOpens(3);
        int[] parts = new int[2];
        Thread[] workers = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            workers[i] = new Thread(() -> {
                parts[id] = (id + 1) * 10;
                latch.countDown();
            });
            workers[i].start();
        }
        Thread observer = new Thread(() -> {
            try {
                latch.await();
                System.out.println("observer released (impossible)");
            } catch (InterruptedException e) {
                System.out.println("observer interrupted");
            }
        }, "observer");
        observer.start();
        for (Thread w : workers) {
            w.join();
        }
        System.out.println("workers done: " + parts[0] + " " + parts[1]);
        latch.await();
        System.out.println("main released (impossible)");
    }
}
