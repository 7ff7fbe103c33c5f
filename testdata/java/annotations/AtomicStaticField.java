// EXPECT: annotation-error
// ERROR: AtomicStaticField.annotations:1: AtomicStaticField$Sequence cannot have atomic granularity: AtomicStaticField$Sequence.next()I at index 5 (AtomicStaticField.java:17): getstatic AtomicStaticField.step, a static field of another class (static fields, Stoller 2000 §5)
// RUN: java
// EXIT: 0
// Sequence has atomic granularity (AtomicStaticField.annotations), but its
// next() reads a static field of another class that main changes: a call
// of an atomic class uses no static field of another class (Stoller 2000
// §5). The bytecode shows it (a getstatic in next), so the annotations
// are rejected before the search.
public class AtomicStaticField {
    static int step = 1;

    static final class Sequence {
        private int value;

        int next() {
            value += step;
            return value;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Sequence s = new Sequence();
        Thread t = new Thread(() -> s.next());
        t.start();
        t.join();
        step = 2;
        System.out.println(s.next());
    }
}
