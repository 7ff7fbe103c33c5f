// EXPECT: ok
// COMPARE: java
// A child-first class loader (as servlet containers and plugin hosts
// make): it defines copies of two of the program's classes itself, Shape
// and Maker, rather than asking its parent, so its Shape is a class apart
// from the class path's of that name. What the loader's classes name
// resolves through the loader throughout: Maker's supertypes, the types
// reflection gives for its methods, constructor and field
// (getMethod with the loader's Shape finds the method), method handles'
// and VarHandles' types, a lambda's interface and casts, and the
// ClassCastException between the two Shapes.
import java.io.File;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;

public class ChildFirstLoader {
    public static class Shape {
        public String name() {
            return "shape of " + (getClass().getClassLoader() instanceof Loader ? "the loader" : "the class path");
        }
    }

    public static class Maker implements Supplier<Shape> {
        public Shape field = new Shape();

        public Maker() {
        }

        public Maker(Shape s) {
            field = s;
        }

        public Shape get() {
            return new Shape();
        }

        public Shape make(Shape s) {
            return s;
        }

        public Function<Object, Shape> caster() {
            return o -> (Shape) o;
        }
    }

    public static class Loader extends URLClassLoader {
        public Loader(URL[] urls) {
            super(urls, ChildFirstLoader.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && (name.endsWith("$Shape") || name.endsWith("$Maker"))) {
                    c = findClass(name);
                }
                return c != null ? c : super.loadClass(name, resolve);
            }
        }
    }

    public static void main(String[] args) throws Throwable {
        Path dir = Files.createTempDirectory("jcheck-child-first");
        for (String n : new String[] {"ChildFirstLoader$Shape", "ChildFirstLoader$Maker"}) {
            try (InputStream in = ChildFirstLoader.class.getResourceAsStream(n + ".class")) {
                Files.write(dir.resolve(n + ".class"), in.readAllBytes());
            }
        }
        try (Loader l = new Loader(new URL[] {dir.toUri().toURL()})) {
            Class<?> maker = l.loadClass("ChildFirstLoader$Maker");
            Class<?> shape = l.loadClass("ChildFirstLoader$Shape");
            System.out.println("the loader's Shape is the class path's: " + (shape == Shape.class) + ", defined by the loader: "
                    + (shape.getClassLoader() == l) + ", Maker's: " + (maker.getClassLoader() == l));
            Method make = maker.getMethod("make", shape);
            System.out.println("make: returns the loader's Shape " + (make.getReturnType() == shape) + ", takes it "
                    + (make.getParameterTypes()[0] == shape));
            try {
                maker.getMethod("make", Shape.class);
            } catch (NoSuchMethodException e) {
                System.out.println("no make(the class path's Shape)");
            }
            Field field = maker.getField("field");
            Constructor<?> ctor = maker.getConstructor(shape);
            System.out.println("field of the loader's Shape: " + (field.getType() == shape) + ", constructor: "
                    + (ctor.getParameterTypes()[0] == shape));
            Object m = maker.getConstructor().newInstance();
            Object s = ((Supplier<?>) m).get();
            System.out.println("Supplier.get: " + shape.getMethod("name").invoke(s));
            MethodHandle mh = MethodHandles.publicLookup().findVirtual(maker, "make", MethodType.methodType(shape, shape));
            System.out.println("handle: " + mh.type().returnType().getClassLoader().equals(l) + ", gives "
                    + shape.getMethod("name").invoke(mh.invoke(m, s)));
            VarHandle vh = MethodHandles.privateLookupIn(maker, MethodHandles.lookup()).findVarHandle(maker, "field", shape);
            System.out.println("VarHandle of the loader's Shape: " + (vh.varType() == shape));
            @SuppressWarnings("unchecked")
            Function<Object, ?> caster = (Function<Object, ?>) maker.getMethod("caster").invoke(m);
            System.out.println("lambda casts the loader's Shape: " + (caster.apply(s) == s));
            try {
                caster.apply(new Shape());
            } catch (ClassCastException e) {
                System.out.println("and not the class path's: ClassCastException");
            }
            System.out.println("the class path's: " + new Shape().name());
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
