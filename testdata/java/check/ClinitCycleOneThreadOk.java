// EXPECT: ok
// MODES: all
// Two classes whose static initialisers read each other's static field,
// used by two threads that first use the same class: the first to begin
// its initialisation initialises both (the cycle sees B's default for
// A.VALUE), the other waits, and both print the same values.
public class ClinitCycleOneThreadOk {
    static final class A {
        static final int VALUE;
        static {
            VALUE = B.VALUE + 1;
        }
    }

    static final class B {
        static final int VALUE;
        static {
            VALUE = A.VALUE + 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Runnable use = () -> {
            int a = A.VALUE;
            int b = B.VALUE;
            assert a == 2 && b == 1 : "a=" + a + " b=" + b;
        };
        Thread t1 = new Thread(use, "t1");
        Thread t2 = new Thread(use, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(A.VALUE + " " + B.VALUE);
    }
}
