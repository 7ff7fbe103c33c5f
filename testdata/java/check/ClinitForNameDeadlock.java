// EXPECT: deadlock
// Two static initialisers that load each other's class by name
// (Class.forName initialises it), first used by two threads: each thread
// begins one initialisation and waits for the other's.
public class ClinitForNameDeadlock {
    static final class A {
        static final String NAME = String.valueOf((char) 65);
        static {
            load("ClinitForNameDeadlock$B");
        }
    }

    static final class B {
        static final String NAME = String.valueOf((char) 66);
        static {
            load("ClinitForNameDeadlock$A");
        }
    }

    static void load(String name) {
        try {
            Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> System.out.println(A.NAME.length()), "useA");
        Thread b = new Thread(() -> System.out.println(B.NAME.length()), "useB");
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
