// EXPECT: deadlock
// JDK: 21
// Two virtual threads take two monitors in opposite orders (lock-order
// inversion): when each holds its first, neither can take its second.
public class VirtualDeadlock {
    static final Object left = new Object();
    static final Object right = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread a = Thread.ofVirtual().name("vt-left").start(() -> {
            synchronized (left) {
                synchronized (right) {
                    System.out.println("left then right");
                }
            }
        });
        Thread b = Thread.ofVirtual().name("vt-right").start(() -> {
            synchronized (right) {
                synchronized (left) {
                    System.out.println("right then left");
                }
            }
        });
        a.join();
        b.join();
    }
}
