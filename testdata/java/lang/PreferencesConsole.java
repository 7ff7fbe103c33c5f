// EXPECT: ok
// COMPARE: java
// STDERR: all
// MASK: (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d\d?, \d{4} \d{1,2}:\d\d:\d\d (AM|PM)
// System.console() without a terminal, and java.util.prefs' user
// preferences in a fresh directory: put, get, flush (the file locks),
// read back by a new node object, and removeNode.
import java.io.Console;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

public class PreferencesConsole {
    public static void main(String[] args) throws Exception {
        Console c = System.console();
        System.out.println(c == null ? "no console" : "console");
        Path root = Files.createTempDirectory("prefs");
        System.setProperty("java.util.prefs.userRoot", root.toString());
        Preferences p = Preferences.userRoot().node("jcheck/test");
        p.put("colour", "blue");
        p.putInt("size", 3);
        p.flush();
        Preferences again = Preferences.userRoot().node("jcheck/test");
        System.out.println(again.get("colour", "none") + " " + again.getInt("size", 0) + " " + again.getInt("missing", 7));
        System.out.println(String.join(",", again.keys()));
        p.removeNode();
        try {
            p.get("colour", "none");
        } catch (IllegalStateException e) {
            System.out.println("removed: " + e.getMessage());
        }
        System.out.println(Preferences.userRoot().nodeExists("jcheck/test"));
    }
}
