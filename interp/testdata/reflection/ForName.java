import java.lang.reflect.*;

public class ForName {
    public static void main(String[] args) throws Exception {
        Class<?> c = Class.forName("Helper");
        System.out.println("loaded " + c.getName());
        Object o = c.getDeclaredConstructor().newInstance();
        System.out.println(o);
        Class<?> lazy = Class.forName("Helper$Lazy", false, ForName.class.getClassLoader());
        System.out.println("not initialised yet");
        System.out.println(lazy.getDeclaredMethod("value").invoke(null));
        System.out.println(Class.forName("java.util.ArrayList").getDeclaredConstructor().newInstance());
        System.out.println(Class.forName("[Ljava.lang.String;").getComponentType());
        System.out.println(Class.forName("[[I").getSimpleName());
        try {
            Class.forName("does.not.Exist");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE " + e.getMessage());
        }
        try {
            Class.forName("Helper$Broken");
        } catch (ExceptionInInitializerError e) {
            System.out.println("EIIE " + e.getCause());
        }
        Class<? extends Runnable> rc = Class.forName("Helper$Task").asSubclass(Runnable.class);
        Runnable r = rc.getDeclaredConstructor().newInstance();
        r.run();
        System.out.println(c.getPackageName().isEmpty() + " " + Helper.Task.class.getNestHost().getName());
        System.out.println(Helper.class.isNestmateOf(Helper.Task.class));
        Class<?>[] members = Helper.class.getNestMembers();
        java.util.Arrays.sort(members, java.util.Comparator.comparing(Class::getName));
        for (Class<?> k : members) System.out.println("nest member " + k.getName());
        System.out.println(Sealed.class.isSealed() + " " + Sealed.class.getPermittedSubclasses().length + " " + Helper.class.isSealed());
        for (Class<?> k : Sealed.class.getPermittedSubclasses()) System.out.println("permitted " + k.getName());
    }
}

sealed interface Sealed permits SealedA, SealedB {}
final class SealedA implements Sealed {}
non-sealed class SealedB implements Sealed {}

class Helper {
    static { System.out.println("Helper init"); }
    public String toString() { return "a Helper"; }
    static class Lazy {
        static { System.out.println("Lazy init"); }
        static int value() { return 42; }
    }
    static class Broken {
        static int x = 1 / (Lazy.value() - 42);
    }
    static class Task implements Runnable {
        public void run() { System.out.println("task ran"); }
    }
}
