// EXPECT: ok
// COMPARE: java
// Inflater on corrupt input: the DataFormatException messages are zlib's
// (a bad header check, compression method or window size, an invalid
// block type, stored block lengths, a distance too far back, bad dynamic
// Huffman codes, a wrong Adler-32 trailer), the fault is thrown again by
// later calls, the output before it is returned first and counted, and a
// truncated stream is no fault but a need for input.
import java.util.zip.*;

public class InflaterErrors {
    static byte[] b(int... v) {
        byte[] r = new byte[v.length];
        for (int i = 0; i < v.length; i++) {
            r[i] = (byte) v[i];
        }
        return r;
    }

    static void inflate(String name, byte[] z, boolean nowrap, int room) {
        Inflater inf = new Inflater(nowrap);
        inf.setInput(z);
        byte[] buf = new byte[room];
        StringBuilder got = new StringBuilder();
        try {
            for (int i = 0; i < 5 && !inf.finished(); i++) {
                int n = inf.inflate(buf);
                got.append(new String(buf, 0, n));
                if (n == 0 && inf.needsInput()) {
                    break;
                }
            }
            System.out.println(name + ": got \"" + got + "\" finished " + inf.finished() + " needs input " + inf.needsInput()
                    + " read " + inf.getBytesRead() + " written " + inf.getBytesWritten());
        } catch (DataFormatException e) {
            System.out.println(name + ": got \"" + got + "\" " + e.getMessage() + " written " + inf.getBytesWritten());
            try {
                inf.inflate(buf);
                System.out.println("  again: no fault");
            } catch (DataFormatException again) {
                System.out.println("  again: " + again.getMessage() + " written " + inf.getBytesWritten());
            }
        }
    }

    public static void main(String[] args) {
        inflate("header check", b(0x78, 0x9d, 1, 2, 3), false, 100);
        inflate("method", b(0x77, 0x85, 1, 2, 3), false, 100);
        inflate("window size", b(0x88, 0x98, 1, 2, 3), false, 100);
        inflate("block type", b(0x78, 0x9c, 0x07, 0, 0), false, 100);
        inflate("raw block type", b(0x07, 0, 0), true, 100);
        inflate("stored lengths", b(0x78, 0x9c, 0x01, 5, 0, 5, 0, 1, 2, 3, 4, 5), false, 100);
        // A fixed-Huffman block whose first code is a match at distance 1.
        inflate("too far back", b(0x78, 0x9c, 0x03, 0x02, 0x00), false, 100);
        inflate("raw too far back", b(0x03, 0x02, 0x00), true, 100);
        // A dynamic block with more codes than there are symbols.
        inflate("too many symbols", b(0x05, 0xff, 0xff, 0xff, 0xff), true, 100);
        inflate("empty", b(0x78, 0x9c, 3, 0, 0, 0, 0, 1), false, 100);
        inflate("data check", b(0x78, 0x9c, 3, 0, 0, 0, 0, 2), false, 100);
        inflate("truncated", b(0x78, 0x9c, 0x01, 5), false, 100);
        // A stored block "abcdef", then an invalid block: the output comes
        // first, in one call or, with little room, over several.
        byte[] then = b(0x00, 0x06, 0x00, 0xf9, 0xff, 'a', 'b', 'c', 'd', 'e', 'f', 0x07);
        inflate("output then fault", then, true, 100);
        inflate("output then fault, room 4", then, true, 4);
        byte[] zthen = b(0x78, 0x01, 0x00, 0x06, 0x00, 0xf9, 0xff, 'a', 'b', 'c', 'd', 'e', 'f', 0x01, 0x00, 0x00, 0xff, 0xff, 0, 0, 0, 0);
        inflate("data check after output", zthen, false, 100);
    }
}
