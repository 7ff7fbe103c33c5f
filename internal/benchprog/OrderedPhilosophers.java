// EXPECT: ok
// ARGS: 3 2
// Dining philosophers without deadlock: every philosopher takes the
// lower-numbered fork first, so no cycle of waiting can form. Arguments:
// the number of philosophers and of meals each.
public class OrderedPhilosophers {
    static class Fork {
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        int meals = Integer.parseInt(args[1]);
        Fork[] forks = new Fork[n];
        for (int i = 0; i < n; i++) {
            forks[i] = new Fork();
        }
        for (int i = 0; i < n; i++) {
            Fork first = forks[Math.min(i, (i + 1) % n)];
            Fork second = forks[Math.max(i, (i + 1) % n)];
            new Thread(() -> {
                for (int m = 0; m < meals; m++) {
                    synchronized (first) {
                        synchronized (second) {
                            eat();
                        }
                    }
                }
            }, "philosopher-" + i).start();
        }
    }

    static void eat() {
    }
}
