// EXPECT: ok
// COMPARE: java
// ThreadMXBean's CPU times: supported and enabled for the current thread and others; each thread's
// time is non-negative and does not go back; a thread that ended, one not started and an unknown
// id have -1; disabling the measurement makes the current thread's -1 until it is enabled again;
// the user time is at most the total; the array form of com.sun.management.ThreadMXBean.
import java.lang.management.ManagementFactory;
import java.util.concurrent.CountDownLatch;

public class ThreadCpuTime {
    static long spin(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += i * (long) i;
        }
        return s;
    }

    public static void main(String[] args) throws Exception {
        var bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        System.out.println("supported " + bean.isThreadCpuTimeSupported() + " " + bean.isCurrentThreadCpuTimeSupported()
                + ", enabled " + bean.isThreadCpuTimeEnabled());
        long t1 = bean.getCurrentThreadCpuTime();
        spin(100_000);
        long t2 = bean.getCurrentThreadCpuTime();
        System.out.println("current: non-negative " + (t1 >= 0) + ", does not go back " + (t2 >= t1)
                + ", user at most total " + (bean.getCurrentThreadUserTime() <= bean.getCurrentThreadCpuTime()));
        CountDownLatch started = new CountDownLatch(1), stop = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            started.countDown();
            try {
                stop.await();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread unstarted = new Thread(() -> {});
        worker.start();
        started.await();
        System.out.println("worker alive: " + (bean.getThreadCpuTime(worker.getId()) >= 0)
                + ", not started: " + bean.getThreadCpuTime(unstarted.getId())
                + ", unknown id: " + bean.getThreadCpuTime(123456789L));
        long[] both = bean.getThreadCpuTime(new long[] {Thread.currentThread().getId(), worker.getId()});
        System.out.println("array: " + both.length + " " + (both[0] >= 0) + " " + (both[1] >= 0));
        stop.countDown();
        worker.join();
        System.out.println("worker ended: " + bean.getThreadCpuTime(worker.getId()) + " " + bean.getThreadUserTime(worker.getId()));
        bean.setThreadCpuTimeEnabled(false);
        System.out.println("disabled: " + bean.isThreadCpuTimeEnabled() + " " + bean.getCurrentThreadCpuTime());
        bean.setThreadCpuTimeEnabled(true);
        System.out.println("enabled again: " + bean.isThreadCpuTimeEnabled() + " " + (bean.getCurrentThreadCpuTime() >= 0));
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        System.out.println("process CPU time non-negative: " + (os.getProcessCpuTime() >= 0));
    }
}
