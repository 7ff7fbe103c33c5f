// EXPECT: ok
// Two threads each make a MessageDigest and hash a byte: both go through
// the security providers' caches of services, each lookup an operation
// on the class library's own state that no order of the two threads
// changes.
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

public class LibraryCachesDigestOk {
    static int digestLength(String algorithm, byte b) {
        try {
            return MessageDigest.getInstance(algorithm).digest(new byte[] {b}).length;
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

    static final int[] lengths = new int[2];

    static synchronized void put(int i, int length) {
        lengths[i] = length;
    }

    static synchronized int get(int i) {
        return lengths[i];
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> put(1, digestLength("SHA-256", (byte) 1)));
        t.start();
        put(0, digestLength("MD5", (byte) 2));
        t.join();
        assert get(0) == 16 && get(1) == 32;
        System.out.println(get(0) + " " + get(1));
    }
}
