// EXPECT: assertion
// Two workers each claim a job by creating a marker file if it does not
// exist yet: exists() and then FileOutputStream are two steps, so both
// can find the file missing and both claim the job. (jcheck runs the
// workers on its own view of the file system: nothing is written to
// disk.)
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;

public class FileCheckThenCreate {
    static final File marker = new File(System.getProperty("java.io.tmpdir"), "jcheck-check-then-create.marker");
    static final AtomicInteger claims = new AtomicInteger();

    static void claim() {
        try {
            if (!marker.exists()) {
                new FileOutputStream(marker).close();
                claims.incrementAndGet();
            }
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        marker.delete();
        Thread a = new Thread(FileCheckThenCreate::claim);
        Thread b = new Thread(FileCheckThenCreate::claim);
        a.start();
        b.start();
        a.join();
        b.join();
        marker.delete();
        assert claims.get() == 1 : claims.get() + " workers claimed the job";
    }
}
