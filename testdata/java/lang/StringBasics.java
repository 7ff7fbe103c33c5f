// EXPECT: ok
// COMPARE: java
// Core String methods: split (limits, regex, trailing empties), replace/replaceAll, indexOf/lastIndexOf,
// substring, trim/strip, repeat, join, compareTo, equalsIgnoreCase, toUpperCase/toLowerCase, contains, isBlank.
import java.util.Arrays;
import java.util.List;

public class StringBasics {
    public static void main(String[] args) {
        String s = "the quick brown fox jumps over the lazy dog";
        System.out.println("length=" + s.length() + " indexOf(the)=" + s.indexOf("the") + " lastIndexOf(the)=" + s.lastIndexOf("the")
            + " indexOf('o')=" + s.indexOf('o') + " indexOf('o', 13)=" + s.indexOf('o', 13) + " indexOf(cat)=" + s.indexOf("cat"));
        System.out.println("substring(4,9)=[" + s.substring(4, 9) + "] substring(40)=[" + s.substring(40) + "] charAt(10)=" + s.charAt(10));
        System.out.println("split(\" \")=" + Arrays.toString(s.split(" ")));
        System.out.println("split(\" \", 3)=" + Arrays.toString(s.split(" ", 3)));
        System.out.println("split(\"o\")=" + Arrays.toString(s.split("o")));
        System.out.println("a,b,,c,,".split(",").length + " " + Arrays.toString("a,b,,c,,".split(",")));
        System.out.println(Arrays.toString("a,b,,c,,".split(",", -1)) + " " + Arrays.toString("".split(",")) + " "
            + Arrays.toString(",a".split(",")));
        System.out.println(Arrays.toString("a1b22c333d".split("\\d+")) + " " + Arrays.toString("x.y.z".split("\\.")));
        System.out.println(Arrays.toString("  leading and   multiple  ".trim().split("\\s+")));
        System.out.println("replace: " + s.replace('o', '0') + " | " + s.replace("the", "THE") + " | " + "aaaa".replace("aa", "b"));
        System.out.println("replaceAll: " + "a1b22c333".replaceAll("[0-9]+", "#") + " | " + "John Smith".replaceAll("(\\w+) (\\w+)", "$2, $1"));
        System.out.println("replaceFirst: " + "aXbXc".replaceFirst("X", "-") + " | matches: " + "2024-01-31".matches("\\d{4}-\\d{2}-\\d{2}"));
        String padded = " \t hello world \n ";
        System.out.println("trim=[" + padded.trim() + "] strip=[" + padded.strip() + "] stripLeading=[" + padded.stripLeading().replace("\n", "\\n")
            + "] stripTrailing=[" + padded.stripTrailing().replace("\t", "\\t") + "]");
        System.out.println("isBlank: " + "  \t".isBlank() + " " + "".isEmpty() + " " + " x ".isBlank());
        System.out.println("repeat: [" + "ab".repeat(3) + "] [" + "-".repeat(0) + "] [" + "=".repeat(10) + "]");
        System.out.println("join: " + String.join("-", "a", "b", "c") + " | " + String.join(", ", List.of("x", "y")) + " | " + String.join("/", new String[0]));
        String[] words = {"banana", "Apple", "cherry", "apple", "Banana", "app", "", "zebra"};
        for (int i = 0; i + 1 < words.length; i++) {
            String a = words[i], b = words[i + 1];
            System.out.println("compare(" + a + "," + b + ")=" + a.compareTo(b) + " ignoreCase=" + a.compareToIgnoreCase(b)
                + " equalsIgnoreCase=" + a.equalsIgnoreCase(b));
        }
        String[] sorted = words.clone();
        Arrays.sort(sorted);
        System.out.println("sorted: " + Arrays.toString(sorted));
        Arrays.sort(sorted, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive: " + Arrays.toString(sorted));
        System.out.println("upper: " + "Hello, World 123!".toUpperCase() + " lower: " + "MiXeD CaSe".toLowerCase());
        System.out.println("contains: " + s.contains("fox") + " startsWith: " + s.startsWith("the") + " " + s.startsWith("quick", 4)
            + " endsWith: " + s.endsWith("dog"));
        System.out.println("concat: " + "foo".concat("bar") + " | chars: " + "hello".chars().filter(ch -> ch == 'l').count());
        System.out.println("toCharArray sum: " + sum("abc".toCharArray()) + " | valueOf: " + String.valueOf(3.5) + String.valueOf(true));
        StringBuilder camel = new StringBuilder();
        for (String w : "convert this phrase to camel case".split(" ")) {
            camel.append(camel.length() == 0 ? w : Character.toUpperCase(w.charAt(0)) + w.substring(1));
        }
        System.out.println("camel: " + camel);
        System.out.println("lines: " + "a\nb\r\nc".lines().count() + " indent:[" + "x\ny".indent(2).replace("\n", "|") + "]");
        String interned = new String("hello").intern();
        System.out.println("intern == literal: " + (interned == "hello") + ", new String == literal: " + (new String("hello") == "hello"));
        try {
            System.out.println("abc".substring(2, 1));
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE: " + e.getMessage());
        }
        try {
            System.out.println("abc".charAt(5));
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE: " + e.getMessage());
        }
    }

    static int sum(char[] cs) {
        int t = 0;
        for (char c : cs) {
            t += c;
        }
        return t;
    }
}
