// EXPECT: ok
// COMPARE: java
// CPU-bound benchmark: building and scanning strings with StringBuilder.
public class StringBuilding {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(i % 10).append(',');
            if (sb.length() > 10_000) {
                sb.setLength(0);
            }
        }
        int commas = 0;
        String s = sb.toString();
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == ',') commas++;
        }
        String joined = "";
        for (int i = 0; i < 2000; i++) {
            joined = "x" + i + joined.length();
        }
        System.out.println(commas + " " + joined);
    }
}
