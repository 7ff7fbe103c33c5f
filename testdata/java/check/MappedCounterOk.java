// EXPECT: ok
// Two workers count in a file through one read-write mapping of it
// (FileChannel.map): each adds to the int at offset 0 under a lock.
// After the joins main reads the file through a channel and finds both
// additions: the mapping's writes are the file's. (jcheck maps the
// execution's own view of the file: nothing is written to disk.)
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

public class MappedCounterOk {
    public static void main(String[] args) throws Exception {
        Path p = Files.createTempFile("jcheck-counter", ".bin");
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            MappedByteBuffer counter = ch.map(FileChannel.MapMode.READ_WRITE, 0, 4);
            Object lock = new Object();
            Runnable add = () -> {
                synchronized (lock) {
                    counter.putInt(0, counter.getInt(0) + 1);
                }
            };
            Thread a = new Thread(add);
            Thread b = new Thread(add);
            a.start();
            b.start();
            a.join();
            b.join();
            ByteBuffer read = ByteBuffer.allocate(4);
            ch.read(read, 0);
            assert read.getInt(0) == 2 : "count " + read.getInt(0);
        } finally {
            Files.delete(p);
        }
    }
}
