// EXPECT: exception
// `if` instead of `while` around wait with two consumers: both wait on an
// empty buffer, one put wakes both (notifyAll), the first takes the item and
// the second proceeds on an empty buffer: NoSuchElementException.
import java.util.LinkedList;

public class IfInsteadOfWhile {
    private final LinkedList<Integer> items = new LinkedList<>();

    synchronized void put(int x) {
        items.addLast(x);
        notifyAll();
    }

    synchronized int take() throws InterruptedException {
        if (items.isEmpty()) { // BUG: must be while
            wait();
        }
        return items.removeFirst();
    }

    public static void main(String[] args) throws InterruptedException {
        IfInsteadOfWhile buf = new IfInsteadOfWhile();
        Runnable consume = () -> {
            try {
                buf.take();
            } catch (InterruptedException e) {
                return;
            }
        };
        Thread c1 = new Thread(consume, "consumer-1");
        Thread c2 = new Thread(consume, "consumer-2");
        Thread producer = new Thread(() -> {
            buf.put(1);
            buf.put(2);
        }, "producer");
        c1.start();
        c2.start();
        producer.start();
        c1.join();
        c2.join();
        producer.join();
        System.out.println("done");
    }
}
