// EXPECT: ok
// COMPARE: java
// Local and anonymous classes and lambdas capturing effectively-final locals, parameters and `this`;
// each capture sees its own snapshot; mutable state shared through a captured array/object.
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

public class LocalAnonymous {
    private String label = "outer-label";
    private int hits;

    interface Action {
        String run(int x);
    }

    List<Action> makeActions(String prefix) {
        List<Action> actions = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int captured = i;
            actions.add(new Action() {
                int calls;                                   // per-instance state of the anonymous class

                @Override
                public String run(int x) {
                    calls++;
                    hits++;                                  // writes the enclosing instance's field
                    return prefix + captured + ":" + (x * captured) + " calls=" + calls + " label=" + label;
                }
            });
        }
        int base = 100;
        class Local implements Action {
            private final int offset;

            Local(int offset) {
                this.offset = offset;
            }

            @Override
            public String run(int x) {
                return "local(" + (base + offset + x) + ", " + label + ")";
            }
        }
        actions.add(new Local(5));
        actions.add(x -> "lambda " + prefix + (x + base) + " this.label=" + this.label);
        return actions;
    }

    static IntSupplier counter(int start) {
        int[] box = {start};
        return () -> box[0]++;
    }

    public static void main(String[] args) {
        LocalAnonymous o = new LocalAnonymous();
        List<Action> acts = o.makeActions("p");
        for (Action a : acts) {
            System.out.println(a.run(10));
        }
        System.out.println(acts.get(1).run(3));
        o.label = "changed";
        System.out.println(acts.get(1).run(4));
        System.out.println(acts.get(4).run(1));
        System.out.println("hits=" + o.hits);

        IntSupplier c1 = counter(10), c2 = counter(100);
        System.out.println("counters: " + c1.getAsInt() + " " + c1.getAsInt() + " " + c2.getAsInt() + " " + c1.getAsInt() + " " + c2.getAsInt());

        List<Supplier<String>> suppliers = new ArrayList<>();
        for (String s : new String[] {"x", "y", "z"}) {
            suppliers.add(() -> s + s.length());            // enhanced-for variable is a fresh capture each time
        }
        StringBuilder sb = new StringBuilder();
        for (Supplier<String> s : suppliers) {
            sb.append(s.get()).append(' ');
        }
        System.out.println("captured loop vars: " + sb.toString().trim());

        Runnable r = new Runnable() {
            int n = 0;

            @Override
            public void run() {
                n += 5;
                System.out.println("anonymous runnable n=" + n + " class=" + getClass().getName());
            }
        };
        r.run();
        r.run();
        Object anon = new Object() {
            @Override
            public String toString() {
                return "custom toString of anonymous Object";
            }
        };
        System.out.println(anon);
        var withMethod = new Object() {
            int twice(int v) {
                return v * 2;
            }
        };
        System.out.println("var anonymous method: " + withMethod.twice(21));
    }
}
