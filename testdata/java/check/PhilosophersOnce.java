// EXPECT: deadlock
// Six philosophers, each takes its left fork and then its right fork once
// (the structure and parameters of JPF's DiningPhil example): when every
// philosopher holds its left fork, none can take its right one.
public class PhilosophersOnce {
    static final class Fork {}

    static final class Philosopher extends Thread {
        private final Fork left, right;

        Philosopher(Fork left, Fork right) {
            this.left = left;
            this.right = right;
        }

        @Override
        public void run() {
            synchronized (left) {
                synchronized (right) {
                    // eat
                }
            }
        }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        Fork[] forks = new Fork[n];
        for (int i = 0; i < n; i++) {
            forks[i] = new Fork();
        }
        for (int i = 0; i < n; i++) {
            new Philosopher(forks[i], forks[(i + 1) % n]).start();
        }
    }
}
