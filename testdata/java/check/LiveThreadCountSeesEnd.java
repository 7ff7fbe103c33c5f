// EXPECT: assertion
// MODES: all
// ThreadMXBean.getThreadCount counts the live threads where it is asked:
// a thread started just before may have ended already. The program
// claims it never has.
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

public class LiveThreadCountSeesEnd {
    public static void main(String[] args) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        int before = mx.getThreadCount();
        new Thread(() -> { }).start();
        int after = mx.getThreadCount();
        assert after == before + 1 : "the started thread had already ended: " + before + " then " + after;
    }
}
