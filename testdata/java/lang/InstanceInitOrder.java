// EXPECT: ok
// COMPARE: java
// Instance creation order: superclass constructor first, then field initialisers and instance initialiser
// blocks in textual order, then the constructor body; this(...) delegation; static init once before all.
import java.util.ArrayList;
import java.util.List;

public class InstanceInitOrder {
    static final List<String> events = new ArrayList<>();

    static String ev(String s) {
        events.add(s);
        return s;
    }

    static class Base {
        String b1 = ev("Base.field b1");

        static {
            ev("Base.static");
        }

        {
            ev("Base.init-block");
        }

        Base() {
            ev("Base() body");
            hook();
        }

        void hook() {
            ev("Base.hook");
        }
    }

    static class Sub extends Base {
        String s1 = ev("Sub.field s1");
        int value = 5;
        final List<String> seen = new ArrayList<>();

        static {
            ev("Sub.static");
        }

        {
            ev("Sub.init-block-1 value=" + value);
            value *= 2;
        }

        String s2 = ev("Sub.field s2 value=" + value);

        {
            ev("Sub.init-block-2");
        }

        Sub() {
            this(100);
            ev("Sub() body value=" + value);
        }

        Sub(int v) {
            super();
            ev("Sub(int) body value=" + value + " -> " + v);
            value = v;
        }

        @Override
        void hook() {
            // runs during Base(): Sub's fields are still defaults
            ev("Sub.hook s1=" + s1 + " value=" + value + " seen=" + seen);
        }
    }

    static class Counter {
        static int instances;
        final int id;

        {
            instances++;
        }

        Counter() {
            id = instances;
        }
    }

    public static void main(String[] args) {
        ev("main start");
        Sub s = new Sub();
        ev("after first: value=" + s.value);
        new Sub(7);
        for (int i = 0; i < events.size(); i++) {
            System.out.println(i + ": " + events.get(i));
        }
        Counter a = new Counter(), b = new Counter(), c = new Counter();
        System.out.println("counter ids: " + a.id + " " + b.id + " " + c.id + " instances=" + Counter.instances);
        List<Integer> dbl = new ArrayList<>() {
            {
                add(1);
                add(2);
                add(3);
            }
        };
        System.out.println("double-brace list: " + dbl + " size=" + dbl.size());
    }
}
