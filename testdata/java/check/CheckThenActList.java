// EXPECT: exception
// Check-then-act on a synchronized list: each consumer tests isEmpty() and
// then calls remove(0), two calls that are each synchronized (LD' holds) but
// not atomic together; with one element left both may pass the test and the
// second remove throws IndexOutOfBoundsException.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class CheckThenActList {
    public static void main(String[] args) throws InterruptedException {
        List<String> jobs = Collections.synchronizedList(new ArrayList<>());
        jobs.add("job");
        Runnable worker = () -> {
            if (!jobs.isEmpty()) {
                jobs.remove(0);
            }
        };
        Thread w1 = new Thread(worker, "w1");
        Thread w2 = new Thread(worker, "w2");
        w1.start();
        w2.start();
        w1.join();
        w2.join();
        System.out.println("left: " + jobs.size());
    }
}
