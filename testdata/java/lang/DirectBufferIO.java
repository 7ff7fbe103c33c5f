// EXPECT: ok
// COMPARE: java
// The paths of java.nio and java.util.zip that read and write a direct
// ByteBuffer's memory: a FileChannel's write, positional write, read,
// positional read and scattering read with direct buffers (in a file of
// its own in /tmp, removed at the end; under jcheck the execution's own
// view of the file system), CRC32 and CRC32C over a direct buffer,
// compared with the same over a heap array, and Deflater and Inflater
// between direct and heap buffers (jcheck's compressed bytes are not
// zlib's, so only what does not depend on them is printed).
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import java.util.zip.Checksum;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

public class DirectBufferIO {
    static long checksum(Checksum c, ByteBuffer b) {
        c.update(b);
        return c.getValue();
    }

    static ByteBuffer deflate(ByteBuffer src, ByteBuffer packed) {
        Deflater d = new Deflater();
        d.setInput(src);
        d.finish();
        while (!d.finished()) {
            d.deflate(packed);
        }
        System.out.println("deflated " + d.getTotalIn() + " bytes, all taken " + !src.hasRemaining() + ", adler " + Integer.toHexString(d.getAdler()));
        return packed.flip();
    }

    static void inflate(ByteBuffer packed, ByteBuffer out, byte[] want) throws DataFormatException {
        Inflater inf = new Inflater();
        inf.setInput(packed);
        int n = inf.inflate(out);
        System.out.println("inflated " + n + " finished " + inf.finished() + " same " + out.flip().equals(ByteBuffer.wrap(want)));
    }

    static void zip() throws DataFormatException {
        byte[] text = "direct buffers through Deflater and Inflater, ".repeat(30).getBytes(StandardCharsets.US_ASCII);
        ByteBuffer packed = deflate(ByteBuffer.allocateDirect(text.length).put(text).flip(), ByteBuffer.allocateDirect(2000));
        byte[] packedBytes = new byte[packed.remaining()];
        packed.duplicate().get(packedBytes);
        inflate(packed, ByteBuffer.allocateDirect(text.length + 10), text);
        inflate(ByteBuffer.wrap(packedBytes), ByteBuffer.allocateDirect(text.length), text);
        ByteBuffer direct = ByteBuffer.allocateDirect(packedBytes.length).put(packedBytes).flip();
        inflate(direct, ByteBuffer.allocate(text.length), text);
        ByteBuffer fromHeap = deflate(ByteBuffer.wrap(text), ByteBuffer.allocateDirect(2000));
        inflate(fromHeap, ByteBuffer.allocate(text.length), text);
    }

    public static void main(String[] args) throws IOException, DataFormatException {
        Path file = Paths.get("/tmp", "jcheck-lang-DirectBufferIO.bin");
        Files.deleteIfExists(file);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, StandardOpenOption.READ)) {
            ByteBuffer out = ByteBuffer.allocateDirect(64);
            out.put("direct bytes to a file\n".getBytes(StandardCharsets.US_ASCII)).putInt(0xCAFEBABE).putLong(-2L);
            out.flip();
            System.out.println("wrote " + ch.write(out) + " position " + ch.position() + " remaining " + out.remaining());
            ByteBuffer patch = ByteBuffer.allocateDirect(6);
            patch.put("DIRECT".getBytes(StandardCharsets.US_ASCII)).flip();
            System.out.println("positional write " + ch.write(patch, 0) + " position " + ch.position());

            ByteBuffer in = ByteBuffer.allocateDirect(100);
            ch.position(0);
            int n = ch.read(in);
            in.flip();
            byte[] text = new byte[23];
            in.get(text);
            System.out.println("read " + n + ": " + new String(text, StandardCharsets.US_ASCII).trim() + " "
                    + Integer.toHexString(in.getInt()) + " " + in.getLong());
            System.out.println("read at end " + ch.read(ByteBuffer.allocateDirect(4)));
            ByteBuffer word = ByteBuffer.allocateDirect(6);
            System.out.println("positional read " + ch.read(word, 7) + " " + StandardCharsets.US_ASCII.decode(word.flip()));
            ByteBuffer[] parts = {ByteBuffer.allocateDirect(3), ByteBuffer.allocate(4), ByteBuffer.allocateDirect(100)};
            ch.position(0);
            System.out.println("scattering read " + ch.read(parts) + " " + parts[0].position() + " " + parts[1].position() + " " + parts[2].position());
            // A slice of a direct buffer starts at an address of its own.
            ByteBuffer big = ByteBuffer.allocateDirect(16);
            ByteBuffer slice = big.position(5).slice();
            System.out.println("into a slice " + ch.read(slice, 0) + " " + (char) big.get(5) + (char) big.get(15));
        }
        Files.delete(file);

        byte[] data = new byte[1000];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) (i * 31 + i / 7);
        }
        ByteBuffer direct = ByteBuffer.allocateDirect(data.length).put(data).flip();
        CRC32 heapCrc = new CRC32();
        heapCrc.update(data);
        System.out.println("crc32 " + Long.toHexString(checksum(new CRC32(), direct)) + " " + Long.toHexString(heapCrc.getValue())
                + " position after " + direct.position());
        CRC32C heapCrcC = new CRC32C();
        heapCrcC.update(data, 0, data.length);
        System.out.println("crc32c " + Long.toHexString(checksum(new CRC32C(), direct.rewind())) + " "
                + Long.toHexString(heapCrcC.getValue()));
        System.out.println("crc32 of a slice " + Long.toHexString(checksum(new CRC32(), direct.position(10).limit(20).slice()))
                + " " + Arrays.hashCode(Arrays.copyOfRange(data, 10, 20)));
        zip();
    }
}
