// EXPECT: race, assertion
// MODES: all
// Two threads each look a locale up (the class library's caches, whose
// operations are silent) and then count it in a shared field without a
// lock: the lost update is found through the library's work.
import java.util.Locale;

public class LibraryCachesLostUpdate {
    static int found;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            if (!Locale.forLanguageTag("fr-CA").getCountry().isEmpty()) {
                found++;
            }
        });
        t.start();
        if (!Locale.forLanguageTag("de-AT").getCountry().isEmpty()) {
            found++;
        }
        t.join();
        assert found == 2 : "lost update: " + found;
    }
}
