// EXPECT: ok
// COMPARE: java
// Comparator combinators: comparing/comparingInt/thenComparing/reversed/reverseOrder/naturalOrder/nullsFirst/
// nullsLast, stable sort of records by several keys, and max/min with comparators.
import java.util.*;

public class Comparators {
    record Person(String name, String city, int age, double score) {}

    public static void main(String[] args) {
        List<Person> people = new ArrayList<>(List.of(
            new Person("Alice", "Paris", 30, 88.5),
            new Person("Bob", "Berlin", 25, 92.0),
            new Person("Carol", "Paris", 35, 75.25),
            new Person("Dave", "Berlin", 25, 60.0),
            new Person("Eve", "Athens", 30, 92.0),
            new Person("frank", "athens", 41, 70.0),
            new Person("Gina", "Paris", 30, 88.5)));

        people.sort(Comparator.comparing(Person::name));
        System.out.println("by name: " + names(people));
        people.sort(Comparator.comparing(Person::name, String.CASE_INSENSITIVE_ORDER));
        System.out.println("by name ignoring case: " + names(people));
        people.sort(Comparator.comparingInt(Person::age));
        System.out.println("by age (stable): " + names(people));
        people.sort(Comparator.comparingInt(Person::age).reversed());
        System.out.println("by age reversed: " + names(people));
        people.sort(Comparator.comparing(Person::city).thenComparing(Person::age, Comparator.reverseOrder()).thenComparing(Person::name));
        System.out.println("city, age desc, name: " + names(people));
        people.sort(Comparator.comparingDouble(Person::score).reversed().thenComparing(Person::name, Comparator.reverseOrder()));
        System.out.println("score desc, name desc: " + names(people));
        Comparator<Person> byCityCi = Comparator.comparing(p -> p.city().toLowerCase());
        people.sort(byCityCi.thenComparingInt(Person::age).thenComparingDouble(Person::score));
        System.out.println("city (ci), age, score: " + names(people));

        System.out.println("max by score then name: " + Collections.max(people, Comparator.comparingDouble(Person::score).thenComparing(Person::name)).name());
        System.out.println("min by age then city: " + people.stream().min(Comparator.comparingInt(Person::age).thenComparing(Person::city)).get().name());

        List<String> withNulls = new ArrayList<>(Arrays.asList("pear", null, "apple", "fig", null, "banana"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println("nullsFirst: " + withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())));
        System.out.println("nullsLast by length then reverse: " + withNulls);

        Integer[] nums = {5, -3, 12, 0, -3, 7, 100, -50};
        Arrays.sort(nums, Comparator.comparing(Math::abs));
        System.out.println("by abs: " + Arrays.toString(nums));
        Arrays.sort(nums, Collections.reverseOrder());
        System.out.println("reverseOrder: " + Arrays.toString(nums));
        Arrays.sort(nums, (a, b) -> Integer.compare(a % 10, b % 10));
        System.out.println("by last digit (sign kept): " + Arrays.toString(nums));

        Comparator<String> custom = new Comparator<>() {
            @Override
            public int compare(String a, String b) {
                int va = vowels(a), vb = vowels(b);
                return va != vb ? Integer.compare(vb, va) : a.compareTo(b);
            }
        };
        List<String> words = new ArrayList<>(List.of("sky", "banana", "queue", "apple", "rhythm", "aeiou", "idea"));
        words.sort(custom);
        System.out.println("by vowel count desc: " + words);
        TreeSet<String> ts = new TreeSet<>(custom.reversed());
        ts.addAll(words);
        System.out.println("TreeSet reversed comparator: " + ts + " first=" + ts.first());
        System.out.println("compare results: " + Comparator.<Integer>naturalOrder().compare(1, 2) + " "
            + Comparator.<Integer>reverseOrder().compare(1, 2));
    }

    static int vowels(String s) {
        int n = 0;
        for (char c : s.toCharArray()) {
            if ("aeiou".indexOf(c) >= 0) n++;
        }
        return n;
    }

    static List<String> names(List<Person> ps) {
        List<String> out = new ArrayList<>();
        for (Person p : ps) out.add(p.name());
        return out;
    }
}
