// EXPECT: ok
// COMPARE: java
// JDK: 25
// Qualified enum constants as the labels of a pattern switch (javac 21
// and later): `case Color.RED` in a switch on a sealed interface, and
// `case Color.GREEN` beside a plain `case RED` in a switch on the enum,
// are EnumDesc dynamic constants among SwitchBootstraps' labels. A label
// matches its constant only (a constant with a body included), and the
// type patterns and guards after it take the rest.
public class EnumLabelSwitchOk {
    sealed interface Key permits Color, Size, Other {}
    enum Color implements Key { RED, GREEN { public String toString() { return "g"; } }, BLUE }
    enum Size implements Key { S, L }
    record Other(int n) implements Key {}
    static String key(Key k) {
        return switch (k) {
            case Color.RED -> "red";
            case Color.GREEN -> "green";
            case Size.L -> "large";
            case Color c -> "other color " + c;
            case Size s when s.ordinal() == 0 -> "small";
            case Size s -> "size " + s;
            case Other o -> "other " + o.n();
        };
    }
    static String col(Color c) {
        return switch (c) {
            case RED -> "r";
            case Color.GREEN -> "g";
            default -> "x";
        };
    }
    public static void main(String[] a) {
        for (Key k : new Key[] {Color.RED, Color.GREEN, Color.BLUE, Size.S, Size.L, new Other(3)}) {
            System.out.println(key(k));
        }
        for (Color c : Color.values()) System.out.println(col(c));
        try { key(null); } catch (NullPointerException e) { System.out.println("npe"); }
    }
}
