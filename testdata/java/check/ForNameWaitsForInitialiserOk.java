// EXPECT: ok
// MODES: all
// Two threads load Plugin with Class.forName while its static initialiser
// takes a lock: the thread that comes second waits inside forName for the
// other's initialisation to end (JLS 12.4.2), then sees its writes.
public class ForNameWaitsForInitialiserOk {
    static final class Plugin {
        static volatile int value;

        static {
            synchronized (ForNameWaitsForInitialiserOk.class) {
                value = 1;
            }
            value = value + 41;
        }
    }

    public static void main(String[] args) throws Exception {
        Runnable load = () -> {
            try {
                Class.forName("ForNameWaitsForInitialiserOk$Plugin");
                assert Plugin.value == 42 : Plugin.value;
            } catch (ClassNotFoundException e) {
                throw new AssertionError(e);
            }
        };
        Thread a = new Thread(load, "a");
        Thread b = new Thread(load, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(Plugin.value);
    }
}
