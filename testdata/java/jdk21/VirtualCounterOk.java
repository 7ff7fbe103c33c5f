// EXPECT: ok
// JDK: 21
// Two virtual threads increment a counter under one monitor; after joining
// both, main asserts the total under the monitor.
public class VirtualCounterOk {
    static final Object lock = new Object();
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable inc = () -> {
            synchronized (lock) {
                count++;
            }
        };
        Thread a = Thread.ofVirtual().name("inc-1").start(inc);
        Thread b = Thread.ofVirtual().name("inc-2").start(inc);
        a.join();
        b.join();
        synchronized (lock) {
            assert count == 2 : count;
            System.out.println("count " + count);
        }
    }
}
