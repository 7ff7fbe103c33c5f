// EXPECT: ok
// COMPARE: java
// Thread.getAllStackTraces and the getStackTrace of another thread give the frames of each live thread, as java's
// thread dump: a thread waiting in Object.wait, parked in LockSupport.park, blocked on a monitor or joining another
// has the blocking native on top (one entering a synchronized method has its frame); the current thread's own entry starts at the dump; a thread not started or ended
// has no frames and is not in the map.
import java.util.Map;
import java.util.concurrent.locks.LockSupport;

public class OtherThreadStacks {
    static final Object lock = new Object();
    static final Object monitor = new Object();
    static volatile boolean stop;

    static class Waiter implements Runnable {
        public void run() {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                }
            }
        }
    }

    static class Parker implements Runnable {
        public void run() {
            while (!stop) {
                LockSupport.park();
            }
        }
    }

    static class Blocked implements Runnable {
        public void run() {
            synchronized (monitor) {
                stop = true;
            }
        }
    }

    static class Entering implements Runnable {
        static int entered;

        static synchronized void enter() {
            entered++;
        }

        public void run() {
            enter();
        }
    }

    static void print(String what, StackTraceElement[] trace) {
        System.out.println(what + ": " + trace.length + " frames");
        for (StackTraceElement e : trace) {
            System.out.println("  " + e.getClassName() + "." + e.getMethodName() + (e.isNativeMethod() ? " native" : ":" + e.getLineNumber()));
        }
    }

    public static void main(String[] args) throws Exception {
        Thread waiter = new Thread(new Waiter(), "waiter");
        Thread parker = new Thread(new Parker(), "parker");
        Thread blocked = new Thread(new Blocked(), "blocked");
        Thread entering = new Thread(new Entering(), "entering");
        Thread fresh = new Thread(new Waiter(), "fresh");
        print("not started", fresh.getStackTrace());
        synchronized (Entering.class) {
            entering.start();
            while (entering.getState() != Thread.State.BLOCKED) {
                Thread.yield();
            }
            print("entering a synchronized method", entering.getStackTrace());
        }
        synchronized (monitor) {
            waiter.start();
            parker.start();
            blocked.start();
            while (waiter.getState() != Thread.State.WAITING || parker.getState() != Thread.State.WAITING
                    || blocked.getState() != Thread.State.BLOCKED) {
                Thread.yield();
            }
            print("waiter", waiter.getStackTrace());
            print("parker", parker.getStackTrace());
            print("blocked", blocked.getStackTrace());
            Map<Thread, StackTraceElement[]> all = Thread.getAllStackTraces();
            System.out.println("in the map: main " + all.containsKey(Thread.currentThread()) + ", waiter " + all.containsKey(waiter)
                    + ", parker " + all.containsKey(parker) + ", not started " + all.containsKey(fresh));
            print("main in the map", all.get(Thread.currentThread()));
            print("waiter in the map", all.get(waiter));
        }
        Thread joiner = new Thread(new Runnable() {
            public void run() {
                try {
                    waiter.join();
                } catch (InterruptedException e) {
                }
            }
        }, "joiner");
        joiner.start();
        while (joiner.getState() != Thread.State.WAITING) {
            Thread.yield();
        }
        System.out.println("joiner waits in join: " + (joiner.getStackTrace().length > 0));
        waiter.interrupt();
        stop = true;
        LockSupport.unpark(parker);
        waiter.join();
        parker.join();
        blocked.join();
        joiner.join();
        entering.join();
        print("ended", waiter.getStackTrace());
        System.out.println("ended in the map: " + Thread.getAllStackTraces().containsKey(waiter));
    }
}
