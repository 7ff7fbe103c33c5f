// EXPECT: ok
// EXIT: 5
// RUN: java
// System.exit(5) called from a worker thread ends the whole program with
// status 5 while main is blocked in join and another thread waits forever.
// work[0] is shared (the exiter's lambda captures it) but only the exiter
// uses it: no other thread accesses it, so there is nothing to protect.
public class ExitFromWorker {
    public static void main(String[] args) throws InterruptedException {
        Object never = new Object();
        Thread stuck = new Thread(() -> {
            synchronized (never) {
                try {
                    never.wait();
                } catch (InterruptedException e) {
                    System.out.println("unexpected interrupt");
                }
            }
        }, "stuck");
        stuck.start();
        int[] work = new int[1];
        Thread exiter = new Thread(() -> {
            for (int i = 1; i <= 10; i++) {
                work[0] += i;
            }
            System.out.println("worker computed " + work[0] + ", exiting with 5");
            System.exit(5);
            System.out.println("not reached");
        }, "exiter");
        System.out.println("main starts the exiter");
        exiter.start();
        exiter.join();
        System.out.println("main: not reached");
    }
}
