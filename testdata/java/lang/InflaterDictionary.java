// EXPECT: ok
// COMPARE: java
// Preset dictionaries: a Deflater given one (getAdler is the dictionary's
// Adler-32 until deflate starts; too late, IllegalArgumentException) writes
// a zlib header with FDICT; inflating it stops with needsDictionary() and
// getAdler() the dictionary's Adler-32 until setDictionary gives the right
// one (a wrong one or one not asked for is IllegalArgumentException), from
// an array, a heap or a direct ByteBuffer; then the data follows, and
// getAdler is the data's. A raw stream with a dictionary set before it.
// Compressed bytes are jcheck's, not zlib's, so only the header and what
// does not depend on the compressed size are printed.
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.zip.*;

public class InflaterDictionary {
    static final byte[] DICT = "the quick brown fox jumps over the lazy dog; hello world dictionary".getBytes();

    static byte[] deflate(byte[] data, boolean nowrap, byte[] dict) {
        Deflater d = new Deflater(Deflater.DEFAULT_COMPRESSION, nowrap);
        if (dict != null) {
            d.setDictionary(dict);
            System.out.println("deflater adler before " + Integer.toHexString(d.getAdler()));
        }
        d.setInput(data);
        d.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[64];
        while (!d.finished()) {
            out.write(buf, 0, d.deflate(buf));
        }
        System.out.println("deflater adler after " + Integer.toHexString(d.getAdler()));
        try {
            d.setDictionary(dict == null ? DICT : dict);
            System.out.println("late setDictionary ok");
        } catch (IllegalArgumentException e) {
            System.out.println("late setDictionary " + e);
        }
        d.end();
        return out.toByteArray();
    }

    static String inflate(byte[] z, int how) throws DataFormatException {
        Inflater inf = new Inflater();
        try {
            inf.setDictionary(DICT);
        } catch (IllegalArgumentException e) {
            System.out.println("setDictionary before the header: " + e);
        }
        inf.setInput(z);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[7];
        while (!inf.finished()) {
            int n = inf.inflate(buf);
            if (n == 0 && inf.needsDictionary()) {
                System.out.println("needs dictionary " + Integer.toHexString(inf.getAdler()) + " read " + inf.getBytesRead()
                        + " written " + inf.getBytesWritten() + " again " + inf.inflate(buf) + " " + inf.needsDictionary());
                try {
                    inf.setDictionary("not it".getBytes());
                } catch (IllegalArgumentException e) {
                    System.out.println("wrong dictionary: " + e + ", still needs " + inf.needsDictionary());
                }
                if (how == 0) {
                    inf.setDictionary(DICT);
                } else if (how == 1) {
                    byte[] padded = new byte[DICT.length + 10];
                    System.arraycopy(DICT, 0, padded, 5, DICT.length);
                    inf.setDictionary(ByteBuffer.wrap(padded, 5, DICT.length));
                } else {
                    ByteBuffer direct = ByteBuffer.allocateDirect(DICT.length);
                    direct.put(DICT).flip();
                    inf.setDictionary(direct);
                    System.out.println("direct buffer position " + direct.position());
                }
                System.out.println("set, needs " + inf.needsDictionary() + " adler " + Integer.toHexString(inf.getAdler()));
                continue;
            }
            if (n == 0 && inf.needsInput()) {
                throw new IllegalStateException("truncated");
            }
            out.write(buf, 0, n);
        }
        System.out.println("inflater adler " + Integer.toHexString(inf.getAdler()) + " written " + inf.getBytesWritten());
        inf.end();
        return out.toString();
    }

    public static void main(String[] args) throws Exception {
        String text = "hello world, the lazy dog jumps over the quick brown fox; hello dictionary world";
        byte[] data = text.getBytes();
        byte[] z = deflate(data, false, DICT);
        System.out.printf("header %02x%02x dictid %02x%02x%02x%02x%n", z[0], z[1], z[2], z[3], z[4], z[5]);
        Adler32 a = new Adler32();
        a.update(DICT);
        System.out.println("dictionary adler " + Long.toHexString(a.getValue()));
        for (int how = 0; how < 3; how++) {
            System.out.println("back " + inflate(z, how).equals(text));
        }

        // Without a dictionary: no FDICT, and setDictionary is refused.
        byte[] plain = deflate(data, false, null);
        System.out.printf("plain header %02x%02x%n", plain[0], plain[1]);
        System.out.println("plain back " + inflate(plain, 0).equals(text));

        // A raw stream: the inflater is given the dictionary before input.
        byte[] raw = deflate(data, true, DICT);
        Inflater inf = new Inflater(true);
        inf.setDictionary(DICT);
        inf.setInput(raw);
        byte[] buf = new byte[200];
        int n = inf.inflate(buf);
        System.out.println("raw " + new String(buf, 0, n).equals(text) + " finished " + inf.finished()
                + " needs " + inf.needsDictionary() + " adler " + inf.getAdler());

        // Reset forgets the dictionary and the need for one.
        Inflater again = new Inflater();
        again.setInput(z);
        System.out.println("inflate " + again.inflate(buf) + " needs " + again.needsDictionary());
        again.reset();
        System.out.println("reset: needs " + again.needsDictionary() + " adler " + again.getAdler());
        again.setInput(plain);
        n = again.inflate(buf);
        System.out.println("after reset " + new String(buf, 0, n).equals(text) + " " + again.finished());
    }
}
