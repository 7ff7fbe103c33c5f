// EXPECT: ok
// COMPARE: java
// java.util.zip.Adler32 in every form of update: a byte at a time, byte
// arrays and ranges, heap and direct ByteBuffers (whose positions move to
// their limits), reset, and a running value continued across pieces
// giving the same checksum as one update of the whole.
import java.nio.ByteBuffer;
import java.util.zip.Adler32;
import java.util.zip.Checksum;

public class Adler32Checksums {
    static String hex(Checksum c) {
        return Long.toHexString(c.getValue());
    }

    public static void main(String[] args) {
        byte[] data = new byte[20000];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) (i * 31 + i / 7);
        }
        Adler32 whole = new Adler32();
        System.out.println("empty " + hex(whole));
        whole.update(data);
        System.out.println("whole " + hex(whole));

        Adler32 bytes = new Adler32();
        for (byte b : data) {
            bytes.update(b);
        }
        System.out.println("byte at a time " + hex(bytes));

        Adler32 ranges = new Adler32();
        for (int off = 0; off < data.length; off += 999) {
            ranges.update(data, off, Math.min(999, data.length - off));
        }
        System.out.println("ranges " + hex(ranges));

        ByteBuffer heap = ByteBuffer.wrap(data, 100, 5000);
        Adler32 h = new Adler32();
        h.update(heap);
        System.out.println("heap buffer " + hex(h) + " position " + heap.position());

        ByteBuffer direct = ByteBuffer.allocateDirect(data.length);
        direct.put(data).flip();
        Adler32 d = new Adler32();
        direct.limit(12345);
        d.update(direct);
        direct.limit(data.length);
        d.update(direct);
        System.out.println("direct buffer " + hex(d) + " position " + direct.position());
        direct.position(100).limit(5100);
        Adler32 ds = new Adler32();
        ds.update(direct.slice());
        System.out.println("direct slice " + hex(ds) + " same as heap " + (ds.getValue() == h.getValue()));

        Adler32 text = new Adler32();
        text.update("Wikipedia".getBytes());
        System.out.println("Wikipedia " + hex(text));
        text.reset();
        System.out.println("reset " + hex(text));
        text.update(new byte[0]);
        text.update(0x1ff); // only the low byte counts
        System.out.println("one byte " + hex(text));

        byte[] ones = new byte[100000];
        java.util.Arrays.fill(ones, (byte) 0xff);
        Adler32 big = new Adler32();
        big.update(ones);
        big.update(ones, 0, 5553);
        System.out.println("0xff run " + hex(big));
    }
}
