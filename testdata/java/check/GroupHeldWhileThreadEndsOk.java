// EXPECT: ok
// MODES: all
// RUN: java
// main holds its thread group's monitor while a thread it started ends:
// the thread's end takes that monitor too (JDK 17's Thread.exit leaves
// the group under it), so it waits for main to let go. Thread.enumerate
// holds it as well.
public class GroupHeldWhileThreadEndsOk {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> { });
        ThreadGroup g = Thread.currentThread().getThreadGroup();
        synchronized (g) {
            t.start();
            System.out.println("holding the group");
        }
        t.join();
        Thread u = new Thread(() -> { });
        u.start();
        Thread[] seen = new Thread[10];
        int n = Thread.enumerate(seen);
        assert n == 1 || n == 2 : n;
        u.join();
        System.out.println("end");
    }
}
