// EXPECT: ok
// RUN: java
// SyncListIterate done as Collections.synchronizedList's documentation
// says: main holds the list's lock (the wrapper itself) while it
// iterates, so the worker's add comes wholly before or after the
// iteration, and a check-then-act under the same lock adds once.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class SyncListIterateOk {
    public static void main(String[] args) throws InterruptedException {
        List<Integer> list = Collections.synchronizedList(new ArrayList<>());
        list.add(1);
        Thread worker = new Thread(() -> {
            synchronized (list) {
                if (!list.contains(2)) {
                    list.add(2);
                }
            }
        });
        worker.start();
        int sum = 0;
        synchronized (list) {
            for (int x : list) {
                sum += x;
            }
            if (!list.contains(2)) {
                list.add(2);
            }
        }
        worker.join();
        assert list.size() == 2 && (sum == 1 || sum == 3) : list + " " + sum;
        System.out.println("size=" + list.size());
    }
}
