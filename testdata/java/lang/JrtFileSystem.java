// EXPECT: ok
// COMPARE: java
// The jrt file system over the JDK's image: files by jrt: URI and path,
// their bytes, sizes and attributes, the /modules and /packages trees
// listed and walked in java's order, package links resolved to modules,
// path operations, and the errors for missing files and for writing.
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class JrtFileSystem {
    static List<String> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(Path::toString).collect(Collectors.toList());
        }
    }

    public static void main(String[] args) throws Exception {
        FileSystem fs = FileSystems.getFileSystem(URI.create("jrt:/"));
        System.out.println(fs.provider().getScheme() + " open " + fs.isOpen() + " readOnly " + fs.isReadOnly() + " " + fs.getRootDirectories());
        Path object = Path.of(URI.create("jrt:/java.base/java/lang/Object.class"));
        byte[] b = Files.readAllBytes(object);
        byte[] resource = Object.class.getResourceAsStream("Object.class").readAllBytes();
        System.out.printf("%s %s exists %b size %b %02x%02x%02x%02x same as resource %b%n", object, object.toUri(), Files.exists(object),
                Files.size(object) == b.length, b[0], b[1], b[2], b[3], Arrays.equals(b, resource));
        System.out.println(object.getFileSystem() == fs);
        BasicFileAttributes attrs = Files.readAttributes(object, BasicFileAttributes.class);
        System.out.println("file " + attrs.isRegularFile() + " dir " + attrs.isDirectory() + " link " + attrs.isSymbolicLink()
                + " other " + attrs.isOther() + " size " + (attrs.size() == b.length) + " key " + attrs.fileKey());
        Path lang = fs.getPath("/modules/java.base/java/lang");
        System.out.println(Files.isDirectory(lang) + " " + Files.readAttributes(lang, BasicFileAttributes.class).isDirectory());

        System.out.println("/ " + list(fs.getPath("/")));
        List<String> modules = list(fs.getPath("/modules"));
        System.out.println("modules " + modules.contains("/modules/java.base") + " " + modules.contains("/modules/java.logging")
                + " sorted " + modules.stream().sorted().collect(Collectors.toList()).equals(modules));
        List<String> atomic = list(fs.getPath("/modules/java.base/java/util/concurrent/atomic"));
        System.out.println(atomic.size() > 10 ? atomic.subList(0, 4) : atomic);
        System.out.println(list(fs.getPath("/packages/java.util.logging")));
        try (Stream<Path> s = Files.walk(fs.getPath("/modules/java.logging/java/util/logging"))) {
            List<Path> all = s.collect(Collectors.toList());
            System.out.println("walk " + (all.size() > 20) + " " + all.get(0) + " " + all.get(1) + " all regular or dir "
                    + all.stream().allMatch(p -> Files.isRegularFile(p) || Files.isDirectory(p)));
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(fs.getPath("/modules/java.base/java/util/function"), "Int*Function.class")) {
            for (Path p : ds) {
                System.out.println("  " + p.getFileName());
            }
        }

        Path link = fs.getPath("/packages/java.lang/java.base");
        System.out.println("link " + Files.isSymbolicLink(link) + " dir " + Files.isDirectory(link) + " real " + link.toRealPath()
                + " same " + Files.isSameFile(link, fs.getPath("/modules/java.base")));
        Path viaLink = link.resolve("java/lang/String.class");
        System.out.println(viaLink + " " + Files.exists(viaLink) + " " + viaLink.toRealPath() + " " + viaLink.getNameCount()
                + " " + viaLink.getFileName() + " " + viaLink.getParent().getFileName());
        System.out.println(fs.getPath("/modules/java.base").relativize(object) + " " + fs.getPath("a/b").toAbsolutePath());
        try (InputStream in = Files.newInputStream(fs.getPath("/modules/java.base/java/lang/Integer.class"))) {
            byte[] head = in.readNBytes(4);
            System.out.printf("stream %02x%02x%02x%02x%n", head[0], head[1], head[2], head[3]);
        }

        for (String missing : new String[] {"/modules/java.base/no/Such.class", "/modules/no.such.module", "/packages/no.such", "/other"}) {
            Path p = fs.getPath(missing);
            try {
                Files.size(p);
            } catch (IOException e) {
                System.out.println(Files.exists(p) + " " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        try {
            Files.write(fs.getPath("/modules/x"), new byte[1]);
        } catch (ReadOnlyFileSystemException e) {
            System.out.println("write: " + e.getClass().getSimpleName());
        }
        try {
            fs.close();
        } catch (UnsupportedOperationException e) {
            System.out.println("close: " + e.getClass().getSimpleName());
        }
    }
}
