// EXPECT: ok
// COMPARE: java
// MethodHandles.Lookup: findStatic/findVirtual/findSpecial/findConstructor, field getters and setters
// (instance, static, volatile), bind, unreflect*, publicLookup, privateLookupIn; invokeExact,
// invoke and invokeWithArguments; the exceptions lookups and calls throw, and exceptions through handles.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;
import java.util.List;

public class MethodHandleLookups {
    static long total;
    int base = 10;
    volatile int flag;
    final String name;

    MethodHandleLookups() { this("default"); }
    MethodHandleLookups(String name) { this.name = name; }

    static int add(int a, int b) { return a + b; }
    int plus(int x) { return base + x; }
    private static String secret() { return "secret"; }
    static void fail(String msg) { throw new IllegalStateException(msg); }
    public String toString() { return "Box(" + name + ")"; }

    static class Animal { String sound() { return "..."; } }
    static class Dog extends Animal {
        String sound() { return "woof"; }
        String parentSound() throws Throwable {
            MethodHandle mh = MethodHandles.lookup().findSpecial(Animal.class, "sound", MethodType.methodType(String.class), Dog.class);
            return (String) mh.invokeExact(this);
        }
    }
    interface Shape { double area(); }
    record Square(double side) implements Shape { public double area() { return side * side; } }

