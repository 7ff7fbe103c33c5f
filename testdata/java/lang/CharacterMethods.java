// EXPECT: ok
// COMPARE: java
// Character classification and conversion for ASCII: isDigit/isLetter/isLetterOrDigit/isWhitespace/
// isUpperCase, toUpperCase/toLowerCase, digit/forDigit, getNumericValue, and a tiny lexer built on them.
import java.util.ArrayList;
import java.util.List;

public class CharacterMethods {
    public static void main(String[] args) {
        String sample = "aZ09 _\t\n$-.@~";
        for (char c : sample.toCharArray()) {
            System.out.println(String.format("%-4s", describe(c)) + " digit=" + Character.isDigit(c) + " letter=" + Character.isLetter(c)
                + " letterOrDigit=" + Character.isLetterOrDigit(c) + " space=" + Character.isWhitespace(c)
                + " spaceChar=" + Character.isSpaceChar(c) + " upper=" + Character.isUpperCase(c) + " lower=" + Character.isLowerCase(c)
                + " javaStart=" + Character.isJavaIdentifierStart(c) + " javaPart=" + Character.isJavaIdentifierPart(c));
        }
        StringBuilder up = new StringBuilder(), low = new StringBuilder();
        for (char c = ' '; c <= '~'; c++) {
            up.append(Character.toUpperCase(c));
            low.append(Character.toLowerCase(c));
        }
        System.out.println(up);
        System.out.println(low);
        for (char c : "09afAFgz".toCharArray()) {
            System.out.println(c + ": digit(c,16)=" + Character.digit(c, 16) + " digit(c,36)=" + Character.digit(c, 36)
                + " numeric=" + Character.getNumericValue(c));
        }
        StringBuilder digits = new StringBuilder();
        for (int d = 0; d < 36; d += 5) {
            digits.append(Character.forDigit(d, 36));
        }
        System.out.println("forDigit: " + digits + " forDigit(5, 4)=" + (int) Character.forDigit(5, 4));
        System.out.println("Character.toString(65)=" + Character.toString(65) + " valueOf('x')=" + Character.valueOf('x')
            + " compare('a','b')=" + Character.compare('a', 'b') + " MIN_RADIX=" + Character.MIN_RADIX + " MAX_RADIX=" + Character.MAX_RADIX);
        System.out.println("getType('a')=" + Character.getType('a') + " getType('1')=" + Character.getType('1') + " isISOControl('\\n')="
            + Character.isISOControl('\n') + " isAlphabetic('q')=" + Character.isAlphabetic('q'));
        System.out.println("tokens: " + lex("x1 = 42 + foo_bar*(y - 7) >= 3.5;"));
        System.out.println("rot13: " + rot13("Hello, World!") + " / " + rot13(rot13("Hello, World!")));
        System.out.println("title: " + titleCase("the QUICK brown fOX"));
    }

    static String describe(char c) {
        if (c == ' ') return "' '";
        if (c == '\t') return "\\t";
        if (c == '\n') return "\\n";
        return String.valueOf(c);
    }

    static List<String> lex(String s) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isDigit(c)) {
                int j = i;
                while (j < s.length() && (Character.isDigit(s.charAt(j)) || s.charAt(j) == '.')) j++;
                out.add("NUM(" + s.substring(i, j) + ")");
                i = j;
            } else if (Character.isJavaIdentifierStart(c)) {
                int j = i;
                while (j < s.length() && Character.isJavaIdentifierPart(s.charAt(j))) j++;
                out.add("ID(" + s.substring(i, j) + ")");
                i = j;
            } else if (i + 1 < s.length() && s.charAt(i + 1) == '=' && "<>=!".indexOf(c) >= 0) {
                out.add("OP(" + c + "=)");
                i += 2;
            } else {
                out.add("OP(" + c + ")");
                i++;
            }
        }
        return out;
    }

    static String rot13(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (Character.isUpperCase(c)) sb.append((char) ('A' + (c - 'A' + 13) % 26));
            else if (Character.isLowerCase(c)) sb.append((char) ('a' + (c - 'a' + 13) % 26));
            else sb.append(c);
        }
        return sb.toString();
    }

    static String titleCase(String s) {
        char[] cs = s.toLowerCase().toCharArray();
        boolean start = true;
        for (int i = 0; i < cs.length; i++) {
            if (Character.isLetter(cs[i]) && start) cs[i] = Character.toTitleCase(cs[i]);
            start = Character.isWhitespace(cs[i]);
        }
        return new String(cs);
    }
}
