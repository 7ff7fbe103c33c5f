// A JUnit test whose check does not end in any reasonable time, for
// cmd/jcheck TestInterruptTestClass: four threads each take a lock ten
// times, and a search with sleep sets alone explores their every order.
import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class EndlessTest {
    private static final Object lock = new Object();
    private int count;

    @Test
    public void manyOrders() throws InterruptedException {
        Thread[] threads = new Thread[4];
        for (int k = 0; k < threads.length; k++) {
            threads[k] = new Thread(() -> {
                for (int i = 0; i < 10; i++) {
                    synchronized (lock) {
                        count++;
                    }
                }
            });
            threads[k].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        synchronized (lock) {
            assertEquals(40, count);
        }
    }

    @Test
    public void quick() {
        assertEquals(0, count);
    }
}
