// EXPECT: ok
// COMPARE: java
// JDK: 25
// jcheck's models of java.util.concurrent on JDK 25's class library,
// where they follow its behaviour: an Exchanger lets an interrupted
// thread that finds a partner waiting exchange, and it stays
// interrupted (up to JDK 23 it threw InterruptedException); a
// StampedLock's stamps and modes are JDK 17's.
import java.util.concurrent.Exchanger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.StampedLock;

public class ConcurrencyModels {
    public static void main(String[] args) throws Exception {
        Exchanger<String> ex = new Exchanger<>();
        AtomicReference<String> got = new AtomicReference<>();
        Thread partner = new Thread(() -> {
            try {
                got.set("partner got " + ex.exchange("p"));
            } catch (InterruptedException e) {
                got.set("partner interrupted");
            }
        });
        partner.start();
        while (partner.getState() != Thread.State.WAITING) {
            Thread.yield();
        }
        Thread.currentThread().interrupt();
        System.out.println("interrupted main got " + ex.exchange("m") + ", still interrupted " + Thread.interrupted());
        partner.join();
        System.out.println(got.get());
        try {
            Thread.currentThread().interrupt();
            ex.exchange("alone");
        } catch (InterruptedException e) {
            System.out.println("interrupted alone: InterruptedException, status " + Thread.currentThread().isInterrupted());
        }

        StampedLock sl = new StampedLock();
        long o = sl.tryOptimisticRead();
        long w = sl.writeLock();
        System.out.println(o + " " + w + " " + sl.validate(o) + " " + state(sl));
        long r = sl.tryConvertToReadLock(w);
        System.out.println(r + " " + state(sl));
        long w2 = sl.tryConvertToWriteLock(r);
        System.out.println(w2 + " " + state(sl));
        sl.unlock(w2);
        System.out.println(sl.tryOptimisticRead() + " " + state(sl));
    }

    static String state(StampedLock sl) {
        String s = sl.toString();
        return s.substring(s.indexOf('['));
    }
}
