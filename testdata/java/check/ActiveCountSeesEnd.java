// EXPECT: assertion
// MODES: all
// Thread.activeCount right after start counts the thread only while it
// is alive: a thread that has already ended is not counted. The program
// claims it always is.
public class ActiveCountSeesEnd {
    public static void main(String[] args) {
        new Thread(() -> { }).start();
        int n = Thread.activeCount();
        assert n == 2 : "the started thread had already ended: " + n;
    }
}
