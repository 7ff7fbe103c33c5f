// EXPECT: warning
// EXIT: 0
// RUN: java
// Busy-waiting with Thread.onSpinWait: a consumer spins on a volatile flag
// until the producer has published its data, and two workers take a spin
// lock (AtomicBoolean.compareAndSet, spinning with onSpinWait) around a
// shared counter. onSpinWait is a yield for the search, so the fair bound
// cuts the spinning and the search ends.
// Warning, LD' violations that are not data races: data and counter are
// ordered by the volatile flag and by the atomic's compare-and-set, which
// hold no lock; main reads seen[0] after join.
import java.util.concurrent.atomic.AtomicBoolean;

public class SpinWaitHandoff {
    static int data;
    static volatile boolean ready;
    static final AtomicBoolean locked = new AtomicBoolean();
    static int counter;

    static void lock() {
        while (!locked.compareAndSet(false, true)) {
            Thread.onSpinWait();
        }
    }

    static void unlock() {
        locked.set(false);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            data = 42;
            ready = true;
        });
        int[] seen = new int[1];
        Thread consumer = new Thread(() -> {
            while (!ready) {
                Thread.onSpinWait();
            }
            seen[0] = data;
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        assert seen[0] == 42 : "saw " + seen[0];
        Runnable work = () -> {
            lock();
            try {
                counter++;
            } finally {
                unlock();
            }
        };
        Thread a = new Thread(work), b = new Thread(work);
        a.start();
        b.start();
        a.join();
        b.join();
        lock();
        try {
            assert counter == 2 : "counter " + counter;
            System.out.println("seen " + seen[0] + ", counter " + counter);
        } finally {
            unlock();
        }
    }
}
