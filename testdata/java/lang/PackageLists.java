// EXPECT: ok
// COMPARE: java
// The packages the class loaders list: Package.getPackages (the boot
// loader's packages of the JDK's classes loaded so far, then the class
// path's), the application class loader's getDefinedPackages and
// getDefinedPackage of the program's own (unnamed) package, a loader of
// the program's that sees only the boot loader's, and Package.getPackage
// of JDK packages as one object with Class.getPackage and the lists.
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

public class PackageLists {
    static class Lister extends ClassLoader {
        Lister() {
            super("lister", null);
        }

        Package[] all() {
            return getPackages();
        }
    }

    static Set<String> names(Package[] pkgs) {
        return Arrays.stream(pkgs).map(Package::getName).collect(Collectors.toCollection(TreeSet::new));
    }

    static String has(Set<String> names, String... wanted) {
        StringBuilder sb = new StringBuilder();
        for (String w : wanted) {
            sb.append(" [").append(w).append("] ").append(names.contains(w));
        }
        return sb.toString();
    }

    @SuppressWarnings("deprecation")
    public static void main(String[] args) {
        Package[] all = Package.getPackages();
        Set<String> names = names(all);
        System.out.println("getPackages distinct " + (names.size() == all.length) + " program's last "
                + all[all.length - 1].getName().isEmpty() + has(names, "java.lang", "java.util", "java.io", "", "java.util.prefs", "no.such"));
        ClassLoader app = PackageLists.class.getClassLoader();
        List<String> defined = Arrays.stream(app.getDefinedPackages()).map(p -> "[" + p.getName() + "]").collect(Collectors.toList());
        System.out.println("app defines " + defined + " " + (app.getDefinedPackage("") == PackageLists.class.getPackage())
                + " " + app.getDefinedPackage("java.lang") + " " + app.getDefinedPackage("no.such"));
        System.out.println("unnamed " + (Package.getPackage("") == PackageLists.class.getPackage()) + " in list "
                + (all[all.length - 1] == PackageLists.class.getPackage()));

        Package lang = Package.getPackage("java.lang");
        Package util = Arrays.stream(all).filter(p -> p.getName().equals("java.util")).findFirst().get();
        System.out.println(lang + " sealed " + lang.isSealed() + " " + lang.getImplementationVersion() + " same "
                + (lang == String.class.getPackage()) + " " + (util == List.class.getPackage()) + " " + (util == Package.getPackage("java.util")));
        System.out.println(Package.getPackage("java.util.prefs") + " " + java.util.prefs.Preferences.class.getName());
        Set<String> later = names(Package.getPackages());
        System.out.println("after " + has(later, "java.util.prefs") + " grew " + later.containsAll(names));

        Lister lister = new Lister();
        Set<String> boot = names(lister.all());
        System.out.println("lister" + has(boot, "java.lang", "java.util.prefs", "") + " defines " + lister.getDefinedPackages().length
                + " " + lister.getDefinedPackage("java.lang"));
    }
}
