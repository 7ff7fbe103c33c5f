import java.lang.reflect.*;
import java.util.*;

public class Invoke {
    static class Animal {
        String name;
        Animal(String name) { this.name = name; }
        public String speak() { return name + " makes a sound"; }
        private String secret(int times) { return "secret x" + times; }
        public static int add(int a, int b) { return a + b; }
        public static long mix(byte b, short s, char c, long l, float f, double d, boolean z) {
            return b + s + c + l + (long) f + (long) d + (z ? 1000 : 0);
        }
        public void fail(String msg) { throw new IllegalStateException(msg); }
        public void failChecked() throws Exception { throw new Exception("checked"); }
        public void nothing() {}
        public double half(double x) { return x / 2; }
        public char next(char c) { return (char) (c + 1); }
        public boolean not(boolean b) { return !b; }
        public Object echo(Object o) { return o; }
        public int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    }

    static class Dog extends Animal {
        Dog() { super("Dog"); }
        @Override public String speak() { return "Woof"; }
    }

    static abstract class Abstract { public Abstract() {} }

    static class Holder {
        static int counter = 5;
        static String label = "L";
        static final int FIXED = 9;
        private int x = 1;
        long big = 10L;
        double d = 1.5;
        boolean flag;
        char ch = 'a';
        byte by = 3;
        short sh = 4;
        float fl = 2.5f;
        final String fin = "final";
        Integer boxed = 7;
        public Holder() {}
        Holder(int x) { this.x = x; }
        Holder(String s) { if (s == null) throw new NullPointerException("null s"); }
        public String toString() { return "Holder(" + x + ")"; }
    }

    static int initCount;
    static class Lazy {
        static { initCount++; System.out.println("Lazy init"); }
        static String hello() { return "hello from Lazy"; }
    }

