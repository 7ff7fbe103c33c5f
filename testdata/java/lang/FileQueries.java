// EXPECT: ok
// COMPARE: java
// Queries of the file system the class loaders make: canonical paths
// (with "." and ".." removed and symbolic links resolved) and whether a
// file exists and is a directory or a regular file.
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
    }
}
