// EXPECT: ok
// Two threads each look a locale up by its language tag and ask for a
// name of it: both fill the class library's locale caches
// (LocaleObjectCache's maps, the interned tags, the locale data bundles).
// Whichever thread fills an entry first, both find the same locale, so
// the interleavings of those cache operations are not explored: they are
// the library's internal work on its own state.
import java.util.Locale;

public class LibraryCachesLocaleOk {
    static final String[] names = new String[2];

    static synchronized void put(int i, String name) {
        names[i] = name;
    }

    static synchronized String get(int i) {
        return names[i];
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> put(1, Locale.forLanguageTag("fr-CA").getDisplayCountry(Locale.ROOT)));
        t.start();
        put(0, Locale.forLanguageTag("de-AT").getCountry());
        t.join();
        assert get(0).equals("AT") && get(1).equals("Canada") : get(0) + " " + get(1);
        System.out.println(get(0) + " " + get(1));
    }
}
