// EXPECT: ok
// COMPARE: java
// Method references of every kind: static, bound instance (incl. this::/super::), unbound instance, constructor
// (class, generic, array int[]::new), and references to overloaded and varargs methods.
import java.util.*;
import java.util.function.*;

public class MethodRefs {
    static class Base {
        String hello(String who) {
            return "Base hello " + who;
        }
    }

    static class Greeter extends Base {
        private final String greeting;

        Greeter(String greeting) {
            this.greeting = greeting;
        }

        Greeter() {
            this("Hi");
        }

        String greet(String name) {
            return greeting + ", " + name;
        }

        @Override
        String hello(String who) {
            return "Greeter hello " + who;
        }

        List<String> all(List<String> names) {
            Function<String, String> mine = this::hello;
            Function<String, String> parent = super::hello;
            List<String> out = new ArrayList<>();
            for (String n : names) {
                out.add(mine.apply(n) + " / " + parent.apply(n));
            }
            return out;
        }
    }

    static int twice(int x) {
        return 2 * x;
    }

    static String joinAll(String... parts) {
        return String.join("+", parts);
    }

    public static void main(String[] args) {
        IntUnaryOperator st = MethodRefs::twice;
        Function<String, Integer> parse = Integer::parseInt;
        BiFunction<Integer, Integer, Integer> max = Math::max;
        System.out.println("static: " + st.applyAsInt(21) + " " + (parse.apply("41") + 1) + " " + max.apply(3, 9));

        Greeter g = new Greeter("Howdy");
        Function<String, String> bound = g::greet;
        Supplier<String> boundToString = "literal"::toUpperCase;
        System.out.println("bound: " + bound.apply("partner") + " " + boundToString.get());
        System.out.println("this:: and super:: " + g.all(List.of("x", "y")));

        Function<String, Integer> unbound = String::length;
        BiFunction<String, String, Boolean> starts = String::startsWith;
        BiFunction<Greeter, String, String> unboundGreet = Greeter::greet;
        Comparator<String> cmp = String::compareToIgnoreCase;
        System.out.println("unbound: " + unbound.apply("four") + " " + starts.apply("prefix", "pre") + " " + unboundGreet.apply(new Greeter(), "you")
            + " " + cmp.compare("ABC", "abd"));

        Supplier<Greeter> ctor0 = Greeter::new;
        Function<String, Greeter> ctor1 = Greeter::new;
        Function<Integer, int[]> arr = int[]::new;
        IntFunction<String[]> sarr = String[]::new;
        Supplier<TreeMap<String, Integer>> mapCtor = TreeMap::new;
        System.out.println("ctor: " + ctor0.get().greet("a") + " | " + ctor1.apply("Yo").greet("b") + " | int[" + arr.apply(5).length + "] | String["
            + sarr.apply(2).length + "] | " + mapCtor.get().getClass().getSimpleName());
        Function<String, StringBuilder> sbNew = StringBuilder::new;
        System.out.println("StringBuilder::new(String): " + sbNew.apply("abc").reverse());

        Function<String[], String> varargs = MethodRefs::joinAll;
        BiFunction<String, String, String> two = MethodRefs::joinAll;
        System.out.println("varargs refs: " + varargs.apply(new String[] {"a", "b", "c"}) + " " + two.apply("x", "y"));

        List<String> words = new ArrayList<>(List.of("delta", "Alpha", "charlie", "Bravo"));
        words.sort(String::compareToIgnoreCase);
        System.out.println("sorted by ref: " + words);
        words.replaceAll(String::toUpperCase);
        words.forEach(System.out::println);
        String[] asArray = words.stream().map(String::toLowerCase).toArray(String[]::new);
        System.out.println("toArray(String[]::new): " + Arrays.toString(asArray) + " " + asArray.getClass().getSimpleName());
        Function<Integer, String> hex = Integer::toHexString;
        Function<Object, String> valueOf = String::valueOf;
        System.out.println("overloaded refs: " + hex.apply(255) + " " + valueOf.apply(3.5));
        Optional<String> opt = Optional.of("method-ref");
        System.out.println("Optional.map(String::length): " + opt.map(String::length).orElse(-1));
        Runnable printer = System.out::println;
        printer.run();
        System.out.println("after empty println");
    }
}
