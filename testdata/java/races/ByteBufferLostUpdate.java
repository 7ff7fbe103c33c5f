// EXPECT: race, assertion
// A counter kept in a shared heap ByteBuffer, incremented by two threads
// with getInt and putInt and no lock: an update can be lost. The buffer's
// accesses of its array are its callers'.
import java.nio.ByteBuffer;

public class ByteBufferLostUpdate {
    static final ByteBuffer buffer = ByteBuffer.allocate(8);

    public static void main(String[] args) throws InterruptedException {
        Runnable increment = () -> buffer.putInt(0, buffer.getInt(0) + 1);
        Thread t1 = new Thread(increment);
        Thread t2 = new Thread(increment);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert buffer.getInt(0) == 2 : "counter " + buffer.getInt(0);
        System.out.println("counter " + buffer.getInt(0));
    }
}
