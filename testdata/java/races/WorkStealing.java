// EXPECT: race, assertion
// MODES: all
// A tiny work-stealing deque: the thief steals from the top holding LOCK, but
// the owner pops from the bottom WITHOUT the lock (BUG). On the last task both
// can take it: owner computes b=0, reads top=0 | thief reads top=0, bottom=1,
// takes task 0 | owner sets bottom=0 and also runs task 0.
public class WorkStealing {
    static final Object LOCK = new Object();
    static final int[] tasks = {0, 1, 2};
    static int top = 0; // next task to steal
    static int bottom = 3; // one past the owner's next task
    static final int[] runs = new int[3]; // guarded by LOCK

    static int pop() { // owner: BUG, no lock
        int b = bottom - 1;
        if (b < top) {
            return -1;
        }
        bottom = b;
        return tasks[b];
    }

    static int steal() { // thief
        synchronized (LOCK) {
            int t = top;
            if (t >= bottom) {
                return -1;
            }
            top = t + 1;
            return tasks[t];
        }
    }

    static void run(int task) {
        synchronized (LOCK) {
            runs[task]++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread owner = new Thread(() -> {
            for (int t; (t = pop()) >= 0; ) {
                run(t);
            }
        }, "owner");
        Thread thief = new Thread(() -> {
            for (int t; (t = steal()) >= 0; ) {
                run(t);
            }
        }, "thief");
        owner.start();
        thief.start();
        owner.join();
        thief.join();
        synchronized (LOCK) {
            for (int i = 0; i < runs.length; i++) {
                assert runs[i] == 1 : "task " + i + " ran " + runs[i] + " times";
            }
        }
        System.out.println("every task ran once");
    }
}
