// EXPECT: assertion
// Two workers each claim a job by creating a marker file with java.nio.file
// if Files.exists says it is missing: the check and Files.write are two
// steps, so both can find the file missing and both claim the job. (jcheck
// runs the workers on its own view of the file system: nothing is written
// to disk.)
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.atomic.AtomicInteger;

public class NioExistsThenCreate {
    static final Path marker = Paths.get(System.getProperty("java.io.tmpdir"), "jcheck-nio-exists-then-create.marker");
    static final AtomicInteger claims = new AtomicInteger();

    static void claim() {
        try {
            if (!Files.exists(marker)) {
                Files.write(marker, new byte[] {1});
                claims.incrementAndGet();
            }
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Files.deleteIfExists(marker);
        Thread a = new Thread(NioExistsThenCreate::claim);
        Thread b = new Thread(NioExistsThenCreate::claim);
        a.start();
        b.start();
        a.join();
        b.join();
        Files.deleteIfExists(marker);
        assert claims.get() == 1 : claims.get() + " workers claimed the job";
    }
}
