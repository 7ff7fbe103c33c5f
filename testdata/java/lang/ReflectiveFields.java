// EXPECT: ok
// COMPARE: java
// Core reflection on fields (java.lang.reflect.Field): get and set and
// their primitive forms on static and instance fields of every primitive
// type and of reference types, widening conversions, a final instance
// field made writable with setAccessible, and the exceptions: a static
// final field, a record's final field, a value or receiver of the wrong
// type, a null receiver, a private field of another class, and a static
// field whose class is initialised on access, or fails to be; method
// handles of reflected fields (a final field's setter once accessible).
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Field;
import java.util.Arrays;

public class ReflectiveFields {
    static boolean sz = true;
    static byte sb = -8;
    static short ss = 1000;
    static char sc = 'k';
    static int si = 123456;
    static long sj = 1L << 40;
    static float sf = 2.5f;
    static double sd = -0.125;
    static String sr = "static";
    static final int CONSTANT = 7;

    boolean z;
    byte b;
    short s;
    char c;
    int i;
    long j;
    float f;
    double d;
    Object o;
    int[] a;
    final int fixed = 11;

    record Pair(int left, String right) {}

    static Field field(String name) throws NoSuchFieldException {
        return ReflectiveFields.class.getDeclaredField(name);
    }

    // Lookup's messages end with the lookup class's module, which java
    // names by its identity hash code.
    static void attempt(String what, Action action) {
        try {
            action.run();
            System.out.println(what + ": ok");
        } catch (Exception ex) {
            System.out.println(what + ": " + ex.toString().replaceAll(", from .*", ""));
        }
    }

    interface Action {
        void run() throws Exception;
    }

