// EXPECT: ok
// COMPARE: java
// Reading files: the JDK's release file through a BufferedReader, the
// same bytes through a FileInputStream (available, skip, read, read past
// the end, read after close) and a RandomAccessFile (seek, length, file
// pointer, a write to a file opened "r"), and the FileNotFoundException
// messages for a missing file and a directory.
import java.io.BufferedReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileReader;
import java.io.IOException;
import java.io.RandomAccessFile;

public class FileRead {
    public static void main(String[] args) throws IOException {
        File release = new File(System.getProperty("java.home"), "release");
        String first;
        int lines = 0;
        try (BufferedReader r = new BufferedReader(new FileReader(release))) {
            first = r.readLine();
            lines = 1;
            while (r.readLine() != null) {
                lines++;
            }
        }
        System.out.println((first.indexOf('=') > 0) + " " + (lines > 1));
        FileInputStream in = new FileInputStream(release);
        int size = in.available();
        System.out.println(size == release.length() || release.length() == 0);
        System.out.println(in.skip(2) + " " + (char) in.read() + " " + (in.available() == size - 3));
        byte[] rest = new byte[size];
        int n = in.read(rest);
        System.out.println(n == size - 3);
        System.out.println(in.read() + " " + in.read(rest) + " " + in.skip(5));
        in.close();
        try {
            in.read();
        } catch (IOException e) {
            System.out.println("after close: " + e.getMessage());
        }
        try (RandomAccessFile raf = new RandomAccessFile(release, "r")) {
            raf.seek(2);
            int c = raf.read();
            System.out.println((raf.length() == size) + " " + (char) c + " " + raf.getFilePointer());
            raf.seek(size + 10);
            System.out.println(raf.read() + " " + raf.getFilePointer());
            raf.seek(0);
            byte[] head = new byte[4];
            raf.readFully(head);
            System.out.println(new String(head, "UTF-8").equals(first.substring(0, 4)));
            try {
                raf.write(1);
            } catch (IOException e) {
                System.out.println("write: " + e.getMessage());
            }
        }
        try {
            new FileInputStream("/no/such/dir/file.txt");
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        try {
            new FileInputStream(System.getProperty("java.home"));
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage().endsWith("(Is a directory)"));
        }
    }
}
