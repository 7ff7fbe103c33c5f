// Methods whose summaries mayops_test.go checks.
abstract class Shape { int sides; abstract int area(); }
class Square extends Shape { int side; int area() { return side * side; } }
class Circle extends Shape { static int made; int r; int area() { made++; return 3 * r * r; } }
// Loaded by the test but never instantiated: not a target.
class Triangle extends Shape { int base; int area() { base++; return base; } }
interface Named { String name(); }
class Dog implements Named { String dogName; public String name() { return dogName; } }
class Cat implements Named { static int cats; public String name() { cats++; return "cat"; } }

public class Ops {
    static int total;
    int count;
    Shape s;
    Named n;

    void staticWriteInstanceRead() { total = count; }
    int virtual() { return s.area(); }
    String iface() { return n.name(); }
    synchronized void locked() { }
    void waits() throws InterruptedException { synchronized (this) { wait(); } }
    long clock() { return System.nanoTime(); }
    Object reflect() throws Exception { return Ops.class.getMethod("locked").invoke(this); }
    static native void unknown();
    void callsUnknown() { unknown(); }
    void arrays(int[] a, Object[] b, byte[] c) { a[0] = a[1]; b[0] = null; c[0] = 1; }
    static void even(int n) { if (n > 0) odd(n - 1); }
    static void odd(int n) { if (n > 0) even(n - 1); total = n; }
    void print() { System.out.println("x"); }

    public static void main(String[] args) {
        new Square(); new Circle(); new Dog(); new Cat();
        total = 5;
    }
}
