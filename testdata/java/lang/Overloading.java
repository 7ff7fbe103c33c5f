// EXPECT: ok
// COMPARE: java
// Overload resolution: exact match, widening beats boxing beats varargs, most specific method with null,
// char->int widening, long vs Integer, Object vs String, overloads across a class hierarchy, static vs runtime type.
public class Overloading {
    static String f(int x) { return "f(int)"; }
    static String f(long x) { return "f(long)"; }
    static String f(double x) { return "f(double)"; }
    static String f(Integer x) { return "f(Integer)"; }
    static String f(Object x) { return "f(Object)"; }
    static String f(int... xs) { return "f(int...) len=" + xs.length; }

    static String g(long x) { return "g(long)"; }
    static String g(Integer x) { return "g(Integer)"; }

    static String h(Object o) { return "h(Object)"; }
    static String h(String s) { return "h(String)"; }

    static String k(Object... os) { return "k(Object...) len=" + (os == null ? "null" : String.valueOf(os.length)); }

    static String m(double d) { return "m(double)"; }
    static String m(float f) { return "m(float)"; }

    static String n(Number x) { return "n(Number)"; }
    static String n(Comparable<?> x) { return "n(Comparable)"; }
    static String n(Integer x) { return "n(Integer)"; }

    static class Shape {
        String who() { return "Shape"; }
    }

    static class Circle extends Shape {
        @Override
        String who() { return "Circle"; }
    }

    static String visit(Shape s) { return "visit(Shape) runtime=" + s.who(); }
    static String visit(Circle c) { return "visit(Circle) runtime=" + c.who(); }

    public static void main(String[] args) {
        byte b = 1;
        short s = 2;
        char c = 'c';
        long l = 4;
        float fl = 5f;
        System.out.println("byte -> " + f(b) + ", short -> " + f(s) + ", char -> " + f(c) + ", long -> " + f(l) + ", float -> " + f(fl));
        System.out.println("Integer -> " + f(Integer.valueOf(7)) + ", String -> " + f("x") + ", no args -> " + f() + ", two -> " + f(1, 2));
        System.out.println("Long boxed -> " + f(Long.valueOf(3)) + ", Character -> " + f(Character.valueOf('z')));
        System.out.println("g(5) widening beats boxing: " + g(5));
        System.out.println("h(null) most specific: " + h(null) + ", h((Object)\"s\"): " + h((Object) "s") + ", h(\"s\"): " + h("s"));
        System.out.println(k() + ", " + k(1, "two") + ", " + k((Object[]) null) + ", " + k((Object) null) + ", " + k(new String[] {"a", "b"}));
        System.out.println("m(1) -> " + m(1) + ", m(1L) -> " + m(1L) + ", m(1.0) -> " + m(1.0));
        System.out.println("n(5) -> " + n(5));
        Shape sh = new Circle();
        System.out.println(visit(sh) + " | " + visit(new Circle()) + " | " + visit((Shape) new Circle()));
        StringBuilder sb = new StringBuilder();
        sb.append('a').append((int) 'a').append((char) 98).append(1.0f).append((Object) "o");
        System.out.println("StringBuilder overloads: " + sb);
        java.util.List<Integer> list = new java.util.ArrayList<>(java.util.List.of(10, 20, 30, 1));
        list.remove(1);                    // remove(int index)
        list.remove(Integer.valueOf(1));   // remove(Object)
        System.out.println("List.remove overloads: " + list);
        char[] chars = {'h', 'i'};
        System.out.println(chars);
        System.out.println("String.valueOf(char[]) = " + String.valueOf(chars) + ", valueOf((Object)chars) starts with [C: "
            + String.valueOf((Object) chars).startsWith("[C@"));
        System.out.println("Math.abs overloads: " + Math.abs(-1) + " " + Math.abs(-1L) + " " + Math.abs(-1f) + " " + Math.abs(-1.0));
        System.out.println("ternary numeric promotion: " + (true ? 1 : 2.0) + " " + (true ? (Integer) 1 : "s") + " " + (false ? 'a' : 98));
    }
}
