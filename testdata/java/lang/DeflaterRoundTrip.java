// EXPECT: ok
// COMPARE: java
// java.util.zip compression: Deflater at every level and strategy,
// DeflaterOutputStream (with sync flushes), GZIPOutputStream and
// ZipOutputStream to memory, each read back with Inflater,
// InflaterInputStream, GZIPInputStream and ZipInputStream. jcheck's
// compressed bytes are valid but not zlib's, so only what does not depend
// on them is printed: the data inflated, its length, CRC-32 and Adler-32,
// the zlib and gzip headers, an empty stream's bytes, and entry names.
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.zip.*;

public class DeflaterRoundTrip {
    static byte[] sample(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; sb.length() < n; i++) {
            sb.append("line ").append(i % 37).append(": the quick brown fox ").append(i * i % 101).append('\n');
        }
        return sb.substring(0, n).getBytes();
    }

    static byte[] inflate(byte[] z, boolean nowrap) throws DataFormatException {
        Inflater inf = new Inflater(nowrap);
        inf.setInput(z);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[300];
        while (!inf.finished()) {
            int n = inf.inflate(buf);
            if (n == 0 && inf.needsInput()) {
                throw new DataFormatException("truncated");
            }
            out.write(buf, 0, n);
        }
        inf.end();
        return out.toByteArray();
    }

    static byte[] finish(Deflater d, int bufSize) {
        d.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[bufSize];
        while (!d.finished()) {
            out.write(buf, 0, d.deflate(buf));
        }
        return out.toByteArray();
    }

    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    static String hex(byte[] b, int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < to; i++) {
            sb.append(String.format("%02x", b[i] & 0xff));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        byte[] data = sample(20000);
        for (int level = -1; level <= 9; level++) {
            for (int strategy = 0; strategy <= 2; strategy++) {
                Deflater d = new Deflater(level, strategy == 1 && level == 5);
                d.setStrategy(strategy);
                d.setInput(data);
                byte[] z = finish(d, 777);
                boolean nowrap = strategy == 1 && level == 5;
                byte[] back = inflate(z, nowrap);
                System.out.println("level " + level + " strategy " + strategy + " read " + d.getBytesRead()
                        + " header " + (nowrap ? "raw" : hex(z, 0, 2)) + " adler " + Integer.toHexString(d.getAdler())
                        + " same " + Arrays.equals(back, data) + (level == 9 && z.length < data.length / 4 ? " small" : ""));
                d.end();
            }
        }
        Deflater empty = new Deflater();
        byte[] e = finish(empty, 3);
        System.out.println("empty " + hex(e, 0, e.length) + " finished " + empty.finished()
                + " adler " + empty.getAdler());
        empty.reset();
        empty.setLevel(Deflater.BEST_SPEED);
        empty.setInput("again".getBytes());
        e = finish(empty, 20);
        System.out.println("after reset " + hex(e, 0, 2) + " " + new String(inflate(e, false))
                + " in " + empty.getTotalIn() + " adler " + Integer.toHexString(empty.getAdler()));
        Deflater raw = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
        raw.setInput(data, 100, 900);
        byte[] r = finish(raw, 64);
        System.out.println("raw " + new String(inflate(r, true)).equals(new String(data, 100, 900))
                + " adler " + raw.getAdler() + " needsInput " + raw.needsInput());

        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        DeflaterOutputStream dos = new DeflaterOutputStream(bos, true);
        dos.write(data, 0, 5000);
        dos.flush();
        byte[] partial = bos.toByteArray();
        InflaterInputStream partialIn = new InflaterInputStream(new ByteArrayInputStream(partial));
        byte[] head = partialIn.readNBytes(5000);
        System.out.println("sync flush " + Arrays.equals(head, Arrays.copyOf(data, 5000))
                + " tail " + hex(partial, partial.length - 4, partial.length));
        dos.write(data, 5000, data.length - 5000);
        dos.close();
        byte[] all = new InflaterInputStream(new ByteArrayInputStream(bos.toByteArray())).readAllBytes();
        System.out.println("deflater stream " + all.length + " " + Long.toHexString(crc(all)) + " " + Arrays.equals(all, data));

        bos = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bos)) {
            for (int i = 0; i < data.length; i += 1000) {
                gz.write(data, i, Math.min(1000, data.length - i));
            }
        }
        byte[] gzipped = bos.toByteArray();
        byte[] gunzipped = new GZIPInputStream(new ByteArrayInputStream(gzipped)).readAllBytes();
        System.out.println("gzip header " + hex(gzipped, 0, 10) + " trailer " + hex(gzipped, gzipped.length - 8, gzipped.length)
                + " back " + gunzipped.length + " " + Arrays.equals(gunzipped, data));

        bos = new ByteArrayOutputStream();
        try (ZipOutputStream zos = new ZipOutputStream(bos)) {
            zos.setComment("corpus");
            String[] names = {"a.txt", "dir/b.txt", "dir/stored.bin", "empty.txt"};
            for (int i = 0; i < names.length; i++) {
                ZipEntry ze = new ZipEntry(names[i]);
                byte[] content = i == 3 ? new byte[0] : sample(3000 * (i + 1));
                if (names[i].endsWith(".bin")) {
                    ze.setMethod(ZipEntry.STORED);
                    ze.setSize(content.length);
                    ze.setCrc(crc(content));
                }
                zos.setLevel(i == 1 ? Deflater.BEST_COMPRESSION : Deflater.DEFAULT_COMPRESSION);
                zos.putNextEntry(ze);
                zos.write(content);
                zos.closeEntry();
            }
        }
        try (ZipInputStream zis = new ZipInputStream(new ByteArrayInputStream(bos.toByteArray()))) {
            for (ZipEntry ze; (ze = zis.getNextEntry()) != null; ) {
                byte[] content = zis.readAllBytes();
                System.out.println("entry " + ze.getName() + " method " + ze.getMethod() + " " + content.length
                        + " crc " + Long.toHexString(crc(content)) + " " + Arrays.equals(content, sample(content.length)));
            }
        }
    }
}
