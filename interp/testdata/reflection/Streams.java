import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class Streams {
    record Person(String name, int age, String city) {}

    public static void main(String[] args) {
        List<Integer> nums = IntStream.range(0, 10).boxed().collect(Collectors.toList());
        System.out.println(nums);
        System.out.println(nums.stream().filter(n -> n % 2 == 0).map(n -> n * n).collect(Collectors.toList()));
        System.out.println(Stream.of("pear", "apple", "fig", "apple", "kiwi").distinct().sorted().collect(Collectors.joining(", ", "[", "]")));
        System.out.println(Stream.of("pear", "apple", "fig").sorted(Comparator.comparing(String::length).reversed()).collect(Collectors.toList()));
        System.out.println(IntStream.rangeClosed(1, 5).reduce(1, (a, b) -> a * b));
        System.out.println(nums.stream().reduce(Integer::sum).get());
        System.out.println(Stream.iterate(1, x -> x * 3).limit(6).collect(Collectors.toList()));
        List<Person> people = List.of(new Person("Ann", 31, "Oslo"), new Person("Bob", 25, "Rome"),
                new Person("Cid", 42, "Oslo"), new Person("Dee", 19, "Bern"), new Person("Eve", 25, "Rome"));
        Map<String, List<String>> byCity = people.stream().collect(Collectors.groupingBy(Person::city, TreeMap::new,
                Collectors.mapping(Person::name, Collectors.toList())));
        System.out.println(byCity);
        Map<Boolean, Long> adults = people.stream().collect(Collectors.partitioningBy(p -> p.age() >= 30, Collectors.counting()));
        System.out.println(adults);
        System.out.println(people.stream().mapToInt(Person::age).summaryStatistics());
        System.out.println(people.stream().max(Comparator.comparingInt(Person::age)).map(Person::name).orElse("none"));
        System.out.println(people.stream().map(Person::name).collect(Collectors.joining("|")));
        Map<String, Integer> ages = people.stream().collect(Collectors.toMap(Person::name, Person::age, (a, b) -> a, TreeMap::new));
        System.out.println(ages);
        System.out.println(IntStream.of(3, 1, 2).sorted().mapToObj(Integer::toString).collect(Collectors.joining(",")));
        System.out.println(Arrays.stream(new int[] {4, 5, 6}).map(x -> x * 2).sum());
        System.out.println(Stream.of(List.of(1, 2), List.of(3), List.<Integer>of()).flatMap(List::stream).count());
        System.out.println(DoubleStream.of(1.5, 2.5).average().getAsDouble());
        System.out.println(Stream.of("a", "b", "c").anyMatch("b"::equals) + " " + Stream.of(1, 2).allMatch(x -> x > 1));
        System.out.println(LongStream.range(0, 5).skip(2).boxed().collect(Collectors.toSet()));
        Supplier<List<String>> sup = ArrayList::new;
        List<String> l = sup.get();
        l.add("x");
        System.out.println(l);
        System.out.println(people.stream().sorted(Comparator.comparing(Person::age).thenComparing(Person::name, Comparator.reverseOrder())).map(Person::toString).collect(Collectors.toList()));
    }
}
