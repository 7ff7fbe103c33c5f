// EXPECT: ok
// COMPARE: java
// The order of JVMS 5.5: a class is marked as being initialised before its
// superclass is initialised, so a superclass initialiser that uses the
// subclass the program used first sees the subclass uninitialised (a
// recursive request); a failing superclass initialiser makes the subclass
// erroneous too, and later uses of either name their own class.
public class ClinitSubclassFirst {
    static class Base {
        static final int SEEN;
        static {
            System.out.println("Base.<clinit> sees Derived.ONE = " + Derived.ONE);
            SEEN = Derived.ONE;
        }
    }

    static class Derived extends Base {
        static int ONE = Integer.parseInt("1");
        static {
            System.out.println("Derived.<clinit>");
        }
    }

    static class BadBase {
        static {
            if (Integer.parseInt("1") == 1) {
                throw new IllegalStateException("BadBase");
            }
        }
    }

    static class BadDerived extends BadBase {
        static int value = 7;
        static {
            System.out.println("BadDerived.<clinit> never runs");
        }
    }

    interface WithDefault {
        int TAG = tag("WithDefault");

        default int tagged() {
            return TAG;
        }
    }

    static class Implementor extends Derived implements WithDefault {
        static {
            System.out.println("Implementor.<clinit>");
        }
    }

    static int tag(String s) {
        System.out.println(s + ".<clinit>");
        return s.length();
    }

    public static void main(String[] args) {
        System.out.println("Derived.ONE = " + Derived.ONE + ", Base.SEEN = " + Base.SEEN);
        System.out.println("tagged " + new Implementor().tagged());
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(BadDerived.value);
            } catch (Throwable e) {
                System.out.println(e + (e.getCause() == null ? "" : " caused by " + e.getCause()));
            }
        }
        try {
            new BadBase();
        } catch (Throwable e) {
            System.out.println(e + " caused by " + e.getCause());
            System.out.println(e.getCause().getCause());
            System.out.println(e.getCause().getStackTrace().length > 0);
        }
    }
}
