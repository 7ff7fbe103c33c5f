// EXPECT: ok
// COMPARE: java
// Sequential streams: IntStream.range/rangeClosed/iterate, map/filter/reduce, collect(toList/joining/toSet in a
// TreeSet), sum/average/min/max/count, boxed, mapToObj, sorted, distinct, limit/skip, anyMatch/allMatch/noneMatch, findFirst.
import java.util.*;
import java.util.stream.*;

public class StreamsBasic {
    public static void main(String[] args) {
        System.out.println("range(0,10) sum=" + IntStream.range(0, 10).sum() + " rangeClosed(1,10) product="
            + IntStream.rangeClosed(1, 10).asLongStream().reduce(1, (a, b) -> a * b));
        System.out.println("squares of evens: " + IntStream.range(0, 20).filter(i -> i % 2 == 0).map(i -> i * i).boxed().collect(Collectors.toList()));
        System.out.println("average: " + IntStream.of(1, 2, 3, 4).average().getAsDouble() + " empty average present: "
            + IntStream.empty().average().isPresent());
        IntSummaryStatistics stats = IntStream.of(4, 8, 15, 16, 23, 42).summaryStatistics();
        System.out.println("stats: " + stats);
        System.out.println("min=" + IntStream.of(5, 3, 9).min().getAsInt() + " max=" + IntStream.of(5, 3, 9).max().getAsInt()
            + " count=" + IntStream.range(0, 1000).filter(i -> i % 7 == 0).count());
        List<String> words = List.of("stream", "lambda", "java", "jvm", "bytecode", "java", "class", "lambda", "heap");
        System.out.println("joined: " + words.stream().collect(Collectors.joining(", ", "{", "}")));
        System.out.println("distinct sorted: " + words.stream().distinct().sorted().collect(Collectors.toList()));
        System.out.println("by length then alpha: " + words.stream().distinct().sorted(Comparator.comparing(String::length).thenComparing(s -> s))
            .collect(Collectors.joining(" ")));
        System.out.println("upper of first 3 skipping 2: " + words.stream().skip(2).limit(3).map(String::toUpperCase).collect(Collectors.toList()));
        System.out.println("total chars: " + words.stream().mapToInt(String::length).sum() + " reduce concat: "
            + words.stream().limit(3).reduce("", (a, b) -> a + b.charAt(0)));
        System.out.println("anyMatch j*: " + words.stream().anyMatch(w -> w.startsWith("j")) + " allMatch len>2: "
            + words.stream().allMatch(w -> w.length() > 2) + " noneMatch empty: " + words.stream().noneMatch(String::isEmpty));
        System.out.println("findFirst len 4: " + words.stream().filter(w -> w.length() == 4).findFirst().orElse("none")
            + " findFirst len 20: " + words.stream().filter(w -> w.length() == 20).findFirst().orElse("none"));
        System.out.println("to TreeSet: " + words.stream().collect(Collectors.toCollection(TreeSet::new)));
        System.out.println("mapToObj: " + IntStream.rangeClosed(1, 5).mapToObj(i -> "#" + i).collect(Collectors.joining("")));
        System.out.println("iterate powers of 3: " + IntStream.iterate(1, i -> i * 3).limit(10).boxed().collect(Collectors.toList()));
        System.out.println("iterate with predicate: " + Stream.iterate(1, i -> i < 200, i -> i * 2).map(String::valueOf).collect(Collectors.joining(",")));
        System.out.println("generate: " + Stream.generate(() -> "ab").limit(3).collect(Collectors.joining()));
        System.out.println("flatMap chars: " + Stream.of("ab", "cd", "e").flatMap(s -> s.chars().mapToObj(c -> (char) c)).collect(Collectors.toList()));
        System.out.println("doubles: " + DoubleStream.of(0.1, 0.2, 0.3).sum() + " " + DoubleStream.of(1.5, 2.5).map(Math::floor).boxed().collect(Collectors.toList()));
        System.out.println("primes < 60: " + IntStream.range(2, 60).filter(StreamsBasic::isPrime).boxed().collect(Collectors.toList()));
        List<Integer> peeked = new ArrayList<>();
        int s = Stream.of(3, 1, 4, 1, 5, 9, 2, 6).peek(peeked::add).filter(x -> x > 2).mapToInt(Integer::intValue).sum();
        System.out.println("peek saw " + peeked + " sum>2=" + s);
        System.out.println("Arrays.stream slice: " + Arrays.stream(new int[] {9, 8, 7, 6, 5}, 1, 4).boxed().collect(Collectors.toList())
            + " toArray: " + Arrays.toString(Stream.of("x", "y").toArray()));
        System.out.println("sorted reverse: " + Stream.of(5, 2, 8, 1).sorted(Comparator.reverseOrder()).collect(Collectors.toList())
            + " takeWhile: " + Stream.of(1, 2, 3, 10, 4).takeWhile(x -> x < 5).collect(Collectors.toList())
            + " dropWhile: " + Stream.of(1, 2, 3, 10, 4).dropWhile(x -> x < 5).collect(Collectors.toList()));
        System.out.println("Stream.toList unmodifiable: " + unmodifiable(Stream.of(1, 2).toList()) + " collect toList modifiable: "
            + !unmodifiable(Stream.of(1, 2).collect(Collectors.toList())));
        System.out.println("String.chars sum: " + "hello".chars().sum() + " codePoints count: " + "a😀b".codePoints().count()
            + " summing: " + words.stream().collect(Collectors.summingInt(String::length))
            + " averaging: " + words.stream().collect(Collectors.averagingInt(String::length)));
    }

    static boolean isPrime(int n) {
        return n > 1 && IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0);
    }

    static boolean unmodifiable(List<Integer> l) {
        try {
            l.add(3);
            return false;
        } catch (UnsupportedOperationException e) {
            return true;
        }
    }
}
