// EXPECT: exception
// EXIT: 0
// RUN: java
// An uncaught exception ends only its own thread: java prints
// `Exception in thread "Thread-0" ...` on stderr, the other workers finish
// their work, main joins everyone and the program exits 0.
public class UncaughtInWorker {
    static int[] squares = new int[4];

    public static void main(String[] args) throws InterruptedException {
        Thread failing = new Thread(() -> {
            int[] small = new int[2];
            small[3] = 1; // ArrayIndexOutOfBoundsException
        });
        Thread[] workers = new Thread[3];
        for (int i = 0; i < workers.length; i++) {
            final int id = i + 1;
            workers[i] = new Thread(() -> {
                for (int k = 0; k < 3; k++) {
                    Thread.yield();
                }
                squares[id] = id * id;
            });
        }
        failing.start();
        for (Thread w : workers) {
            w.start();
        }
        failing.join();
        for (Thread w : workers) {
            w.join();
        }
        System.out.println("failing thread alive: " + failing.isAlive() + ", state " + failing.getState());
        int sum = 0;
        for (int s : squares) {
            sum += s;
        }
        System.out.println("workers finished, sum of squares " + sum);
        // The main thread itself is unaffected and can start more threads.
        int[] late = new int[1];
        Thread after = new Thread(() -> late[0] = 42);
        after.start();
        after.join();
        System.out.println("late thread result " + late[0] + ", name " + after.getName());
    }
}
