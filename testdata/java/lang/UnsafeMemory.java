// EXPECT: ok
// COMPARE: java
// sun.misc.Unsafe (reached by reflection, as libraries do) on memory
// outside the Java heap: allocateMemory, put and get of every primitive
// kind and of addresses, setMemory, copyMemory between heap arrays and
// native memory and within native memory, reallocateMemory keeping the
// contents, freeMemory, and the platform constants Unsafe reports.
import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.util.Arrays;
import sun.misc.Unsafe;

public class UnsafeMemory {
    public static void main(String[] args) throws Exception {
        Field f = Unsafe.class.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        Unsafe u = (Unsafe) f.get(null);
        System.out.println("addressSize " + u.addressSize() + " pageSize " + u.pageSize() + " byte[] base "
                + Unsafe.ARRAY_BYTE_BASE_OFFSET + " scale " + Unsafe.ARRAY_LONG_INDEX_SCALE);

        long a = u.allocateMemory(64);
        System.out.println("allocated " + (a != 0) + " aligned " + (a % 8 == 0));
        u.setMemory(a, 64, (byte) 0);
        u.putLong(a, 0x1122334455667788L);
        System.out.println("bytes of a long: " + Long.toHexString(u.getByte(a) & 0xff) + " " + Long.toHexString(u.getByte(a + 7) & 0xff)
                + " int at +2 " + Integer.toHexString(u.getInt(a + 2)));
        u.putInt(a + 8, -5);
        u.putShort(a + 12, (short) 300);
        u.putChar(a + 14, 'Z');
        u.putFloat(a + 16, 0.25f);
        u.putDouble(a + 20, 1e100);
        u.putByte(a + 28, (byte) 200);
        u.putAddress(a + 32, a);
        System.out.println(u.getInt(a + 8) + " " + u.getShort(a + 12) + " " + u.getChar(a + 14) + " " + u.getFloat(a + 16) + " "
                + u.getDouble(a + 20) + " " + u.getByte(a + 28) + " address round trip " + (u.getAddress(a + 32) == a));
        // The same accesses through the (Object, offset) forms with a null base.
        u.putLong(null, a + 40, -1L);
        System.out.println("null base " + u.getLong(null, a + 40) + " " + u.getInt(null, a + 44));
        System.out.println("volatile " + u.getIntVolatile(null, a + 8) + " cas " + u.compareAndSwapInt(null, a + 8, -5, 6) + " "
                + u.getInt(a + 8) + " getAndAdd " + u.getAndAddLong(null, a + 40, 2) + " " + u.getLong(a + 40));

        // setMemory, copyMemory from and to heap arrays and within native memory.
        u.setMemory(a + 48, 16, (byte) 0x5a);
        byte[] heap = new byte[16];
        u.copyMemory(null, a + 48, heap, Unsafe.ARRAY_BYTE_BASE_OFFSET, 16);
        System.out.println("setMemory " + Arrays.toString(heap));
        int[] ints = {1, 2, 3, 4};
        u.copyMemory(ints, Unsafe.ARRAY_INT_BASE_OFFSET, null, a, 16);
        System.out.println("ints in native memory " + u.getInt(a) + " " + u.getInt(a + 12) + " long " + Long.toHexString(u.getLong(a)));
        u.copyMemory(a, a + 2, 12);
        long[] longs = new long[2];
        u.copyMemory(null, a, longs, Unsafe.ARRAY_LONG_BASE_OFFSET, 16);
        System.out.println("overlapping copy " + Long.toHexString(longs[0]) + " " + Long.toHexString(longs[1]));

        // reallocateMemory keeps the contents; freeMemory frees.
        long b = u.reallocateMemory(a, 4096);
        System.out.println("reallocated keeps " + u.getInt(b + 12) + " " + u.getByte(b + 48));
        u.setMemory(b + 64, 4032, (byte) 1);
        long sum = 0;
        for (long p = b + 64; p < b + 4096; p += 8) {
            sum += u.getLong(p);
        }
        System.out.println("sum " + Long.toHexString(sum));
        u.freeMemory(b);
        System.out.println("allocateMemory(0) " + u.allocateMemory(0));
        u.freeMemory(0);
        try {
            u.allocateMemory(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException");
        }

        // invokeCleaner frees a direct buffer's memory at once.
        ByteBuffer direct = ByteBuffer.allocateDirect(16);
        direct.putInt(0, 7);
        u.invokeCleaner(direct);
        try {
            u.invokeCleaner(direct.slice());
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("done");
    }
}
