// EXPECT: deadlock
// MODES: all
// Main holds the read lock while it waits for a worker that needs the
// read lock too. That works, unless a writer comes between: a thread
// blocked on the write lock keeps new readers out (so that writers do
// not starve), the worker waits for the writer, the writer for main's
// read lock, and main for the worker.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwWriterPreferenceDeadlock {
    static final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    static int value;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Thread writer = new Thread(() -> {
            lock.writeLock().lock();
            try {
                value++;
            } finally {
                lock.writeLock().unlock();
            }
        });
        Thread worker = new Thread(() -> {
            lock.readLock().lock();
            try {
                System.out.println("worker sees " + value);
            } finally {
                lock.readLock().unlock();
            }
            done.countDown();
        });
        lock.readLock().lock();
        try {
            writer.start();
            worker.start();
            done.await();
        } finally {
            lock.readLock().unlock();
        }
        writer.join();
        worker.join();
    }
}
