// EXPECT: ok
// Two threads each claim a slot of a shared array with compareAndSet
// through an array-element VarHandle (atomic, a visible operation): each
// slot is claimed exactly once, whatever the order.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleArrayCasOk {
    static final VarHandle SLOTS = MethodHandles.arrayElementVarHandle(String[].class);

    static void claim(String[] slots, String me) {
        for (int s = 0; s < slots.length; s++) {
            if (SLOTS.compareAndSet(slots, s, null, me)) {
                return;
            }
        }
        throw new AssertionError(me + " found no free slot");
    }

    public static void main(String[] args) throws InterruptedException {
        String[] slots = new String[2];
        Thread t1 = new Thread(() -> claim(slots, "t1"));
        Thread t2 = new Thread(() -> claim(slots, "t2"));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        String first = (String) SLOTS.getVolatile(slots, 0);
        String second = (String) SLOTS.getVolatile(slots, 1);
        assert first != null && second != null && !first.equals(second) : "slots " + first + ", " + second;
    }
}
