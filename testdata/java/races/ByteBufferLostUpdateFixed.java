// EXPECT: ok
// Correct version of ByteBufferLostUpdate: the increments hold the
// buffer's monitor, and main reads it after join holding it too.
import java.nio.ByteBuffer;

public class ByteBufferLostUpdateFixed {
    static final ByteBuffer buffer = ByteBuffer.allocate(8);

    public static void main(String[] args) throws InterruptedException {
        Runnable increment = () -> {
            synchronized (buffer) {
                buffer.putInt(0, buffer.getInt(0) + 1);
            }
        };
        Thread t1 = new Thread(increment);
        Thread t2 = new Thread(increment);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        synchronized (buffer) {
            assert buffer.getInt(0) == 2 : "counter " + buffer.getInt(0);
            System.out.println("counter " + buffer.getInt(0));
        }
    }
}
