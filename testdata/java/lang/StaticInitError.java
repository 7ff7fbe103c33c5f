// EXPECT: ok
// COMPARE: java
// Exceptions in static initialisers: first use gives ExceptionInInitializerError (cause = the original
// exception), later uses give NoClassDefFoundError; an Error thrown by <clinit> is not wrapped; other classes unaffected.
public class StaticInitError {
    static int attempts;

    static class Bad {
        static int value = compute();

        static int compute() {
            attempts++;
            System.out.println("  Bad.<clinit> running, attempt " + attempts);
            return Integer.parseInt("not a number");
        }

        static void hello() {
            System.out.println("  hello from Bad");
        }
    }

    static class Divider {
        static final int ZERO = Integer.parseInt("0");
        static final int RESULT = 100 / ZERO;
    }

    static class ErrorInInit {
        static {
            if (Boolean.parseBoolean("true")) {
                throw new AssertionError("error thrown directly");
            }
        }

        static int x = 1;
    }

    static class Good {
        static int value = 42;
    }

    public static void main(String[] args) {
        try {
            System.out.println(Bad.value);
        } catch (ExceptionInInitializerError e) {
            System.out.println("1st use: " + e.getClass().getName() + " message=" + e.getMessage());
            System.out.println("   cause: " + e.getCause() + " | getException same: " + (e.getException() == e.getCause()));
        }
        try {
            Bad.hello();
        } catch (NoClassDefFoundError e) {
            System.out.println("2nd use: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            new Bad();
        } catch (NoClassDefFoundError e) {
            System.out.println("3rd use (new): NoClassDefFoundError: " + e.getMessage());
        }
        System.out.println("clinit attempts: " + attempts);
        try {
            System.out.println(Divider.RESULT);
        } catch (ExceptionInInitializerError e) {
            System.out.println("Divider: cause " + e.getCause());
        }
        try {
            System.out.println(Divider.ZERO);
        } catch (NoClassDefFoundError e) {
            System.out.println("Divider again: " + e.getMessage());
        }
        try {
            System.out.println(ErrorInInit.x);
        } catch (ExceptionInInitializerError e) {
            System.out.println("unexpectedly wrapped");
        } catch (AssertionError e) {
            System.out.println("Error from <clinit> propagates unwrapped: " + e.getMessage());
        }
        try {
            System.out.println(ErrorInInit.x);
        } catch (NoClassDefFoundError e) {
            System.out.println("ErrorInInit again: " + e.getMessage());
        }
        System.out.println("Good still works: " + Good.value);
        Object[] arr = new Bad[2];               // creating an array does not initialise Bad
        System.out.println("array of erroneous class: length " + arr.length + " type " + arr.getClass().getSimpleName());
    }
}
