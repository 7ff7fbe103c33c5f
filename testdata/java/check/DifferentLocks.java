// EXPECT: race
// Each thread increments a shared counter holding a lock, but not the same
// lock: synchronized instance methods of two different objects guarding a
// static field. The locksets {a} and {b} have no common lock.
public class DifferentLocks {
    static int total;

    synchronized void add(int x) { // locks this, not the class
        total += x;
    }

    public static void main(String[] args) throws InterruptedException {
        DifferentLocks a = new DifferentLocks();
        DifferentLocks b = new DifferentLocks();
        Thread t1 = new Thread(() -> a.add(1), "t1");
        Thread t2 = new Thread(() -> b.add(2), "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
