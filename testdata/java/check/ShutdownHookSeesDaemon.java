// EXPECT: assertion
// A shutdown hook asserts that a daemon thread finished its work, but
// the program ends when main returns, and a daemon may not have run by
// then (daemons keep running while the hooks do, and may finish before
// or after the hook checks): the hook's assertion can fail, which is
// found only because the hooks run when the program ends by itself.
public class ShutdownHookSeesDaemon {
    static volatile boolean done;

    public static void main(String[] args) {
        Thread daemon = new Thread(() -> done = true);
        daemon.setDaemon(true);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            assert done : "the daemon has not finished";
        }));
        daemon.start();
    }
}
