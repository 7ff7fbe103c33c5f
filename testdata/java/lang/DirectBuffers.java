// EXPECT: ok
// COMPARE: java
// Direct ByteBuffers (memory outside the Java heap): get and put of every
// primitive kind in both byte orders, absolute and relative, the typed
// views (asIntBuffer, asLongBuffer, ...) at aligned and unaligned
// offsets, slice and duplicate, bulk copies to and from heap arrays and
// heap buffers, comparisons with heap buffers, charset coding into a
// direct buffer, and the exceptions of bad indexes.
import java.nio.*;
import java.nio.charset.*;
import java.util.Arrays;

public class DirectBuffers {
    static void dump(String what, ByteBuffer b) {
        StringBuilder sb = new StringBuilder(what).append(':');
        for (int i = 0; i < b.limit(); i++) {
            sb.append(' ').append(Integer.toHexString(b.get(i) & 0xff));
        }
        System.out.println(sb);
    }

    static void primitives(ByteOrder order) {
        ByteBuffer b = ByteBuffer.allocateDirect(40).order(order);
        System.out.println(b.getClass().getName() + " " + b + " direct=" + b.isDirect() + " order=" + b.order());
        b.put((byte) -2).putChar('\u20ac').putShort((short) -12345).putInt(0x12345678).putLong(0x0102030405060708L)
                .putFloat(1.5f).putDouble(-Math.PI);
        System.out.println("position " + b.position());
        dump(order.toString(), b.duplicate().limit(b.position()));
        b.flip();
        System.out.println(b.get() + " " + (int) b.getChar() + " " + b.getShort() + " " + Integer.toHexString(b.getInt()) + " "
                + Long.toHexString(b.getLong()) + " " + b.getFloat() + " " + b.getDouble());
        // Absolute accesses at odd (unaligned) indexes.
        b.clear();
        b.putInt(1, -7).putLong(5, Long.MIN_VALUE + 3).putShort(13, (short) 513).putChar(15, 'x').putDouble(17, 2.5e-300).putFloat(25, Float.NaN);
        System.out.println(b.getInt(1) + " " + b.getLong(5) + " " + b.getShort(13) + " " + b.getChar(15) + " " + b.getDouble(17) + " " + b.getFloat(25));
        System.out.println("int at 2 " + Integer.toHexString(b.getInt(2)) + " long at 0 " + Long.toHexString(b.getLong(0)));
    }

    static void views(ByteOrder order) {
        ByteBuffer b = ByteBuffer.allocateDirect(64).order(order);
        for (int i = 0; i < 64; i++) {
            b.put(i, (byte) (i * 7));
        }
        IntBuffer ib = b.asIntBuffer();
        LongBuffer lb = b.asLongBuffer();
        ShortBuffer sb = b.asShortBuffer();
        CharBuffer cb = b.asCharBuffer();
        FloatBuffer fb = b.asFloatBuffer();
        DoubleBuffer db = b.asDoubleBuffer();
        System.out.println(order + " views " + ib.capacity() + " " + lb.capacity() + " " + sb.capacity() + " " + cb.capacity() + " "
                + fb.capacity() + " " + db.capacity() + " " + ib.isDirect() + " " + ib.order());
        System.out.println(Integer.toHexString(ib.get(3)) + " " + Long.toHexString(lb.get(2)) + " " + sb.get(5) + " " + (int) cb.get(7)
                + " " + fb.get(1) + " " + db.get(0));
        ib.put(0, 0xCAFEBABE);
        lb.put(7, -1L);
        sb.put(4, (short) 0x7f01);
        dump(order + " after view puts", b);
        // A view of an unaligned slice.
        b.position(3);
        IntBuffer odd = b.slice().order(order).asIntBuffer();
        int[] ints = new int[odd.remaining()];
        odd.get(ints);
        System.out.println("unaligned ints " + Arrays.toString(ints));
        odd.rewind().put(new int[] {1, 2, 3}, 0, 3);
        dump(order + " after bulk int put", b);
        long[] longs = {Long.MAX_VALUE, 42, -42};
        LongBuffer lv = b.clear().asLongBuffer();
        lv.position(4);
        lv.put(longs);
        long[] back = new long[8];
        lv.flip();
        lv.get(back, 0, lv.remaining());
        System.out.println("longs " + Arrays.toString(back));
        double[] ds = new double[3];
        b.asDoubleBuffer().get(5, ds);
        System.out.println("doubles " + Arrays.toString(ds));
        char[] chars = "héllo".toCharArray();
        CharBuffer cv = b.clear().asCharBuffer();
        cv.put(chars);
        cv.flip();
        System.out.println("chars " + cv + " " + cv.length());
    }

