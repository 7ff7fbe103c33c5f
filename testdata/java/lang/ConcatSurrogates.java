// EXPECT: ok
// COMPARE: java
// String concatenation (invokedynamic makeConcatWithConstants) whose literal
// parts hold lone surrogates, supplementary characters and the recipe's own
// tag characters \u0001 and \u0002 (which javac passes as constants).
public class ConcatSurrogates {
    static String dump(String s) {
        StringBuilder b = new StringBuilder();
        b.append(s.length()).append(':');
        for (int i = 0; i < s.length(); i++) {
            b.append(' ').append(Integer.toHexString(s.charAt(i)));
        }
        return b.toString();
    }

    public static void main(String[] args) {
        int n = args.length;
        String x = n == 0 ? "x" : args[0];
        System.out.println(dump("\uD800" + x));
        System.out.println(dump(x + "\uDC00"));
        System.out.println(dump("\uDBFF" + n + "\uDFFF"));
        System.out.println(dump("a\uD83D\uDE00b" + n + "\u00e9\u4e2d"));
        System.out.println(dump("\u0001" + x + "\u0002" + n));
        System.out.println(dump("\uD800\u0001" + x + "\u0002\uDC00"));
        char hi = '\uD801';
        System.out.println(dump(hi + x + '\uDC37'));
        System.out.println(dump("" + hi + '\uDC37' + n));
        System.out.println(("\uD83D\uDE00" + x).codePointAt(0));
    }
}
