import java.lang.reflect.*;
public class StackTraces {
    static void boom() { throw new IllegalStateException("boom"); }
    public StackTraces(int x) { if (x < 0) throw new IllegalArgumentException("neg"); }
    public static void main(String[] args) throws Exception {
        try { StackTraces.class.getDeclaredMethod("boom").invoke(null); } catch (InvocationTargetException e) { e.printStackTrace(System.out); }
        try { StackTraces.class.getConstructor(int.class).newInstance(-1); } catch (InvocationTargetException e) { e.printStackTrace(System.out); }
        try { StackTraces.class.getDeclaredMethod("boom").invoke(null, 1); } catch (IllegalArgumentException e) { e.printStackTrace(System.out); }
        try { java.lang.reflect.Array.get(new int[1], 3); } catch (Exception e) { e.printStackTrace(System.out); }
        Runnable r = (Runnable) Proxy.newProxyInstance(null, new Class<?>[]{Runnable.class}, (p, m, a) -> { throw new IllegalStateException("in handler"); });
        try { r.run(); } catch (Exception e) { e.printStackTrace(System.out); }
    }
}
