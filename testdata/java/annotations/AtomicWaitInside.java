// EXPECT: annotation-error
// ERROR: AtomicWaitInside.annotations:1: AtomicWaitInside$Slot cannot have atomic granularity: AtomicWaitInside$Slot.take()I at index 8 (AtomicWaitInside.java:23): invokevirtual java.lang.Object.wait()V, a visible operation inside a call (G1, Stoller 2002 §8.1)
// RUN: java
// EXIT: 0
// Slot has atomic granularity (AtomicWaitInside.annotations), but take
// waits until a value is put: a call that waits is not one operation
// (atomic granularity includes G1 of Stoller 2002 §8.1; Stoller 2000 §5).
// The bytecode shows the wait, so the annotations are rejected before the
// search.
public class AtomicWaitInside {
    static final class Slot {
        private int value;
        private boolean full;

        synchronized void put(int v) {
            value = v;
            full = true;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (!full) {
                wait();
            }
            full = false;
            return value;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Slot s = new Slot();
        Thread t = new Thread(() -> s.put(7));
        t.start();
        System.out.println(s.take());
        t.join();
    }
}
