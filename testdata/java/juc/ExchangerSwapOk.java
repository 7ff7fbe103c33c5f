// EXPECT: ok
// RUN: java
// MODES: all
// After the Exchanger Javadoc's FillAndEmpty, two rounds: a filler
// swaps a full batch for the emptier's empty one at the exchanger, and
// the emptier keeps what it got. The batches are immutable lists, read by
// both threads (a mutable buffer handed back and forth is accessed by
// both threads with no common lock: LD' warns about it, though the
// exchanges order the accesses). Every item arrives, in order.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Exchanger;

public class ExchangerSwapOk {
    static final Exchanger<List<Integer>> exchanger = new Exchanger<>();

    public static void main(String[] args) throws Exception {
        List<Integer> drained = Collections.synchronizedList(new ArrayList<>());
        Thread emptier = new Thread(() -> {
            try {
                for (int round = 0; round < 2; round++) {
                    drained.addAll(exchanger.exchange(List.of()));
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        emptier.start();
        int next = 0;
        for (int round = 0; round < 2; round++) {
            List<Integer> batch = List.of(next, next + 1);
            next += 2;
            List<Integer> back = exchanger.exchange(batch);
            assert back.isEmpty() : "got a full batch back: " + back;
        }
        emptier.join();
        System.out.println(drained);
    }
}
