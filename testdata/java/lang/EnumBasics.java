// EXPECT: ok
// COMPARE: java
// Enum basics: values(), valueOf (and its IllegalArgumentException), ordinal, name, compareTo, switch on enum
// (statement and expression), EnumMap, EnumSet (range, complementOf, allOf) and enum fields/constructors.
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;

public class EnumBasics {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);

        private final double mass, radius;
        static final double G = 6.67300E-11;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() {
            return G * mass / (radius * radius);
        }
    }

    static String kind(Day d) {
        switch (d) {
            case SAT:
            case SUN:
                return "weekend";
            case FRI:
                return "almost";
            default:
                return "work";
        }
    }

    public static void main(String[] args) {
        for (Day d : Day.values()) {
            int len = switch (d) {
                case MON, FRI, SUN -> 6;
                case TUE -> 7;
                case THU, SAT -> 8;
                case WED -> 9;
            };
            System.out.println(d.ordinal() + " " + d.name() + " " + d + " " + kind(d) + " letters=" + len);
        }
        System.out.println("valueOf(WED) = " + Day.valueOf("WED") + ", Enum.valueOf = " + Enum.valueOf(Day.class, "SUN"));
        try {
            Day.valueOf("FUNDAY");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            Day.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
        System.out.println("compareTo: " + Day.MON.compareTo(Day.FRI) + " " + Day.SUN.compareTo(Day.MON) + " equals " + Day.TUE.equals(Day.TUE)
            + " == " + (Day.valueOf("TUE") == Day.TUE));
        System.out.println("declaring class: " + Day.MON.getDeclaringClass().getSimpleName() + ", values().length=" + Day.values().length
            + ", values() is a copy: " + (Day.values() != Day.values()));

        Map<Day, Integer> hours = new EnumMap<>(Day.class);
        hours.put(Day.FRI, 6);
        hours.put(Day.MON, 8);
        hours.put(Day.WED, 7);
        hours.merge(Day.MON, 1, Integer::sum);
        System.out.println("EnumMap (ordinal order): " + hours + " containsKey(SAT)=" + hours.containsKey(Day.SAT));

        EnumSet<Day> weekend = EnumSet.of(Day.SUN, Day.SAT);
        EnumSet<Day> weekdays = EnumSet.complementOf(weekend);
        System.out.println("weekend=" + weekend + " weekdays=" + weekdays + " range=" + EnumSet.range(Day.TUE, Day.THU)
            + " all=" + EnumSet.allOf(Day.class).size() + " none=" + EnumSet.noneOf(Day.class));
        weekdays.removeIf(d -> d.name().startsWith("T"));
        System.out.println("weekdays without T*: " + weekdays + " contains(MON)=" + weekdays.contains(Day.MON));

        for (Planet p : Planet.values()) {
            System.out.printf("%-8s gravity=%.2f mass=%.3e%n", p, p.surfaceGravity(), p.mass);
        }
        Day d = Day.SAT;
        d = Day.values()[(d.ordinal() + 3) % Day.values().length];
        System.out.println("SAT + 3 days = " + d + ", hashCode stable? " + (Day.MON.hashCode() == Day.MON.hashCode()));
    }
}
