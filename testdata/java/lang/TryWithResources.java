// EXPECT: ok
// COMPARE: java
// try-with-resources: close order (reverse of opening), suppressed exceptions from close(), exception in a
// resource initialiser closing earlier resources, null resources, existing effectively-final variables as resources.
import java.util.ArrayList;
import java.util.List;

public class TryWithResources {
    static final List<String> log = new ArrayList<>();

    static class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;

        Res(String name, boolean failOnClose, boolean failOnOpen) {
            if (failOnOpen) {
                log.add("open-failed " + name);
                throw new IllegalStateException("cannot open " + name);
            }
            this.name = name;
            this.failOnClose = failOnClose;
            log.add("open " + name);
        }

        Res(String name) {
            this(name, false, false);
        }

        void use() {
            log.add("use " + name);
        }

        @Override
        public void close() {
            log.add("close " + name);
            if (failOnClose) {
                throw new IllegalArgumentException("close failed: " + name);
            }
        }
    }

    static void flush(String title) {
        System.out.println(title + ": " + String.join(", ", log));
        log.clear();
    }

    public static void main(String[] args) {
        try (Res a = new Res("A"); Res b = new Res("B"); Res c = new Res("C")) {
            b.use();
        }
        flush("normal");

        try (Res a = new Res("A", true, false); Res b = new Res("B", true, false)) {
            a.use();
            throw new RuntimeException("body failed");
        } catch (RuntimeException e) {
            log.add("caught " + e.getMessage());
            for (Throwable s : e.getSuppressed()) {
                log.add("suppressed " + s.getMessage());
            }
        }
        flush("body and both closes fail");

        try (Res a = new Res("A", true, false)) {
            a.use();
        } catch (IllegalArgumentException e) {
            log.add("caught close exception " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
        }
        flush("only close fails");

        try (Res a = new Res("A"); Res b = new Res("B", false, true); Res c = new Res("C")) {
            log.add("body not reached");
        } catch (IllegalStateException e) {
            log.add("caught " + e.getMessage());
        }
        flush("second resource fails to open");

        try (Res nothing = null) {
            log.add("body with null resource " + (nothing == null));
        }
        flush("null resource");

        Res outer = new Res("outer");
        try (outer; Res inner = new Res("inner")) {
            inner.use();
        } finally {
            log.add("finally");
        }
        flush("existing variable");

        StringBuilder lambdaLog = new StringBuilder();
        try (AutoCloseable ac = () -> lambdaLog.append("lambda closed")) {
            lambdaLog.append("lambda body; ");
        } catch (Exception e) {
            lambdaLog.append("unexpected");
        }
        System.out.println("lambda resource: " + lambdaLog);

        Throwable primary = new Exception("primary");
        primary.addSuppressed(new Exception("s1"));
        primary.addSuppressed(new Error("s2"));
        System.out.println("manual suppressed: " + primary.getSuppressed().length + " first=" + primary.getSuppressed()[0].getMessage()
            + " second=" + primary.getSuppressed()[1]);
        try {
            primary.addSuppressed(primary);
        } catch (IllegalArgumentException e) {
            System.out.println("self-suppression: " + e.getMessage());
        }
    }
}
