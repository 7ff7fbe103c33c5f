// EXPECT: deadlock
// Dining philosophers, 3 of them, each taking the left fork then the right
// one for two meals: deadlocks when all hold their left fork at once.
public class DiningPhilosophers3 {
    static final int N = 3;
    static final int MEALS = 2;
    static final Object table = new Object();
    static int meals; // guarded by table

    public static void main(String[] args) throws InterruptedException {
        Object[] forks = new Object[N];
        for (int i = 0; i < N; i++) {
            forks[i] = new Object();
        }
        Thread[] philosophers = new Thread[N];
        for (int i = 0; i < N; i++) {
            Object left = forks[i];
            Object right = forks[(i + 1) % N];
            philosophers[i] = new Thread(() -> {
                for (int m = 0; m < MEALS; m++) {
                    synchronized (left) {
                        synchronized (right) {
                            synchronized (table) {
                                meals++;
                            }
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
        synchronized (table) {
            System.out.println("meals=" + meals);
        }
    }
}
