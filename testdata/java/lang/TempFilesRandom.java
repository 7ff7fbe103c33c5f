// EXPECT: ok
// COMPARE: java
// Temporary files and directories (Files.createTempFile/createTempDirectory, File.createTempFile) in
// java.io.tmpdir with random names, SecureRandom (NativePRNG, getInstanceStrong, a seeded SHA1PRNG) and
// UUID.randomUUID: the random parts are checked by their form, seeded generators by their values.
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.UUID;
import java.util.stream.Collectors;

public class TempFilesRandom {
    public static void main(String[] args) throws Exception {
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        Path p = Files.createTempFile("jc", ".txt");
        System.out.println("in tmpdir: " + p.getParent().equals(tmp) + ", name ok: "
                + p.getFileName().toString().matches("jc\\d+\\.txt") + ", exists: " + Files.exists(p)
                + ", size: " + Files.size(p));
        Files.writeString(p, "abc");
        System.out.println(Files.readString(p) + " " + Files.size(p));
        Files.delete(p);
        System.out.println("after delete: " + Files.exists(p));

        Path dir = Files.createTempDirectory("jcd");
        System.out.println("dir: " + Files.isDirectory(dir) + " " + dir.getFileName().toString().matches("jcd\\d+"));
        Path inside = Files.createTempFile(dir, "a", null);
        Path second = Files.createTempFile(dir, null, ".log");
        System.out.println("inside: " + inside.getFileName().toString().matches("a\\d+\\.tmp") + " "
                + second.getFileName().toString().matches("\\d+\\.log") + " " + !inside.equals(second));
        try (var list = Files.list(dir)) {
            System.out.println("entries: " + list.count());
        }
        Files.delete(inside);
        Files.delete(second);
        Files.delete(dir);
        System.out.println("dir after delete: " + Files.exists(dir));

        File f = File.createTempFile("old", ".dat");
        System.out.println("File: " + f.getName().matches("old\\d+\\.dat") + " " + f.isFile() + " " + f.length()
                + " " + f.getParentFile().toPath().equals(tmp));
        File g = File.createTempFile("xyz", null, f.getParentFile());
        System.out.println("File in dir: " + g.getName().matches("xyz\\d+\\.tmp") + " " + g.delete() + " " + f.delete());

        SecureRandom sr = new SecureRandom();
        int n = sr.nextInt(100);
        byte[] bytes = new byte[16];
        sr.nextBytes(bytes);
        System.out.println(sr.getAlgorithm() + " " + (n >= 0 && n < 100) + " " + bytes.length + " "
                + sr.generateSeed(8).length + " " + sr.getProvider().getName());
        System.out.println("strong: " + SecureRandom.getInstanceStrong().getAlgorithm());
        SecureRandom seeded = SecureRandom.getInstance("SHA1PRNG");
        seeded.setSeed(42L);
        System.out.println("SHA1PRNG seeded: " + seeded.nextInt() + " " + seeded.nextLong() + " "
                + HexFormat.of().formatHex(seeded.generateSeed(0)));
        byte[] out = new byte[12];
        seeded.nextBytes(out);
        System.out.println("SHA1PRNG bytes: " + HexFormat.of().formatHex(out));

        UUID u = UUID.randomUUID();
        System.out.println("uuid: " + u.version() + " " + u.variant() + " " + u.toString().length() + " "
                + u.toString().matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")
                + " " + !u.equals(UUID.randomUUID()));
        System.out.println("name uuid: " + UUID.nameUUIDFromBytes("jcheck".getBytes()));
        System.out.println("distinct: " + Arrays.stream(new int[10]).mapToObj(i -> UUID.randomUUID())
                .collect(Collectors.toSet()).size());
    }
}
