// EXPECT: annotation-error
// ERROR: MethodGranularitySleep.annotations:1: MethodGranularitySleep$Counter cannot have method granularity: MethodGranularitySleep$Counter.increment()V at index 6 (MethodGranularitySleep.java:16): invokestatic java.lang.Thread.sleep(J)V, a visible operation inside a call (G1, Stoller 2002 §8.1)
// RUN: java
// EXIT: 0
// Counter has method granularity (MethodGranularitySleep.annotations), but
// increment sleeps between reading and writing the count: Thread.sleep is
// a visible operation, which a call of a method with method granularity
// never performs (G1, Stoller 2002 §8.1). The bytecode shows the call, so
// the annotations are rejected before the search.
public class MethodGranularitySleep {
    static final class Counter {
        private int count;

        synchronized void increment() throws InterruptedException {
            int seen = count;
            Thread.sleep(1);
            count = seen + 1;
        }

        synchronized int count() {
            return count;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Counter c = new Counter();
        Thread t = new Thread(() -> {
            try {
                c.increment();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        t.start();
        c.increment();
        t.join();
        System.out.println(c.count());
    }
}
