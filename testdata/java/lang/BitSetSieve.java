// EXPECT: ok
// COMPARE: java
// Sieve of Eratosthenes on java.util.BitSet and on a hand-rolled long[] bit set (shifts with masking, >>> 6,
// 1L << i), cardinality/nextSetBit/nextClearBit, BitSet algebra (and/or/xor/andNot) and toString.
import java.util.BitSet;

public class BitSetSieve {
    static BitSet sieve(int n) {
        BitSet composite = new BitSet(n + 1);
        composite.set(0);
        composite.set(1);
        for (int i = 2; (long) i * i <= n; i = composite.nextClearBit(i + 1)) {
            for (int j = i * i; j <= n; j += i) composite.set(j);
        }
        BitSet primes = new BitSet(n + 1);
        primes.set(0, n + 1);
        primes.andNot(composite);
        return primes;
    }

    static final class Bits {
        final long[] words;

        Bits(int n) {
            words = new long[(n + 63) >>> 6];
        }

        void set(int i) {
            words[i >>> 6] |= 1L << i;           // shift count masked to i & 63
        }

        boolean get(int i) {
            return (words[i >>> 6] & (1L << i)) != 0;
        }

        int cardinality() {
            int c = 0;
            for (long w : words) c += Long.bitCount(w);
            return c;
        }
    }

    static Bits manualSieve(int n) {
        Bits composite = new Bits(n + 1);
        for (int i = 2; i * i <= n; i++) {
            if (!composite.get(i)) {
                for (int j = i * i; j <= n; j += i) composite.set(j);
            }
        }
        Bits primes = new Bits(n + 1);
        for (int i = 2; i <= n; i++) if (!composite.get(i)) primes.set(i);
        return primes;
    }

    public static void main(String[] args) {
        BitSet p = sieve(200);
        System.out.println("primes <= 200: " + p);
        System.out.println("count=" + p.cardinality() + " length=" + p.length() + " first=" + p.nextSetBit(0) + " after 100=" + p.nextSetBit(101)
            + " prev of 100=" + p.previousSetBit(100) + " first clear after 2=" + p.nextClearBit(2));
        BitSet big = sieve(100_000);
        System.out.println("primes below 100000: " + big.cardinality() + ", largest: " + big.previousSetBit(100_000));
        Bits manual = manualSieve(100_000);
        boolean same = true;
        for (int i = 0; i <= 100_000; i++) {
            if (manual.get(i) != big.get(i)) {
                same = false;
                break;
            }
        }
        System.out.println("manual sieve cardinality " + manual.cardinality() + " agrees with BitSet: " + same + " words=" + manual.words.length);
        System.out.println("first manual word: " + Long.toBinaryString(manual.words[0]) + " (" + Long.toHexString(manual.words[0]) + ")");
        int twins = 0;
        for (int i = big.nextSetBit(0); i >= 0 && i + 2 <= 100_000; i = big.nextSetBit(i + 1)) {
            if (big.get(i + 2)) twins++;
        }
        System.out.println("twin prime pairs below 100000: " + twins);
        BitSet evens = new BitSet();
        BitSet threes = new BitSet();
        for (int i = 0; i < 30; i += 2) evens.set(i);
        for (int i = 0; i < 30; i += 3) threes.set(i);
        BitSet and = (BitSet) evens.clone();
        and.and(threes);
        BitSet or = (BitSet) evens.clone();
        or.or(threes);
        BitSet xor = (BitSet) evens.clone();
        xor.xor(threes);
        System.out.println("evens&threes=" + and + "\nevens|threes=" + or + "\nevens^threes=" + xor);
        System.out.println("intersects: " + evens.intersects(threes) + " equals clone: " + evens.equals(evens.clone()) + " size>=length: "
            + (evens.size() >= evens.length()));
        BitSet flip = new BitSet();
        flip.flip(3, 9);
        flip.clear(5);
        System.out.println("flip/clear: " + flip + " toLongArray: " + java.util.Arrays.toString(flip.toLongArray()) + " valueOf: "
            + BitSet.valueOf(new long[] {0b1011L}));
        System.out.println("Goldbach check 4..200: " + goldbach(p));
    }

    static String goldbach(BitSet primes) {
        StringBuilder sb = new StringBuilder();
        for (int n = 4; n <= 200; n += 2) {
            int a = 2;
            while (!(primes.get(a) && primes.get(n - a))) a = primes.nextSetBit(a + 1);
            if (n % 40 == 0) sb.append(n).append('=').append(a).append('+').append(n - a).append(' ');
        }
        return sb.toString().trim();
    }
}
