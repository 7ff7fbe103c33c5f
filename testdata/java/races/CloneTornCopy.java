// EXPECT: race, assertion
// One thread sets both fields of a shared pair, the other copies the pair
// with Object.clone and finds the copy's fields unequal: the clone reads
// the fields while the writer is between its two assignments.
public class CloneTornCopy {
    static final class Pair implements Cloneable {
        int a;
        int b;

        @Override
        public Pair clone() {
            try {
                return (Pair) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    static final Pair shared = new Pair();

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            shared.a = 1;
            shared.b = 1;
        });
        Thread copier = new Thread(() -> {
            Pair p = shared.clone();
            assert p.a == p.b : "torn copy " + p.a + "," + p.b;
        });
        writer.start();
        copier.start();
        writer.join();
        copier.join();
        System.out.println("done");
    }
}
