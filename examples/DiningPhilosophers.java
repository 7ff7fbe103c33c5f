// EXPECT: deadlock
// Five philosophers each pick up their left fork, then their right fork.
// If every philosopher holds a left fork, nobody can take a right fork:
// a lock-order cycle that only some schedules reach.
public class DiningPhilosophers {
    static final int N = 5;
    static final int ROUNDS = 4;

    static class Fork {
        final int id;
        Fork(int id) { this.id = id; }
    }

    static class Philosopher extends Thread {
        final Fork left, right;

        Philosopher(int i, Fork left, Fork right) {
            super("philosopher-" + i);
            this.left = left;
            this.right = right;
        }

        @Override
        public void run() {
            for (int round = 0; round < ROUNDS; round++) {
                synchronized (left) {
                    synchronized (right) {
                        eat(round);
                    }
                }
            }
        }
    }

    static void eat(int round) {
        // Thinking and eating take no shared state.
    }

    public static void main(String[] args) throws InterruptedException {
        Fork[] forks = new Fork[N];
        for (int i = 0; i < N; i++) {
            forks[i] = new Fork(i);
        }
        Philosopher[] ps = new Philosopher[N];
        for (int i = 0; i < N; i++) {
            ps[i] = new Philosopher(i, forks[i], forks[(i + 1) % N]);
            ps[i].start();
        }
        for (Philosopher p : ps) {
            p.join();
        }
        System.out.println("all philosophers ate " + N * ROUNDS + " meals");
    }
}
