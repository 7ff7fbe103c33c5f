// EXPECT: ok
// COMPARE: java
// switch on String: classic statements with fall-through and default, hash collisions ("Aa" vs "BB"),
// switch expressions with arrows and yield, and a null selector throwing NullPointerException (caught).
public class StringSwitch {
    static int classic(String s) {
        int r = 0;
        switch (s) {
            case "one":
                r += 1;
            case "two":          // fall through from one
                r += 2;
                break;
            case "Aa":
                r = 100;
                break;
            case "BB":           // same hashCode as "Aa"
                r = 200;
                break;
            case "":
                r = -5;
                break;
            default:
                r = s.length();
        }
        return r;
    }

    static String arrow(String day) {
        return switch (day) {
            case "SAT", "SUN" -> "weekend";
            case "MON", "TUE", "WED", "THU", "FRI" -> {
                String kind = day.startsWith("T") ? "t-day" : "weekday";
                yield kind;
            }
            default -> "unknown:" + day;
        };
    }

    static int yieldStyle(String op, int a, int b) {
        return switch (op) {
            case "+":
                yield a + b;
            case "-":
                yield a - b;
            case "*":
                yield a * b;
            case "/":
                if (b == 0) {
                    yield Integer.MAX_VALUE;
                }
                yield a / b;
            default:
                throw new IllegalArgumentException("bad op " + op);
        };
    }

    public static void main(String[] args) {
        System.out.println("Aa hash=" + "Aa".hashCode() + " BB hash=" + "BB".hashCode());
        for (String s : new String[] {"one", "two", "Aa", "BB", "", "three", "AaAa", "BBBB"}) {
            System.out.println("classic(" + s + ") = " + classic(s));
        }
        for (String d : new String[] {"MON", "TUE", "SAT", "SUN", "THU", "xyz"}) {
            System.out.println(d + " -> " + arrow(d));
        }
        String[] ops = {"+", "-", "*", "/", "/", "%"};
        int[][] operands = {{7, 5}, {7, 5}, {7, 5}, {7, 2}, {1, 0}, {1, 1}};
        for (int i = 0; i < ops.length; i++) {
            try {
                System.out.println(operands[i][0] + " " + ops[i] + " " + operands[i][1] + " = " + yieldStyle(ops[i], operands[i][0], operands[i][1]));
            } catch (IllegalArgumentException e) {
                System.out.println("caught: " + e.getMessage());
            }
        }
        String nothing = null;
        try {
            classic(nothing);
        } catch (NullPointerException e) {
            System.out.println("switch on null string throws NPE");
        }
        int vowels = 0, consonants = 0, other = 0;
        for (String letter : "the quick brown fox".split("")) {
            switch (letter) {
                case "a", "e", "i", "o", "u" -> vowels++;
                case " " -> other++;
                default -> consonants++;
            }
        }
        System.out.println("vowels=" + vowels + " consonants=" + consonants + " spaces=" + other);
        int code = 3;
        String name = switch (code) {
            case 1 -> "one";
            case 2, 3 -> {
                String base = "two-or-three";
                yield base.toUpperCase();
            }
            default -> "many";
        };
        System.out.println("int switch expression: " + name);
        char grade = 'B';
        int points = switch (grade) {
            case 'A' -> 4;
            case 'B' -> 3;
            case 'C' -> 2;
            default -> 0;
        };
        System.out.println("char switch expression: " + points);
    }
}
