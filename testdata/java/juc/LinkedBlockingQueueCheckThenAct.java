// EXPECT: exception
// Two consumers share a LinkedBlockingQueue holding one item, and each
// checks that it is not empty before calling remove(): both can see the
// item before either removes it, and the second remove() throws
// NoSuchElementException. poll() (null when empty) in place of the check
// and the remove is the correct form.
import java.util.concurrent.LinkedBlockingQueue;

public class LinkedBlockingQueueCheckThenAct {
    public static void main(String[] args) throws InterruptedException {
        LinkedBlockingQueue<String> q = new LinkedBlockingQueue<>();
        q.add("job");
        Runnable consumer = () -> {
            if (!q.isEmpty()) { // BUG: another consumer may take the item now
                System.out.println("took " + q.remove());
            }
        };
        Thread c1 = new Thread(consumer);
        Thread c2 = new Thread(consumer);
        c1.start();
        c2.start();
        c1.join();
        c2.join();
    }
}
