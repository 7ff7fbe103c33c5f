// EXPECT: deadlock
// RUN: deadlock
// A ReentrantLock released only on the normal path (lock; work; unlock
// instead of lock; try { work } finally { unlock }): the second
// withdrawal throws and its caller handles the exception, but the lock
// stays held by a thread that has ended, and main's lock() waits forever.
import java.util.concurrent.locks.ReentrantLock;

public class LockLeakOnException {
    static final ReentrantLock lock = new ReentrantLock();
    static int balance = 1;

    static void withdraw(int amount) {
        lock.lock();
        if (balance < amount) {
            throw new IllegalStateException("insufficient funds");
        }
        balance -= amount;
        lock.unlock();
    }

    public static void main(String[] args) throws InterruptedException {
        Runnable client = () -> {
            try {
                withdraw(1);
            } catch (IllegalStateException e) {
                System.out.println("declined");
            }
        };
        Thread a = new Thread(client);
        Thread b = new Thread(client);
        a.start();
        b.start();
        a.join();
        b.join();
        lock.lock();
        try {
            System.out.println("balance=" + balance);
        } finally {
            lock.unlock();
        }
    }
}
