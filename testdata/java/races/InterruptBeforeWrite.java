// EXPECT: race
// main interrupts the sleeper and only then writes what the sleeper's
// handler reads: the interrupt orders nothing written after it, so the
// write and the handler's read race.
public class InterruptBeforeWrite {
    static int data;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(1_000_000);
            } catch (InterruptedException e) {
                System.out.println(data);
            }
        });
        t.start();
        t.interrupt();
        data = 42;
        t.join();
    }
}
