// EXPECT: race, assertion
// Two workers count in a file through one read-write mapping of it
// (FileChannel.map), each adding to the int at offset 0 without a lock:
// the read and the write of the addition are two accesses of native
// memory, so one addition can be lost and main, reading the file after
// the joins, finds 1. (jcheck maps the execution's own
// view of the file: nothing is written to disk.)
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

public class MappedCounterRace {
    public static void main(String[] args) throws Exception {
        Path p = Files.createTempFile("jcheck-counter", ".bin");
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            MappedByteBuffer counter = ch.map(FileChannel.MapMode.READ_WRITE, 0, 4);
            Thread[] adders = new Thread[2];
            for (int i = 0; i < adders.length; i++) {
                adders[i] = new Thread(() -> counter.putInt(0, counter.getInt(0) + 1)); // BUG
                adders[i].start();
            }
            for (Thread t : adders) {
                t.join();
            }
            int count = ByteBuffer.wrap(Files.readAllBytes(p)).getInt();
            assert count == 2 : "count " + count;
        } finally {
            Files.delete(p);
        }
    }
}
