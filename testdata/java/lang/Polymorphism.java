// EXPECT: ok
// COMPARE: java
// Polymorphic dispatch through interfaces and abstract classes: a shape hierarchy with area/perimeter,
// sorting by a computed property, invokeinterface on different receivers, and toString overrides.
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

interface Shape {
    double area();

    double perimeter();

    default String summary() {
        return String.format("%s area=%.3f perimeter=%.3f", this, area(), perimeter());
    }
}

interface Scalable<T extends Shape> {
    T scale(double factor);
}

abstract class Polygon implements Shape {
    abstract double[] sides();

    public double perimeter() {
        double p = 0;
        for (double s : sides()) {
            p += s;
        }
        return p;
    }
}

class Rect extends Polygon implements Scalable<Rect> {
    final double w, h;

    Rect(double w, double h) {
        this.w = w;
        this.h = h;
    }

    double[] sides() { return new double[] {w, h, w, h}; }

    public double area() { return w * h; }

    public Rect scale(double f) { return new Rect(w * f, h * f); }

    @Override
    public String toString() {
        return "Rect(" + w + "x" + h + ")";
    }
}

class Square extends Rect {
    Square(double s) {
        super(s, s);
    }

    @Override
    public Square scale(double f) {
        return new Square(w * f);
    }

    @Override
    public String toString() {
        return "Square(" + w + ")";
    }
}

class Triangle extends Polygon {
    final double a, b, c;

    Triangle(double a, double b, double c) {
        this.a = a;
        this.b = b;
        this.c = c;
    }

    double[] sides() {
        return new double[] {a, b, c};
    }

    public double area() {
        double s = perimeter() / 2;
        return Math.sqrt(s * (s - a) * (s - b) * (s - c));
    }

    @Override
    public String toString() {
        return "Triangle(" + a + "," + b + "," + c + ")";
    }
}

class Circle implements Shape, Scalable<Circle> {
    final double r;

    Circle(double r) {
        this.r = r;
    }

    public double area() { return Math.PI * r * r; }

    public double perimeter() { return 2 * Math.PI * r; }

    public Circle scale(double f) { return new Circle(r * f); }

    @Override
    public String toString() {
        return "Circle(" + r + ")";
    }
}

public class Polymorphism {
    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>(List.of(new Rect(3, 4), new Square(2.5), new Triangle(3, 4, 5), new Circle(1),
            new Circle(0.5), new Triangle(2, 2, 2)));
        for (Shape s : shapes) {
            System.out.println(s.summary());
        }
        shapes.sort(Comparator.comparingDouble(Shape::area));
        System.out.println("by area: " + shapes);
        double total = 0;
        for (Shape s : shapes) {
            total += s.area();
        }
        System.out.printf("total area %.4f%n", total);
        List<Shape> scaled = new ArrayList<>();
        for (Shape s : shapes) {
            if (s instanceof Scalable<?> sc) {
                scaled.add(sc.scale(2));
            }
        }
        System.out.println("scaled: " + scaled);
        Square sq = new Square(1).scale(3);          // covariant return, no cast
        System.out.println("square scaled: " + sq + " area=" + sq.area());
        Rect r = sq;
        System.out.println("via Rect reference: " + r.scale(0.5) + " class=" + r.scale(0.5).getClass().getSimpleName());
        Polygon p = new Triangle(5, 5, 6);
        System.out.println("polygon sides=" + p.sides().length + " perimeter=" + p.perimeter() + " area=" + p.area());
    }
}
