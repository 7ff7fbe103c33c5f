// EXPECT: annotation
// RUN: java
// EXIT: 0
// Sequence has atomic granularity (AtomicStaticFieldCallee.annotations)
// and its own code reads no static field of another class, but next()
// calls Config.step(), which reads one that main changes. A call of an
// atomic class stands for the methods it invokes too (Stoller 2000 §5),
// so this breaks the requirement on static fields: the bytecode of
// Sequence does not show it, the search reports it as it runs.
public class AtomicStaticFieldCallee {
    static final class Config {
        static int step = 1;

        static int step() {
            return step;
        }
    }

    static final class Sequence {
        private int value;

        int next() {
            value += Config.step();
            return value;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Sequence s = new Sequence();
        Thread t = new Thread(() -> s.next());
        t.start();
        t.join();
        Config.step = 2;
        System.out.println(s.next());
    }
}
