// EXPECT: ok
// COMPARE: java
// Reading with java.nio.file: the text file and directory this corpus
// ships in nio-data/ (a path relative to the test's working directory,
// two levels below the repository's root) through readAllLines,
// readString, readAllBytes, newBufferedReader, lines, a FileChannel
// (size, position, positional read) and newInputStream; the directory
// through list, walk and newDirectoryStream (sorted: the order of a
// directory's entries is the file system's); attributes (exists,
// isDirectory, isRegularFile, size, readAttributes, toRealPath); and the
// NoSuchFileException and NotDirectoryException of a missing file and of
// a file listed as a directory.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class NioRead {
    public static void main(String[] args) throws IOException {
        Path dir = Paths.get("..", "..", "testdata", "java", "lang", "nio-data");
        Path words = dir.resolve("words.txt");
        System.out.println(Files.exists(dir) + " " + Files.isDirectory(dir) + " " + Files.isRegularFile(words) + " " + Files.size(words));
        List<String> lines = Files.readAllLines(words);
        System.out.println(lines.size() + " " + lines);
        System.out.println(Files.readString(words).length() + " " + Files.readAllBytes(words).length);
        try (BufferedReader r = Files.newBufferedReader(words, StandardCharsets.UTF_8)) {
            System.out.println(r.readLine() + " / " + r.readLine());
        }
        try (Stream<String> s = Files.lines(words)) {
            System.out.println(s.filter(l -> !l.isEmpty()).map(l -> l.split(" ").length).collect(Collectors.toList()));
        }
        try (FileChannel ch = FileChannel.open(words)) {
            ByteBuffer buf = ByteBuffer.allocate(6);
            System.out.println(ch.size() + " " + ch.read(buf) + " " + ch.position() + " " + new String(buf.array(), 0, buf.position(), StandardCharsets.UTF_8));
            buf.clear();
            System.out.println(ch.read(buf, 11) + " " + ch.position() + " " + new String(buf.array(), 0, buf.position(), StandardCharsets.UTF_8));
            ch.position(ch.size());
            buf.clear();
            System.out.println(ch.read(buf) + " " + ch.position());
        }
        try (InputStream in = Files.newInputStream(dir.resolve("notes").resolve("one.txt"))) {
            System.out.println(in.read() + " " + in.available() + " " + in.skip(6) + " " + (char) in.read());
        }
        try (Stream<Path> s = Files.list(dir)) {
            System.out.println(s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()));
        }
        try (Stream<Path> s = Files.walk(dir)) {
            System.out.println(s.map(p -> dir.relativize(p).toString()).sorted().collect(Collectors.toList()));
        }
        List<String> notes = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir.resolve("notes"), "*.txt")) {
            for (Path p : ds) {
                notes.add(p.getFileName() + "=" + Files.readAllLines(p).size());
            }
        }
        notes.sort(null);
        System.out.println(notes);
        BasicFileAttributes attrs = Files.readAttributes(words, BasicFileAttributes.class);
        System.out.println(attrs.isRegularFile() + " " + attrs.isDirectory() + " " + attrs.isSymbolicLink() + " " + attrs.size());
        System.out.println(words.toRealPath().endsWith(Paths.get("testdata", "java", "lang", "nio-data", "words.txt")));
        try {
            Files.readAllLines(dir.resolve("missing.txt"));
        } catch (NoSuchFileException e) {
            System.out.println("NoSuchFileException " + e.getMessage());
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(words)) {
            System.out.println("listed a file");
        } catch (NotDirectoryException e) {
            System.out.println("NotDirectoryException " + e.getMessage());
        }
        System.out.println(Files.exists(dir.resolve("missing.txt")) + " " + Files.notExists(dir.resolve("missing.txt")));
    }
}
