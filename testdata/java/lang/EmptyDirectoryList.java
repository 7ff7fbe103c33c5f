// EXPECT: ok
// COMPARE: java
// A directory the program made and emptied lists as empty, not null;
// File.list of a file or of a missing path is null.
import java.io.File;
import java.io.FileOutputStream;
import java.nio.file.Files;

public class EmptyDirectoryList {
    public static void main(String[] args) throws Exception {
        File root = Files.createTempDirectory("ls").toFile();
        File d = new File(root, "x/y");
        System.out.println(d.mkdirs() + " " + d.list().length);
        File f = new File(d, "f.txt");
        try (FileOutputStream o = new FileOutputStream(f)) {
            o.write(1);
        }
        System.out.println(String.join(",", d.list()));
        System.out.println(f.delete() + " " + d.list().length);
        System.out.println((f.list() == null) + " " + (new File(d, "missing").list() == null));
        System.out.println(d.delete() + " " + d.exists() + " " + root.list().length);
    }
}
