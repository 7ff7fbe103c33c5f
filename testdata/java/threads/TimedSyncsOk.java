// EXPECT: ok
// RUN: java
// Every timed wait here has a generous timeout and the work it waits for
// always happens: a timed latch await, a timed offer and poll on a full and
// an empty queue, a timed tryLock and tryAcquire while another thread holds
// the lock or permit, and a Condition.awaitNanos loop. java never times out.
import java.util.concurrent.*;
import java.util.concurrent.locks.*;
import java.util.concurrent.atomic.*;
public class TimedSyncsOk {
    public static void main(String[] args) throws Exception {
        CountDownLatch latch = new CountDownLatch(1);
        ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<>(1);
        ReentrantLock lock = new ReentrantLock();
        Condition ready = lock.newCondition();
        Semaphore sem = new Semaphore(0);
        AtomicBoolean flag = new AtomicBoolean();
        Thread helper = new Thread(() -> {
            try {
                latch.countDown();
                if (!q.offer(2, 10, TimeUnit.SECONDS)) throw new AssertionError("offer timed out");
                lock.lock();
                try {
                    flag.set(true);
                    ready.signalAll();
                } finally {
                    lock.unlock();
                }
                sem.release();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        q.put(1);
        helper.start();
        if (!latch.await(10, TimeUnit.SECONDS)) throw new AssertionError("latch timed out");
        if (q.poll(10, TimeUnit.SECONDS) != 1) throw new AssertionError("first");
        Integer second = q.poll(10, TimeUnit.SECONDS);
        if (second == null || second != 2) throw new AssertionError("poll timed out");
        if (!lock.tryLock(10, TimeUnit.SECONDS)) throw new AssertionError("tryLock timed out");
        try {
            long left = TimeUnit.SECONDS.toNanos(10);
            while (!flag.get()) {
                if (left <= 0) throw new AssertionError("await timed out");
                left = ready.awaitNanos(left);
            }
        } finally {
            lock.unlock();
        }
        if (!sem.tryAcquire(10, TimeUnit.SECONDS)) throw new AssertionError("tryAcquire timed out");
        helper.join();
        System.out.println("all in time");
    }
}
