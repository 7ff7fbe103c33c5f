// EXPECT: ok
// COMPARE: java
// About 300 KB through GZIPOutputStream into memory and back through
// GZIPInputStream (which feeds its Inflater 512 bytes at a time) and an
// InflaterInputStream over a Deflater's stream, read with buffers of
// several sizes and a byte at a time: the same bytes, lengths and CRC-32s.
import java.io.*;
import java.util.zip.*;

public class GzipRoundTrip {
    static byte[] readAll(InputStream in, int bufSize) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (bufSize == 1) {
            for (int c; (c = in.read()) >= 0; ) {
                out.write(c);
            }
        } else {
            byte[] buf = new byte[bufSize];
            for (int n; (n = in.read(buf)) > 0; ) {
                out.write(buf, 0, n);
            }
        }
        in.close();
        return out.toByteArray();
    }

    public static void main(String[] args) throws IOException {
        byte[] data = new byte[300_000];
        long x = 7;
        for (int i = 0; i < data.length; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            data[i] = (byte) ("gzip round trip ".charAt((int) ((x >>> 35) % 16)) + (i / 4096) % 5);
        }
        CRC32 crc = new CRC32();
        crc.update(data);
        System.out.println("data " + data.length + " crc " + Long.toHexString(crc.getValue()));

        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(gz)) {
            for (int off = 0; off < data.length; off += 10_000) {
                out.write(data, off, Math.min(10_000, data.length - off));
            }
        }
        byte[] z = gz.toByteArray();
        System.out.println("gzip magic " + (z[0] & 0xff) + " " + (z[1] & 0xff) + " smaller " + (z.length < data.length));
        for (int size : new int[] {8192, 1000, 37}) {
            byte[] back = readAll(new GZIPInputStream(new ByteArrayInputStream(z)), size);
            CRC32 c = new CRC32();
            c.update(back);
            System.out.println("gzip read " + size + ": " + back.length + " crc " + Long.toHexString(c.getValue())
                    + " same " + java.util.Arrays.equals(back, data));
        }
        byte[] head = new byte[20_000];
        System.arraycopy(data, 0, head, 0, head.length);
        ByteArrayOutputStream small = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(small)) {
            out.write(head);
        }
        System.out.println("byte at a time same " + java.util.Arrays.equals(readAll(new GZIPInputStream(new ByteArrayInputStream(small.toByteArray())), 1), head));

        ByteArrayOutputStream zl = new ByteArrayOutputStream();
        try (DeflaterOutputStream out = new DeflaterOutputStream(zl)) {
            out.write(data);
        }
        byte[] back = readAll(new InflaterInputStream(new ByteArrayInputStream(zl.toByteArray())), 4096);
        System.out.println("zlib stream same " + java.util.Arrays.equals(back, data));
    }
}
