// EXPECT: ok
// COMPARE: java
// Arrays of a class that a URLClassLoader of the program's defined (a
// copy of one of the program's own classes, loaded with no parent, so a
// class apart from the class path's of the same name): Array.newInstance
// of one and of several dimensions, Class.forName of the array's name
// through the loader, the class's own code making, casting and testing
// arrays of itself (anewarray, multianewarray, checkcast, instanceof),
// Arrays.copyOf and clone, the array class's loader and component, and
// ArrayStoreException and ClassCastException between the arrays of the
// two classes of one name.
import java.io.File;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Array;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Arrays;
import java.util.function.IntFunction;

public class ArraysOfLoadedClasses {
    public static class Cell implements IntFunction<String> {
        final int v;

        public Cell() {
            this(0);
        }

        Cell(int v) {
            this.v = v;
        }

        public String apply(int n) {
            Cell[] row = new Cell[n];
            for (int i = 0; i < n; i++) {
                row[i] = new Cell(i * i);
            }
            Cell[][] grid = new Cell[2][n];
            grid[1] = row;
            Object o = grid;
            Cell[][] back = (Cell[][]) o;
            Object[] asObjects = row;
            return "row " + row.length + " last " + row[n - 1].v + ", grid " + back.length + "x" + back[0].length
                    + ", instanceof Object[][] " + (o instanceof Object[][]) + ", Cell[] " + (asObjects instanceof Cell[])
                    + ", loader " + (row.getClass().getClassLoader() == Cell.class.getClassLoader());
        }

        public String toString() {
            return "Cell(" + v + ")";
        }
    }

    public static void main(String[] args) throws Exception {
        File dir = new File("arrays-of-loaded-classes");
        String file = Cell.class.getName() + ".class";
        dir.mkdir();
        try (InputStream in = ArraysOfLoadedClasses.class.getResourceAsStream(file);
                OutputStream out = new FileOutputStream(new File(dir, file))) {
            out.write(in.readAllBytes());
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toURI().toURL()}, null)) {
            Class<?> own = loader.loadClass(Cell.class.getName());
            System.out.println("own class: " + (own != Cell.class));
            Object arr = Array.newInstance(own, 3);
            Array.set(arr, 1, own.getDeclaredConstructor().newInstance());
            System.out.println(arr.getClass().getName() + " length " + Array.getLength(arr) + " [1] " + Array.get(arr, 1));
            System.out.println("component " + (arr.getClass().getComponentType() == own) + ", loader "
                    + (arr.getClass().getClassLoader() == loader) + ", not the class path's " + (arr.getClass() != Cell[].class));
            Class<?> byName = Class.forName("[L" + Cell.class.getName() + ";", false, loader);
            System.out.println("forName: " + (byName == arr.getClass()) + ", two dimensions: "
                    + (Class.forName("[[L" + Cell.class.getName() + ";", false, loader) == Array.newInstance(own, 1, 1).getClass()));
            Object[] copy = Arrays.copyOf((Object[]) arr, 5);
            Object[] cloned = ((Object[]) arr).clone();
            System.out.println("copyOf " + copy.getClass().getName() + " " + (copy.getClass() == arr.getClass()) + " " + copy.length
                    + ", clone " + (cloned.getClass() == arr.getClass()) + " " + cloned[1]);
            try {
                ((Object[]) arr)[0] = new Cell(5);
                System.out.println("stored the class path's Cell");
            } catch (ArrayStoreException e) {
                System.out.println("ArrayStoreException: " + e.getMessage());
            }
            try {
                Cell[] mine = (Cell[]) arr;
                System.out.println("cast " + mine.length);
            } catch (ClassCastException e) {
                System.out.println("ClassCastException");
            }
            @SuppressWarnings("unchecked")
            IntFunction<String> f = (IntFunction<String>) own.getDeclaredConstructor().newInstance();
            System.out.println(f.apply(4));
            System.out.println(new Cell().apply(3));
        } finally {
            System.out.println("deleted: " + new File(dir, file).delete() + " " + dir.delete());
        }
    }
}
