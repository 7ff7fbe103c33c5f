// EXPECT: ok
// COMPARE: java
// Output to System.err: System.err.println/printf and printStackTrace() of a caught exception with a cause
// (stderr's first line is the exception's toString); stdout is unaffected and the exit code is 0.
public class PrintStackTrace {
    static class ValidationException extends Exception {
        ValidationException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static int parseAge(String s) throws ValidationException {
        try {
            int age = Integer.parseInt(s);
            if (age < 0) {
                throw new IllegalArgumentException("negative age " + age);
            }
            return age;
        } catch (RuntimeException e) {
            throw new ValidationException("bad age: " + s, e);
        }
    }

    public static void main(String[] args) {
        System.err.println("PrintStackTrace: starting (stderr)");
        String[] inputs = {"42", "-3", "abc", "7"};
        int total = 0;
        for (String in : inputs) {
            try {
                int age = parseAge(in);
                total += age;
                System.out.println("ok " + in + " -> " + age);
            } catch (ValidationException e) {
                System.out.println("invalid " + in + ": " + e.getMessage() + " (cause " + e.getCause().getClass().getSimpleName() + ")");
                e.printStackTrace();
            }
        }
        System.out.println("total = " + total);
        System.err.printf("warnings: %d%n", 2);
        StackTraceElement[] st = new Throwable().getStackTrace();
        System.out.println("stack depth in main: " + st.length + ", top method: " + st[0].getMethodName() + ", class: " + st[0].getClassName());
        System.out.flush();
        System.err.flush();
    }
}
