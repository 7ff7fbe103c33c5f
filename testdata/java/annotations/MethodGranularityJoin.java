// EXPECT: annotation-error
// ERROR: MethodGranularityJoin.annotations:1: MethodGranularityJoin$Ledger cannot have method granularity: MethodGranularityJoin$Ledger.settle(LMethodGranularityJoin$Worker;)V at index 1 (MethodGranularityJoin.java:32): invokevirtual MethodGranularityJoin$Worker.join()V, a visible operation inside a call (G1, Stoller 2002 §8.1)
// RUN: java
// EXIT: 0
// Ledger has method granularity (MethodGranularityJoin.annotations), but
// settle waits for a worker to end: the call names the Worker class, a
// subclass of Thread, whose join is Thread's final join, a visible
// operation inside a call (G1, Stoller 2002 §8.1). The bytecode shows the
// call, so the annotations are rejected before the search.
public class MethodGranularityJoin {
    static final class Worker extends Thread {
        private final Ledger ledger;

        Worker(Ledger ledger) {
            this.ledger = ledger;
        }

        @Override
        public void run() {
            ledger.add(1);
        }
    }

    static final class Ledger {
        private int total;

        synchronized void add(int n) {
            total += n;
        }

        void settle(Worker w) throws InterruptedException {
            w.join();
            add(10);
        }

        synchronized int total() {
            return total;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Ledger l = new Ledger();
        Worker w = new Worker(l);
        w.start();
        l.settle(w);
        System.out.println(l.total());
    }
}
