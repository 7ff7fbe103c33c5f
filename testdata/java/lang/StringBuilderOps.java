// EXPECT: ok
// COMPARE: java
// StringBuilder: append of every primitive type, insert, reverse (incl. surrogate pairs), deleteCharAt,
// delete, replace, setCharAt, setLength, indexOf, chaining, and capacity growth while building long strings.
public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(1).append('a').append(2L).append(3.5f).append(4.25).append(true).append((Object) null).append((String) null)
            .append(new char[] {'x', 'y'}).append("end");
        System.out.println(sb + " len=" + sb.length());
        sb.insert(0, "START-").insert(6, 99).insert(sb.length(), '!');
        System.out.println(sb);
        sb.deleteCharAt(0).deleteCharAt(sb.length() - 1);
        System.out.println(sb);
        sb.delete(0, 5).replace(0, 2, "<replaced>");
        System.out.println(sb);
        sb.setCharAt(1, 'R');
        System.out.println(sb + " indexOf(true)=" + sb.indexOf("true") + " lastIndexOf(l)=" + sb.lastIndexOf("l")
            + " charAt(3)=" + sb.charAt(3));
        sb.setLength(5);
        System.out.println("setLength(5): [" + sb + "]");
        sb.setLength(8);
        System.out.println("setLength(8) pads with NUL: " + sb.toString().replace('\0', '_'));

        StringBuilder pal = new StringBuilder("A man, a plan, a canal: Panama");
        System.out.println("reverse: " + new StringBuilder(pal).reverse());
        String cleaned = pal.toString().toLowerCase().replaceAll("[^a-z]", "");
        System.out.println("palindrome: " + cleaned.equals(new StringBuilder(cleaned).reverse().toString()));
        StringBuilder emoji = new StringBuilder("ab\uD83D\uDE00cd");
        System.out.println("reverse keeps surrogate pairs: " + emoji.reverse() + " length=" + emoji.length()
            + " codePoints=" + emoji.codePointCount(0, emoji.length()));

        StringBuilder small = new StringBuilder();
        System.out.println("initial capacity=" + small.capacity());
        int lastCap = small.capacity();
        StringBuilder growth = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            small.append((char) ('a' + i % 26));
            if (small.capacity() != lastCap) {
                growth.append(lastCap).append("->").append(small.capacity()).append(' ');
                lastCap = small.capacity();
            }
        }
        System.out.println("capacity growth: " + growth.toString().trim());
        System.out.println("length=" + small.length() + " hash of content=" + small.toString().hashCode());
        StringBuilder withCap = new StringBuilder(100);
        System.out.println("new StringBuilder(100).capacity()=" + withCap.capacity() + ", new StringBuilder(\"abc\").capacity()="
            + new StringBuilder("abc").capacity());
        small.trimToSize();
        System.out.println("after trimToSize capacity=" + small.capacity());

        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 500; i++) {
            big.append(i).append(',');
        }
        String bs = big.toString();
        System.out.println("big length=" + bs.length() + " head=" + bs.substring(0, 20) + " tail=" + bs.substring(bs.length() - 12));
        String plus = "";
        for (int i = 0; i < 50; i++) {
            plus += i % 10;
        }
        System.out.println("concat loop: " + plus);
        System.out.println("compareTo: " + new StringBuilder("abc").compareTo(new StringBuilder("abd"))
            + " equals (identity): " + new StringBuilder("x").equals(new StringBuilder("x"))
            + " contentEquals: " + "x".contentEquals(new StringBuilder("x")));
        StringBuffer buf = new StringBuffer("sync");
        buf.append('-').append(42).insert(0, '[').append(']');
        System.out.println("StringBuffer: " + buf + " reversed " + buf.reverse());
        try {
            new StringBuilder("abc").insert(10, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("insert out of range: " + e.getMessage());
        }
        try {
            new StringBuilder("abc").deleteCharAt(3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("deleteCharAt out of range: " + e.getMessage());
        }
    }
}
