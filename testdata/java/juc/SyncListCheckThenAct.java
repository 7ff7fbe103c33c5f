// EXPECT: assertion
// A Collections.synchronizedList makes each call atomic, not a sequence
// of calls: two threads each add an element only if the list is empty
// (a check-then-act: isEmpty, then add). Both may find it empty before
// either adds, and the list ends with two elements.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class SyncListCheckThenAct {
    static final List<String> list = Collections.synchronizedList(new ArrayList<>());

    static void addIfEmpty(String s) {
        if (list.isEmpty()) { // bug: the check and the add are two calls
            list.add(s);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> addIfEmpty("a"));
        Thread b = new Thread(() -> addIfEmpty("b"));
        a.start();
        b.start();
        a.join();
        b.join();
        assert list.size() == 1 : "both threads added: " + list;
        System.out.println("list=" + list);
    }
}
