// EXPECT: ok
// Counters behind synchronized methods: two threads add to a counter and
// to a running maximum; main reads both through synchronized getters after
// join, so every access holds the counter's lock.
public class SyncCounterJoin {
    private int count, max; // guarded by this

    synchronized void add(int x) {
        count += x;
        if (x > max) {
            max = x;
        }
    }

    synchronized int count() {
        return count;
    }

    synchronized int max() {
        return max;
    }

    public static void main(String[] args) throws InterruptedException {
        SyncCounterJoin c = new SyncCounterJoin();
        Thread t1 = new Thread(() -> {
            c.add(1);
            c.add(5);
        }, "t1");
        Thread t2 = new Thread(() -> {
            c.add(2);
            c.add(3);
        }, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert c.count() == 11 && c.max() == 5 : "lost update";
        System.out.println("count=" + c.count() + " max=" + c.max());
    }
}
