// EXPECT: ok
// COMPARE: java
// The JDK's own resources by module: jrt: URLs opened directly and as
// the JDK's class loaders answer for class files (getSystemResource,
// getResource), their content and length, the errors for a missing
// resource, a resource of another module and a module without a name;
// resources of the JDK's packages that java encapsulates are not found.
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.Arrays;

public class JrtResources {
    static byte[] read(URL url) throws IOException {
        try (InputStream in = url.openStream()) {
            return in.readAllBytes();
        }
    }

    public static void main(String[] args) throws Exception {
        URL object = URI.create("jrt:/java.base/java/lang/Object.class").toURL();
        byte[] b = read(object);
        byte[] fromResource = Object.class.getResourceAsStream("Object.class").readAllBytes();
        System.out.printf("%s %02x%02x%02x%02x %d same as resource %b%n", object.getProtocol(), b[0], b[1], b[2], b[3],
                b.length, Arrays.equals(b, fromResource));
        URL string = URI.create("jrt:/java.base/java/lang/String.class").toURL();
        System.out.println("length " + string.openConnection().getContentLength() + " read " + read(string).length);
        for (String u : new String[] {"jrt:/java.base/no/Such.class", "jrt:/java.logging/java/lang/Object.class",
            "jrt:/java.base", "jrt:/"}) {
            try {
                URI.create(u).toURL().openStream();
            } catch (IOException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
            System.out.println("  length " + URI.create(u).toURL().openConnection().getContentLength());
        }

        URL system = ClassLoader.getSystemResource("java/lang/Object.class");
        System.out.println(system + " equal " + system.equals(object) + " same bytes " + Arrays.equals(read(system), b));
        System.out.println(JrtResources.class.getClassLoader().getResource("java/util/logging/Logger.class"));
        System.out.println(Object.class.getResource("Object.class") + " " + String.class.getResource("/java/lang/Integer.class"));
        System.out.println("encapsulated " + ClassLoader.getSystemResource("java/lang/uniName.dat") + " "
                + String.class.getResource("/java/lang/uniName.dat"));
        System.out.println("missing " + ClassLoader.getSystemResource("no/Such.class") + " own "
                + ClassLoader.getSystemResource("JrtResources.class").getProtocol());
        System.out.println("module " + URI.create("jrt:/java.logging/java/util/logging/Level.class").toURL().openConnection().getContentLength());
    }
}