    static void sliceAndBulk() {
        ByteBuffer b = ByteBuffer.allocateDirect(32);
        byte[] src = new byte[20];
        for (int i = 0; i < src.length; i++) {
            src[i] = (byte) (100 + i);
        }
        b.position(4);
        b.put(src, 2, 10);
        ByteBuffer s = b.flip().position(6).slice();
        System.out.println("slice " + s + " " + s.isDirect() + " " + s.get(0) + " " + s.get(s.limit() - 1));
        s.put(1, (byte) -1);
        ByteBuffer d = b.duplicate();
        System.out.println("duplicate sees " + d.get(7) + " slice of slice " + s.slice(2, 3).get(0));
        byte[] out = new byte[b.limit()];
        b.get(0, out);
        System.out.println("bulk get " + Arrays.toString(out));
        ByteBuffer heap = ByteBuffer.allocate(32);
        heap.put(b.rewind());
        ByteBuffer direct2 = ByteBuffer.allocateDirect(32);
        direct2.put(heap.flip());
        direct2.flip();
        b.rewind();
        System.out.println("equals " + direct2.equals(b) + " " + b.equals(heap.rewind()) + " compareTo " + b.compareTo(heap)
                + " hash " + (b.hashCode() == heap.hashCode()) + " mismatch " + b.mismatch(heap));
        direct2.put(9, (byte) 0);
        System.out.println("mismatch after change " + b.mismatch(direct2) + " compareTo " + b.compareTo(direct2));
        ByteBuffer c = ByteBuffer.allocateDirect(8);
        c.put(new byte[] {1, 2, 3, 4, 5});
        c.flip().position(2);
        c.compact();
        dump("compact", c.flip());
        ByteBuffer ro = b.asReadOnlyBuffer();
        System.out.println("read-only " + ro.isReadOnly() + " " + ro.isDirect() + " " + ro.get(5));
        try {
            ro.put(0, (byte) 1);
        } catch (ReadOnlyBufferException e) {
            System.out.println("ReadOnlyBufferException");
        }
    }

    static void large() {
        ByteBuffer b = ByteBuffer.allocateDirect(1 << 16);
        System.out.println("zeroed " + (b.getLong(0) == 0 && b.getLong((1 << 16) - 8) == 0));
        for (int i = 0; i < (1 << 14); i++) {
            b.putInt(i * 31 % (1 << 14) * 4, i);
        }
        long sum = 0;
        b.rewind();
        while (b.hasRemaining()) {
            sum += b.getInt();
        }
        System.out.println("sum " + sum);
        ByteBuffer fill = ByteBuffer.allocateDirect(100);
        byte[] pattern = new byte[100];
        Arrays.fill(pattern, (byte) 9);
        fill.put(pattern);
        System.out.println("filled " + fill.get(0) + " " + fill.get(99));
    }

    static void charsets() throws CharacterCodingException {
        ByteBuffer b = ByteBuffer.allocateDirect(32);
        CharsetEncoder enc = StandardCharsets.UTF_8.newEncoder();
        CoderResult r = enc.encode(CharBuffer.wrap("grüße €"), b, true);
        System.out.println("encoded " + r + " " + b.position());
        b.flip();
        System.out.println("decoded " + StandardCharsets.UTF_8.decode(b));
        b.rewind();
        System.out.println("latin1 " + StandardCharsets.ISO_8859_1.newDecoder().decode(b).length());
    }

    static void errors() {
        ByteBuffer b = ByteBuffer.allocateDirect(8);
        try {
            b.getLong(1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName());
        }
        try {
            b.putInt(-1, 0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName());
        }
        try {
            b.position(6);
            b.putInt(3);
        } catch (BufferOverflowException e) {
            System.out.println("BufferOverflowException");
        }
        try {
            b.position(7);
            b.getShort();
        } catch (BufferUnderflowException e) {
            System.out.println("BufferUnderflowException");
        }
        try {
            ByteBuffer.allocateDirect(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("empty " + ByteBuffer.allocateDirect(0));
    }

    public static void main(String[] args) throws Exception {
        System.out.println("native order " + ByteOrder.nativeOrder());
        primitives(ByteOrder.BIG_ENDIAN);
        primitives(ByteOrder.LITTLE_ENDIAN);
        views(ByteOrder.BIG_ENDIAN);
        views(ByteOrder.LITTLE_ENDIAN);
        sliceAndBulk();
        large();
        charsets();
        errors();
    }
}
