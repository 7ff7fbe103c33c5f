import java.lang.reflect.*;

// Reflective calls of synchronized methods and of wait/notify from several
// threads: entering the method (or the native) is a visible operation.
public class ThreadedInvoke {
    static int total;

    static class Acc {
        int n;
        synchronized void add(int k) { n += k; }
        static synchronized void sadd() { total++; }
        synchronized void waitFor(int target) throws InterruptedException { while (n < target) wait(); }
        synchronized void addAndNotify(int k) { n += k; notifyAll(); }
    }

    public static void main(String[] args) throws Exception {
        Acc acc = new Acc();
        Method add = Acc.class.getDeclaredMethod("add", int.class);
        Method sadd = Acc.class.getDeclaredMethod("sadd");
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                try {
                    for (int j = 0; j < 20; j++) {
                        add.invoke(acc, 1);
                        sadd.invoke(null);
                    }
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(acc.n + " " + total);

        Thread w = new Thread(() -> {
            try {
                Acc.class.getDeclaredMethod("waitFor", int.class).invoke(acc, 80);
                System.out.println("waited " + acc.n);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        w.start();
        Method an = Acc.class.getDeclaredMethod("addAndNotify", int.class);
        for (int i = 0; i < 20; i++) an.invoke(acc, 1);
        w.join();

        Object lock = new Object();
        Method wait = Object.class.getMethod("wait");
        boolean[] ready = new boolean[1];
        Thread w2 = new Thread(() -> {
            synchronized (lock) {
                ready[0] = true;
                try {
                    wait.invoke(lock);
                    System.out.println("woken");
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            }
        });
        w2.start();
        while (true) {
            synchronized (lock) {
                if (ready[0]) {
                    Object.class.getMethod("notify").invoke(lock);
                    break;
                }
            }
            Thread.yield();
        }
        w2.join();
        System.out.println("done");
    }
}
