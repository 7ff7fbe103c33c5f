// EXPECT: deadlock
// A waiter awaits a Condition without checking a flag first: if the
// signaller runs first, its signal finds no waiter and is lost, and the
// waiter then awaits forever (main waits for it in join).
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class AwaitLostSignal {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition ready = lock.newCondition();

    public static void main(String[] args) throws Exception {
        Thread waiter = new Thread(() -> {
            lock.lock();
            try {
                ready.await(); // bug: no condition checked, the signal may have come
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            } finally {
                lock.unlock();
            }
        }, "waiter");
        Thread signaller = new Thread(() -> {
            lock.lock();
            try {
                ready.signal();
            } finally {
                lock.unlock();
            }
        }, "signaller");
        waiter.start();
        signaller.start();
        waiter.join();
        signaller.join();
        System.out.println("done");
    }
}
