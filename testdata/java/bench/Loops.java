// EXPECT: ok
// COMPARE: java
// CPU-bound benchmark: nested integer and long arithmetic loops.
public class Loops {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3000;
        long sum = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                sum += (i * j) ^ (i + j);
            }
        }
        System.out.println(sum);
    }
}
