// EXPECT: ok
// COMPARE: java
// The class loaders a program sees: the application class loader of the
// class path ("app", its parent "platform", then the boot loader, null),
// the system and context class loaders, the loaders of JDK classes,
// arrays, nested classes and lambdas; Class.forName with and without
// initialisation and through a loader, ClassLoader.loadClass (which does
// not initialise), ClassNotFoundException for a missing class, a class
// the boot loader cannot see and a primitive type's name; array classes
// by name; a loader of the program's own delegating to its parent; and
// Class.getPackage of the unnamed package.
import java.util.ArrayList;
import java.util.List;

public class ClassLoaderBasics {
    static final List<String> log = new ArrayList<>();

    static class Lazy {
        static { log.add("Lazy initialised"); }
        static int value = 42;
    }

    static class Eager {
        static { log.add("Eager initialised"); }
    }

    static String name(ClassLoader l) {
        return l == null ? "boot" : l.getName() + " (" + l.getClass().getSimpleName() + ")";
    }

    static void tryForName(String n, boolean init, ClassLoader l) {
        try {
            Class<?> c = Class.forName(n, init, l);
            System.out.println("forName " + n + " -> " + c.getName() + " loader " + name(c.getClassLoader()));
        } catch (ClassNotFoundException e) {
            System.out.println("forName " + n + " with " + name(l) + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        ClassLoader app = ClassLoaderBasics.class.getClassLoader();
        System.out.println("app: " + name(app));
        System.out.println("parent: " + name(app.getParent()));
        System.out.println("grandparent: " + name(app.getParent().getParent()));
        System.out.println("system is app: " + (ClassLoader.getSystemClassLoader() == app));
        System.out.println("platform: " + (ClassLoader.getPlatformClassLoader() == app.getParent()));
        System.out.println("context is app: " + (Thread.currentThread().getContextClassLoader() == app));
        System.out.println("String: " + name(String.class.getClassLoader()));
        System.out.println("int: " + name(int.class.getClassLoader()));
        System.out.println("Lazy: " + name(Lazy.class.getClassLoader()));
        System.out.println("Lazy[][]: " + name(Lazy[][].class.getClassLoader()));
        System.out.println("String[]: " + name(String[].class.getClassLoader()));
        Runnable lambda = () -> { };
        System.out.println("lambda: " + name(lambda.getClass().getClassLoader()));
        System.out.println("package: [" + ClassLoaderBasics.class.getPackage() + "] "
                + ClassLoaderBasics.class.getPackage().getName().isEmpty());

        Class<?> lazy = app.loadClass("ClassLoaderBasics$Lazy");
        System.out.println("loadClass: " + lazy.getSimpleName() + " " + log);
        Class<?> eager = Class.forName("ClassLoaderBasics$Eager");
        System.out.println("forName: " + eager.getSimpleName() + " " + log);
        System.out.println("same class: " + (Class.forName("ClassLoaderBasics$Lazy", false, app) == Lazy.class) + " " + log);
        System.out.println("value " + lazy.getDeclaredField("value").getInt(null) + " " + log);

        tryForName("java.util.ArrayList", false, null);
        tryForName("ClassLoaderBasics", false, null);
        tryForName("ClassLoaderBasics", false, app.getParent());
        tryForName("NoSuchClass", true, app);
        tryForName("int", false, app);
        tryForName("[I", false, null);
        tryForName("[LClassLoaderBasics$Lazy;", false, app);
        tryForName("[[Ljava.lang.String;", false, null);
        tryForName("[LClassLoaderBasics;", false, null);
        tryForName("java/lang/String", false, app);
        try {
            app.loadClass("a.b.Missing");
        } catch (ClassNotFoundException e) {
            System.out.println("loadClass: " + e);
        }
        System.out.println("loadClass ArrayList: " + name(app.loadClass("java.util.ArrayList").getClassLoader()));

        ClassLoader mine = new ClassLoader("mine", app) { };
        System.out.println(mine.getName() + " parent " + name(mine.getParent()));
        Class<?> viaMine = mine.loadClass("ClassLoaderBasics$Lazy");
        System.out.println("via mine: " + (viaMine == Lazy.class) + " loader " + name(viaMine.getClassLoader()));
        tryForName("ClassLoaderBasics$Eager", true, mine);
        ClassLoader orphan = new ClassLoader(null) { };
        System.out.println("orphan String: " + name(orphan.loadClass("java.lang.String").getClassLoader()));
        try {
            orphan.loadClass("ClassLoaderBasics");
        } catch (ClassNotFoundException e) {
            System.out.println("orphan: " + e);
        }
        tryForName("ClassLoaderBasics", false, orphan);
    }
}
