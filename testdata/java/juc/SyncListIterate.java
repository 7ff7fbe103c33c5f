// EXPECT: race, exception
// A Collections.synchronizedList's iterator is not synchronized: its
// documentation requires the caller to hold the list's lock while it
// iterates. main iterates without it while a worker adds, so the
// iterator reads the list's elements and size unguarded against the
// worker's add under the wrapper's lock (a data race), and the
// iteration may throw ConcurrentModificationException (the search finds
// that too; on a JVM it is rare).
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class SyncListIterate {
    public static void main(String[] args) throws InterruptedException {
        List<Integer> list = Collections.synchronizedList(new ArrayList<>());
        list.add(1);
        Thread worker = new Thread(() -> list.add(2));
        worker.start();
        int sum = 0;
        for (int x : list) { // bug: iterates without holding the list's lock
            sum += x;
        }
        worker.join();
        System.out.println("sum=" + sum);
    }
}
