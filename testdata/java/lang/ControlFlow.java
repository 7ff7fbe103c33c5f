// EXPECT: ok
// COMPARE: java
// Control flow: labeled break/continue in nested loops, do/while (runs at least once), while with complex
// conditions, nested ternaries, short-circuit && || with side effects, switch fall-through, and for with several variables.
public class ControlFlow {
    static int calls;

    static boolean side(boolean v, String tag, StringBuilder log) {
        calls++;
        log.append(tag);
        return v;
    }

    public static void main(String[] args) {
        StringBuilder found = new StringBuilder();
        search:
        for (int i = 2; i < 50; i++) {
            for (int j = 2; j * j <= i; j++) {
                if (i % j == 0) {
                    continue search;              // not prime
                }
            }
            found.append(i).append(' ');
            if (i > 40) {
                break search;
            }
        }
        System.out.println("primes via labeled continue: " + found.toString().trim());
        int[][] grid = {{1, 2, 3}, {4, -5, 6}, {7, 8, 9}};
        int r = -1, c = -1;
        find:
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                if (grid[i][j] < 0) {
                    r = i;
                    c = j;
                    break find;
                }
            }
        }
        System.out.println("first negative at (" + r + "," + c + ")");
        int k = 100;
        int iterations = 0;
        do {
            iterations++;
            k /= 3;
        } while (k > 5);
        System.out.println("do/while: k=" + k + " iterations=" + iterations);
        int never = 0;
        do {
            never++;
        } while (false);
        System.out.println("do/while(false) body ran " + never + " time");
        long collatz = 27;
        int steps = 0;
        while (collatz != 1) {
            collatz = (collatz & 1) == 0 ? collatz / 2 : 3 * collatz + 1;
            steps++;
        }
        System.out.println("collatz(27) steps=" + steps);
        for (int i = -2; i <= 2; i++) {
            String s = i < 0 ? (i < -1 ? "very negative" : "negative") : i == 0 ? "zero" : i == 1 ? "one" : "many";
            System.out.print(s + (i < 2 ? ", " : "\n"));
        }
        StringBuilder log = new StringBuilder();
        boolean res = side(false, "a", log) && side(true, "b", log) || side(true, "c", log) && side(false, "d", log) || side(true, "e", log);
        System.out.println("short-circuit result=" + res + " evaluated=" + log + " calls=" + calls);
        log.setLength(0);
        boolean nonShort = side(false, "x", log) & side(true, "y", log) | side(false, "z", log);
        System.out.println("non-short-circuit result=" + nonShort + " evaluated=" + log + " xor=" + (true ^ nonShort));
        for (int month = 1; month <= 12; month += 1) {
            int days;
            switch (month) {
                case 2:
                    days = 28;
                    break;
                case 4:
                case 6:
                case 9:
                case 11:
                    days = 30;
                    break;
                default:
                    days = 31;
            }
            System.out.print(days + (month < 12 ? " " : "\n"));
        }
        StringBuilder fall = new StringBuilder();
        for (int level = 0; level < 4; level++) {
            switch (level) {
                case 0: fall.append("zero,");
                case 1: fall.append("one,");
                case 2: fall.append("two;"); break;
                default: fall.append("default;");
            }
        }
        System.out.println("fall-through: " + fall);
        StringBuilder pairs = new StringBuilder();
        for (int i = 0, j = 10; i < j; i += 2, j -= 3) {
            pairs.append('(').append(i).append(',').append(j).append(')');
        }
        System.out.println("two-variable for: " + pairs);
        int x = 7;
        x = x++ + ++x;           // 7 + 9
        int y = 5;
        y += y++ * 2;            // 5 + 10
        int z = 3;
        z = z-- - --z;           // 3 - 1
        System.out.println("increments: x=" + x + " y=" + y + " z=" + z);
        int count = 0;
        for (;;) {
            if (++count >= 5) break;
        }
        System.out.println("infinite for exited at " + count);
        Object o = 3.0;
        String kind = o instanceof Integer ? "Integer" : o instanceof Double d && d > 2 ? "big Double" : "other";
        System.out.println("instanceof chain: " + kind);
    }
}
