// EXPECT: ok
// MODES: all
// Two threads race to initialise Plugin through Class.forName and the
// application class loader's loadClass, and read a resource of the class
// path: forName initialises the class once (JLS 12.4.2), the other thread
// waits for the initialiser, loadClass does not initialise, and both see
// the initialiser's write.
import java.io.InputStream;

public class ForNameInitRace {
    static final class Plugin {
        static int value;

        static {
            value = 42;
        }
    }

    public static void main(String[] args) throws Exception {
        Runnable load = () -> {
            try {
                ClassLoader app = ForNameInitRace.class.getClassLoader();
                Class<?> c = app.loadClass("ForNameInitRace$Plugin");
                Class<?> d = Class.forName("ForNameInitRace$Plugin", true, app);
                assert c == d && d == Plugin.class;
                assert Plugin.value == 42;
                try (InputStream in = ForNameInitRace.class.getResourceAsStream("ForNameInitRace.class")) {
                    assert in != null && in.read() == 0xCA;
                }
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        };
        Thread a = new Thread(load);
        Thread b = new Thread(load);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(Plugin.value);
    }
}
