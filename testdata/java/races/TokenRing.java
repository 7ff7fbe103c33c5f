// EXPECT: race, assertion
// Three threads pass a token round a ring through the plain field turn; -1
// means nobody holds it yet and the first thread to see -1 takes it. That take
// is a split read-modify-write (BUG): r0 reads -1 | r1 reads -1, writes 1,
// enters | r0 writes 0, enters: both believe they hold the token (inside == 2).
public class TokenRing {
    static final int N = 3;
    static final int BOUND = 5; // yields before a thread gives up waiting
    static final Object LOCK = new Object();
    static int turn = -1; // BUG: plain field, read and written without a lock
    static int inside; // guarded by LOCK

    static void member(int me) {
        boolean mine = false;
        for (int spins = 0; spins < BOUND; spins++) {
            int t = turn;
            if (t == -1) { // nobody has the token: take it (not atomic!)
                turn = me;
                mine = true;
                break;
            }
            if (t == me) {
                mine = true;
                break;
            }
            Thread.yield();
        }
        if (!mine) {
            return; // gave up waiting
        }
        synchronized (LOCK) {
            inside++;
            assert inside == 1 : "two threads hold the token";
        }
        synchronized (LOCK) {
            inside--;
        }
        turn = (me + 1) % N; // pass the token on
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ring = new Thread[N];
        for (int i = 0; i < N; i++) {
            final int me = i;
            ring[i] = new Thread(() -> member(me), "r" + i);
        }
        for (Thread t : ring) {
            t.start();
        }
        for (Thread t : ring) {
            t.join();
        }
        System.out.println("done");
    }
}
