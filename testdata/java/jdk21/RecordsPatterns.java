// EXPECT: ok
// COMPARE: java
// JDK: 21
// Java 21 language on JDK 21 and 25: records with compact constructors, sealed
// interfaces, pattern matching for switch with record patterns and guards,
// instanceof patterns, enhanced switch on enums and strings, text blocks,
// var in lambdas, String.format and formatted.
import java.util.List;

public class RecordsPatterns {
    sealed interface Shape permits Circle, Rect, Square {}
    record Circle(double r) implements Shape {}
    record Rect(double w, double h) implements Shape {
        Rect {
            if (w < 0 || h < 0) throw new IllegalArgumentException("negative side");
        }
    }
    record Square(double side) implements Shape {}
    record Pair<A, B>(A first, B second) {}
    enum Color { RED, GREEN, BLUE }

    static double area(Shape s) {
        return switch (s) {
            case Circle c -> Math.PI * c.r() * c.r();
            case Rect(double w, double h) when w == h -> -1;
            case Rect(double w, double h) -> w * h;
            case Square(var side) -> side * side;
        };
    }

    static String describe(Object o) {
        return switch (o) {
            case null -> "null";
            case Integer i when i > 100 -> "big int " + i;
            case Integer i -> "int " + i;
            case String s -> "string of " + s.length();
            case Pair(String a, Integer b) -> "pair " + a + "/" + b;
            case Pair<?, ?> p -> "other pair " + p;
            case int[] arr -> "ints " + arr.length;
            default -> "object " + o.getClass().getSimpleName();
        };
    }

    static int code(Color c) {
        return switch (c) {
            case RED -> 1;
            case GREEN -> 2;
            case BLUE -> 3;
        };
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1), new Rect(2, 3), new Rect(2, 2), new Square(4));
        for (Shape s : shapes) {
            System.out.println(s + " -> " + String.format("%.3f", area(s)));
        }
        for (Object o : new Object[] {null, 7, 1000, "hello", new Pair<>("a", 1), new Pair<>(1, 2), new int[3], 2.5}) {
            System.out.println(describe(o));
        }
        for (Color c : Color.values()) {
            String name = switch (c.name()) {
                case "RED" -> "r";
                case "GREEN" -> "g";
                default -> "other";
            };
            System.out.println(c + " " + code(c) + " " + name);
        }
        Object o = new Rect(5, 6);
        if (o instanceof Rect(double w, double h) && w < h) {
            System.out.println("narrow rect " + w + "x" + h);
        }
        try {
            new Rect(-1, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("caught " + e.getMessage());
        }
        String block = """
            text block line one
              indented "quoted"
            end\
            """;
        System.out.println(block);
        System.out.println(String.format("%5d|%-6s|%08.3f|%x|%,d|%b|%c|%e", 42, "ab", 3.14159, 255, 1234567, true, 'z', 12345.678));
        System.out.println("%s has %d items".formatted("list", shapes.size()));
        System.out.println(new Pair<>("x", List.of(1, 2)).equals(new Pair<>("x", List.of(1, 2))) + " " + new Square(2).hashCode());
    }
}
