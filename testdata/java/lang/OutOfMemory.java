// EXPECT: ok
// COMPARE: java
// XMX: 256m
// OutOfMemoryError as HotSpot throws it, from newarray, anewarray, multianewarray and Array.newInstance:
// an array longer than any array may be is "Requested array size exceeds VM limit", arrays that fit no
// heap are "Java heap space"; the error is caught and the program goes on allocating.
import java.lang.reflect.Array;
import java.util.function.Supplier;

public class OutOfMemory {
    static void allocate(String what, Supplier<Object> allocation) {
        try {
            Object o = allocation.get();
            System.out.println(what + ": allocated " + o.getClass().getSimpleName());
        } catch (OutOfMemoryError e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        allocate("int[MAX_VALUE]", () -> new int[Integer.MAX_VALUE]);
        allocate("Object[MAX_VALUE - 1]", () -> new Object[Integer.MAX_VALUE - 1]);
        allocate("byte[3][MAX_VALUE]", () -> new byte[3][Integer.MAX_VALUE]);
        allocate("long[2^20][2^20]", () -> new long[1 << 20][1 << 20]);
        allocate("String[2^16][2^16][2^16]", () -> new String[1 << 16][1 << 16][1 << 16]);
        allocate("Array.newInstance(byte, MAX_VALUE)", () -> Array.newInstance(byte.class, Integer.MAX_VALUE));
        allocate("Array.newInstance(long, 2^20, 2^20)", () -> Array.newInstance(long.class, 1 << 20, 1 << 20));
        allocate("long[0][MAX_VALUE - 2]", () -> new long[0][Integer.MAX_VALUE - 2]);
        allocate("long[1000]", () -> new long[1000]);
        int[][] grid = new int[100][100];
        grid[99][99] = 7;
        System.out.println("still allocating: " + grid[99][99]);
    }
}
