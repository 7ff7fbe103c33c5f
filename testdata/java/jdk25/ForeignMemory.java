// EXPECT: ok
// COMPARE: java
// JDK: 25
// java.lang.foreign on JDK 25: a struct layout's VarHandles (made by the
// library in Java: an adapted VarHandle over a segment's), indexed
// access, strings, copies, slices, fills, a bounds check, and a closed
// arena's segment refused.
import java.lang.foreign.Arena;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

public class ForeignMemory {
    static final StructLayout POINT = MemoryLayout.structLayout(ValueLayout.JAVA_INT.withName("x"), ValueLayout.JAVA_INT.withName("y"));
    static final VarHandle X = POINT.varHandle(MemoryLayout.PathElement.groupElement("x"));
    static final VarHandle Y = POINT.varHandle(MemoryLayout.PathElement.groupElement("y"));

    public static void main(String[] args) throws Exception {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment p = arena.allocate(POINT);
            X.set(p, 0L, 3);
            Y.set(p, 0L, 4);
            System.out.println("point " + (int) X.get(p, 0L) + "," + (int) Y.get(p, 0L) + " size " + POINT.byteSize());
            MemorySegment longs = arena.allocate(ValueLayout.JAVA_LONG, 3);
            longs.setAtIndex(ValueLayout.JAVA_LONG, 2, 42L);
            System.out.println(Arrays.toString(longs.toArray(ValueLayout.JAVA_LONG)));
            MemorySegment s = arena.allocateFrom("hello");
            System.out.println(s.getString(0) + " " + s.byteSize());
            MemorySegment copy = arena.allocate(5);
            MemorySegment.copy(s, 0, copy, 0, 5);
            copy.set(ValueLayout.JAVA_BYTE, 0, (byte) 'j');
            System.out.println(new String(copy.toArray(ValueLayout.JAVA_BYTE)));
            MemorySegment slice = longs.asSlice(8, 16);
            slice.fill((byte) 1);
            System.out.println(Long.toHexString(longs.getAtIndex(ValueLayout.JAVA_LONG, 1)) + " " + slice.byteSize());
            try {
                longs.getAtIndex(ValueLayout.JAVA_LONG, 3);
            } catch (IndexOutOfBoundsException e) {
                System.out.println("out of bounds");
            }
        }
        Arena arena = Arena.ofShared();
        MemorySegment kept = arena.allocate(ValueLayout.JAVA_INT);
        arena.close();
        try {
            kept.get(ValueLayout.JAVA_INT, 0);
        } catch (IllegalStateException e) {
            System.out.println("closed: " + e.getMessage());
        }
    }
}
