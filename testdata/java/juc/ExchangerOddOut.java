// EXPECT: deadlock
// RUN: deadlock
// Three threads meet at one exchanger: two of them pair up, and the
// third waits for a partner that never comes.
import java.util.concurrent.Exchanger;

public class ExchangerOddOut {
    static final Exchanger<String> exchanger = new Exchanger<>();

    static Thread trader(String name) {
        return new Thread(() -> {
            try {
                System.out.println(name + " got " + exchanger.exchange(name));
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, name);
    }

    public static void main(String[] args) throws Exception {
        Thread a = trader("a"), b = trader("b"), c = trader("c");
        a.start();
        b.start();
        c.start();
        a.join();
        b.join();
        c.join();
    }
}
