// EXPECT: ok
// COMPARE: java
// Class initialisation order: static initialisers run on first active use (static method, non-constant
// static field, new), NOT on reading a compile-time constant; superclass before subclass; textual order.
class Log {
    static final StringBuilder sb = new StringBuilder();

    static int mark(String s) {
        sb.append(s).append(' ');
        System.out.println("  init: " + s);
        return s.length();
    }
}

class Config {
    static final int CONSTANT = 42;                 // compile-time constant: inlined, no init
    static final String NAME = "cfg";               // also a constant
    static final Integer BOXED = Log.mark("Config.BOXED");  // not a constant
    static int counter = Log.mark("Config.counter");

    static {
        Log.mark("Config.static-block");
        counter += 100;
    }
}

class Parent {
    static int p = Log.mark("Parent.p");

    static {
        Log.mark("Parent.static");
    }

    static void hello() {
        System.out.println("  Parent.hello");
    }
}

class Child extends Parent {
    static int c = Log.mark("Child.c");

    static {
        Log.mark("Child.static");
    }
}

class Forward {
    static int a = b();               // reads y before its initialiser ran
    static int y = 7;
    static int z = y + 1;

    static int b() {
        return y * 10;
    }
}

interface Iface {
    int I = Log.mark("Iface.I");      // interfaces are not initialised by implementing classes
}

class Impl implements Iface {
    static {
        Log.mark("Impl.static");
    }
}

class Holder {
    static {
        Log.mark("Holder.static");
    }

    static class Lazy {
        static final Object INSTANCE = new Object() {
            { Log.mark("Lazy.INSTANCE"); }
        };
    }
}

public class StaticInitOrder {
    static {
        Log.mark("Main.static");
    }

    public static void main(String[] args) {
        System.out.println("main starts");
        System.out.println("Config.CONSTANT = " + Config.CONSTANT + ", NAME = " + Config.NAME);
        System.out.println("reading Config.counter:");
        System.out.println("Config.counter = " + Config.counter + ", BOXED = " + Config.BOXED);
        System.out.println("reading Child.p (inherited field) only initialises Parent:");
        System.out.println("Child.p = " + Child.p);
        System.out.println("Child.hello() also only Parent:");
        Child.hello();
        System.out.println("new Child():");
        new Child();
        System.out.println("Forward: a=" + Forward.a + " y=" + Forward.y + " z=" + Forward.z);
        System.out.println("new Impl():");
        new Impl();
        System.out.println("Iface.I:");
        System.out.println("Iface.I = " + Iface.I);
        System.out.println("Holder.Lazy.INSTANCE != null:");
        System.out.println(Holder.Lazy.INSTANCE != null);
        Child[] arr = new Child[3];          // array creation does not initialise anything new
        System.out.println("array of length " + arr.length);
        System.out.println("order: " + Log.sb.toString().trim());
    }
}
