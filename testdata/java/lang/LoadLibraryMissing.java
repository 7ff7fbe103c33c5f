// EXPECT: ok
// COMPARE: java
// System.loadLibrary of a library that is nowhere and System.load of a file that does not exist throw java's
// UnsatisfiedLinkError (the search path in the message is jcheck's java.library.path, printed as <path>), as
// do a relative path and a name with a separator; the JDK's own libraries load (the JDK loads them itself).
public class LoadLibraryMissing {
    interface Load {
        void run();
    }

    static void attempt(String what, Load load) {
        try {
            load.run();
            System.out.println(what + ": loaded");
        } catch (UnsatisfiedLinkError e) {
            String path = System.getProperty("java.library.path");
            System.out.println(what + ": " + e.getClass().getSimpleName() + " " + e.getMessage().replace(path, "<path>"));
        }
    }

    public static void main(String[] args) {
        attempt("loadLibrary(definitely_missing_lib)", () -> System.loadLibrary("definitely_missing_lib"));
        attempt("again", () -> System.loadLibrary("definitely_missing_lib"));
        attempt("Runtime.loadLibrary", () -> Runtime.getRuntime().loadLibrary("nothere"));
        attempt("load(/nonexistent/libx.so)", () -> System.load("/nonexistent/libx.so"));
        attempt("load(libx.so)", () -> System.load("libx.so"));
        attempt("loadLibrary(a/b)", () -> System.loadLibrary("a/b"));
        attempt("loadLibrary(net)", () -> System.loadLibrary("net"));
        attempt("loadLibrary(zip)", () -> System.loadLibrary("zip"));
        System.out.println(System.mapLibraryName("definitely_missing_lib"));
    }
}