    public static void main(String[] args) throws Throwable {
        // Static fields: get boxes, the primitive getter reads.
        for (String name : new String[] {"sz", "sb", "ss", "sc", "si", "sj", "sf", "sd", "sr", "CONSTANT"}) {
            Object v = field(name).get(null);
            System.out.println(name + " = " + v + " (" + v.getClass().getSimpleName() + ")");
        }
        field("sz").setBoolean(null, false);
        field("sb").setByte(null, (byte) 9);
        field("ss").setShort(null, (short) -300);
        field("sc").setChar(null, 'Z');
        field("si").setInt(null, -5);
        field("sj").setLong(null, Long.MIN_VALUE);
        field("sf").setFloat(null, Float.NaN);
        field("sd").setDouble(null, 1e300);
        field("sr").set(null, "changed");
        System.out.println(field("sz").getBoolean(null) + " " + field("sb").getByte(null) + " " + field("ss").getShort(null)
                + " " + field("sc").getChar(null) + " " + field("si").getInt(null) + " " + field("sj").getLong(null)
                + " " + field("sf").getFloat(null) + " " + field("sd").getDouble(null) + " " + sr);

        // Instance fields: set unboxes, with widening.
        ReflectiveFields x = new ReflectiveFields();
        field("z").set(x, Boolean.TRUE);
        field("b").set(x, (byte) 3);
        field("s").set(x, (byte) -4);
        field("c").set(x, 'q');
        field("i").set(x, 'A');
        field("j").set(x, 77);
        field("f").set(x, 3L);
        field("d").set(x, 0.5f);
        field("o").set(x, Arrays.asList(1, 2));
        field("a").set(x, new int[] {4, 5, 6});
        System.out.println(x.z + " " + x.b + " " + x.s + " " + x.c + " " + x.i + " " + x.j + " " + x.f + " " + x.d + " " + x.o
                + " " + Arrays.toString(x.a));
        System.out.println(field("b").getInt(x) + " " + field("s").getLong(x) + " " + field("c").getInt(x) + " "
                + field("i").getFloat(x) + " " + field("j").getDouble(x) + " " + field("f").getDouble(x));
        field("b").setByte(x, (byte) 1);
        field("s").setByte(x, (byte) 2);
        field("i").setChar(x, 'B');
        field("j").setInt(x, -1);
        field("f").setLong(x, 1L << 30);
        field("d").setFloat(x, 0.25f);
        System.out.println(x.b + " " + x.s + " " + x.i + " " + x.j + " " + x.f + " " + x.d);

        // A final instance field is writable once setAccessible(true).
        Field fixed = field("fixed");
        attempt("set final without setAccessible", () -> fixed.setInt(x, 12));
        fixed.setAccessible(true);
        fixed.setInt(x, 12);
        System.out.println("fixed = " + fixed.getInt(x));

        Field constant = field("CONSTANT");
        constant.setAccessible(true);
        attempt("set static final", () -> constant.setInt(null, 8));
        Field left = Pair.class.getDeclaredField("left");
        left.setAccessible(true);
        Pair p = new Pair(1, "r");
        attempt("set record field", () -> left.setInt(p, 2));
        System.out.println("record left = " + left.getInt(p));

        attempt("getInt of boolean", () -> field("z").getInt(x));
        attempt("getByte of int", () -> field("i").getByte(x));
        attempt("setLong on int", () -> field("i").setLong(x, 1L));
        attempt("set String on int", () -> field("i").set(x, "1"));
        attempt("set null on int", () -> field("i").set(x, null));
        attempt("set Integer on String", () -> field("sr").set(null, 1));
        attempt("get on wrong receiver", () -> field("i").get("not a ReflectiveFields"));
        attempt("set on wrong receiver", () -> field("i").setInt("not a ReflectiveFields", 1));
        attempt("get on null", () -> field("i").getInt(null));
        Field hidden = Secret.class.getDeclaredField("value");
        attempt("get private", () -> hidden.get(new Secret()));
        hidden.setAccessible(true);
        Secret secret = new Secret();
        hidden.setLong(secret, 5L);
        System.out.println("private = " + hidden.get(secret));
        attempt("accessible get on null", () -> hidden.get(null));
        attempt("accessible set on null", () -> hidden.setLong(null, 1L));
        attempt("accessible set on wrong receiver", () -> hidden.setLong(x, 1L));

        // Method handles of reflected fields: a setter of a final field
        // only once setAccessible(true), and never of a trusted final one.
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        attempt("unreflectSetter of a final field", () -> lookup.unreflectSetter(field("fixed")));
        Field writable = field("fixed");
        writable.setAccessible(true);
        lookup.unreflectSetter(writable).invoke(x, 13);
        System.out.println("fixed through a handle = " + lookup.unreflectGetter(writable).invoke(x));
        Field constantAgain = field("CONSTANT");
        constantAgain.setAccessible(true);
        attempt("unreflectSetter of a static final field", () -> lookup.unreflectSetter(constantAgain));
        attempt("unreflectSetter of a record field", () -> lookup.unreflectSetter(left));
        attempt("findSetter of another class's private final field", () -> lookup.findSetter(Secret.class, "id", int.class));
        attempt("unreflectGetter of another class's private field", () -> lookup.unreflectGetter(Secret.class.getDeclaredField("id")));

        // A static field's class is initialised when the field is first
        // accessed, and an initialiser that fails fails the access.
        Field late = Late.class.getDeclaredField("value");
        System.out.println("before access");
        System.out.println("late = " + late.getInt(null));
        Field broken = Broken.class.getDeclaredField("value");
        try {
            broken.getInt(null);
        } catch (ExceptionInInitializerError e) {
            System.out.println("get in a failing class: " + e.getCause());
        }
        try {
            broken.getInt(null);
        } catch (NoClassDefFoundError e) {
            System.out.println("get again: " + e.getMessage());
        }
    }
}

class Secret {
    private long value = 1;
    private final int id = 2;
}

class Late {
    static int value = 41;

    static {
        System.out.println("Late initialised");
        value++;
    }
}

class Broken {
    static int value = Integer.parseInt("broken");
}
