// EXPECT: ok
// COMPARE: java
// Queries of the file system: canonical paths (with "." and ".." removed
// and symbolic links resolved), whether a file exists and is a directory
// or a regular file, access, modification time, length and a directory
// listing (its order is the file system's under java: sorted here).
import java.io.File;
import java.io.IOException;

public class FileQueries {
    public static void main(String[] args) throws IOException {
        File here = new File(".").getCanonicalFile();
        System.out.println(here.isAbsolute() + " " + here.isDirectory() + " " + here.exists() + " " + here.isFile());
        System.out.println(new File("/no/such/dir/../file").getCanonicalPath());
        System.out.println(new File("/no/such/./file").getCanonicalPath());
        File missing = new File(here, "no-such-file-here");
        System.out.println(missing.exists() + " " + missing.isDirectory() + " " + missing.isFile());
        File root = new File("/");
        System.out.println(root.getCanonicalPath() + " " + root.isDirectory());
        System.out.println(new File(here, "FileQueries.class").getCanonicalFile().getParentFile().equals(here));
        File home = new File(System.getProperty("java.home"));
        File release = new File(home, "release");
        System.out.println(release.canRead() + " " + (release.lastModified() > 0) + " " + (release.length() > 0) + " " + missing.canRead() + " " + missing.lastModified() + " " + missing.length());
        String[] names = new File(home, "lib").list();
        java.util.Arrays.sort(names);
        System.out.println(java.util.Arrays.asList(names).contains("modules") + " " + (missing.list() == null));
    }
}
