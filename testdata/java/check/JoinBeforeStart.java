// EXPECT: assertion
// MODES: all
// A join of a thread that has not been started returns at once. Thread
// j joins t while main starts t: j may get there first, and then t has
// not ended (it has not begun). The program claims that after the join
// t has always ended.
public class JoinBeforeStart {
    public static void main(String[] args) {
        Thread t = new Thread(() -> { });
        Thread j = new Thread(() -> {
            try {
                t.join();
            } catch (InterruptedException e) {
                return;
            }
            Thread.State s = t.getState();
            assert s == Thread.State.TERMINATED : "t after the join: " + s;
        });
        j.start();
        t.start();
    }
}
