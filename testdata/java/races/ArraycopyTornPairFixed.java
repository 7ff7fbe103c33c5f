// EXPECT: ok
// Correct version of ArraycopyTornPair: the copy and the reads of the pair
// hold the pair's monitor, so the reader sees both elements old or both
// new.
public class ArraycopyTornPairFixed {
    static final int[] pair = {0, 0};

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            synchronized (pair) {
                System.arraycopy(new int[] {1, 1}, 0, pair, 0, 2);
            }
        });
        Thread reader = new Thread(() -> {
            int a;
            int b;
            synchronized (pair) {
                a = pair[0];
                b = pair[1];
            }
            assert a == b : "torn pair " + a + "," + b;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        synchronized (pair) {
            System.out.println(pair[0] + "," + pair[1]);
        }
    }
}
