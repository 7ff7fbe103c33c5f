import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

// Instructions and Code attribute features.
public abstract class Insns implements Comparable<Insns> {
    interface Wider {
        void take(long a, double b, int c);
    }

    static int table(int x) {
        switch (x) {
        case 1: return 10;
        case 2: return 20;
        case 3: return 30;
        case 4: return 40;
        case 5: return 50;
        default: return -1;
        }
    }

    static int lookup(int x) {
        switch (x) {
        case Integer.MIN_VALUE: return 1;
        case -1000: return 2;
        case 7: return 3;
        case 1000000: return 4;
        default: return 0;
        }
    }

    static Object arrays() {
        int[][][] a = new int[3][4][5];
        String[][] s = new String[2][];
        long[] l = new long[1];
        return new Object[] {a, s, l};
    }

    static void iface(List<String> list, Map<String, Integer> map, Wider w) {
        list.add("x");
        map.put("k", 1);
        w.take(1L, 2.0, 3);
    }

    static String concat(String s, int i) {
        return "s=" + s + ", i=" + i;
    }

    static Supplier<String> lambda(String s) {
        return () -> s + "!";
    }

    static int tryFinally(java.io.Reader r) {
        int n = 0;
        try {
            n = r.read();
        } catch (IOException e) {
            n = -2;
        } finally {
            n++;
        }
        return n;
    }

    static Runnable anonymous(final int k) {
        return new Runnable() {
            public void run() {
                System.out.println(k);
            }
        };
    }

    public synchronized void sync() {}

    public native int nat(long x);

    protected abstract void abs();

    static int varargs(String... xs) {
        return xs.length;
    }

    @Override
    public int compareTo(Insns o) {  // javac adds a bridge compareTo(Object)
        return 0;
    }

    private static final long serialVersionUID = 1L;
}
