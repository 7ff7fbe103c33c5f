// EXPECT: ok
// COMPARE: java
// Custom exception classes (checked and unchecked) with causes, multi-catch, getMessage/toString/getCause/
// getLocalizedMessage, initCause, exception hierarchies matched in catch order, and rethrow with more precise types.
import java.io.IOException;

public class ExceptionChains {
    static class AppException extends Exception {
        private final int code;

        AppException(String message, int code) {
            super(message);
            this.code = code;
        }

        AppException(String message, Throwable cause) {
            super(message, cause);
            this.code = -1;
        }

        int code() {
            return code;
        }
    }

    static class NotFound extends AppException {
        NotFound(String what) {
            super(what + " not found", 404);
        }
    }

    static class Silent extends RuntimeException {
        Silent() {
            super();
        }

        @Override
        public String getMessage() {
            return "custom message from override";
        }
    }

    static void risky(int kind) throws AppException, IOException {
        switch (kind) {
            case 0 -> throw new NotFound("user#7");
            case 1 -> throw new AppException("bad input", 400);
            case 2 -> throw new IOException("disk on fire");
            case 3 -> throw new IllegalArgumentException("negative");
            case 4 -> throw new Silent();
            case 5 -> {
                try {
                    Integer.parseInt("x1");
                } catch (NumberFormatException e) {
                    throw new AppException("parse failed", e);
                }
            }
            default -> System.out.println("  kind " + kind + " fine");
        }
    }

    static void precise(boolean io) throws IOException, AppException {
        try {
            if (io) throw new IOException("io");
            throw new AppException("app", 1);
        } catch (Exception e) {
            System.out.println("  precise rethrow of " + e.getClass().getSimpleName());
            throw e;                          // compiler knows: IOException | AppException
        }
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 6; k++) {
            try {
                risky(k);
            } catch (NotFound e) {
                System.out.println(k + ": NotFound code=" + e.code() + " msg=" + e.getMessage() + " toString=" + e);
            } catch (AppException e) {
                System.out.println(k + ": AppException code=" + e.code() + " " + e + " cause=" + e.getCause());
            } catch (IOException | IllegalArgumentException e) {
                System.out.println(k + ": multi-catch " + e.getClass().getName() + ": " + e.getLocalizedMessage());
            } catch (RuntimeException e) {
                System.out.println(k + ": runtime " + e + " | getMessage=" + e.getMessage());
            }
        }
        for (boolean io : new boolean[] {true, false}) {
            try {
                precise(io);
            } catch (IOException | AppException e) {
                System.out.println("  caught " + e);
            }
        }
        Exception root = new IllegalStateException("root cause");
        Exception mid = new RuntimeException("middle", root);
        Exception top = new Exception(mid);               // message = cause.toString()
        System.out.println("top message: " + top.getMessage());
        int depth = 0;
        for (Throwable t = top; t != null; t = t.getCause()) {
            System.out.println("  ".repeat(++depth) + t);
        }
        RuntimeException late = new RuntimeException("late");
        late.initCause(new ArithmeticException("assigned later"));
        System.out.println("initCause: " + late.getCause());
        try {
            late.initCause(new Error("again"));
        } catch (IllegalStateException e) {
            System.out.println("second initCause: IllegalStateException " + e.getMessage());
        }
        Throwable noMsg = new UnsupportedOperationException();
        System.out.println("no message: " + noMsg + " getMessage=" + noMsg.getMessage());
        Error err = new StackOverflowError("fake");
        System.out.println("Error is not Exception: " + (err instanceof Throwable) + " " + err);
        try {
            throw new AppException("checked inside lambda", 9);
        } catch (AppException e) {
            Runnable r = () -> System.out.println("lambda sees " + e.getMessage());
            r.run();
        }
    }
}
