// EXPECT: ok
// COMPARE: java
// Thread.getState of threads waiting in every way, as java reports it,
// each awaited by spinning on getState (a common way for a test to wait
// until a thread blocks): BLOCKED only on a monitor; WAITING in
// Object.wait, join, park and every java.util.concurrent lock, condition
// and synchronizer (which park: ReentrantLock, a signalled Condition
// awaiting its lock, CountDownLatch, Semaphore, a read-write lock);
// TIMED_WAITING in sleep and the timed forms.
import java.util.concurrent.*;
import java.util.concurrent.locks.*;

public class ThreadStates {
    static void await(Thread t, Thread.State s) {
        while (t.getState() != s) {
            Thread.yield();
        }
        System.out.println(t.getName() + " " + s);
    }

    public static void main(String[] args) throws Exception {
        Object mon = new Object();
        ReentrantLock rl = new ReentrantLock();
        Condition c = rl.newCondition();
        CountDownLatch latch = new CountDownLatch(1);
        Semaphore sem = new Semaphore(0);
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        Thread[] ts = {
            new Thread(() -> { synchronized (mon) { } }, "monitor"),
            new Thread(() -> { synchronized (mon) { try { mon.wait(); } catch (InterruptedException e) { } } }, "wait"),
            new Thread(() -> { synchronized (mon) { try { mon.wait(100000); } catch (InterruptedException e) { } } }, "timedwait"),
            new Thread(() -> { rl.lock(); rl.unlock(); }, "lock"),
            new Thread(() -> { try { latch.await(); } catch (InterruptedException e) { } }, "latch"),
            new Thread(() -> { try { latch.await(100, TimeUnit.SECONDS); } catch (InterruptedException e) { } }, "timedlatch"),
            new Thread(() -> { try { sem.acquire(); } catch (InterruptedException e) { } }, "semaphore"),
            new Thread(() -> { rw.writeLock().lock(); rw.writeLock().unlock(); }, "rwlock"),
            new Thread(() -> { try { Thread.sleep(100000); } catch (InterruptedException e) { } }, "sleep"),
            new Thread(() -> LockSupport.park(), "park"),
            new Thread(() -> LockSupport.parkNanos(100_000_000_000L), "timedpark"),
        };
        Thread cond = new Thread(() -> { rl.lock(); try { c.await(); } catch (InterruptedException e) { } finally { rl.unlock(); } }, "condition");
        cond.start();
        await(cond, Thread.State.WAITING);
        rw.readLock().lock();
        synchronized (mon) {
            rl.lock();
            for (Thread t : ts) {
                t.start();
            }
            await(ts[0], Thread.State.BLOCKED);
            await(ts[3], Thread.State.WAITING);
            await(ts[4], Thread.State.WAITING);
            await(ts[5], Thread.State.TIMED_WAITING);
            await(ts[6], Thread.State.WAITING);
            await(ts[7], Thread.State.WAITING);
            await(ts[8], Thread.State.TIMED_WAITING);
            await(ts[9], Thread.State.WAITING);
            await(ts[10], Thread.State.TIMED_WAITING);
            c.signal();
            await(cond, Thread.State.WAITING); // signalled, the lock still held by main
            rl.unlock();
        }
        await(ts[1], Thread.State.WAITING);
        await(ts[2], Thread.State.TIMED_WAITING);
        rw.readLock().unlock();
        synchronized (mon) {
            mon.notifyAll();
        }
        latch.countDown();
        sem.release();
        LockSupport.unpark(ts[9]);
        ts[8].interrupt();
        ts[10].interrupt();
        for (Thread t : ts) {
            t.join();
        }
        cond.join();
        System.out.println("all ended");
    }
}
