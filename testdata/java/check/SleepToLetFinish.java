// EXPECT: assertion
// MODES: all
// The sleep bug pattern: main starts a worker and sleeps 200 ms to let it
// finish, then reads its result under the lock. Nothing makes the worker
// finish first: a machine that stalls it for 200 ms shows the bug (java
// rarely does). A sleep of up to --early-sleeps (a second) may end at any
// moment, so the search finds the order.
public class SleepToLetFinish {
    static final Object lock = new Object();
    static int result; // guarded by lock

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                result = 42;
            }
        });
        worker.start();
        Thread.sleep(200);
        synchronized (lock) {
            assert result == 42 : "the worker had not finished after 200 ms";
        }
        worker.join();
    }
}
