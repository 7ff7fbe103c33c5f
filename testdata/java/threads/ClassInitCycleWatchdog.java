// EXPECT: deadlock
// Two threads initialise two classes whose static initialisers use each
// other: each waits for the other's initialisation to end (JLS 12.4.2),
// for good. Main gives up on them after a timed join and exits; the
// cycle is a deadlock all the same.
public class ClassInitCycleWatchdog {
    static class A { static final int V; static { V = B.V + 1; } }
    static class B { static final int V; static { V = A.V + 1; } }

    public static void main(String[] args) throws Exception {
        Thread ta = new Thread(() -> System.out.println(A.V));
        Thread tb = new Thread(() -> System.out.println(B.V));
        ta.start();
        tb.start();
        ta.join(1000);
        tb.join(1000);
        System.exit(0);
    }
}
