// EXPECT: ok
// RUN: java
// Each worker allocates its own scratch array and never lets another
// thread see it; UnsharedScratchOk.annotations declares the site
// tentatively unshared, which the search verifies; the total they share
// is lock-protected and checked as usual.
public class UnsharedScratchOk {
    static int total;

    static synchronized void add(int n) {
        total += n;
    }

    static synchronized int total() {
        return total;
    }

    static void work(int id) {
        int[] scratch = new int[3];
        for (int i = 0; i < scratch.length; i++) {
            scratch[i] = id + i;
        }
        add(scratch[0] + scratch[1] + scratch[2]);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> work(0));
        Thread b = new Thread(() -> work(1));
        a.start();
        b.start();
        a.join();
        b.join();
        assert total() == 9 : total();
        System.out.println(total());
    }
}
