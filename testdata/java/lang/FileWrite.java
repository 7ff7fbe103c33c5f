// EXPECT: ok
// COMPARE: java
// Writing files: a directory made, files written, appended to, read back,
// listed, created exclusively, renamed, changed through a
// RandomAccessFile "rw" (seek, write, setLength), written with a
// FileWriter and a PrintWriter, and deleted, with the errors for a file
// in a missing directory and for a directory opened as a file. Under
// jcheck the writes go to the execution's own view of the file system:
// the program sees them, the disk does not change. The program removes
// what it made, so java leaves nothing behind either.
import java.io.BufferedReader;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

public class FileWrite {
    static String read(File f) throws IOException {
        StringBuilder sb = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new FileReader(f))) {
            for (String line; (line = r.readLine()) != null; ) {
                sb.append(line).append('|');
            }
        }
        return sb.toString();
    }

    static void removeAll(File f) {
        File[] in = f.listFiles();
        if (in != null) {
            for (File c : in) {
                removeAll(c);
            }
        }
        f.delete();
    }

    public static void main(String[] args) throws IOException {
        File dir = new File(System.getProperty("java.io.tmpdir"), "jcheck-file-write-test");
        removeAll(dir);
        System.out.println("exists before: " + dir.exists() + ", mkdir " + dir.mkdir() + ", again " + dir.mkdir() + ", is dir " + dir.isDirectory());
        File a = new File(dir, "a.txt");
        try (FileOutputStream out = new FileOutputStream(a)) {
            out.write("hello\n".getBytes(StandardCharsets.UTF_8));
            out.write('!');
        }
        try (FileOutputStream out = new FileOutputStream(a, true)) {
            out.write("\nworld\n".getBytes(StandardCharsets.UTF_8));
        }
        System.out.println("a: " + read(a) + " length " + a.length() + " file " + a.isFile() + " can write " + a.canWrite());
        try (FileOutputStream out = new FileOutputStream(a)) {
            out.write("short\n".getBytes(StandardCharsets.UTF_8));
        }
        System.out.println("truncated: " + read(a) + " length " + a.length());
        File b = new File(dir, "b.txt");
        System.out.println("create b " + b.createNewFile() + ", again " + b.createNewFile() + ", length " + b.length());
        String[] names = dir.list();
        Arrays.sort(names);
        System.out.println("list " + Arrays.toString(names));
        File c = new File(dir, "c.txt");
        System.out.println("rename a to c " + a.renameTo(c) + ", a exists " + a.exists() + ", c: " + read(c));
        System.out.println("rename missing " + new File(dir, "none").renameTo(new File(dir, "x")));
        try (RandomAccessFile raf = new RandomAccessFile(c, "rw")) {
            raf.seek(2);
            raf.write('O');
            raf.seek(raf.length());
            raf.writeBytes("end\n");
            System.out.println("raf length " + raf.length() + " pointer " + raf.getFilePointer());
            raf.setLength(4);
            raf.seek(0);
            byte[] buf = new byte[10];
            int n = raf.read(buf);
            System.out.println("after setLength: " + n + " " + new String(buf, 0, n, StandardCharsets.UTF_8));
        }
        File d = new File(dir, "d.txt");
        try (RandomAccessFile raf = new RandomAccessFile(d, "rw")) {
            raf.writeInt(0x41424344);
        }
        System.out.println("d: " + read(d) + " length " + d.length());
        try (PrintWriter w = new PrintWriter(new FileWriter(new File(dir, "e.txt")))) {
            w.println("line one");
            w.printf("%d %s%n", 2, "two");
        }
        System.out.println("e: " + read(new File(dir, "e.txt")));
        try {
            new FileOutputStream(new File(dir, "missing/f.txt"));
        } catch (FileNotFoundException e) {
            System.out.println("missing dir: " + e.getMessage().replace(dir.getPath(), "DIR"));
        }
        try {
            new FileOutputStream(dir);
        } catch (FileNotFoundException e) {
            System.out.println("directory: " + e.getMessage().replace(dir.getPath(), "DIR"));
        }
        File sub = new File(dir, "sub");
        System.out.println("mkdirs " + new File(sub, "deeper").mkdirs() + ", delete non-empty " + sub.delete());
        names = dir.list();
        Arrays.sort(names);
        System.out.println("list " + Arrays.toString(names));
        removeAll(dir);
        System.out.println("exists after: " + dir.exists() + ", c exists " + c.exists());
    }
}
