// EXPECT: ok
// RUN: java
// MODES: all
// A timed join of a thread that ends: the join does not time out while
// the thread can still run, so it is never alive after it.
public class TimedJoinOk {
    static volatile int x;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { x = 1; });
        t.start();
        t.join(10_000);
        if (t.isAlive() || x != 1) throw new AssertionError("join timed out");
        System.out.println("joined");
    }
}
