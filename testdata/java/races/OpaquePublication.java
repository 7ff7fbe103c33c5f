// EXPECT: race, warning
// Publication through opaque and plain atomic accesses: a writer sets
// data, then a flag with VarHandle.setOpaque, or an AtomicReference with
// setPlain; the reader sees the flag (getOpaque, getPlain) and reads data.
// Opaque and plain modes are atomic on the flag but order no other access
// (VarHandle's access modes): nothing makes the write of data happen
// before its read, a data race, where setRelease/getAcquire (the third
// pair, whose data is only a warning: ordered, but without a lock)
// would be correct.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicReference;

public class OpaquePublication {
    static int opaqueData, plainData, releasedData;
    static boolean ready, released;
    static final VarHandle READY, RELEASED;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            READY = l.findStaticVarHandle(OpaquePublication.class, "ready", boolean.class);
            RELEASED = l.findStaticVarHandle(OpaquePublication.class, "released", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        AtomicReference<String> flag = new AtomicReference<>();
        Thread writer = new Thread(() -> {
            opaqueData = 1;
            READY.setOpaque(true);
            plainData = 2;
            flag.setPlain("set");
            releasedData = 3;
            RELEASED.setRelease(true);
        });
        writer.start();
        int seen = 0;
        if ((boolean) READY.getOpaque()) seen += opaqueData;
        if (flag.getPlain() != null) seen += plainData;
        if ((boolean) RELEASED.getAcquire()) seen += releasedData;
        writer.join();
        System.out.println(seen);
    }
}
