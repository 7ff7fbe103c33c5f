// EXPECT: ok
// COMPARE: java
// Thread.stop, suspend and resume, deprecated and working up to JDK 19 (later JDKs throw
// UnsupportedOperationException or have no such method, which the program prints, called by
// reflection, and it ends its threads itself): a
// waiting thread that is stopped ends without returning from its wait normally; a thread stopped
// before its start ends without running; a thread that stops itself throws ThreadDeath at once; a
// thread suspended while blocked on a monitor stays suspended after the monitor is free, until it
// is resumed.
public class ThreadStopSuspend {
    static final Object lock = new Object();
    static boolean released;

    // Calls Thread's method name on t; false if the JDK does not support it.
    static boolean supported(Thread t, String name, String what) {
        try {
            Thread.class.getMethod(name).invoke(t);
            return true;
        } catch (java.lang.reflect.InvocationTargetException e) {
            if (e.getCause() instanceof ThreadDeath) {
                throw (ThreadDeath) e.getCause();
            }
            if (!(e.getCause() instanceof UnsupportedOperationException)) {
                throw new AssertionError(e.getCause());
            }
        } catch (ReflectiveOperationException e) {
            // removed from the JDK
        }
        System.out.println(what + ": unsupported");
        return false;
    }

    public static void main(String[] args) throws Exception {
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    while (!released) lock.wait();
                    System.out.println("waiter released");
                } catch (InterruptedException e) {
                    System.out.println("waiter interrupted");
                }
            }
        });
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.yield();
        if (!supported(waiter, "stop", "stop")) {
            synchronized (lock) {
                released = true;
                lock.notifyAll();
            }
        }
        waiter.join();
        System.out.println("waiter alive: " + waiter.isAlive());

        Thread never = new Thread(() -> System.out.println("stopped before start, yet running"));
        supported(never, "stop", "stop before start");
        never.start();
        never.join();

        try {
            supported(Thread.currentThread(), "stop", "stop itself");
        } catch (ThreadDeath d) {
            System.out.println("caught own ThreadDeath");
        }

        Thread blocked = new Thread(() -> {
            synchronized (lock) {
                System.out.println("blocked thread got the lock");
            }
        });
        boolean suspended;
        synchronized (lock) {
            blocked.start();
            while (blocked.getState() != Thread.State.BLOCKED) Thread.yield();
            suspended = supported(blocked, "suspend", "suspend");
        }
        if (suspended) {
            System.out.println("suspended, lock free, alive: " + blocked.isAlive());
            supported(blocked, "resume", "resume");
        }
        blocked.join();
        System.out.println("done");
    }
}
