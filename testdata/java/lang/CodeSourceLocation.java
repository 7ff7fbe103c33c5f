// EXPECT: ok
// COMPARE: java
// An application class's ProtectionDomain: its CodeSource's location is
// the class path entry it was loaded from (a file: URL of the directory,
// ending in a slash), without signers; the classes of one entry share
// one domain, whose class loader is the application class loader; the
// JDK's classes have no CodeSource. Two threads asking at once get the
// same domain. A class a URLClassLoader defines has the loader's
// CodeSource.
import java.net.URL;
import java.net.URLClassLoader;
import java.security.ProtectionDomain;

public class CodeSourceLocation {
    static class Nested {
    }

    static class Other {
    }

    static volatile ProtectionDomain seen;

    public static void main(String[] args) throws Exception {
        ProtectionDomain pd = CodeSourceLocation.class.getProtectionDomain();
        URL location = pd.getCodeSource().getLocation();
        System.out.println("protocol " + location.getProtocol() + ", directory " + location.getPath().endsWith("/"));
        System.out.println("signers " + pd.getCodeSource().getCodeSigners() + " " + pd.getCodeSource().getCertificates());
        System.out.println("this class's file is under it: "
                + new java.io.File(location.toURI()).toPath().resolve("CodeSourceLocation.class").toFile().isFile());
        System.out.println("app loader: " + (pd.getClassLoader() == ClassLoader.getSystemClassLoader()));
        System.out.println("nested class shares it: " + (Nested.class.getProtectionDomain() == pd));
        System.out.println("String's code source: " + String.class.getProtectionDomain().getCodeSource());
        Thread t = new Thread(() -> seen = Other.class.getProtectionDomain());
        t.start();
        ProtectionDomain mine = Other.class.getProtectionDomain();
        t.join();
        System.out.println("both threads: " + (seen == mine && mine == pd));
        System.out.println("location matches getResource: "
                + CodeSourceLocation.class.getResource("CodeSourceLocation.class").toString().startsWith(location.toString()));
        try (URLClassLoader own = new URLClassLoader(new URL[] {location}, null)) {
            Class<?> c = own.loadClass("CodeSourceLocation$Nested");
            System.out.println("a URLClassLoader's class: " + (c.getClassLoader() == own) + " "
                    + c.getProtectionDomain().getCodeSource().getLocation().equals(location));
        }
    }
}
