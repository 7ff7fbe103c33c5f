// EXPECT: ok
// RUN: java
// EXIT: 0
// Tally has atomic granularity (AtomicTallyOk.annotations) and meets every
// requirement the bytecode is checked for, close to each line: it counts
// its instances in a private static field of its own, reads a final
// static field of another class, updates its count through this (a
// compound assignment, dup'ed receiver), compares another tally's final
// name (accesses to final fields are not intercepted), and main reads
// that final field directly. Two threads add to one tally.
public class AtomicTallyOk {
    static final int STEP = Integer.parseInt("1");

    static final class Tally {
        private static int created;
        private final String name;
        private int count;

        Tally(String name) {
            this.name = name;
            created++;
        }

        void add() {
            count += STEP;
        }

        boolean sameName(Tally other) {
            return other != this && other.name.equals(name);
        }

        int count() {
            return count;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Tally t = new Tally("hits");
        Thread a = new Thread(t::add);
        Thread b = new Thread(t::add);
        a.start();
        b.start();
        a.join();
        b.join();
        assert t.count() == 2 : t.count();
        System.out.println(t.name + " " + t.count() + " " + t.sameName(new Tally("hits")));
    }
}
