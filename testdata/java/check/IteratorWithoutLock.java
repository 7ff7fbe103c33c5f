// EXPECT: race
// Iterating a Collections.synchronizedList without holding its lock (its
// documentation requires synchronized (list) around the loop) while another
// thread adds: the iterator reads the ArrayList's fields with no lock, an LD'
// violation (at run time a ConcurrentModificationException may follow).
import java.util.ArrayList;
import java.util.Collections;
import java.util.ConcurrentModificationException;
import java.util.List;

public class IteratorWithoutLock {
    public static void main(String[] args) throws InterruptedException {
        List<Integer> list = Collections.synchronizedList(new ArrayList<>());
        list.add(1);
        list.add(2);
        Thread adder = new Thread(() -> list.add(3), "adder");
        adder.start();
        int sum = 0;
        try {
            for (int x : list) { // BUG: must hold the list's lock
                sum += x;
            }
        } catch (ConcurrentModificationException e) {
            sum = -1;
        }
        adder.join();
        System.out.println(sum == 3 || sum == 6 || sum == -1 ? "iterated" : "impossible");
    }
}
