// EXPECT: ok
// COMPARE: java
// Enums with constant-specific bodies and abstract methods, enum constructors and static lookup maps,
// enums implementing interfaces, getClass() vs getDeclaringClass(), and a state machine driven by an enum.
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntBinaryOperator;

public class EnumBodies {
    enum Op implements IntBinaryOperator {
        ADD("+") {
            public int applyAsInt(int a, int b) { return a + b; }
        },
        SUB("-") {
            public int applyAsInt(int a, int b) { return a - b; }
        },
        MUL("*") {
            public int applyAsInt(int a, int b) { return a * b; }
        },
        DIV("/") {
            public int applyAsInt(int a, int b) { return a / b; }

            @Override
            boolean safe(int b) { return b != 0; }
        },
        POW("^") {
            public int applyAsInt(int a, int b) {
                int r = 1;
                for (int i = 0; i < b; i++) r *= a;
                return r;
            }
        };

        private static final Map<String, Op> BY_SYMBOL = new HashMap<>();

        static {
            for (Op op : values()) {
                BY_SYMBOL.put(op.symbol, op);
            }
        }

        final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        boolean safe(int b) {
            return true;
        }

        static Op of(String s) {
            Op op = BY_SYMBOL.get(s);
            if (op == null) throw new IllegalArgumentException("no op " + s);
            return op;
        }
    }

    enum Light {
        RED {
            Light next() { return GREEN; }
        },
        GREEN {
            Light next() { return YELLOW; }
        },
        YELLOW {
            Light next() { return RED; }
        };

        abstract Light next();

        int duration() {
            return switch (this) {
                case RED -> 30;
                case GREEN -> 25;
                case YELLOW -> 5;
            };
        }
    }

    enum Singleton {
        INSTANCE;

        private int count;

        int increment() {
            return ++count;
        }
    }

    public static void main(String[] args) {
        for (Op op : Op.values()) {
            int b = op == Op.DIV ? 0 : 3;
            System.out.println(op + " " + op.symbol + " 7" + op.symbol + "3=" + op.applyAsInt(7, 3) + " safe(" + b + ")=" + op.safe(b)
                + " class==declaring? " + (op.getClass() == op.getDeclaringClass()) + " declaring=" + op.getDeclaringClass().getSimpleName());
        }
        String[] exprs = {"2 + 3", "10 - 4", "6 * 7", "9 / 2", "2 ^ 10", "1 % 2"};
        for (String e : exprs) {
            String[] parts = e.split(" ");
            try {
                Op op = Op.of(parts[1]);
                System.out.println(e + " = " + op.applyAsInt(Integer.parseInt(parts[0]), Integer.parseInt(parts[2])));
            } catch (IllegalArgumentException ex) {
                System.out.println(e + " -> " + ex.getMessage());
            }
        }
        IntBinaryOperator f = Op.MUL;
        System.out.println("as IntBinaryOperator: " + f.applyAsInt(6, 9));
        Light l = Light.RED;
        int t = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 7; i++) {
            sb.append(l).append('(').append(t).append(") ");
            t += l.duration();
            l = l.next();
        }
        System.out.println(sb.toString().trim());
        System.out.println("singleton: " + Singleton.INSTANCE.increment() + " " + Singleton.INSTANCE.increment() + " "
            + Singleton.valueOf("INSTANCE").increment());
        System.out.println("ordinal of POW=" + Op.POW.ordinal() + ", Light.valueOf(GREEN).next()=" + Light.valueOf("GREEN").next());
    }
}
