// Pattern matching for switch (a preview feature of Java 17): javac links
// each pattern switch with SwitchBootstraps.typeSwitch, or enumSwitch for
// an enum selector with pattern labels.
public class PatternSwitch {
    sealed interface Shape permits Circle, Square, Rect {}
    record Circle(double r) implements Shape {}
    record Square(double s) implements Shape {}
    record Rect(double w, double h) implements Shape {}
    enum Color { RED, GREEN, BLUE }

    static String describe(Object o) {
        return switch (o) {
            case null -> "null";
            case Integer i && i > 10 -> "big int " + i;
            case Integer i -> "int " + i;
            case String s && s.isEmpty() -> "empty string";
            case String s -> "string of " + s.length();
            case Color c -> "color #" + c.ordinal();
            case int[] a -> "int[" + a.length + "]";
            case CharSequence cs -> "chars " + cs;
            default -> "other " + o;
        };
    }

    static double area(Shape s) {
        return switch (s) {
            case Circle c -> 3 * c.r() * c.r();
            case Square q -> q.s() * q.s();
            case Rect r -> r.w() * r.h();
        };
    }

    static String color(Color c) {
        return switch (c) {
            case RED -> "red";
            case Color x && x.ordinal() == 1 -> "the second";
            case Color x -> "another: " + x;
        };
    }

    static String constants(Object o) {
        switch (o) {
            case Character ch:
                return "char " + ch;
            case Long l:
                return "long " + l;
            default:
                return "default";
        }
    }

    static String numbers(Integer n) {
        return switch (n) {
            case 1 -> "one";
            case 2 -> "two";
            case Integer i && i > 100 -> "large";
            case Integer i -> "some " + i;
        };
    }

    static String words(String w) {
        return switch (w) {
            case "yes" -> "agreed";
            case String s && s.length() > 5 -> "long word";
            case String s -> "word " + s;
        };
    }

    public static void main(String[] args) {
        Object[] values = {null, 5, 42, "", "hey", Color.BLUE, new int[3], new StringBuilder("sb"), 2.5};
        for (Object o : values) {
            System.out.println(describe(o));
        }
        System.out.println(area(new Circle(1)) + " " + area(new Square(2)) + " " + area(new Rect(2, 3)));
        for (Color c : Color.values()) {
            System.out.println(color(c));
        }
        System.out.println(constants('x') + ", " + constants(7L) + ", " + constants(1));
        System.out.println(color(null) + ", " + numbers(1) + ", " + numbers(2) + ", " + numbers(500) + ", " + numbers(7) + ", " + numbers(null));
        System.out.println(words("yes") + ", " + words("enormous") + ", " + words("no"));
    }
}
