// EXPECT: ok
// MODES: all
// Two threads add to a counter kept in a direct ByteBuffer (memory
// outside the Java heap) and append to a log in it, each holding the
// buffer's lock; main fills the buffer before it starts them and reads
// it under the lock after joining them, so no update is lost and there
// is no race.
import java.nio.ByteBuffer;

public class DirectBufferLockedOk {
    static final ByteBuffer buf = ByteBuffer.allocateDirect(16);

    static void add(int id, int delta) {
        synchronized (buf) {
            buf.putLong(0, buf.getLong(0) + delta);
            int n = buf.getInt(8);
            buf.put(12 + n, (byte) id);
            buf.putInt(8, n + 1);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        buf.putLong(0, 100);
        Thread a = new Thread(() -> add(1, 5));
        Thread b = new Thread(() -> add(2, 7));
        a.start();
        b.start();
        a.join();
        b.join();
        synchronized (buf) {
            long total = buf.getLong(0);
            int n = buf.getInt(8);
            assert total == 112 : total;
            assert n == 2 && buf.get(12) + buf.get(13) == 3 : n;
            System.out.println(total + " " + n);
        }
    }
}
