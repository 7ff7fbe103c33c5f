// EXPECT: ok
// COMPARE: java
// ThreadMXBean's ThreadInfo: getThreadInfo of a thread blocked on a monitor (its lock and the lock's
// owner), one waiting on a monitor, one parked on a ReentrantLock (the lock's synchronizer, owned by
// main) and one awaiting a latch (its synchronizer), with their states and stacks (a lambda's frames
// included, as HotSpot's); dumpAllThreads with the monitors and synchronizers main holds; an unknown
// id and a thread that ended give null, depth 0 no frames.
import java.lang.management.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.*;

public class ThreadInfos {
    static final Object monitor = new Object();
    static final Object waitOn = new Object();
    static final ReentrantLock lock = new ReentrantLock();

    static void waitUntil(Thread t, Thread.State s) {
        while (t.getState() != s) Thread.yield();
    }

    static String frames(ThreadInfo ti) {
        StringBuilder b = new StringBuilder();
        for (StackTraceElement e : ti.getStackTrace()) {
            if (e.getClassName().startsWith("ThreadInfos")) b.append(" ").append(e.getMethodName());
        }
        return b.toString();
    }

    public static void main(String[] args) throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        CountDownLatch release = new CountDownLatch(1);
        Thread blocked = new Thread(() -> { synchronized (monitor) { } }, "blocked");
        Thread waiting = new Thread(() -> {
            synchronized (waitOn) {
                try { waitOn.wait(); } catch (InterruptedException e) { }
            }
        }, "waiting");
        Thread parked = new Thread(() -> { lock.lock(); lock.unlock(); }, "parked");
        Thread latched = new Thread(() -> {
            try { release.await(); } catch (InterruptedException e) { }
        }, "latched");
        lock.lock();
        synchronized (monitor) {
            blocked.start();
            waiting.start();
            parked.start();
            latched.start();
            waitUntil(blocked, Thread.State.BLOCKED);
            waitUntil(waiting, Thread.State.WAITING);
            waitUntil(parked, Thread.State.WAITING);
            waitUntil(latched, Thread.State.WAITING);
            for (Thread t : new Thread[] {blocked, waiting, parked, latched}) {
                ThreadInfo ti = mx.getThreadInfo(t.getId(), Integer.MAX_VALUE);
                String lockName = ti.getLockName() == null ? null : ti.getLockName().replaceAll("@.*", "");
                System.out.println(ti.getThreadName() + " " + ti.getThreadState() + " lock=" + lockName
                        + " owner=" + ti.getLockOwnerName() + " frames:" + frames(ti) + " id=" + (ti.getThreadId() == t.getId()));
            }
            ThreadInfo[] all = mx.dumpAllThreads(true, true);
            for (ThreadInfo ti : all) {
                if (ti.getThreadName().equals("main")) {
                    List<String> held = new ArrayList<>();
                    for (MonitorInfo m : ti.getLockedMonitors()) held.add(m.getClassName());
                    List<String> syncs = new ArrayList<>();
                    for (LockInfo l : ti.getLockedSynchronizers()) syncs.add(l.getClassName());
                    Collections.sort(held);
                    System.out.println("main holds " + held + " synchronizers " + syncs + " state " + ti.getThreadState());
                }
            }
            ThreadInfo[] some = mx.getThreadInfo(new long[] {blocked.getId(), 999_999L});
            System.out.println("unknown id: " + some[1] + ", depth 0: " + mx.getThreadInfo(blocked.getId()).getStackTrace().length);
        }
        lock.unlock();
        synchronized (waitOn) { waitOn.notifyAll(); }
        release.countDown();
        for (Thread t : new Thread[] {blocked, waiting, parked, latched}) t.join();
        System.out.println("after: " + mx.getThreadInfo(blocked.getId()));
    }
}
