// EXPECT: ok
// COMPARE: java
// Stream collectors: groupingBy into a TreeMap with counting/mapping/summing downstreams, partitioningBy,
// toMap with merge function and TreeMap supplier, collectingAndThen, summarizingDouble statistics, and flatMap over nested data.
import java.util.*;
import java.util.function.Function;
import java.util.stream.*;

public class StreamsGrouping {
    record Sale(String region, String product, int units, double price) {
        double revenue() {
            return units * price;
        }
    }

    public static void main(String[] args) {
        List<Sale> sales = List.of(
            new Sale("north", "apple", 10, 0.5), new Sale("south", "apple", 4, 0.55), new Sale("north", "pear", 7, 0.8),
            new Sale("east", "plum", 12, 0.3), new Sale("south", "pear", 3, 0.75), new Sale("north", "apple", 6, 0.5),
            new Sale("east", "apple", 9, 0.45), new Sale("west", "kiwi", 20, 0.25), new Sale("south", "plum", 1, 0.35));

        Map<String, Long> countByRegion = sales.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.counting()));
        System.out.println("count by region: " + countByRegion);
        Map<String, Integer> unitsByProduct = sales.stream()
            .collect(Collectors.groupingBy(Sale::product, TreeMap::new, Collectors.summingInt(Sale::units)));
        System.out.println("units by product: " + unitsByProduct);
        Map<String, List<String>> productsByRegion = sales.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new,
            Collectors.mapping(Sale::product, Collectors.collectingAndThen(Collectors.toCollection(TreeSet::new), ArrayList::new))));
        System.out.println("products by region: " + productsByRegion);
        Map<String, Double> revenue = sales.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.summingDouble(Sale::revenue)));
        revenue.forEach((r, v) -> System.out.printf("  revenue %-5s %.2f%n", r, v));
        Map<Boolean, List<String>> bigSmall = sales.stream().collect(Collectors.partitioningBy(s -> s.units() >= 7,
            Collectors.mapping(s -> s.region() + "/" + s.product(), Collectors.toList())));
        System.out.println("partition units>=7: " + bigSmall);
        Map<String, Optional<Sale>> best = sales.stream().collect(Collectors.groupingBy(Sale::product, TreeMap::new,
            Collectors.maxBy(Comparator.comparingDouble(Sale::revenue))));
        best.forEach((p, s) -> System.out.println("  best " + p + ": " + s.map(x -> x.region() + " " + x.revenue()).orElse("-")));
        Map<String, Integer> firstUnits = sales.stream().collect(Collectors.toMap(Sale::product, Sale::units, Integer::sum, TreeMap::new));
        System.out.println("toMap merged: " + firstUnits);
        try {
            sales.stream().collect(Collectors.toMap(Sale::product, Sale::units));
        } catch (IllegalStateException e) {
            System.out.println("duplicate key: " + e.getMessage());
        }
        String text = "the cat and the hat and the bat sat on the mat";
        Map<String, Long> freq = Arrays.stream(text.split(" ")).collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
        System.out.println("word freq: " + freq);
        List<Map.Entry<String, Long>> top = freq.entrySet().stream()
            .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .limit(3).collect(Collectors.toList());
        System.out.println("top 3: " + top);
        Map<Integer, List<String>> byLength = Arrays.stream(text.split(" ")).distinct()
            .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        System.out.println("by length: " + byLength);
        Map<Character, String> byInitial = Stream.of("alpha", "beta", "avocado", "blueberry", "cherry")
            .collect(Collectors.groupingBy(s -> s.charAt(0), TreeMap::new, Collectors.joining("|")));
        System.out.println("by initial: " + byInitial);
        List<List<Integer>> nested = List.of(List.of(1, 2, 3), List.of(), List.of(4, 5), List.of(6));
        System.out.println("flattened: " + nested.stream().flatMap(List::stream).map(i -> i * 10).collect(Collectors.toList())
            + " flatMapToInt sum: " + nested.stream().flatMapToInt(l -> l.stream().mapToInt(Integer::intValue)).sum());
        DoubleSummaryStatistics ds = sales.stream().collect(Collectors.summarizingDouble(Sale::price));
        System.out.printf("price stats: count=%d min=%.2f max=%.2f avg=%.4f sum=%.2f%n", ds.getCount(), ds.getMin(), ds.getMax(), ds.getAverage(), ds.getSum());
        System.out.println("regions joined: " + sales.stream().map(Sale::region).distinct().sorted().collect(Collectors.joining(",", "[", "]")));
        Map<String, Map<String, Integer>> pivot = sales.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new,
            Collectors.groupingBy(Sale::product, TreeMap::new, Collectors.summingInt(Sale::units))));
        System.out.println("pivot: " + pivot);
        System.out.println("counting distinct products: " + sales.stream().map(Sale::product).collect(Collectors.toSet()).size());
    }
}
