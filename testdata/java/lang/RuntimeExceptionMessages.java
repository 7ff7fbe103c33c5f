// EXPECT: ok
// COMPARE: java
// Exact messages of exceptions the JVM itself throws: ArithmeticException "/ by zero" (int and long, / and %),
// ArrayIndexOutOfBounds "Index 5 out of bounds for length 3", NegativeArraySize "-1", ClassCast, ArrayStore, NPE class.
public class RuntimeExceptionMessages {
    static int zero() {
        return 0;
    }

    static void report(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (RuntimeException e) {
            // NullPointerException messages (helpful NPEs) are covered by HelpfulNpe.
            String msg = e instanceof NullPointerException ? "(message not checked here)" : e.getMessage();
            System.out.println(what + ": " + e.getClass().getName() + ": " + msg);
        }
    }

    static class Animal {}

    static class Dog extends Animal {}

    public static void main(String[] args) {
        report("int / 0", () -> System.out.println(1 / zero()));
        report("int % 0", () -> System.out.println(1 % zero()));
        report("long / 0", () -> System.out.println(1L / zero()));
        report("long % 0", () -> System.out.println(5L % (long) zero()));
        report("double / 0", () -> System.out.println("  double: " + (1.0 / zero())));
        report("float % 0", () -> System.out.println("  float: " + (1.0f % zero())));
        int[] arr = new int[3];
        report("arr[5]", () -> arr[5] = 1);
        report("arr[-1]", () -> System.out.println(arr[-1]));
        report("arr[3] read", () -> System.out.println(arr[arr.length]));
        long[][] grid = new long[2][4];
        report("grid[1][4]", () -> grid[1][4]++);
        report("grid[2][0]", () -> System.out.println(grid[2][0]));
        String[] strs = {"a"};
        report("strs[1]", () -> System.out.println(strs[1]));
        report("new int[-1]", () -> System.out.println(new int[zero() - 1].length));
        report("new String[-5]", () -> System.out.println(new String[zero() - 5].length));
        report("new int[2][-3]", () -> System.out.println(new int[2][zero() - 3].length));
        report("new int[0]", () -> System.out.println("  length " + new int[zero()].length));
        Object o = "string";
        report("(Integer) string", () -> System.out.println((Integer) o));
        Animal a = new Animal();
        report("(Dog) animal", () -> System.out.println((Dog) a));
        Object ints = new int[1];
        report("(long[]) int[]", () -> System.out.println(((long[]) ints).length));
        Object[] objs = new String[2];
        report("ArrayStore Integer", () -> objs[0] = 42);
        Animal[] animals = new Dog[1];
        report("ArrayStore Animal", () -> animals[0] = new Animal());
        report("ArrayStore ok", () -> animals[0] = new Dog());
        Object[][] nested = new Integer[1][1];
        report("ArrayStore nested", () -> nested[0] = new String[1]);
        String nul = null;
        report("null.length()", () -> System.out.println(nul.length()));
        report("System.arraycopy bad", () -> System.arraycopy(arr, 2, new int[3], 0, 5));
        report("System.arraycopy type", () -> System.arraycopy(arr, 0, new long[3], 0, 1));
        report("charAt", () -> System.out.println("abc".charAt(-1)));
        report("substring", () -> System.out.println("abc".substring(4)));
        report("List.get", () -> System.out.println(java.util.List.of(1).get(2)));
        report("ArrayList.get", () -> System.out.println(new java.util.ArrayList<Integer>().get(0)));
        report("Integer.parseInt", () -> Integer.parseInt("12a"));
        report("Enum valueOf", () -> Thread.State.valueOf("SLEEPING"));
        report("Iterator.next", () -> new java.util.ArrayList<Integer>().iterator().next());
        report("Objects.checkIndex", () -> java.util.Objects.checkIndex(7, 7));
        report("unboxing null", () -> {
            Integer boxed = null;
            int v = boxed;
            System.out.println(v);
        });
        System.out.println("done after " + arr.length + " element array survived: " + java.util.Arrays.toString(arr));
    }
}
