// EXPECT: race, assertion
// A shared array's two elements are set by one thread and copied with
// clone() by another, which can copy them half set.
public class ArrayCloneTornCopy {
    static final long[] shared = new long[2];

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            shared[0] = 7;
            shared[1] = 7;
        });
        Thread copier = new Thread(() -> {
            long[] copy = shared.clone();
            assert copy[0] == copy[1] : "torn copy " + copy[0] + "," + copy[1];
        });
        writer.start();
        copier.start();
        writer.join();
        copier.join();
        System.out.println("done");
    }
}
