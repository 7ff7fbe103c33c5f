// EXPECT: deadlock
// Two classes whose static initialisers read each other's static field,
// first used by two threads: when each thread begins one initialisation,
// each waits for the other's to finish (JLS 12.4.2 step 2) and neither can.
public class ClinitCycleDeadlock {
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
        Thread a = new Thread(() -> System.out.println("A " + A.VALUE), "useA");
        Thread b = new Thread(() -> System.out.println("B " + B.VALUE), "useB");
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
