// EXPECT: ok
// COMPARE: java
// CLASSPATH: classpath-data/res classpath-data/lib.jar
// Resources of the class path, a directory and a jar (classpath-data/):
// ClassLoader.getResource, getResourceAsStream and getResources (in class
// path order), getSystemResource, Class.getResource and
// getResourceAsStream with names relative to the class's package and
// absolute ones, the URLs' protocols and file names, reading through
// URL.openStream, and null for a missing resource.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

public class ResourcesFromClassPath {
    static String read(InputStream in) throws IOException {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            StringBuilder sb = new StringBuilder();
            for (String line; (line = r.readLine()) != null; ) {
                sb.append(line).append('|');
            }
            return sb.toString();
        }
    }

    static String describe(URL u) {
        if (u == null) {
            return "null";
        }
        String s = u.toString();
        int entry = s.indexOf("!/");
        if (entry >= 0) {
            return u.getProtocol() + " " + s.substring(s.lastIndexOf('/', entry) + 1);
        }
        return u.getProtocol() + " " + s.substring(s.lastIndexOf("classpath-data/") + "classpath-data/".length());
    }

    public static void main(String[] args) throws IOException {
        ClassLoader cl = ResourcesFromClassPath.class.getClassLoader();
        URL greeting = cl.getResource("greeting.txt");
        System.out.println(describe(greeting));
        System.out.println(read(greeting.openStream()));
        System.out.println(read(cl.getResourceAsStream("greeting.txt")));

        URL jarred = cl.getResource("jarred.txt");
        System.out.println(describe(jarred));
        System.out.println(read(jarred.openStream()));
        System.out.println(read(ClassLoader.getSystemResourceAsStream("jarred.txt")));
        System.out.println(describe(ClassLoader.getSystemResource("data/numbers.txt")));

        List<URL> all = Collections.list(cl.getResources("data/numbers.txt"));
        System.out.println(all.size() + " copies of data/numbers.txt");
        for (URL u : all) {
            System.out.println(describe(u) + " -> " + read(u.openStream()));
        }
        Enumeration<URL> none = cl.getResources("no/such/thing");
        System.out.println("missing: " + none.hasMoreElements() + " " + cl.getResource("no/such/thing")
                + " " + cl.getResourceAsStream("missing.txt"));

        Class<?> c = ResourcesFromClassPath.class;
        System.out.println(describe(c.getResource("/greeting.txt")));
        System.out.println(describe(c.getResource("data/numbers.txt")));
        System.out.println(read(c.getResourceAsStream("/jarred.txt")));
        System.out.println(c.getResource("nothing.txt"));
        URL self = c.getResource("ResourcesFromClassPath.class");
        System.out.println(self.getProtocol() + " " + self.getPath().endsWith("/ResourcesFromClassPath.class"));
        try (InputStream in = self.openStream()) {
            System.out.printf("magic %x%x%x%x%n", in.read(), in.read(), in.read(), in.read());
        }
    }
}
