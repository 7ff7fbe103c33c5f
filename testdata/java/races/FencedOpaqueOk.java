// EXPECT: warning
// Publication through opaque accesses ordered by fences: the writer sets
// data, runs VarHandle.releaseFence and sets a flag with setOpaque; the
// reader spins on getOpaque until it sees the flag, runs acquireFence and
// reads data. The fences order the opaque accesses as release and acquire
// would, so the write of data happens before its read: no data race (the
// LD' warning says data is used without a lock, ordered). A second pair
// mixes the kinds: setRelease against getOpaque and acquireFence.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class FencedOpaqueOk {
    static int data, more;
    static boolean ready, released;
    static final VarHandle READY, RELEASED;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            READY = l.findStaticVarHandle(FencedOpaqueOk.class, "ready", boolean.class);
            RELEASED = l.findStaticVarHandle(FencedOpaqueOk.class, "released", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread writer = new Thread(() -> {
            data = 42;
            VarHandle.releaseFence();
            READY.setOpaque(true);
            more = 7;
            RELEASED.setRelease(true);
        });
        writer.start();
        while (!(boolean) READY.getOpaque()) Thread.onSpinWait();
        VarHandle.acquireFence();
        if (data != 42) throw new AssertionError("data not published");
        while (!(boolean) RELEASED.getOpaque()) Thread.onSpinWait();
        VarHandle.acquireFence();
        if (more != 7) throw new AssertionError("more not published");
        writer.join();
        System.out.println("published");
    }
}
