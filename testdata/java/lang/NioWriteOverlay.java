// EXPECT: ok
// COMPARE: java
// Writing with java.nio.file under a directory of its own in /tmp:
// createDirectories, write, writeString (and APPEND), newBufferedWriter,
// a FileChannel (write, positional write, truncate, transferTo,
// transferFrom), createFile and its FileAlreadyExistsException, copy and
// move (with REPLACE_EXISTING and without: FileAlreadyExistsException; a
// directory with what it holds), delete, deleteIfExists and the
// DirectoryNotEmptyException of a directory that is not empty, each read
// back. Under jcheck the writes go to the execution's own view of the
// file system: the program sees them, the disk does not change. The
// program removes what it made, so java leaves nothing behind either.
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class NioWriteOverlay {
    static List<String> tree(Path base) throws IOException {
        try (Stream<Path> s = Files.walk(base)) {
            return s.map(p -> base.relativize(p) + (Files.isDirectory(p) ? "/" : ":" + size(p))).sorted().collect(Collectors.toList());
        }
    }

    static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return -1;
        }
    }

    public static void main(String[] args) throws IOException {
        Path base = Paths.get("/tmp", "jcheck-lang-NioWriteOverlay");
        System.out.println(Files.exists(base));
        Files.createDirectories(base.resolve("a").resolve("b"));
        Files.createDirectories(base.resolve("a"));
        Path notes = base.resolve("notes.txt");
        Files.write(notes, List.of("one", "two"));
        Files.writeString(notes, "three\n", StandardOpenOption.APPEND);
        System.out.println(Files.readAllLines(notes));
        try (BufferedWriter w = Files.newBufferedWriter(base.resolve("a").resolve("w.txt"))) {
            for (int i = 0; i < 3; i++) {
                w.write("line " + i);
                w.newLine();
            }
        }
        System.out.println(Files.readString(base.resolve("a").resolve("w.txt")).replace('\n', '|'));
        Path bin = base.resolve("data.bin");
        try (FileChannel ch = FileChannel.open(bin, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.READ)) {
            System.out.println(ch.write(ByteBuffer.wrap("0123456789".getBytes(StandardCharsets.US_ASCII))) + " " + ch.position() + " " + ch.size());
            ch.write(ByteBuffer.wrap("ab".getBytes(StandardCharsets.US_ASCII)), 3);
            ch.truncate(8);
            ch.position(12);
            ch.write(ByteBuffer.wrap("Z".getBytes(StandardCharsets.US_ASCII)));
            System.out.println(ch.size() + " " + ch.position());
        }
        Path moved = base.resolve("moved.txt");
        try (FileChannel src = FileChannel.open(notes); FileChannel dst = FileChannel.open(moved, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            System.out.println(src.transferTo(4, 100, dst) + " " + src.position() + " " + dst.position());
            src.position(2);
            System.out.println(dst.transferFrom(src, 3, 5) + " " + src.position() + " " + dst.size());
        }
        System.out.println(Files.readString(moved).replace('\n', '|'));
        byte[] data = Files.readAllBytes(bin);
        StringBuilder sb = new StringBuilder();
        for (byte b : data) {
            sb.append(b == 0 ? '.' : (char) b);
        }
        System.out.println(sb);
        try {
            Files.createFile(notes);
        } catch (FileAlreadyExistsException e) {
            System.out.println("FileAlreadyExistsException " + e.getFile().endsWith("notes.txt"));
        }
        Files.copy(notes, base.resolve("a").resolve("copy.txt"));
        try {
            Files.move(bin, base.resolve("a").resolve("copy.txt"));
        } catch (FileAlreadyExistsException e) {
            System.out.println("FileAlreadyExistsException on move");
        }
        Files.move(bin, base.resolve("a").resolve("copy.txt"), StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(base.resolve("a").resolve("b").resolve("inner.txt"), "inner");
        Files.move(base.resolve("a").resolve("b"), base.resolve("c"));
        System.out.println(Files.readString(base.resolve("c").resolve("inner.txt")) + " " + Files.exists(base.resolve("a").resolve("b").resolve("inner.txt")));
        System.out.println(tree(base));
        try {
            Files.delete(base.resolve("a"));
        } catch (DirectoryNotEmptyException e) {
            System.out.println("DirectoryNotEmptyException " + e.getFile().endsWith("a"));
        }
        try {
            Files.delete(base.resolve("nothing"));
        } catch (NoSuchFileException e) {
            System.out.println("NoSuchFileException " + e.getFile().endsWith("nothing"));
        }
        System.out.println(Files.deleteIfExists(base.resolve("nothing")) + " " + Files.deleteIfExists(notes));
        try (Stream<Path> s = Files.walk(base)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(p);
            }
        }
        System.out.println(Files.exists(base) + " " + Files.notExists(base));
    }
}
