// EXPECT: ok
// COMPARE: java
// ARGS: alpha beta 42 -7 gamma
// Command-line arguments: args.length, echoing each argument, numeric parsing of some of them,
// reversing them and a first-letter histogram over the String[] passed to main.
import java.util.ArrayList;
import java.util.List;

public class ArgsEcho {
    public static void main(String[] args) {
        System.out.println("args.length = " + args.length);
        for (int i = 0; i < args.length; i++) {
            System.out.println("args[" + i + "] = \"" + args[i] + "\" (length " + args[i].length() + ")");
        }
        List<Integer> numbers = new ArrayList<>();
        List<String> words = new ArrayList<>();
        for (String a : args) {
            try {
                numbers.add(Integer.parseInt(a));
            } catch (NumberFormatException e) {
                words.add(a);
            }
        }
        int sum = 0;
        for (int n : numbers) {
            sum += n;
        }
        System.out.println("numbers = " + numbers + " sum = " + sum);
        System.out.println("words = " + words + " joined = " + String.join("+", words));
        StringBuilder reversed = new StringBuilder();
        for (int i = args.length - 1; i >= 0; i--) {
            reversed.append(args[i]);
            if (i > 0) {
                reversed.append(' ');
            }
        }
        System.out.println("reversed = " + reversed);
        String longest = "";
        for (String a : args) {
            if (a.length() > longest.length()) {
                longest = a;
            }
        }
        System.out.println("longest = " + longest + ", args is String[]: " + args.getClass().getSimpleName());
        System.out.println("first char histogram:");
        int[] counts = new int[26];
        for (String a : args) {
            char c = Character.toLowerCase(a.charAt(0));
            if (c >= 'a' && c <= 'z') {
                counts[c - 'a']++;
            }
        }
        for (int i = 0; i < 26; i++) {
            if (counts[i] > 0) {
                System.out.println("  " + (char) ('a' + i) + ": " + "#".repeat(counts[i]));
            }
        }
    }
}
