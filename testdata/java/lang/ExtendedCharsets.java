// EXPECT: ok
// COMPARE: java
// Charsets by name, those of java.base and the extended ones of the
// jdk.charsets module (ISO-2022-JP, IBM1047, x-IBM930, ...): encoding and
// decoding, aliases, String(bytes, name) and getBytes(name), the
// encoders' replacements and canEncode, malformed input reported by a
// decoder, unknown and illegal names, and Charset.availableCharsets.
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Arrays;
import java.util.SortedMap;
import java.util.TreeSet;

public class ExtendedCharsets {
    static final String TEXT = "Grüße, 日本語 テキスト ½ €";

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x & 0xff));
        }
        return sb.toString();
    }

    static void roundTrip(String name) {
        Charset cs = Charset.forName(name);
        byte[] b = TEXT.getBytes(cs);
        String back = new String(b, cs);
        System.out.println(name + " -> " + cs.name() + " registered=" + cs.isRegistered()
                + " canEncode=" + cs.canEncode() + " aliases=" + new TreeSet<>(cs.aliases()));
        System.out.println("  " + b.length + " " + hex(b));
        System.out.println("  " + back + " same=" + back.equals(TEXT)
                + " encodes 日=" + cs.newEncoder().canEncode('日')
                + " replacement=" + hex(cs.newEncoder().replacement()));
    }

    public static void main(String[] args) throws Exception {
        String[] names = {"windows-1252", "Shift_JIS", "EUC-JP", "GBK", "Big5", "ISO-2022-JP",
            "ISO-2022-KR", "x-IBM930", "IBM1047", "IBM437", "KOI8-R", "GB18030", "x-windows-949",
            "x-EUC-TW", "TIS-620", "cp1251"};
        for (String n : names) {
            roundTrip(n);
        }
        byte[] cyr = {(byte) 0xcf, (byte) 0xf0, (byte) 0xe8, (byte) 0xe2, (byte) 0xe5, (byte) 0xf2};
        System.out.println(new String(cyr, "windows-1251") + " " + new String(cyr, "KOI8-R"));
        System.out.println(Arrays.toString("x\u2591\u00e9".getBytes("IBM437")));
        System.out.println(hex("EBCDIC 123".getBytes("IBM1047")) + " "
                + new String(new byte[] {(byte) 0xc8, (byte) 0x89}, "IBM1047"));
        System.out.println(Charset.forName("sjis").name() + " " + Charset.forName("csISO2022JP").name()
                + " " + Charset.forName("ibm-437").name() + " " + Charset.forName("WINDOWS-1252").name());
        System.out.println(Charset.isSupported("ISO-2022-CN") + " " + Charset.isSupported("x-no-such"));
        try {
            Charset.forName("x-no-such");
        } catch (UnsupportedCharsetException e) {
            System.out.println("unsupported " + e.getCharsetName());
        }
        try {
            Charset.forName("bad name!");
        } catch (IllegalCharsetNameException e) {
            System.out.println("illegal " + e.getCharsetName());
        }
        try {
            Charset.forName("Shift_JIS").newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(new byte[] {(byte) 0x82, (byte) 0xa0, (byte) 0x82}));
        } catch (CharacterCodingException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getMessage());
        }
        System.out.println(new String(new byte[] {0x1b, 0x24, 0x42, 0x46, 0x7c, 0x4b, 0x5c, 0x1b, 0x28, 0x42}, "ISO-2022-JP"));
        SortedMap<String, Charset> all = Charset.availableCharsets();
        int ext = 0;
        for (String n : new String[] {"ISO-2022-JP", "IBM1047", "x-IBM930", "x-MacRoman", "Big5-HKSCS"}) {
            if (all.containsKey(n)) {
                ext++;
            }
        }
        System.out.println("available " + all.size() + " extended found " + ext
                + " first " + all.firstKey() + " last " + all.lastKey());
        System.out.println(String.join(",", all.headMap("CESU-8").keySet()));
    }
}
