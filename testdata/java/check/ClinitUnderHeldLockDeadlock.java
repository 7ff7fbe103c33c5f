// EXPECT: deadlock
// main holds LOCK and starts a thread that uses Service, whose static
// initialiser takes LOCK; then main uses Service itself. If the thread
// began Service's initialisation first, it waits for LOCK and main waits
// for the initialisation: beginning a class's initialisation is an
// acquire the search must be able to order before main's use.
public class ClinitUnderHeldLockDeadlock {
    static final Object LOCK = new Object();

    static class Service {
        static int state;

        static {
            synchronized (LOCK) {
                state = 1;
            }
        }

        static void ping() {
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(Service::ping);
        synchronized (LOCK) {
            t.start();
            Service.ping();
        }
        t.join();
        System.out.println("ok");
    }
}
