// EXPECT: deadlock, warning
// RUN: some-deadlock
// Dining philosophers, 3 of them, each taking the left fork then the right
// one, twice: deadlocks when all hold their left fork at once, which some
// random schedules do and others do not; the default round robin
// schedule, which runs each philosopher until it blocks, completes.
// It also warns of an LD' violation that is not a data race (meals[] read by main after
// join without a lock).
public class DiningPhilosophers3 {
    static final int N = 3;
    static final int MEALS = 2;
    static final Object[] forks = new Object[N];
    static final int[] meals = new int[N];

    public static void main(String[] args) throws InterruptedException {
        for (int i = 0; i < N; i++) {
            forks[i] = new Object();
        }
        Thread[] philosophers = new Thread[N];
        for (int i = 0; i < N; i++) {
            final int id = i;
            philosophers[i] = new Thread(() -> {
                Object left = forks[id];
                Object right = forks[(id + 1) % N];
                for (int m = 0; m < MEALS; m++) {
                    synchronized (left) {
                        synchronized (right) {
                            meals[id]++;
                        }
                    }
                }
            }, "philosopher-" + i);
        }
        for (Thread p : philosophers) {
            p.start();
        }
        for (Thread p : philosophers) {
            p.join();
        }
        int total = 0;
        for (int m : meals) {
            total += m;
        }
        System.out.println("all philosophers ate, " + total + " meals");
    }
}
