// EXPECT: annotation
// RUN: java
// EXIT: 0
// The buffer allocated in main is declared tentatively unshared
// (TentativeEscape.annotations), but main hands it to a worker thread:
// the search reports the annotation violation, naming the site.
public class TentativeEscape {
    static final class Buffer {
        int length;
    }

    public static void main(String[] args) throws InterruptedException {
        Buffer local = new Buffer();
        local.length = 1;
        Thread t = new Thread(() -> local.length++);
        t.start();
        t.join();
        System.out.println(local.length);
    }
}
