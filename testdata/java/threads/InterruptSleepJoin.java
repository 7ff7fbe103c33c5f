// EXPECT: warning
// EXIT: 0
// RUN: java
// interrupt() of a thread sleeping in a loop and of a thread blocked in
// join(): both catch InterruptedException, and the joined thread is then
// released by main and ends normally.
// Warning, LD' violation that is not a data race: the threads write report[] without a lock and main reads it
// after join.
public class InterruptSleepJoin {
    static final Object gate = new Object();
    static boolean open;

    public static void main(String[] args) throws InterruptedException {
        String[] report = new String[3];
        Thread sleeper = new Thread(() -> {
            try {
                while (true) {
                    Thread.sleep(10_000);
                }
            } catch (InterruptedException e) {
                report[0] = "sleeper caught InterruptedException, flag " + Thread.currentThread().isInterrupted();
            }
        }, "sleeper");
        sleeper.start();
        sleeper.interrupt();
        sleeper.join();
        System.out.println(report[0]);

        Thread blocked = new Thread(() -> {
            synchronized (gate) {
                while (!open) {
                    try {
                        gate.wait();
                    } catch (InterruptedException e) {
                        report[2] = "blocked thread interrupted?!";
                        return;
                    }
                }
            }
            report[2] = "blocked thread released";
        }, "blocked");
        Thread joiner = new Thread(() -> {
            try {
                blocked.join();
                report[1] = "join returned?!";
            } catch (InterruptedException e) {
                report[1] = "joiner caught InterruptedException, blocked alive " + blocked.isAlive();
            }
        }, "joiner");
        blocked.start();
        joiner.start();
        joiner.interrupt();
        joiner.join();
        System.out.println(report[1]);
        synchronized (gate) {
            open = true;
            gate.notifyAll();
        }
        blocked.join();
        System.out.println(report[2]);
        System.out.println("states: " + sleeper.getState() + " " + joiner.getState() + " " + blocked.getState());
    }
}
