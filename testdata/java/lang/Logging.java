// EXPECT: ok
// COMPARE: java
// STDERR: all
// MASK: (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d\d, \d{4} \d{1,2}:\d\d:\d\d (AM|PM)
// java.util.logging with the JDK's conf/logging.properties: the root ConsoleHandler on stderr with
// SimpleFormatter's header line (timestamp masked), levels, parameters, a thrown exception, a handler
// and formatter of the program's own, LogManager.readConfiguration from a stream and from
// java.util.logging.config.file, and System.getLogger's java.util.logging
// backend (a provider of the java.logging module).
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.StreamHandler;

public class Logging {
    static class Collecting extends Handler {
        final StringBuilder seen = new StringBuilder();

        @Override
        public void publish(LogRecord r) {
            if (isLoggable(r)) {
                seen.append(r.getLevel()).append(' ').append(r.getLoggerName()).append(' ')
                        .append(r.getSourceClassName()).append('.').append(r.getSourceMethodName())
                        .append(' ').append(getFormatter().formatMessage(r)).append('\n');
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    static class Brief extends Formatter {
        @Override
        public String format(LogRecord r) {
            return "[" + r.getLevel().getName() + "] " + formatMessage(r) + "\n";
        }
    }

    static void work(Logger log) {
        log.fine("not shown at INFO");
        log.info("working");
    }

    public static void main(String[] args) throws Exception {
        Logger log = Logger.getLogger("app");
        System.out.println("level " + log.getLevel() + ", parent level " + log.getParent().getLevel()
                + ", root handlers " + log.getParent().getHandlers().length + " "
                + log.getParent().getHandlers()[0].getClass().getName());
        log.info("hello from logging");
        log.warning("careful");
        log.severe("broken");
        log.log(Level.INFO, "{0} plus {1} is {2}", new Object[] {2, 3, 5});
        log.log(Level.WARNING, "failed", new IllegalStateException("boom"));
        log.fine("not shown");
        System.out.println("fine loggable: " + log.isLoggable(Level.FINE));

        Collecting collecting = new Collecting();
        collecting.setFormatter(new Brief());
        Logger sub = Logger.getLogger("app.sub");
        sub.addHandler(collecting);
        sub.setUseParentHandlers(false);
        sub.setLevel(Level.FINE);
        work(sub);
        sub.logp(Level.CONFIG, "Some", "where", "config {0}", "x");
        System.out.print(collecting.seen);

        StreamHandler out = new StreamHandler(System.out, new Brief());
        Logger other = Logger.getLogger("other");
        other.setUseParentHandlers(false);
        other.addHandler(out);
        other.warning("to stdout");
        other.entering("Logging", "main");
        out.flush();

        String config = "handlers=java.util.logging.ConsoleHandler\n.level=WARNING\n"
                + "java.util.logging.ConsoleHandler.level=ALL\n"
                + "java.util.logging.SimpleFormatter.format=%4$s|%3$s|%5$s%n\n";
        LogManager.getLogManager().readConfiguration(
                new ByteArrayInputStream(config.getBytes(StandardCharsets.ISO_8859_1)));
        Logger.getLogger("app").info("hidden now");
        Logger.getLogger("app").warning("after readConfiguration");

        java.nio.file.Path file = java.nio.file.Files.createTempFile("logging", ".properties");
        java.nio.file.Files.writeString(file, config.replace("%4$s|%3$s", "file:%4$s:%3$s"));
        System.setProperty("java.util.logging.config.file", file.toString());
        LogManager.getLogManager().readConfiguration();
        Logger.getLogger("app").severe("from java.util.logging.config.file");
        java.nio.file.Files.delete(file);

        System.Logger sys = System.getLogger("system.logger");
        sys.log(System.Logger.Level.ERROR, "system logger {0}", 42);
        sys.log(System.Logger.Level.INFO, "not at WARNING");
        System.out.println("System.Logger: " + sys.isLoggable(System.Logger.Level.INFO) + " "
                + sys.isLoggable(System.Logger.Level.WARNING) + " " + sys.getName());
    }
}
