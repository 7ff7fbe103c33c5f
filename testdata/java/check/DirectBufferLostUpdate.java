// EXPECT: race, assertion
// MODES: all
// Two threads add to a counter kept in a direct ByteBuffer (memory
// outside the Java heap) without a lock: both may read 100 before either
// writes, so an update is lost, and the reads and writes of the buffer's
// bytes race.
import java.nio.ByteBuffer;

public class DirectBufferLostUpdate {
    static final ByteBuffer buf = ByteBuffer.allocateDirect(16);

    static void add(int delta) {
        buf.putLong(0, buf.getLong(0) + delta);
    }

    public static void main(String[] args) throws InterruptedException {
        buf.putLong(0, 100);
        Thread a = new Thread(() -> add(5));
        Thread b = new Thread(() -> add(7));
        a.start();
        b.start();
        a.join();
        b.join();
        long total = buf.getLong(0);
        assert total == 112 : total;
        System.out.println(total);
    }
}
