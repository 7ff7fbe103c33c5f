// EXPECT: ok
// COMPARE: java
// Non-Latin-1 text printed to stdout (Greek, Chinese, emoji surrogate pairs), length vs codePointCount,
// chars()/codePoints(), Character.toChars, case mapping of Greek/accented letters, and UTF-8 byte counts.
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;

public class UnicodeText {
    public static void main(String[] args) {
        String greek = "Καλημέρα κόσμε";
        String chinese = "你好，世界";
        String emoji = "I \u2764 Java \uD83D\uDE00\uD83C\uDF89!";
        String mixed = "naïve café – 日本語 🚀";
        for (String s : new String[] {greek, chinese, emoji, mixed}) {
            System.out.println(s);
            System.out.println("  length=" + s.length() + " codePoints=" + s.codePointCount(0, s.length())
                + " utf8Bytes=" + s.getBytes(StandardCharsets.UTF_8).length
                + " upper=" + s.toUpperCase() + " lower=" + s.toLowerCase());
        }
        String e = "\uD83D\uDE00";
        System.out.println("emoji charAt(0)=" + (int) e.charAt(0) + " charAt(1)=" + (int) e.charAt(1) + " codePointAt(0)=" + e.codePointAt(0)
            + " hex=" + Integer.toHexString(e.codePointAt(0)));
        System.out.println("isHighSurrogate=" + Character.isHighSurrogate(e.charAt(0)) + " isSurrogatePair="
            + Character.isSurrogatePair(e.charAt(0), e.charAt(1)) + " charCount=" + Character.charCount(0x1F600));
        System.out.println("toChars(0x1F680) = " + new String(Character.toChars(0x1F680)) + ", appendCodePoint: "
            + new StringBuilder().appendCodePoint(0x1F4A9).appendCodePoint('A').appendCodePoint(0x3B1));
        System.out.println("codePoints of emoji string: " + emoji.codePoints().mapToObj(Integer::toHexString).collect(Collectors.joining(" ")));
        System.out.println("chars of 日本: " + "日本".chars().mapToObj(Integer::toString).collect(Collectors.joining(",")));
        StringBuilder reversed = new StringBuilder();
        emoji.codePoints().forEach(cp -> reversed.insert(0, Character.toChars(cp)));
        System.out.println("reversed by code point: " + reversed);
        System.out.println("substring(0, 3) of chinese: " + chinese.substring(0, 3) + ", indexOf(世)=" + chinese.indexOf('世')
            + ", indexOf(😀)=" + emoji.indexOf("😀") + ", indexOf(0x1F389)=" + emoji.indexOf(0x1F389));
        System.out.println("Greek sort: " + java.util.Arrays.stream("ω α γ β Ω Α".split(" ")).sorted().collect(Collectors.joining(" ")));
        System.out.println("isLetter(ж)=" + Character.isLetter('ж') + " isUpperCase(Σ)=" + Character.isUpperCase('Σ')
            + " toLowerCase(Σ)=" + Character.toLowerCase('Σ') + " isDigit(٣)=" + Character.isDigit('\u0663')
            + " getNumericValue(٣)=" + Character.getNumericValue('\u0663') + " isIdeographic(中)=" + Character.isIdeographic('中'));
        System.out.println("escapes: \u00e9\u00e8 \u03c0=" + Math.PI + " \u221e \u2211");
        char[] cs = {'\u4e2d', '\u6587', ' ', 'O', 'K'};
        System.out.println(cs);
        System.out.println("String.valueOf(char[]) = " + String.valueOf(cs) + " hash=" + String.valueOf(cs).hashCode());
        byte[] utf8 = "€".getBytes(StandardCharsets.UTF_8);
        StringBuilder hex = new StringBuilder();
        for (byte b : utf8) {
            hex.append(String.format("%02X ", b));
        }
        System.out.println("€ in UTF-8: " + hex.toString().trim() + " decoded back: " + new String(utf8, StandardCharsets.UTF_8));
        byte[] latin = "Grüße".getBytes(StandardCharsets.ISO_8859_1);
        System.out.println("ISO-8859-1 length " + latin.length + ", decoded: " + new String(latin, StandardCharsets.ISO_8859_1)
            + ", as ASCII: " + new String("Grüße".getBytes(StandardCharsets.US_ASCII), StandardCharsets.US_ASCII));
        System.out.printf("printf: %s | %5s | %c%n", "ελληνικά", "中", 'λ');
        System.out.println("equalsIgnoreCase(ΣΊΣΥΦΟΣ, σίσυφος) = " + "ΣΊΣΥΦΟΣ".equalsIgnoreCase("σίσυφος"));
    }
}
