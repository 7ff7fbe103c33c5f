// EXPECT: ok
// Stoller 2002 §10's Clean, written anew after the Remote Agent example of
// Havelund and Pressburger: two tasks take turns through events that count
// signals with bounded counters. Each waits (wait in a loop, notifyAll)
// for the exact count the other's next signal produces, so no
// notification is lost — the corrected form of the Remote Agent deadlock.
public class Clean {
    static final int ROUNDS = 3;
    static final int BOUND = 3;

    static class Event {
        private int count;

        synchronized void waitFor(int value) throws InterruptedException {
            while (count != value) {
                wait();
            }
        }

        synchronized void signal() {
            count = (count + 1) % BOUND;
            notifyAll();
        }
    }

    public static void main(String[] args) {
        Event first = new Event(), second = new Event();
        Thread a = new Thread(() -> {
            try {
                for (int i = 0; i < ROUNDS; i++) {
                    first.signal();
                    second.waitFor((i + 1) % BOUND);
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "first-task");
        Thread b = new Thread(() -> {
            try {
                for (int i = 0; i < ROUNDS; i++) {
                    first.waitFor((i + 1) % BOUND);
                    second.signal();
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "second-task");
        a.start();
        b.start();
    }
}
