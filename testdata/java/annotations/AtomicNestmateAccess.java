// EXPECT: annotation-error
// ERROR: AtomicNestmateAccess.annotations:1: AtomicNestmateAccess$Gauge cannot have atomic granularity: AtomicNestmateAccess.main([Ljava/lang/String;)V at index 32 (AtomicNestmateAccess.java:23): getfield AtomicNestmateAccess$Gauge.level outside the methods of its class (encapsulation, Stoller 2000 §5)
// RUN: java
// EXIT: 0
// Gauge has atomic granularity (AtomicNestmateAccess.annotations) and a
// private field, but its enclosing class reads that field directly (a
// nestmate may): the field is used outside the gauge's calls, so a call
// cannot stand for every use of its state. The bytecode shows it (a
// getfield in main), so the annotations are rejected before the search.
public class AtomicNestmateAccess {
    static final class Gauge {
        private int level;

        void raise() {
            level++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Gauge g = new Gauge();
        Thread t = new Thread(g::raise);
        t.start();
        int seen = g.level;
        t.join();
        System.out.println(seen <= 1);
    }
}
