// EXPECT: ok
// COMPARE: java
// Lambdas with java.util.function: Function/BiFunction/Supplier/Consumer/Predicate/UnaryOperator/BinaryOperator,
// primitive specialisations, compose/andThen/negate/and/or, currying, recursion via a field, custom functional interfaces.
import java.util.ArrayList;
import java.util.List;
import java.util.function.*;

public class Lambdas {
    @FunctionalInterface
    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);

        default TriFunction<A, B, C, String> described() {
            return (a, b, c) -> a + "," + b + "," + c + " -> " + apply(a, b, c);
        }
    }

    static IntUnaryOperator factorial;

    static <T, R> List<R> mapAll(List<T> in, Function<? super T, ? extends R> f) {
        List<R> out = new ArrayList<>();
        for (T t : in) {
            out.add(f.apply(t));
        }
        return out;
    }

    public static void main(String[] args) {
        Function<Integer, Integer> inc = x -> x + 1;
        Function<Integer, Integer> dbl = x -> x * 2;
        System.out.println("inc.andThen(dbl)(5)=" + inc.andThen(dbl).apply(5) + " inc.compose(dbl)(5)=" + inc.compose(dbl).apply(5)
            + " identity=" + Function.<Integer>identity().apply(9));
        BiFunction<String, Integer, String> rep = (s, n) -> s.repeat(n);
        System.out.println("BiFunction: " + rep.apply("ab", 3) + " andThen length: " + rep.andThen(String::length).apply("xyz", 4));
        Supplier<List<String>> sup = ArrayList::new;
        List<String> fresh = sup.get();
        fresh.add("supplied");
        System.out.println("Supplier: " + fresh);
        StringBuilder log = new StringBuilder();
        Consumer<String> c1 = s -> log.append("[1:").append(s).append(']');
        Consumer<String> c2 = s -> log.append("[2:").append(s.length()).append(']');
        c1.andThen(c2).accept("hello");
        System.out.println("Consumer chain: " + log);
        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        for (String s : new String[] {"", "ab", "abcd"}) {
            System.out.println("'" + s + "' notEmpty=" + empty.negate().test(s) + " empty||long=" + empty.or(longish).test(s)
                + " !empty&&!long=" + empty.negate().and(longish.negate()).test(s) + " isEqual(ab)=" + Predicate.isEqual("ab").test(s));
        }
        UnaryOperator<String> shout = s -> s.toUpperCase() + "!";
        BinaryOperator<Integer> maxOp = BinaryOperator.maxBy(Integer::compare);
        System.out.println("UnaryOperator: " + shout.apply("hey") + " BinaryOperator.maxBy: " + maxOp.apply(3, 8) + " minBy: "
            + BinaryOperator.minBy(String.CASE_INSENSITIVE_ORDER).apply("b", "A"));
        IntBinaryOperator gcd = new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return b == 0 ? a : applyAsInt(b, a % b);
            }
        };
        System.out.println("gcd(84, 36)=" + gcd.applyAsInt(84, 36));
        factorial = n -> n <= 1 ? 1 : n * factorial.applyAsInt(n - 1);
        System.out.println("recursive lambda 10! = " + factorial.applyAsInt(10));
        IntPredicate even = n -> n % 2 == 0;
        IntFunction<String> stars = n -> "*".repeat(n);
        ToIntFunction<String> len = String::length;
        LongSupplier big = () -> 1L << 40;
        DoubleUnaryOperator half = d -> d / 2;
        ToDoubleBiFunction<Integer, Integer> ratio = (a, b) -> (double) a / b;
        System.out.println("primitive: " + even.test(4) + " " + stars.apply(3) + " " + len.applyAsInt("four") + " " + big.getAsLong() + " "
            + half.andThen(d -> d + 0.25).applyAsDouble(3) + " " + ratio.applyAsDouble(1, 3));
        Function<Integer, Function<Integer, Function<Integer, Integer>>> curried = a -> b -> c -> a * 100 + b * 10 + c;
        System.out.println("curried: " + curried.apply(1).apply(2).apply(3));
        TriFunction<Integer, Integer, Integer, Integer> vol = (a, b, c) -> a * b * c;
        System.out.println("TriFunction: " + vol.apply(2, 3, 4) + " described: " + vol.described().apply(1, 5, 7));
        System.out.println("mapAll: " + mapAll(List.of("a", "bb", "ccc"), String::length) + " " + mapAll(List.of(1, 2, 3), i -> "n" + i));
        BiConsumer<String, Integer> printer = (k, v) -> System.out.println("  " + k + " => " + v);
        printer.accept("answer", 42);
        Runnable r = () -> System.out.println("runnable lambda ran");
        r.run();
        BooleanSupplier yes = () -> true;
        ObjIntConsumer<StringBuilder> appendN = (sb, n) -> sb.append(n);
        StringBuilder sb = new StringBuilder("n=");
        appendN.accept(sb, 7);
        System.out.println("BooleanSupplier " + yes.getAsBoolean() + ", ObjIntConsumer " + sb);
        List<IntSupplier> adders = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            int k = i;
            adders.add(() -> k * k);
        }
        int total = 0;
        for (IntSupplier s : adders) total += s.getAsInt();
        System.out.println("captured loop values sum of squares: " + total);
    }
}
