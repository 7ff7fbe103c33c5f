// EXPECT: ok
// Three workers each count the bytes of a file of their own, reading it
// one byte at a time, and add their count to a synchronized total: their
// reads commute (different files, different descriptors), so only the
// opens, the closes and the additions are ordered.
import java.io.FileInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

public class FileWorkersOk {
    static int total;

    static synchronized void add(int n) {
        total += n;
    }

    static int count(Path p) {
        int n = 0;
        try (FileInputStream in = new FileInputStream(p.toFile())) {
            while (in.read() >= 0) {
                n++;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return n;
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("workers");
        Thread[] workers = new Thread[3];
        for (int i = 0; i < workers.length; i++) {
            Path p = dir.resolve("part" + i);
            Files.writeString(p, "0123456789".substring(0, 8 + i));
            workers[i] = new Thread(() -> add(count(p)));
        }
        for (Thread w : workers) {
            w.start();
        }
        for (Thread w : workers) {
            w.join();
        }
        synchronized (FileWorkersOk.class) {
            assert total == 8 + 9 + 10 : total;
            System.out.println("total " + total);
        }
    }
}
