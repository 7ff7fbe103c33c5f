// EXPECT: exception
// EXIT: 0
// A consumer waits with a timeout under an if, not a while: when the other
// consumer took the only item, the timeout ends its wait and it removes from
// an empty list (NoSuchElementException), as under java.
import java.util.*;
public class TimedWaitIfNotWhile {
    static final LinkedList<Integer> items = new LinkedList<>();
    static void consume() {
        synchronized (items) {
            if (items.isEmpty()) {
                try { items.wait(100); } catch (InterruptedException e) { return; }
            }
            items.removeFirst();
        }
    }
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(TimedWaitIfNotWhile::consume);
        Thread b = new Thread(TimedWaitIfNotWhile::consume);
        a.start();
        b.start();
        synchronized (items) {
            items.add(1);
            items.notifyAll();
        }
        a.join();
        b.join();
    }
}
