// EXPECT: deadlock
// A static initialiser that starts a thread using its own class and joins
// it: the thread waits for the initialisation, which waits for the thread.
public class ClinitJoinDeadlock {
    static final class Config {
        static int value = 1;
        static {
            Thread loader = new Thread(() -> value++, "loader");
            loader.start();
            try {
                loader.join();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    public static void main(String[] args) {
        System.out.println(Config.value);
    }
}