    static void show(Throwable e) { System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage()); }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        System.out.println(lookup.lookupClass().getName());
        MethodType intBinary = MethodType.methodType(int.class, int.class, int.class);
        MethodHandle add = lookup.findStatic(MethodHandleLookups.class, "add", intBinary);
        System.out.println((int) add.invokeExact(2, 3) + " " + add.invoke(4, (short) 5) + " " + add.invokeWithArguments(6, 7) + " " + add);
        System.out.println(add.invokeWithArguments(List.of(8, 9)) + " " + add.type().parameterCount());

        MethodHandleLookups box = new MethodHandleLookups("b");
        MethodHandle plus = lookup.findVirtual(MethodHandleLookups.class, "plus", MethodType.methodType(int.class, int.class));
        System.out.println((int) plus.invokeExact(box, 5) + " " + plus.type());
        MethodHandle bound = lookup.bind(box, "plus", MethodType.methodType(int.class, int.class));
        System.out.println((int) bound.invokeExact(1) + " " + bound.type());

        MethodHandle ctor = lookup.findConstructor(MethodHandleLookups.class, MethodType.methodType(void.class, String.class));
        MethodHandle ctor0 = lookup.findConstructor(MethodHandleLookups.class, MethodType.methodType(void.class));
        System.out.println((MethodHandleLookups) ctor.invokeExact("c") + " " + ctor0.invoke() + " " + ctor.type());

        MethodHandle getBase = lookup.findGetter(MethodHandleLookups.class, "base", int.class);
        MethodHandle setBase = lookup.findSetter(MethodHandleLookups.class, "base", int.class);
        setBase.invokeExact(box, 32);
        System.out.println((int) getBase.invokeExact(box) + " " + getBase.type() + " " + setBase.type());
        MethodHandle setFlag = lookup.findSetter(MethodHandleLookups.class, "flag", int.class);
        setFlag.invoke(box, 7);
        System.out.println(box.flag);
        MethodHandle getTotal = lookup.findStaticGetter(MethodHandleLookups.class, "total", long.class);
        MethodHandle setTotal = lookup.findStaticSetter(MethodHandleLookups.class, "total", long.class);
        setTotal.invokeExact(1L << 40);
        System.out.println((long) getTotal.invokeExact() + " " + getTotal.type() + " " + setTotal.type());

        System.out.println(new Dog().parentSound() + " " + (String) lookup.findVirtual(Animal.class, "sound", MethodType.methodType(String.class)).invokeExact((Animal) new Dog()));
        MethodHandle area = lookup.findVirtual(Shape.class, "area", MethodType.methodType(double.class));
        System.out.println((double) area.invokeExact((Shape) new Square(3)) + " " + area.type());
        MethodHandle size = MethodHandles.publicLookup().findVirtual(List.class, "size", MethodType.methodType(int.class));
        System.out.println((int) size.invokeExact(List.of(1, 2, 3)));
        MethodHandle secret = MethodHandles.privateLookupIn(MethodHandleLookups.class, lookup)
                .findStatic(MethodHandleLookups.class, "secret", MethodType.methodType(String.class));
        System.out.println((String) secret.invokeExact());

        MethodHandle un = lookup.unreflect(MethodHandleLookups.class.getDeclaredMethod("plus", int.class));
        MethodHandle unCtor = lookup.unreflectConstructor(MethodHandleLookups.class.getDeclaredConstructor(String.class));
        MethodHandle unGet = lookup.unreflectGetter(MethodHandleLookups.class.getDeclaredField("name"));
        System.out.println(un.invoke(box, 2) + " " + unCtor.invoke("u") + " " + unGet.invoke(box) + " " + un.type() + " " + unGet.type());

        try { lookup.findStatic(MethodHandleLookups.class, "missing", intBinary); } catch (NoSuchMethodException e) { show(e); }
        try { lookup.findStatic(MethodHandleLookups.class, "plus", MethodType.methodType(int.class, int.class)); } catch (IllegalAccessException e) { show(e); }
        try { lookup.findVirtual(MethodHandleLookups.class, "add", intBinary); } catch (IllegalAccessException e) { show(e); }
        try { lookup.findGetter(MethodHandleLookups.class, "missing", int.class); } catch (NoSuchFieldException e) { show(e); }
        try { lookup.findConstructor(MethodHandleLookups.class, MethodType.methodType(void.class, int.class)); } catch (NoSuchMethodException e) { show(e); }
        try { MethodHandles.publicLookup().findStatic(MethodHandleLookups.class, "secret", MethodType.methodType(String.class)); } catch (IllegalAccessException e) { show(e); }
        try { int r = (int) add.invokeExact(1L, 2); } catch (WrongMethodTypeException e) { show(e); }
        try { long r = (long) add.invokeExact(1, 2); } catch (WrongMethodTypeException e) { show(e); }
        try { add.invokeExact(1, 2); } catch (WrongMethodTypeException e) { show(e); }
        try { add.invoke("1", 2); } catch (WrongMethodTypeException e) { show(e); }
        try { add.invokeWithArguments(1); } catch (WrongMethodTypeException e) { show(e); }
        try { Object r = add.invoke((Object) 1L, (Object) 2); } catch (ClassCastException e) { show(e); }
        try { Object r = add.invoke((Object) "x", (Object) 2); } catch (ClassCastException e) { System.out.println("ClassCastException"); }
        try { Object r = plus.invoke((MethodHandleLookups) null, 1); } catch (NullPointerException e) { System.out.println("NullPointerException"); }
        try { MethodHandles.publicLookup().findGetter(MethodHandleLookups.class, "base", int.class); } catch (IllegalAccessException e) { show(e); }
        try { MethodHandles.publicLookup().findVirtual(Animal.class, "sound", MethodType.methodType(String.class)); } catch (IllegalAccessException e) { show(e); }
        try { MethodHandles.insertArguments(null, 0); } catch (NullPointerException e) { show(e); }
        try { MethodHandles.filterReturnValue(add, null); } catch (NullPointerException e) { show(e); }
        MethodHandle none = null;
        try { int r = (int) none.invokeExact(1, 2); } catch (NullPointerException e) { show(e); }
        MethodHandle fail = lookup.findStatic(MethodHandleLookups.class, "fail", MethodType.methodType(void.class, String.class));
        try { fail.invokeExact("direct"); } catch (IllegalStateException e) { show(e); }
        try { fail.invokeWithArguments("spread"); } catch (IllegalStateException e) { show(e); }
        try { fail.bindTo("bound").invoke(); } catch (IllegalStateException e) { show(e); }
    }
}
