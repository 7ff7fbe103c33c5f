// EXPECT: ok
// COMPARE: java
// Optional: of/ofNullable/empty, map/flatMap/filter, orElse vs orElseGet laziness, orElseThrow (NoSuchElementException
// and custom supplier caught), ifPresent/ifPresentOrElse, or, stream, toString/equals, and OptionalInt/OptionalDouble.
import java.util.*;
import java.util.stream.*;

public class Optionals {
    record User(String name, String email) {}

    static final Map<Integer, User> USERS = Map.of(1, new User("ada", "ada@example.org"), 2, new User("bob", null));

    static Optional<User> find(int id) {
        return Optional.ofNullable(USERS.get(id));
    }

    static int defaults;

    static String fallback() {
        defaults++;
        return "computed-default";
    }

    public static void main(String[] args) {
        for (int id = 1; id <= 3; id++) {
            Optional<User> u = find(id);
            String email = u.map(User::email).orElse("<no email>");
            String domain = u.flatMap(x -> Optional.ofNullable(x.email())).map(e -> e.substring(e.indexOf('@') + 1)).orElse("-");
            System.out.println("user " + id + ": present=" + u.isPresent() + " empty=" + u.isEmpty() + " email=" + email + " domain=" + domain);
        }
        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        System.out.println("toString: " + some + " " + none + " equals: " + some.equals(Optional.of("value")) + " " + none.equals(Optional.empty()));
        System.out.println("orElse evaluates eagerly: " + some.orElse(fallback()) + " defaults=" + defaults);
        System.out.println("orElseGet is lazy: " + some.orElseGet(Optionals::fallback) + " defaults=" + defaults);
        System.out.println("orElseGet on empty: " + none.orElseGet(Optionals::fallback) + " defaults=" + defaults);
        System.out.println("filter: " + some.filter(s -> s.startsWith("v")) + " " + some.filter(String::isEmpty));
        System.out.println("or: " + none.or(() -> Optional.of("alternative")).get() + " map to null: " + some.map(s -> null));
        try {
            none.get();
        } catch (NoSuchElementException e) {
            System.out.println("get on empty: NoSuchElementException " + e.getMessage());
        }
        try {
            none.orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow(): " + e.getMessage());
        }
        try {
            find(9).orElseThrow(() -> new IllegalArgumentException("no user with id 9"));
        } catch (IllegalArgumentException e) {
            System.out.println("orElseThrow(supplier): " + e.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException e) {
            System.out.println("Optional.of(null) -> NullPointerException");
        }
        StringBuilder sb = new StringBuilder();
        some.ifPresent(v -> sb.append("saw ").append(v));
        none.ifPresent(v -> sb.append("never"));
        none.ifPresentOrElse(v -> sb.append("never"), () -> sb.append("; empty branch"));
        System.out.println("ifPresent: " + sb);
        List<Optional<Integer>> opts = List.of(Optional.of(3), Optional.empty(), Optional.of(7), Optional.empty(), Optional.of(-1));
        System.out.println("stream flatten: " + opts.stream().flatMap(Optional::stream).collect(Collectors.toList()));
        Optional<Integer> firstBig = opts.stream().flatMap(Optional::stream).filter(x -> x > 5).findFirst();
        System.out.println("firstBig: " + firstBig + " max: " + Stream.of(4, 9, 2).max(Integer::compare) + " min of empty: "
            + Stream.<Integer>empty().min(Integer::compare));
        OptionalInt oi = IntStream.of(5, 8, 1).max();
        OptionalDouble od = IntStream.empty().average();
        OptionalLong ol = LongStream.of(10L).findFirst();
        System.out.println("OptionalInt: " + oi + " getAsInt=" + oi.getAsInt() + " OptionalDouble: " + od + " orElse=" + od.orElse(-1.0)
            + " OptionalLong: " + ol + " " + OptionalInt.empty().isPresent());
        String chained = find(1).map(User::name).map(String::toUpperCase).filter(n -> n.length() == 3).map(n -> n + "!").orElse("?");
        System.out.println("chained: " + chained + " hash of empty: " + Optional.empty().hashCode() + " hash of some: " + some.hashCode());
    }
}
