import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

// Jupiter's kinds of test: a plain test; a parameterized test, a test
// factory and the tests of a @Nested class, which jcheck lists and does
// not check; an overload of a test's name; a method that returns a value
// and a static one, which Jupiter does not run; a test that leaves a
// thread blocked, which passes (the launcher ends the JVM); a test whose
// assumption fails in one of its two executions (the thread that wins a
// race is not the one it assumes), which is checked in the other.
class JupiterKindsTest {
    @Test
    void plain() {
        assertEquals(2, 1 + 1);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void plain(int n) {
        assertEquals(3, n);
    }

    @TestFactory
    List<DynamicTest> dynamic() {
        return List.of(DynamicTest.dynamicTest("fails", () -> assertEquals(1, 2)));
    }

    @Test
    int returnsValue() {
        throw new IllegalStateException("Jupiter does not run a test that returns a value");
    }

    @Test
    static void isStatic() {
        throw new IllegalStateException("Jupiter does not run a static test");
    }

    @Test
    void leavesThreadBlocked() throws InterruptedException {
        BlockingQueue<String> queue = new LinkedBlockingQueue<>();
        Thread consumer = new Thread(() -> {
            try {
                queue.take();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        consumer.start();
        assertEquals(0, queue.size());
    }

    @Test
    void assumesWinner() throws InterruptedException {
        AtomicInteger winner = new AtomicInteger();
        Thread a = new Thread(() -> winner.compareAndSet(0, 1));
        Thread b = new Thread(() -> winner.compareAndSet(0, 2));
        a.start();
        b.start();
        a.join();
        b.join();
        assumeTrue(winner.get() == 1);
        assertEquals(1, winner.get());
    }

    @Nested
    class Inner {
        @Test
        void fails() {
            assertEquals(1, 2);
        }
    }
}
