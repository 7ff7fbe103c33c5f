// EXPECT: ok
// COMPARE: java
// CLASSPATH: classpath-data/res classpath-data/lib.jar
// ServiceLoader over the class path (classpath-data/): providers listed in
// META-INF/services of a directory and of a jar, in class path order and
// each once, comments and blank lines skipped; iteration, stream with
// Provider.type and get, findFirst, load with an explicit loader, a new
// instance per iteration of a new ServiceLoader but cached by one, a
// service nobody provides, and the ServiceConfigurationError of a provider
// without a public no-argument constructor.
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

public class ServiceLoaderProviders {
    public interface Greeter {
        String greet(String who);
    }

    public interface Unused {
    }

    public interface Broken {
    }

    static int created;

    public static class English implements Greeter {
        public English() { created++; }
        public String greet(String who) { return "Hello, " + who; }
    }

    public static class French implements Greeter {
        public French() { created++; }
        public String greet(String who) { return "Bonjour, " + who; }
    }

    public static class German implements Greeter {
        public German() { created++; }
        public String greet(String who) { return "Hallo, " + who; }
    }

    public static class NoDefaultConstructor implements Broken {
        public NoDefaultConstructor(int x) { }
    }

    public static void main(String[] args) {
        ServiceLoader<Greeter> loader = ServiceLoader.load(Greeter.class);
        for (Greeter g : loader) {
            System.out.println(g.getClass().getSimpleName() + ": " + g.greet("world"));
        }
        System.out.println("created " + created);
        for (Greeter g : loader) {
            System.out.println("again " + g.getClass().getSimpleName());
        }
        System.out.println("created " + created + " (cached)");

        List<String> types = ServiceLoader.load(Greeter.class, ServiceLoaderProviders.class.getClassLoader()).stream()
                .map(p -> p.type().getSimpleName()).collect(Collectors.toList());
        System.out.println("types " + types + ", created " + created);
        System.out.println("first " + ServiceLoader.load(Greeter.class).findFirst().map(g -> g.greet("first")).orElse("none"));
        System.out.println("stream get " + ServiceLoader.load(Greeter.class).stream()
                .map(p -> p.get().greet("x")).collect(Collectors.joining("; ")));
        loader.reload();
        Iterator<Greeter> it = loader.iterator();
        System.out.println("after reload " + it.next().greet("again") + " " + it.hasNext());

        System.out.println("unused: " + ServiceLoader.load(Unused.class).findFirst().isPresent()
                + " " + ServiceLoader.load(Unused.class).stream().count());
        try {
            ServiceLoader.load(Broken.class).findFirst();
            System.out.println("no error");
        } catch (ServiceConfigurationError e) {
            System.out.println(e.getMessage());
        }
    }
}
