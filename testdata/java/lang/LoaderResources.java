// EXPECT: ok
// COMPARE: java
// Class.getResource and getResourceAsStream of a class a loader of the
// program's defined ask that loader (a URLClassLoader over a directory the
// program fills, and a ClassLoader subclass that defines a class from bytes
// and answers findResource itself), with names relative to the class's
// package or absolute; the class's loader, module and package; the class
// path's class does not see the loaders' files.
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

public class LoaderResources {
    public static class Item {
    }

    static class Memory extends ClassLoader {
        final List<String> asked = new ArrayList<>();
        final File dir;

        Memory(File dir) {
            super("memory", null);
            this.dir = dir;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            try (InputStream in = LoaderResources.class.getResourceAsStream(name + ".class")) {
                if (in == null) {
                    throw new ClassNotFoundException(name);
                }
                byte[] b = in.readAllBytes();
                return defineClass(name, b, 0, b.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }

        @Override
        protected URL findResource(String name) {
            asked.add(name);
            File f = new File(dir, name);
            try {
                return f.isFile() ? f.toURI().toURL() : null;
            } catch (MalformedURLException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    static String read(InputStream in) throws IOException {
        if (in == null) {
            return "null";
        }
        try (in) {
            return new String(in.readAllBytes()).trim();
        }
    }

    static void describe(Class<?> c, ClassLoader l) throws IOException {
        System.out.println(c.getName() + " loader " + (c.getClassLoader() == l) + " " + l.getName() + " module "
                + (c.getModule() == l.getUnnamedModule()) + " named " + c.getModule().isNamed() + " package ["
                + c.getPackage().getName() + "] " + (c.getPackage() == l.getDefinedPackage("")) + " module's loader "
                + (c.getModule().getClassLoader() == l));
        URL data = c.getResource("data.txt");
        System.out.println("  " + data.getProtocol() + " " + data.getPath().endsWith("loader-resources-dir/data.txt") + " absolute "
                + data.equals(c.getResource("/data.txt")) + " missing " + c.getResource("missing.txt"));
        System.out.println("  " + read(c.getResourceAsStream("data.txt")) + " / " + read(c.getResourceAsStream("/data.txt")) + " / "
                + read(c.getResourceAsStream("missing.txt")));
        System.out.println("  JDK's " + (c.getResource("/java/lang/Object.class") != null));
    }

    public static void main(String[] args) throws Exception {
        File dir = new File("loader-resources-dir");
        String file = Item.class.getName() + ".class";
        System.out.println("made dir: " + dir.mkdir());
        try {
            try (InputStream in = LoaderResources.class.getResourceAsStream(file)) {
                Files.write(new File(dir, file).toPath(), in.readAllBytes());
            }
            Files.write(new File(dir, "data.txt").toPath(), "beside the class".getBytes());
            try (URLClassLoader urls = new URLClassLoader("urls", new URL[] {dir.toURI().toURL()}, null)) {
                Class<?> own = urls.loadClass(Item.class.getName());
                System.out.println("own: " + (own != Item.class));
                describe(own, urls);
                System.out.println("  its class file " + (own.getResource(file) != null) + " " + (own.getResource("/" + file) != null));
            }
            Memory memory = new Memory(dir);
            Class<?> defined = memory.loadClass(Item.class.getName());
            System.out.println("defined: " + (defined != Item.class));
            describe(defined, memory);
            System.out.println("  asked " + memory.asked);
            System.out.println("class path's: " + Item.class.getResource("data.txt") + " " + Item.class.getResourceAsStream("data.txt")
                    + " loader " + Item.class.getClassLoader().getName());
        } finally {
            System.out.println("deleted: " + new File(dir, file).delete() + " " + new File(dir, "data.txt").delete() + " " + dir.delete());
        }
    }
}
