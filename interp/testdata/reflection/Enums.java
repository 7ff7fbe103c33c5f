import java.util.*;

public class Enums {
    enum Color { RED, GREEN, BLUE }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double gravity() { return 6.67300E-11 * mass / (radius * radius); }
    }

    enum Op {
        PLUS { int apply(int a, int b) { return a + b; } },
        TIMES { int apply(int a, int b) { return a * b; } };
        abstract int apply(int a, int b);
    }

    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    static String describe(Color c) {
        switch (c) {
            case RED: return "warm";
            case GREEN: return "natural";
            default: return "cool";
        }
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " " + c.ordinal() + " " + c.name() + " " + describe(c));
        }
        System.out.println(Color.valueOf("GREEN"));
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        System.out.println(Enum.valueOf(Day.class, "FRI"));
        for (Planet p : Planet.values()) {
            System.out.printf("%s %.2f%n", p, p.gravity());
        }
        for (Op op : Op.values()) {
            System.out.println(op + " " + op.apply(6, 7) + " " + op.getDeclaringClass().getSimpleName() + " " + (op.getClass() != Op.class));
        }
        EnumMap<Day, Integer> hours = new EnumMap<>(Day.class);
        hours.put(Day.WED, 8);
        hours.put(Day.MON, 6);
        hours.put(Day.SUN, 0);
        System.out.println(hours);
        System.out.println(EnumSet.allOf(Day.class));
        System.out.println(EnumSet.range(Day.TUE, Day.FRI));
        System.out.println(EnumSet.complementOf(EnumSet.of(Day.SAT, Day.SUN)));
        System.out.println(EnumSet.noneOf(Color.class));
        Map<Color, String> m = new HashMap<>();
        m.put(Color.BLUE, "b");
        System.out.println(m.get(Color.BLUE) + " " + Color.RED.compareTo(Color.BLUE));
        String s = switch (Day.valueOf("SAT")) {
            case SAT, SUN -> "weekend";
            default -> "weekday";
        };
        System.out.println(s);
        System.out.println(Color.class.isEnum() + " " + Arrays.toString(Color.class.getEnumConstants()));
    }
}
