// EXPECT: ok
// COMPARE: java
// URLClassLoader over a directory the program fills with a copy of one of
// its own class files: with the application class loader as parent the
// class path's class wins (parent first); with no parent (the boot
// loader) the loader defines its own class of the same name, a
// different class with its own statics, whose loader is the
// URLClassLoader and which only interfaces of the JDK connect to the
// program, and which loads the class it refers to (a copy too) through
// that loader; findLoadedClass, loadClass twice, Class.forName through the
// loader, getResource of the directory, a ClassCastException across
// loaders, Class.getResourceAsStream of the loader's class, and
// ClassNotFoundException for a name the directory lacks.
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

public class URLClassLoaderDir {
    public static class Plugin implements Supplier<String> {
        static int instances;
        final int n;

        public Plugin() {
            n = ++instances;
            Tally.total += 10;
        }

        public String get() {
            return "plugin #" + n + " of " + instances + " in " + loaderName(getClass().getClassLoader())
                    + ", tally " + Tally.total + " in " + loaderName(Tally.class.getClassLoader());
        }

        static String loaderName(ClassLoader l) {
            return l == null ? "boot" : l.getClass().getSimpleName() + (l.getName() == null ? "" : " " + l.getName());
        }
    }

    public static class Tally {
        static int total;
    }

    static class Finder extends URLClassLoader {
        Finder(URL[] urls, ClassLoader parent) {
            super(urls, parent);
        }

        Class<?> loaded(String name) {
            return findLoadedClass(name);
        }
    }

    static void write(File f, byte[] data) throws IOException {
        try (OutputStream out = new FileOutputStream(f)) {
            out.write(data);
        }
    }

    public static void main(String[] args) throws Exception {
        File dir = new File("urlclassloader-dir");
        String file = Plugin.class.getName() + ".class";
        String tally = Tally.class.getName() + ".class";
        System.out.println("made dir: " + dir.mkdir());
        for (String f : new String[] {file, tally}) {
            try (InputStream in = URLClassLoaderDir.class.getResourceAsStream(f)) {
                write(new File(dir, f), in.readAllBytes());
            }
        }
        write(new File(dir, "note.txt"), "beside the class".getBytes(StandardCharsets.UTF_8));
        URL[] urls = {dir.toURI().toURL()};
        try {
            URLClassLoader withParent = new URLClassLoader(urls);
            System.out.println("parent is app: " + (withParent.getParent() == URLClassLoaderDir.class.getClassLoader()));
            Class<?> fromParent = withParent.loadClass(Plugin.class.getName());
            System.out.println("parent first: " + (fromParent == Plugin.class));

            Finder alone = new Finder(urls, null);
            System.out.println("before: " + alone.loaded(Plugin.class.getName()));
            Class<?> own = alone.loadClass(Plugin.class.getName());
            System.out.println("own class: " + (own != Plugin.class) + " " + own.getName() + " "
                    + Plugin.loaderName(own.getClassLoader()) + " " + (own.getClassLoader() == alone));
            System.out.println("found loaded: " + (alone.loaded(Plugin.class.getName()) == own)
                    + " again: " + (alone.loadClass(Plugin.class.getName()) == own)
                    + " forName: " + (Class.forName(Plugin.class.getName(), true, alone) == own));
            @SuppressWarnings("unchecked")
            Supplier<String> a = (Supplier<String>) own.getDeclaredConstructor().newInstance();
            @SuppressWarnings("unchecked")
            Supplier<String> b = (Supplier<String>) own.getDeclaredConstructor().newInstance();
            new Plugin();
            System.out.println(a.get());
            System.out.println(b.get());
            System.out.println(new Plugin().get() + ", statics apart: " + Plugin.instances);
            System.out.println("instance of Plugin: " + (a instanceof Plugin));
            try {
                Plugin p = (Plugin) (Object) a;
                System.out.println("cast " + p);
            } catch (ClassCastException e) {
                System.out.println("ClassCastException");
            }
            URL note = alone.getResource("note.txt");
            System.out.println("resource: " + note.getProtocol() + " " + note.getPath().endsWith("urlclassloader-dir/note.txt"));
            try (InputStream in = note.openStream()) {
                System.out.println(new String(in.readAllBytes()));
            }
            try (InputStream in = own.getResourceAsStream("note.txt")) {
                System.out.println("through its class: " + new String(in.readAllBytes()) + ", not through the class path's: "
                        + Plugin.class.getResourceAsStream("note.txt"));
            }
            System.out.println("String through it: " + (alone.loadClass("java.lang.String") == String.class));
            try {
                alone.loadClass("URLClassLoaderDir");
            } catch (ClassNotFoundException e) {
                System.out.println(e);
            }
            alone.close();
            withParent.close();
        } finally {
            System.out.println("deleted: " + new File(dir, file).delete() + " " + new File(dir, tally).delete()
                    + " " + new File(dir, "note.txt").delete() + " " + dir.delete());
        }
    }
}
