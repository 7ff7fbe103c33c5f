// EXPECT: ok
// COMPARE: java
// Sealed interfaces with final/record/non-sealed permitted subtypes, instanceof pattern matching with
// && conditions and scoping, and switch expressions (arrows, yield) over an enum tag — no preview features.
import java.util.List;

public class SealedShapes {
    sealed interface Shape permits Circle, Rect, Tri, Blob {}

    record Circle(double r) implements Shape {}

    record Rect(double w, double h) implements Shape {}

    static final class Tri implements Shape {
        final double base, height;

        Tri(double base, double height) {
            this.base = base;
            this.height = height;
        }
    }

    static non-sealed class Blob implements Shape {
        double guess() {
            return 1.0;
        }
    }

    static class BigBlob extends Blob {
        @Override
        double guess() {
            return 100.0;
        }
    }

    sealed interface Expr permits Num, Add, Mul, Neg {}

    record Num(int v) implements Expr {}

    record Add(Expr l, Expr r) implements Expr {}

    record Mul(Expr l, Expr r) implements Expr {}

    record Neg(Expr e) implements Expr {}

    static double area(Shape s) {
        if (s instanceof Circle c) {
            return Math.PI * c.r() * c.r();
        } else if (s instanceof Rect r && r.w() == r.h()) {
            return r.w() * r.w();              // square fast path
        } else if (s instanceof Rect r) {
            return r.w() * r.h();
        } else if (s instanceof Tri t) {
            return 0.5 * t.base * t.height;
        } else if (s instanceof Blob b) {
            return b.guess();
        }
        throw new AssertionError("unreachable");
    }

    static int eval(Expr e) {
        if (e instanceof Num n) return n.v();
        if (e instanceof Add a) return eval(a.l()) + eval(a.r());
        if (e instanceof Mul m) return eval(m.l()) * eval(m.r());
        if (e instanceof Neg n) return -eval(n.e());
        throw new IllegalStateException();
    }

    static String show(Expr e) {
        if (e instanceof Num n) return Integer.toString(n.v());
        if (e instanceof Add a) return "(" + show(a.l()) + " + " + show(a.r()) + ")";
        if (e instanceof Mul m) return show(m.l()) + " * " + show(m.r());
        Neg neg = (Neg) e;
        return "-" + show(neg.e());
    }

    enum Kind { CIRCLE, RECT, TRI, BLOB }

    static Kind kind(Shape s) {
        return s instanceof Circle ? Kind.CIRCLE : s instanceof Rect ? Kind.RECT : s instanceof Tri ? Kind.TRI : Kind.BLOB;
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1), new Rect(2, 3), new Rect(4, 4), new Tri(3, 8), new Blob(), new BigBlob());
        for (Shape s : shapes) {
            String label = switch (kind(s)) {
                case CIRCLE -> "round";
                case RECT -> {
                    Rect r = (Rect) s;
                    yield r.w() == r.h() ? "square" : "rectangle";
                }
                case TRI, BLOB -> kind(s).name().toLowerCase();
            };
            System.out.printf("%-9s area=%.4f%n", label, area(s));
        }
        Object o = "pattern string";
        if (!(o instanceof String str)) {
            System.out.println("not a string");
        } else {
            System.out.println("length via flow scoping: " + str.length());
        }
        Object[] things = {42, "hi", 3.5, List.of(1), null, 'c'};
        for (Object t : things) {
            String d = t instanceof Integer i && i > 40 ? "big int " + (i + 1)
                : t instanceof String s2 ? "string " + s2.toUpperCase()
                : t instanceof Number n ? "number " + n.intValue()
                : t == null ? "null" : "other " + t;
            System.out.println(d);
        }
        Expr e = new Add(new Mul(new Num(6), new Num(7)), new Neg(new Add(new Num(1), new Num(2))));
        System.out.println(show(e) + " = " + eval(e) + "  record: " + e);
    }
}