    public static void main(String[] args) throws Exception {
        Method speak = Animal.class.getMethod("speak");
        System.out.println(speak.invoke(new Animal("Cat")));
        System.out.println(speak.invoke(new Dog()));
        Method secret = Animal.class.getDeclaredMethod("secret", int.class);
        System.out.println(secret.invoke(new Dog(), 3));
        Method add = Animal.class.getMethod("add", int.class, int.class);
        Object r = add.invoke(null, 2, 40);
        System.out.println(r + " " + r.getClass().getName());
        System.out.println(Animal.class.getMethod("mix", byte.class, short.class, char.class, long.class, float.class, double.class, boolean.class)
            .invoke(null, (byte) 1, (short) 2, 'a', 100L, 1.9f, 2.9, true));
        System.out.println(Animal.class.getMethod("half", double.class).invoke(new Dog(), 5));
        System.out.println(Animal.class.getMethod("half", double.class).invoke(new Dog(), 'x'));
        System.out.println(Animal.class.getMethod("next", char.class).invoke(new Dog(), 'q'));
        System.out.println(Animal.class.getMethod("not", boolean.class).invoke(new Dog(), false));
        System.out.println(Animal.class.getMethod("nothing").invoke(new Dog()));
        System.out.println(Animal.class.getMethod("echo", Object.class).invoke(new Dog(), "x"));
        System.out.println(Animal.class.getMethod("sum", int[].class).invoke(new Dog(), (Object) new int[] {1, 2, 3}));
        try {
            Animal.class.getMethod("fail", String.class).invoke(new Dog(), "boom");
        } catch (InvocationTargetException e) {
            System.out.println("ITE cause=" + e.getCause() + " target=" + e.getTargetException().getMessage() + " msg=" + e.getMessage());
        }
        try {
            Animal.class.getMethod("failChecked").invoke(new Dog());
        } catch (InvocationTargetException e) {
            System.out.println("ITE cause=" + e.getCause());
        }
        try {
            speak.invoke(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        try {
            speak.invoke("not an animal");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            add.invoke(null, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            add.invoke(null, 1, "two");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            add.invoke(null, 1, 2L);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            add.invoke(null, 1, null);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        Method hashCode = Object.class.getMethod("toString");
        System.out.println(hashCode.invoke(new Holder(3)));
        Method cmp = Comparable.class.getMethod("compareTo", Object.class);
        System.out.println(cmp.invoke("abc", "abd"));

        Constructor<Holder> hc = Holder.class.getDeclaredConstructor(int.class);
        System.out.println(hc.newInstance(42));
        System.out.println(Holder.class.getConstructor().newInstance());
        try {
            Holder.class.getDeclaredConstructor(String.class).newInstance((Object) null);
        } catch (InvocationTargetException e) {
            System.out.println("ctor ITE " + e.getCause());
        }
        try {
            Abstract.class.getConstructor().newInstance();
        } catch (InstantiationException e) {
            System.out.println("InstantiationException " + e.getMessage());
        }
        try {
            hc.newInstance("x");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        Constructor<ArrayList> alc = ArrayList.class.getConstructor(Collection.class);
        System.out.println(alc.newInstance(List.of(1, 2, 3)));
        System.out.println(String.class.getConstructor(char[].class).newInstance((Object) new char[] {'h', 'i'}));

        Holder h = new Holder(8);
        Field x = Holder.class.getDeclaredField("x");
        x.setAccessible(true);
        System.out.println("x=" + x.get(h) + " " + x.getInt(h) + " " + x.getLong(h) + " " + x.getDouble(h));
        x.set(h, 99);
        x.setInt(h, x.getInt(h) + 1);
        System.out.println(h);
        try {
            x.set(h, "str");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            x.getBoolean(h);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        Field counter = Holder.class.getDeclaredField("counter");
        System.out.println("counter=" + counter.get(null));
        counter.set(null, 6);
        counter.setInt(null, counter.getInt(null) * 7);
        System.out.println("counter=" + Holder.counter);
        Field label = Holder.class.getDeclaredField("label");
        label.set(null, "changed");
        System.out.println(Holder.label + " " + label.get(null));
        System.out.println(Holder.class.getDeclaredField("FIXED").get(null));
        for (String name : new String[] {"big", "d", "flag", "ch", "by", "sh", "fl", "fin", "boxed"}) {
            Field f = Holder.class.getDeclaredField(name);
            System.out.println(name + "=" + f.get(h) + " " + f.getType());
        }
        Holder.class.getDeclaredField("big").setLong(h, 1L << 40);
        Holder.class.getDeclaredField("d").setDouble(h, -0.25);
        Holder.class.getDeclaredField("flag").setBoolean(h, true);
        Holder.class.getDeclaredField("ch").setChar(h, 'z');
        Holder.class.getDeclaredField("by").setByte(h, (byte) -1);
        Holder.class.getDeclaredField("sh").set(h, (short) 300);
        Holder.class.getDeclaredField("fl").setFloat(h, 0.125f);
        Holder.class.getDeclaredField("d").set(h, 3);
        Holder.class.getDeclaredField("boxed").set(h, 11);
        System.out.println(h.big + " " + h.d + " " + h.flag + " " + h.ch + " " + h.by + " " + h.sh + " " + h.fl + " " + h.boxed);
        try {
            Holder.class.getDeclaredField("fin").set(h, "other");
        } catch (IllegalAccessException e) {
            System.out.println("IllegalAccessException " + e.getMessage());
        }
        try {
            Holder.class.getDeclaredField("FIXED").set(null, 1);
        } catch (IllegalAccessException e) {
            System.out.println("IllegalAccessException " + e.getMessage());
        }
        Field fin = Holder.class.getDeclaredField("fin");
        fin.setAccessible(true);
        fin.set(h, "other");
        System.out.println(fin.get(h));
        System.out.println("initCount=" + initCount);
        Method hello = Lazy.class.getDeclaredMethod("hello");
        System.out.println("initCount=" + initCount);
        System.out.println(hello.invoke(null));
        System.out.println("initCount=" + initCount);
        Method m = Invoke.class.getDeclaredMethod("recurse", int.class);
        System.out.println(m.invoke(null, 5));
    }

    static int recurse(int n) throws Exception {
        if (n == 0) return 0;
        Method m = Invoke.class.getDeclaredMethod("recurse", int.class);
        return n + (Integer) m.invoke(null, n - 1);
    }
}
