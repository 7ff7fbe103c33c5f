// EXPECT: ok
// COMPARE: java
// Classic recursion: Ackermann (small), Towers of Hanoi, memoised Fibonacci (long), permutations of a string,
// N-queens for n=6 (all solutions printed), power set, and mutual recursion (isEven/isOdd).
import java.util.*;

public class Recursion {
    static int ackermann(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    static void hanoi(int n, char from, char to, char via, List<String> moves) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to, moves);
        moves.add(n + ":" + from + to);
        hanoi(n - 1, via, to, from, moves);
    }

    static final Map<Integer, Long> memo = new HashMap<>();

    static long fib(int n) {
        if (n < 2) return n;
        Long cached = memo.get(n);
        if (cached != null) return cached;
        long v = fib(n - 1) + fib(n - 2);
        memo.put(n, v);
        return v;
    }

    static void permute(String prefix, String rest, List<String> out) {
        if (rest.isEmpty()) {
            out.add(prefix);
            return;
        }
        for (int i = 0; i < rest.length(); i++) {
            permute(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
        }
    }

    static void queens(int row, int[] cols, List<int[]> solutions) {
        int n = cols.length;
        if (row == n) {
            solutions.add(cols.clone());
            return;
        }
        for (int c = 0; c < n; c++) {
            boolean ok = true;
            for (int r = 0; r < row; r++) {
                if (cols[r] == c || Math.abs(cols[r] - c) == row - r) {
                    ok = false;
                    break;
                }
            }
            if (ok) {
                cols[row] = c;
                queens(row + 1, cols, solutions);
            }
        }
    }

    static List<List<Integer>> powerSet(List<Integer> items) {
        if (items.isEmpty()) {
            List<List<Integer>> base = new ArrayList<>();
            base.add(new ArrayList<>());
            return base;
        }
        List<List<Integer>> rest = powerSet(items.subList(1, items.size()));
        List<List<Integer>> out = new ArrayList<>(rest);
        for (List<Integer> s : rest) {
            List<Integer> with = new ArrayList<>();
            with.add(items.get(0));
            with.addAll(s);
            out.add(with);
        }
        return out;
    }

    static boolean isEven(int n) { return n == 0 || isOdd(n - 1); }

    static boolean isOdd(int n) { return n != 0 && isEven(n - 1); }

    static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

    public static void main(String[] args) {
        for (int m = 0; m <= 2; m++) {
            StringBuilder sb = new StringBuilder();
            for (int n = 0; n <= 4; n++) sb.append(ackermann(m, n)).append(' ');
            System.out.println("ackermann(" + m + ", 0..4) = " + sb.toString().trim());
        }
        System.out.println("ackermann(3, 3) = " + ackermann(3, 3));
        List<String> moves = new ArrayList<>();
        hanoi(4, 'A', 'C', 'B', moves);
        System.out.println("hanoi(4): " + moves.size() + " moves: " + String.join(" ", moves));
        System.out.println("fib(10)=" + fib(10) + " fib(50)=" + fib(50) + " fib(90)=" + fib(90) + " memo size=" + memo.size());
        List<String> perms = new ArrayList<>();
        permute("", "abcd", perms);
        System.out.println("permutations of abcd (" + perms.size() + "): " + perms);
        List<int[]> sols = new ArrayList<>();
        queens(0, new int[6], sols);
        System.out.println("6-queens solutions: " + sols.size());
        for (int[] s : sols) {
            System.out.println("  " + Arrays.toString(s));
            for (int c : s) System.out.println("    " + ".".repeat(c) + "Q" + ".".repeat(5 - c));
        }
        List<List<Integer>> ps = powerSet(List.of(1, 2, 3));
        System.out.println("power set of [1,2,3]: " + ps);
        System.out.println("isEven(10)=" + isEven(10) + " isOdd(7)=" + isOdd(7) + " isEven(7)=" + isEven(7) + " gcd(1071, 462)=" + gcd(1071, 462));
    }
}
