// EXPECT: deadlock
// A superclass whose static initialiser creates an instance of its
// subclass: a thread that first uses the subclass marks it as being
// initialised before it initialises the superclass (JVMS 5.5 steps 6-7),
// so when another thread is inside the superclass's initialiser, each
// waits for the other.
public class ClinitSubclassDeadlock {
    static class Base {
        static final Base DEFAULT;
        static {
            DEFAULT = new Derived();
        }
        int id() { return 0; }
    }

    static class Derived extends Base {
        static final int ONE = Integer.parseInt("1");
        @Override
        int id() { return ONE; }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> System.out.println("base " + Base.DEFAULT.id()), "useBase");
        Thread b = new Thread(() -> System.out.println("derived " + new Derived().id()), "useDerived");
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
