// EXPECT: ok
// COMPARE: java
// CPU-bound benchmark: sieve of Eratosthenes over a boolean array, repeated.
public class Sieve {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2_000_000;
        int count = 0;
        for (int round = 0; round < 5; round++) {
            boolean[] composite = new boolean[n + 1];
            count = 0;
            for (int i = 2; i <= n; i++) {
                if (!composite[i]) {
                    count++;
                    for (long j = (long) i * i; j <= n; j += i) {
                        composite[(int) j] = true;
                    }
                }
            }
        }
        System.out.println(count);
    }
}
