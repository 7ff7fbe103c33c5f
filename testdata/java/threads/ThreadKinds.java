// EXPECT: warning
// EXIT: 0
// RUN: java
// The ways to give a thread its code: a Thread subclass overriding run, a
// Runnable class, an anonymous Runnable, a lambda, a method reference, and a
// subclass that also gets a Runnable (the override wins).
// Warning, LD' violation that is not a data race: the threads write results[] without a lock and main reads
// it after join.
public class ThreadKinds {
    static final String[] results = new String[6];

    static class Sub extends Thread {
        @Override
        public void run() {
            results[0] = "subclass run in " + (Thread.currentThread() == this);
        }
    }

    static class Task implements Runnable {
        final int slot;

        Task(int slot) {
            this.slot = slot;
        }

        @Override
        public void run() {
            results[slot] = "Runnable class in slot " + slot;
        }
    }

    static void staticTask() {
        results[4] = "method reference";
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = {
            new Sub(),
            new Thread(new Task(1)),
            new Thread(new Runnable() {
                @Override
                public void run() {
                    results[2] = "anonymous " + getClass().getSuperclass().getSimpleName();
                }
            }),
            new Thread(() -> results[3] = "lambda"),
            new Thread(ThreadKinds::staticTask),
            new Thread(() -> results[5] = "runnable ignored") {
                @Override
                public void run() {
                    results[5] = "override wins";
                }
            },
        };
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (String r : results) {
            System.out.println(r);
        }
        // Calling run() directly runs in the caller's thread.
        String[] where = new String[1];
        Thread direct = new Thread(() -> where[0] = Thread.currentThread().getName());
        direct.run();
        System.out.println("direct run() ran in " + where[0] + ", state " + direct.getState());
        direct.start();
        direct.join();
        System.out.println("started run() ran in its own thread: " + where[0].startsWith("Thread-"));
        // A plain Thread with no target does nothing.
        Thread empty = new Thread();
        empty.start();
        empty.join();
        System.out.println("empty thread done: " + !empty.isAlive());
    }
}
