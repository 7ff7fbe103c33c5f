// EXPECT: ok
// COMPARE: java
// The times of files a program writes, as java.io and java.nio.file give
// them: a new file's modification time is when it was written (not
// before the program started, not in the future), the same through
// File.lastModified and Files.getLastModifiedTime, unchanged by time
// passing, later after a write made later, while its creation time
// stays when it was made; set explicitly
// (File.setLastModified, Files.setLastModifiedTime, setTimes) it is what
// was set, and a copy with COPY_ATTRIBUTES keeps it. Under jcheck the
// times are the execution's clock (the same in every execution).
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.concurrent.TimeUnit;

public class FileTimes {
    public static void main(String[] args) throws Exception {
        long start = System.currentTimeMillis();
        Path dir = Files.createTempDirectory("jcheck-times");
        Path p = dir.resolve("a.txt");
        Files.writeString(p, "one");
        long written = System.currentTimeMillis();
        File f = p.toFile();
        long m1 = f.lastModified();
        System.out.println("written between start and now: " + (m1 >= start - 1000 && m1 <= written + 1000));
        System.out.println("java.io and nio agree: " + (m1 == Files.getLastModifiedTime(p).toMillis()));
        FileTime created = Files.readAttributes(p, BasicFileAttributes.class).creationTime();
        System.out.println("created when written: " + (created.compareTo(Files.getLastModifiedTime(p)) <= 0
                && created.toMillis() >= start - 1000));
        Thread.sleep(50);
        System.out.println("unchanged as time passes: " + (f.lastModified() == m1));
        Files.writeString(p, "two", StandardOpenOption.APPEND);
        long m2 = f.lastModified();
        System.out.println("a later write is later: " + (m2 >= m1 + 40) + ", creation stays: "
                + Files.readAttributes(p, BasicFileAttributes.class).creationTime().equals(created));
        System.out.println("setLastModified: " + f.setLastModified(1_600_000_000_000L) + " " + f.lastModified());
        Files.setLastModifiedTime(p, FileTime.from(1_500_000_000L, TimeUnit.SECONDS));
        System.out.println("setLastModifiedTime: " + Files.getLastModifiedTime(p) + " " + f.lastModified());
        BasicFileAttributeView view = Files.getFileAttributeView(p, BasicFileAttributeView.class);
        view.setTimes(FileTime.fromMillis(1_400_000_000_000L), FileTime.fromMillis(1_300_000_000_000L), null);
        BasicFileAttributes attrs = Files.readAttributes(p, BasicFileAttributes.class);
        System.out.println("setTimes: modified " + attrs.lastModifiedTime() + ", accessed " + attrs.lastAccessTime());
        Path copy = dir.resolve("b.txt");
        Files.copy(p, copy, StandardCopyOption.COPY_ATTRIBUTES);
        System.out.println("copy keeps the time: " + Files.getLastModifiedTime(copy));
        Path moved = dir.resolve("c.txt");
        Files.move(copy, moved);
        System.out.println("move keeps it: " + Files.getLastModifiedTime(moved));
        Path plain = dir.resolve("d.txt");
        Files.copy(p, plain);
        System.out.println("a plain copy is new: " + (Files.getLastModifiedTime(plain).toMillis() >= start - 1000));
        Path sub = dir.resolve("sub");
        Files.createDirectory(sub);
        System.out.println("directory: " + (sub.toFile().lastModified() >= start - 1000));
        System.out.println("missing: " + dir.resolve("none").toFile().lastModified());
        for (Path q : new Path[] {p, moved, plain, sub}) {
            Files.delete(q);
        }
        Files.delete(dir);
    }
}
