// EXPECT: ok
// COMPARE: java
// ManagementFactory's runtime and thread beans: the runtime's name (pid@host; jcheck's is 1@localhost), pid,
// start time, uptime and input arguments (jcheck's are the -D properties it is given); the number of live, daemon and started threads as threads start and
// end; findDeadlockedThreads and findMonitorDeadlockedThreads are null with no deadlock and give the two threads of
// a monitor deadlock (daemons, so that the program still ends), and only those of a ReentrantLock deadlock for
// findDeadlockedThreads.
import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.concurrent.locks.ReentrantLock;

public class ManagementBeans {
    static volatile boolean firstHolds, secondHolds;

    static Thread monitorThread(String name, Object mine, Object other, boolean first) {
        Thread t = new Thread(new Runnable() {
            public void run() {
                synchronized (mine) {
                    if (first) firstHolds = true; else secondHolds = true;
                    while (!(firstHolds && secondHolds)) Thread.yield();
                    synchronized (other) {
                        System.out.println("unreachable");
                    }
                }
            }
        }, name);
        t.setDaemon(true);
        return t;
    }

    static Thread lockThread(String name, ReentrantLock mine, ReentrantLock other, boolean first) {
        Thread t = new Thread(new Runnable() {
            public void run() {
                mine.lock();
                if (first) firstHolds = true; else secondHolds = true;
                while (!(firstHolds && secondHolds)) Thread.yield();
                other.lock();
                System.out.println("unreachable");
            }
        }, name);
        t.setDaemon(true);
        return t;
    }

    static String names(long[] ids, Thread... threads) {
        if (ids == null) return "null";
        long[] sorted = ids.clone();
        Arrays.sort(sorted);
        StringBuilder sb = new StringBuilder();
        for (long id : sorted) {
            for (Thread t : threads) if (t.getId() == id) sb.append(t.getName()).append(' ');
        }
        return ids.length + " threads: " + sb.toString().trim();
    }

    static boolean blocked(Thread t) {
        Thread.State s = t.getState();
        return s == Thread.State.BLOCKED || s == Thread.State.WAITING;
    }

    static void awaitBlocked(Thread a, Thread b) {
        while (!blocked(a) || !blocked(b)) Thread.yield();
    }

    public static void main(String[] args) throws Exception {
        RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
        System.out.println("name: " + runtime.getName().matches("[0-9]+@.+") + ", pid in name: "
                + runtime.getName().startsWith(runtime.getPid() + "@") + ", pid is ProcessHandle's: " + (runtime.getPid() == ProcessHandle.current().pid()));
        System.out.println("started: " + (runtime.getStartTime() > 0 && runtime.getStartTime() <= System.currentTimeMillis()));
        long up = runtime.getUptime();
        System.out.println("uptime: " + (up >= 0 && runtime.getUptime() >= up));
        // java's hold the test's own options; none sets a property of this name.
        System.out.println("input arguments: " + runtime.getInputArguments().stream().filter(a -> a.startsWith("-Dmanagement.")).toList());
        System.out.println("vm name: " + (runtime.getVmName() != null) + ", spec version: " + runtime.getSpecVersion());

        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.println("no deadlock: " + threads.findDeadlockedThreads() + " " + threads.findMonitorDeadlockedThreads());
        int live = threads.getThreadCount(), daemons = threads.getDaemonThreadCount();
        long started = threads.getTotalStartedThreadCount();
        System.out.println("live threads: " + (live > 0) + ", all ids: " + (threads.getAllThreadIds().length == live));

        Object left = new Object(), right = new Object();
        Thread a = monitorThread("monitor-a", left, right, true), b = monitorThread("monitor-b", right, left, false);
        a.start();
        b.start();
        awaitBlocked(a, b);
        System.out.println("live: +" + (threads.getThreadCount() - live) + ", daemons: +" + (threads.getDaemonThreadCount() - daemons)
                + ", started: +" + (threads.getTotalStartedThreadCount() - started));
        System.out.println("monitor deadlock: " + names(threads.findDeadlockedThreads(), a, b) + "; monitors only: "
                + names(threads.findMonitorDeadlockedThreads(), a, b));

        firstHolds = secondHolds = false;
        firstHolds = secondHolds = false; // the monitor threads no longer read them
        ReentrantLock one = new ReentrantLock(), two = new ReentrantLock();
        Thread c = lockThread("lock-c", one, two, true), d = lockThread("lock-d", two, one, false);
        c.start();
        d.start();
        awaitBlocked(c, d);
        System.out.println("lock deadlock: " + names(threads.findDeadlockedThreads(), a, b, c, d) + "; monitors only: "
                + names(threads.findMonitorDeadlockedThreads(), a, b, c, d));

        Thread quick = new Thread(() -> {});
        quick.start();
        quick.join();
        System.out.println("after one more: live +" + (threads.getThreadCount() - live) + ", started +" + (threads.getTotalStartedThreadCount() - started));
    }
}
