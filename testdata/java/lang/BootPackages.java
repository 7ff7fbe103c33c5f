// EXPECT: ok
// COMPARE: java
// Class.getPackage and Package.getPackage for the packages of the JDK's
// classes, which the boot loader defines (named, in their module, so
// sealed) once a class of theirs is loaded (java.util.prefs: not before
// Preferences is used); a name no class has is null.
// Also the packages of the program's own classes, of a lambda, of a
// primitive type and of an array type, and that a package is one object.
import java.util.ArrayList;
import java.util.Map;

public class BootPackages {
    @SuppressWarnings("deprecation")
    public static void main(String[] args) {
        System.out.println(String.class.getPackage());
        Package util = ArrayList.class.getPackage();
        System.out.println(util.getName() + " " + util.isSealed() + " " + (util == Map.class.getPackage()));
        System.out.println(Package.getPackage("java.lang") + " " + Package.getPackage("no.such.pkg"));
        System.out.println(Package.getPackage("java.util.prefs"));
        System.out.println(java.util.prefs.Preferences.class.getPackage());
        System.out.println(Package.getPackage("java.util.prefs"));
        Runnable lambda = () -> { };
        System.out.println("[" + lambda.getClass().getPackage() + "] [" + BootPackages.class.getPackage().getName() + "] "
                + int.class.getPackage() + " " + String[].class.getPackage());
        System.out.println(BootPackages.class.getPackage() == lambda.getClass().getPackage());
    }
}
