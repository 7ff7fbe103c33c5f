// EXPECT: warning
// CHECK: skip: two workers each taking the monitors 20 times have too many interleavings to explore in 60 s (no error found in that time)
// EXIT: 0
// RUN: java
// Re-entrant locking: nested synchronized blocks on the same object,
// synchronized methods calling synchronized methods, and synchronized static
// methods sharing the class lock with synchronized (ReentrantSync.class).
// Warning, LD' violation that is not a data race: main reads counter after join without the lock the workers
// increment it under.
public class ReentrantSync {
    static int staticCounter;
    int counter;

    synchronized void inc() {
        counter++;
    }

    synchronized void incTwiceNested() {
        inc();
        synchronized (this) {
            synchronized (this) {
                inc();
            }
        }
    }

    static synchronized void staticInc() {
        staticCounter++;
    }

    static synchronized int depthCheck(int depth) {
        if (depth == 0) {
            return Thread.holdsLock(ReentrantSync.class) ? 1 : 0;
        }
        return depthCheck(depth - 1) + 1;
    }

    public static void main(String[] args) throws InterruptedException {
        ReentrantSync shared = new ReentrantSync();
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 50; k++) {
                    shared.incTwiceNested();
                    staticInc();
                    synchronized (ReentrantSync.class) {
                        staticCounter++; // same lock as staticInc
                        staticInc();
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("counter=" + shared.counter);
        System.out.println("staticCounter=" + staticCounter);
        System.out.println("depthCheck=" + depthCheck(5));
        System.out.println("holds class lock outside: " + Thread.holdsLock(ReentrantSync.class));
        synchronized (shared) {
            synchronized (shared) {
                System.out.println("nested holds: " + Thread.holdsLock(shared));
            }
            System.out.println("after inner exit holds: " + Thread.holdsLock(shared));
        }
        System.out.println("after outer exit holds: " + Thread.holdsLock(shared));
        // Re-entry from wait: the lock depth is restored after waking.
        Object lock = new Object();
        boolean[] flag = new boolean[1];
        Thread waker = new Thread(() -> {
            synchronized (lock) {
                flag[0] = true;
                lock.notifyAll();
            }
        });
        synchronized (lock) {
            synchronized (lock) {
                waker.start();
                while (!flag[0]) {
                    lock.wait();
                }
                System.out.println("woken, still holds: " + Thread.holdsLock(lock));
            }
            System.out.println("after one exit holds: " + Thread.holdsLock(lock));
        }
        waker.join();
        System.out.println("released: " + !Thread.holdsLock(lock));
    }
}
