// EXPECT: race
// Lost update: two threads increment a static counter with no lock, so an
// increment can overwrite the other's; LD' is violated at the first
// unsynchronised write after the counter is shared.
public class LostUpdate {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable inc = () -> {
            for (int i = 0; i < 2; i++) {
                count++;
            }
        };
        Thread t1 = new Thread(inc, "t1");
        Thread t2 = new Thread(inc, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(count <= 4 ? "count at most 4" : "impossible");
    }
}
