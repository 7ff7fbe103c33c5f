// EXPECT: ok
// Two workers claim a job with Files.createFile, which creates the marker
// file only if it does not exist, in one step (FileAlreadyExistsException
// otherwise): exactly one of them claims it, whatever the order. The
// winner writes its name into the file; main reads it back.
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.atomic.AtomicInteger;

public class NioCreateFileOk {
    static final Path marker = Paths.get(System.getProperty("java.io.tmpdir"), "jcheck-nio-create-file.marker");
    static final AtomicInteger claims = new AtomicInteger();

    static void claim() {
        try {
            Files.createFile(marker);
            claims.incrementAndGet();
            Files.writeString(marker, Thread.currentThread().getName());
        } catch (FileAlreadyExistsException e) {
            // the other worker claimed it
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Files.deleteIfExists(marker);
        Thread a = new Thread(NioCreateFileOk::claim, "a");
        Thread b = new Thread(NioCreateFileOk::claim, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        String owner = Files.readString(marker);
        Files.delete(marker);
        assert claims.get() == 1 : claims.get() + " workers claimed the job";
        assert owner.equals("a") || owner.equals("b") : owner;
    }
}
