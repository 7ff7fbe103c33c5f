// EXPECT: ok
// RUN: java
// MODES: all
// Two threads append to a CopyOnWriteArrayList while a third iterates it:
// the iterator works on a snapshot, so it never throws
// ConcurrentModificationException, and after the joins every element is
// there.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

public class CopyOnWriteListOk {
    public static void main(String[] args) throws InterruptedException {
        CopyOnWriteArrayList<Integer> list = new CopyOnWriteArrayList<>();
        Thread a = new Thread(() -> { list.add(1); list.add(2); });
        Thread b = new Thread(() -> list.addIfAbsent(3));
        Thread reader = new Thread(() -> {
            int sum = 0;
            for (int x : list) {
                sum += x;
            }
            assert sum >= 0 && sum <= 6 : sum;
        });
        a.start();
        b.start();
        reader.start();
        a.join();
        b.join();
        reader.join();
        List<Integer> sorted = new ArrayList<>(list);
        Collections.sort(sorted);
        assert sorted.equals(List.of(1, 2, 3)) : sorted;
        System.out.println(sorted);
    }
}
