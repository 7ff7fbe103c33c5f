// EXPECT: warning
// MODES: all
// Detecting a thread's end orders what it wrote before whatever follows,
// whatever way the end is detected (JLS 17.4.4): main spins on isAlive,
// then on getState() == TERMINATED, then waits with a timed join and
// checks isAlive, each time before it reads what the thread wrote. No
// data race (the detection is the happens-before edge); the accesses are
// without a common lock, which LD' warns of, as for join.
public class TerminationSeenAfterIsAlive {
    static int a, b, c;

    public static void main(String[] args) throws Exception {
        Thread ta = new Thread(() -> a = 1);
        ta.start();
        while (ta.isAlive()) {
            Thread.yield();
        }
        System.out.println(a);
        Thread tb = new Thread(() -> b = 2);
        tb.start();
        while (tb.getState() != Thread.State.TERMINATED) {
            Thread.yield();
        }
        System.out.println(b);
        Thread tc = new Thread(() -> c = 3);
        tc.start();
        tc.join(10_000);
        if (!tc.isAlive()) {
            System.out.println(c);
        }
    }
}
