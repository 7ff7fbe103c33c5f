// EXPECT: ok
// COMPARE: java
// java.nio.file's queries and the java.io view of the same files, under a
// directory of its own in /tmp: isSameFile, isReadable, isWritable,
// isExecutable (a file made is not, a directory is), isHidden,
// getAttribute, a SeekableByteChannel that writes in the middle,
// walkFileTree, find, setPosixFilePermissions, java.io.File and FileWriter
// on files java.nio.file made and the other way round, a Scanner of a
// Path, mismatch. The program removes what it made.
import java.io.File;
import java.io.FileWriter;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Scanner;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class NioAttributes {
    public static void main(String[] args) throws IOException {
        Path base = Paths.get("/tmp", "jcheck-lang-NioAttributes");
        Files.createDirectories(base.resolve("sub"));
        Path f = base.resolve("f.txt");
        Files.writeString(f, "hello world\n");
        System.out.println(Files.isSameFile(f, base.resolve(".").resolve("f.txt")) + " " + Files.isSameFile(f, base.resolve("sub")));
        System.out.println(Files.isReadable(f) + " " + Files.isWritable(f) + " " + Files.isExecutable(f) + " " + Files.isExecutable(base) + " " + Files.isHidden(f));
        System.out.println(f.toFile().canRead() + " " + f.toFile().canExecute() + " " + base.toFile().canExecute());
        System.out.println(Files.getAttribute(f, "basic:size") + " " + Files.getAttribute(f, "unix:nlink") + " " + Files.getAttribute(base, "basic:isDirectory"));
        try (SeekableByteChannel ch = Files.newByteChannel(f, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ch.position(6);
            ch.write(ByteBuffer.wrap("WORLD".getBytes(StandardCharsets.US_ASCII)));
            System.out.println(ch.size() + " " + ch.position());
        }
        System.out.println(Files.readString(f).trim());
        Files.writeString(base.resolve("sub").resolve("g.txt"), "g");
        List<String> visited = new ArrayList<>();
        Files.walkFileTree(base, new SimpleFileVisitor<Path>() {
            @Override
            public FileVisitResult visitFile(Path p, BasicFileAttributes attrs) {
                visited.add(base.relativize(p) + "=" + attrs.size());
                return FileVisitResult.CONTINUE;
            }
        });
        visited.sort(null);
        System.out.println(visited);
        try (Stream<Path> s = Files.find(base, 3, (p, attrs) -> attrs.isRegularFile() && attrs.size() > 1)) {
            System.out.println(s.map(p -> p.getFileName().toString()).collect(Collectors.toList()));
        }
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-------"));
        System.out.println(f.toFile().exists() + " " + f.toFile().length() + " " + f.toFile().isFile() + " " + new File(base.toString(), "sub").isDirectory());
        try (FileWriter w = new FileWriter(base.resolve("io.txt").toFile())) {
            w.write("from java.io\n42 more\n");
        }
        System.out.println(Files.readAllLines(base.resolve("io.txt")));
        try (Scanner sc = new Scanner(base.resolve("io.txt"))) {
            sc.nextLine();
            System.out.println(sc.nextInt() + 1);
        }
        System.out.println(Files.mismatch(f, f) + " " + Files.mismatch(f, base.resolve("io.txt")));
        try (Stream<Path> s = Files.walk(base)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(p);
            }
        }
        System.out.println(Files.exists(base) + " " + base.toFile().exists());
    }
}
