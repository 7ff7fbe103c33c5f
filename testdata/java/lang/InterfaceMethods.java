// EXPECT: ok
// COMPARE: java
// Interfaces with default, static and private methods; resolving the diamond with X.super.m();
// class methods win over defaults; interface constants; polymorphic dispatch through interface types.
interface Greeter {
    String PREFIX = "Hello";       // implicitly public static final

    String name();

    default String greet() {
        return decorate(PREFIX + ", " + name());
    }

    private String decorate(String s) {
        return "<" + s + ">";
    }

    static Greeter of(String n) {
        return () -> n;
    }
}

interface Loud {
    default String greet() {
        return "HEY";
    }

    default int volume() {
        return 11;
    }
}

interface Polite extends Greeter {
    @Override
    default String greet() {
        return "Dear " + name() + ", " + Greeter.super.greet();
    }
}

class Both implements Greeter, Loud {
    public String name() {
        return "both";
    }

    @Override
    public String greet() {                     // must resolve the conflict
        return Greeter.super.greet() + "/" + Loud.super.greet();
    }
}

class Butler implements Polite {
    public String name() {
        return "Sir";
    }
}

class Base {
    public String greet() {
        return "class wins";
    }
}

class Derived extends Base implements Loud {
}

interface Counter {
    int next();

    default int skip(int n) {
        int last = 0;
        for (int i = 0; i < n; i++) {
            last = next();
        }
        return last;
    }
}

public class InterfaceMethods {
    public static void main(String[] args) {
        Greeter g = Greeter.of("world");
        System.out.println(g.greet());
        System.out.println(new Both().greet() + " volume=" + new Both().volume());
        System.out.println(new Butler().greet());
        System.out.println(new Derived().greet() + " volume=" + new Derived().volume());
        Greeter anon = new Greeter() {
            public String name() {
                return "anon";
            }

            public String greet() {
                return "custom " + Greeter.super.greet();
            }
        };
        System.out.println(anon.greet());
        int[] state = {0};
        Counter c = () -> state[0] += 3;
        System.out.println("skip(4) = " + c.skip(4) + ", next = " + c.next());
        Greeter[] all = {g, new Both(), new Butler(), anon, Greeter.of("lambda")};
        StringBuilder sb = new StringBuilder();
        for (Greeter x : all) {
            sb.append(x.name()).append(x instanceof Loud ? "(loud)" : "").append(' ');
        }
        System.out.println(sb.toString().trim());
        System.out.println("constant: " + Greeter.PREFIX + " " + Polite.PREFIX.length());
    }
}
