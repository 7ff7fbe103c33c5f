// EXPECT: ok
// COMPARE: java
// java.util.Objects: equals/deepEquals/hash/hashCode/toString(o, default)/requireNonNull (with message and
// supplier)/requireNonNullElse/isNull/nonNull/compare/checkIndex, used to implement a value class correctly.
import java.util.*;
import java.util.stream.*;

public class ObjectsUtil {
    static final class Book {
        private final String title;
        private final String author;
        private final int year;
        private final String[] tags;

        Book(String title, String author, int year, String... tags) {
            this.title = Objects.requireNonNull(title, "title must not be null");
            this.author = Objects.requireNonNullElse(author, "anonymous");
            this.year = year;
            this.tags = tags;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Book)) return false;
            Book b = (Book) o;
            return year == b.year && Objects.equals(title, b.title) && Objects.equals(author, b.author) && Arrays.equals(tags, b.tags);
        }

        @Override
        public int hashCode() {
            return Objects.hash(title, author, year) * 31 + Arrays.hashCode(tags);
        }

        @Override
        public String toString() {
            return "Book{" + title + ", " + author + ", " + year + ", " + Arrays.toString(tags) + "}";
        }
    }

    public static void main(String[] args) {
        Book b1 = new Book("Dune", "Herbert", 1965, "scifi", "classic");
        Book b2 = new Book("Dune", "Herbert", 1965, "scifi", "classic");
        Book b3 = new Book("Untitled", null, 2001);
        System.out.println(b1 + " equals " + b2 + ": " + b1.equals(b2) + " hash equal: " + (b1.hashCode() == b2.hashCode()) + " hash=" + b1.hashCode());
        System.out.println(b3 + " hash=" + b3.hashCode());
        try {
            new Book(null, "x", 1);
        } catch (NullPointerException e) {
            System.out.println("requireNonNull message: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null, () -> "lazy message " + 42);
        } catch (NullPointerException e) {
            System.out.println("requireNonNull supplier: " + e.getMessage());
        }
        try {
            Objects.requireNonNullElse(null, null);
        } catch (NullPointerException e) {
            System.out.println("requireNonNullElse both null: " + e.getMessage());
        }
        System.out.println("requireNonNullElseGet: " + Objects.requireNonNullElseGet(null, () -> "generated"));
        System.out.println("equals: " + Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals(null, "a") + " "
            + Objects.equals(1, 1L));
        int[] x = {1, 2}, y = {1, 2};
        System.out.println("deepEquals arrays: " + Objects.deepEquals(x, y) + " equals arrays: " + Objects.equals(x, y) + " deepEquals nested: "
            + Objects.deepEquals(new int[][] {{1}}, new int[][] {{1}}));
        System.out.println("hash: " + Objects.hash("a", "b") + " " + Objects.hash((Object) null) + " " + Objects.hashCode("a") + " " + Arrays.hashCode(new Object[] {"a", "b"}));
        System.out.println("toString: " + Objects.toString(null) + " " + Objects.toString(null, "default") + " " + Objects.toString(12, "d"));
        List<String> items = Arrays.asList("x", null, "y", null, "z");
        System.out.println("nonNull filter: " + items.stream().filter(Objects::nonNull).collect(Collectors.joining(",")) + " isNull count: "
            + items.stream().filter(Objects::isNull).count());
        System.out.println("compare with comparator: " + Objects.compare("b", "a", Comparator.naturalOrder()) + " same ref: "
            + Objects.compare(null, null, Comparator.<String>naturalOrder()));
        for (int idx : new int[] {0, 4, 5, -1}) {
            try {
                System.out.println("checkIndex(" + idx + ", 5) = " + Objects.checkIndex(idx, 5));
            } catch (IndexOutOfBoundsException e) {
                System.out.println("checkIndex(" + idx + ", 5): " + e.getMessage());
            }
        }
        try {
            Objects.checkFromToIndex(2, 7, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkFromToIndex: " + e.getMessage());
        }
        try {
            Objects.checkFromIndexSize(3, 4, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkFromIndexSize: " + e.getMessage());
        }
        Set<Book> shelf = new HashSet<>(List.of(b1, b3));
        System.out.println("set contains equal book: " + shelf.contains(b2) + " size after adding duplicate: " + (shelf.add(b2) ? "grew" : "same"));
    }
}
