// EXPECT: ok
// COMPARE: java
// The jrt: file system of a JDK's image given by its java.home (here the
// running JDK's, standing for another): the JDK loads that image's
// jrt-fs.jar with a class loader of its own, which defines its
// jdk.internal.jrtfs and jdk.internal.jimage classes itself rather than
// asking java.base, whose packages have classes of the same names: their
// supertypes, their lambdas' interfaces and casts are the loader's
// classes, and the jar's code finds the image through its classes'
// protection domain and maps it (FileChannel.map). What it reads is what
// the built-in jrt: file system reads.
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class JrtOtherImage {
    public static void main(String[] args) throws Exception {
        String home = System.getProperty("java.home");
        try (FileSystem fs = FileSystems.newFileSystem(URI.create("jrt:/"), Map.of("java.home", home))) {
            FileSystem builtIn = FileSystems.getFileSystem(URI.create("jrt:/"));
            System.out.println("own loader: " + (fs.getClass().getClassLoader() != null) + ", the built-in's: "
                    + (builtIn.getClass().getClassLoader() != null));
            byte[] object = Files.readAllBytes(fs.getPath("/modules/java.base/java/lang/Object.class"));
            byte[] same = Files.readAllBytes(builtIn.getPath("/modules/java.base/java/lang/Object.class"));
            System.out.printf("Object.class: %d bytes, magic %x, the same as the built-in's: %b%n", object.length,
                    ((object[0] & 0xff) << 24) | ((object[1] & 0xff) << 16) | ((object[2] & 0xff) << 8) | (object[3] & 0xff),
                    Arrays.equals(object, same));
            try (Stream<Path> s = Files.list(fs.getPath("/modules"))) {
                System.out.println("modules: " + s.limit(3).map(Path::toString).collect(Collectors.joining(", ")));
            }
            try (Stream<Path> s = Files.list(fs.getPath("/modules/java.base/java/util/function"))) {
                System.out.println("java.util.function: " + s.count() + " entries");
            }
            Path pkg = fs.getPath("/packages/java.lang");
            try (Stream<Path> s = Files.list(pkg)) {
                System.out.println("/packages/java.lang: " + s.map(Path::toString).collect(Collectors.joining(", ")));
            }
            System.out.println("directory: " + Files.isDirectory(fs.getPath("/modules/java.base/java")) + ", exists: "
                    + Files.exists(fs.getPath("/modules/java.base/no/Such.class")));
        }
    }
}
