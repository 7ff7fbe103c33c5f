// EXPECT: exception
// COMPARE: java
// Ends with an uncaught IllegalStateException whose causes are a custom checked exception and a
// NumberFormatException (stderr: the exception line, then "Caused by:" sections); exit code 1.
import java.util.List;
import java.util.Map;

public class UncaughtWithCause {
    static class ConfigException extends Exception {
        ConfigException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static final Map<String, String> CONFIG = Map.of("port", "80x", "host", "localhost");

    static int parsePort(String raw) throws ConfigException {
        try {
            return Integer.parseInt(raw);
        } catch (NumberFormatException e) {
            throw new ConfigException("invalid port '" + raw + "'", e);
        }
    }

    static int load(String key) {
        try {
            return parsePort(CONFIG.get(key));
        } catch (ConfigException e) {
            throw new IllegalStateException("cannot load configuration key " + key, e);
        }
    }

    public static void main(String[] args) {
        for (String s : List.of("8080", "443")) {
            try {
                System.out.println("parsed " + parsePort(s));
            } catch (ConfigException e) {
                System.out.println("unexpected");
            }
        }
        System.out.println("host = " + CONFIG.get("host"));
        System.out.println("loading port...");
        int port = load("port");
        System.out.println("port = " + port);
    }
}
