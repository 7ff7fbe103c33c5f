// EXPECT: ok
// Two workers claim a job with File.createNewFile, which creates the
// marker file only if it does not exist, in one step: exactly one of
// them claims it, whatever the order. Each writes its name into the
// file it made; main reads it back.
import java.io.BufferedReader;
import java.io.File;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;

public class FileCreateNewFileOk {
    static final File marker = new File(System.getProperty("java.io.tmpdir"), "jcheck-create-new-file.marker");
    static final AtomicInteger claims = new AtomicInteger();

    static void claim() {
        try {
            if (marker.createNewFile()) {
                claims.incrementAndGet();
                try (FileWriter w = new FileWriter(marker)) {
                    w.write(Thread.currentThread().getName());
                }
            }
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        marker.delete();
        Thread a = new Thread(FileCreateNewFileOk::claim, "a");
        Thread b = new Thread(FileCreateNewFileOk::claim, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        String owner;
        try (BufferedReader r = new BufferedReader(new FileReader(marker))) {
            owner = r.readLine();
        }
        marker.delete();
        assert claims.get() == 1 : claims.get() + " workers claimed the job";
        assert owner.equals("a") || owner.equals("b") : owner;
    }
}
