// EXPECT: ok
// COMPARE: java
// FileChannel.map in its three modes on a file of its own in /tmp: a
// read-only mapping, a read-write one at an offset that is not a page's
// (its writes seen at once by reads of the file, by the read-only
// mapping and by a channel), a read-write mapping past the end that
// extends the file, a private one whose writes the file never sees,
// writes through a channel that the mappings see, a mapping that outlives
// its channel, load, isLoaded and force. Under jcheck the file is the
// execution's own (the disk does not change); the program deletes it, so
// java leaves nothing behind either.
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.nio.channels.FileChannel;
import java.nio.channels.NonWritableChannelException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

public class MappedFiles {
    static String text(ByteBuffer b) {
        byte[] bytes = new byte[b.remaining()];
        b.duplicate().get(bytes);
        return new String(bytes, StandardCharsets.ISO_8859_1).replace('\0', '.');
    }

    static String file(Path p) throws IOException {
        return new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1).replace('\0', '.');
    }

    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("jcheck-mapped");
        Path p = dir.resolve("data.bin");
        Files.writeString(p, "0123456789abcdefghij");
        MappedByteBuffer kept;
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            MappedByteBuffer ro = ch.map(FileChannel.MapMode.READ_ONLY, 0, ch.size());
            System.out.println("read-only: " + text(ro) + " " + ro.isReadOnly() + " " + ro.capacity() + " " + ro.isDirect());
            try {
                ro.put(0, (byte) 'x');
            } catch (ReadOnlyBufferException e) {
                System.out.println("put: " + e.getClass().getName());
            }
            MappedByteBuffer rw = ch.map(FileChannel.MapMode.READ_WRITE, 5, 10);
            System.out.println("read-write at 5: " + text(rw) + " " + rw.isReadOnly());
            rw.put(0, (byte) 'F').putInt(2, 0x41424344);
            System.out.println("file: " + file(p));
            System.out.println("read-only sees: " + text(ro));
            ByteBuffer viaChannel = ByteBuffer.allocate(6);
            ch.read(viaChannel, 4);
            viaChannel.flip();
            System.out.println("channel reads: " + text(viaChannel));
            ch.write(ByteBuffer.wrap("XY".getBytes(StandardCharsets.ISO_8859_1)), 6);
            System.out.println("after a channel write, read-write: " + text(rw) + ", read-only: " + text(ro));

            MappedByteBuffer pv = ch.map(FileChannel.MapMode.PRIVATE, 0, 8);
            pv.put(0, (byte) 'P');
            System.out.println("private: " + text(pv) + " " + pv.isReadOnly() + ", file: " + file(p));

            MappedByteBuffer grow = ch.map(FileChannel.MapMode.READ_WRITE, 16, 12);
            System.out.println("size after mapping past the end: " + ch.size() + " " + Files.size(p));
            grow.position(8);
            grow.put("tail".getBytes(StandardCharsets.ISO_8859_1));
            System.out.println("file: " + file(p));
            System.out.println("read-only still " + ro.capacity() + ": " + text(ro));

            System.out.println("load: " + (rw.load() == rw) + " isLoaded: " + rw.isLoaded());
            rw.force();
            rw.force(0, 4);
            System.out.println("long at 0: " + Long.toHexString(ro.getLong(0)) + ", int at 16 little-endian: "
                    + Integer.toHexString(grow.duplicate().order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt(0)));
            kept = grow;
        }
        kept.put(0, (byte) '!');
        System.out.println("after close: " + file(p));

        try (RandomAccessFile raf = new RandomAccessFile(p.toFile(), "r")) {
            raf.getChannel().map(FileChannel.MapMode.READ_WRITE, 0, 4);
        } catch (NonWritableChannelException e) {
            System.out.println("read-write of a read-only channel: " + e.getClass().getName());
        }
        try (FileChannel ch = FileChannel.open(p)) {
            ch.map(FileChannel.MapMode.READ_ONLY, 0, 100);
        } catch (IOException e) {
            System.out.println("past the end, read-only: " + e.getMessage());
        }
        try (FileChannel ch = FileChannel.open(p)) {
            System.out.println("empty: " + ch.map(FileChannel.MapMode.READ_ONLY, 3, 0).capacity());
        }
        Files.delete(p);
        Files.delete(dir);
        System.out.println("still mapped after delete: " + text(kept.duplicate().position(8).limit(12)));
    }
}
