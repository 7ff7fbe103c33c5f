// EXPECT: race, assertion
// One thread publishes a pair into a shared array with System.arraycopy,
// the other reads the two elements without a lock: it can see the copy
// half done. The copy's writes are the program's accesses, checked as an
// assignment of each element would be.
public class ArraycopyTornPair {
    static final int[] pair = {0, 0};

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> System.arraycopy(new int[] {1, 1}, 0, pair, 0, 2));
        Thread reader = new Thread(() -> {
            int a = pair[0];
            int b = pair[1];
            assert a == b : "torn pair " + a + "," + b;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println(pair[0] + "," + pair[1]);
    }
}
