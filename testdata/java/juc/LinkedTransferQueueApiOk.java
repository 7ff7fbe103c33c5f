// EXPECT: ok
// RUN: java
// LinkedTransferQueue as the JDK has it (jcheck's model): insertions that
// never wait, tryTransfer that fails without a waiting consumer (timed:
// once its timeout ends), null refused, the collection methods, weakly
// consistent iterators, bulk removals, serialization; waiting consumers
// served in arrival order and counted; an element that a transfer waits
// with counted and shown, its removal ending the transfer; and the
// interrupt rules: a waiting transfer or take that is interrupted throws
// InterruptedException with the status cleared, an interrupted take or
// transfer that finds a partner takes or hands over and stays interrupted
// (JDK 17; from JDK 21 they throw), a timed poll or tryTransfer of an
// interrupted thread that finds no partner throws.
// Each thread waits until the other is waiting (Thread.getState), so the
// order is the same on every schedule.
// The waits poll getState and yield: each poll may come before or after
// the other thread's move, and the stateless search explores every such
// order of a dozen waits (tens of thousands of executions); the stateful
// search sees the extra polls return to states it has visited.
import java.io.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicReferenceArray;

public class LinkedTransferQueueApiOk {
    static void waitUntilWaiting(Thread t) {
        while (t.getState() != Thread.State.WAITING && t.getState() != Thread.State.TIMED_WAITING) {
            Thread.yield();
        }
    }

    static void alone() throws Exception {
        LinkedTransferQueue<String> q = new LinkedTransferQueue<>();
        System.out.println("empty " + q + " size " + q.size() + " isEmpty " + q.isEmpty() + " peek " + q.peek() + " poll " + q.poll()
                + " remaining " + q.remainingCapacity() + " waiting " + q.hasWaitingConsumer() + " " + q.getWaitingConsumerCount());
        System.out.println("tryTransfer alone " + q.tryTransfer("t") + " timed " + q.tryTransfer("t", 1, TimeUnit.MILLISECONDS) + " size " + q.size());
        q.put("a");
        System.out.println("offer " + q.offer("b") + " timed offer " + q.offer("c", 1, TimeUnit.SECONDS) + " add " + q.add("d") + " -> " + q + " size " + q.size());
        for (String op : List.of("put", "offer", "transfer", "tryTransfer", "add")) {
            try {
                switch (op) {
                    case "put" -> q.put(null);
                    case "offer" -> q.offer(null);
                    case "transfer" -> q.transfer(null);
                    case "tryTransfer" -> q.tryTransfer(null);
                    default -> q.add(null);
                }
            } catch (NullPointerException e) {
                System.out.print(op + "(null): NPE; ");
            }
        }
        System.out.println();
        System.out.println("peek " + q.peek() + " element " + q.element() + " poll " + q.poll() + " take " + q.take() + " timed poll " + q.poll(1, TimeUnit.SECONDS) + " left " + q);
        q.addAll(List.of("e", "f", "g", "h", "i", "e"));
        System.out.println("contains e " + q.contains("e") + " z " + q.contains("z") + " null " + q.contains(null) + " remove e " + q.remove("e") + " null " + q.remove(null) + " -> " + q);
        System.out.println("toArray " + Arrays.toString(q.toArray()) + " typed " + Arrays.toString(q.toArray(new String[0])));
        String[] big = {"1", "2", "3", "4", "5", "6", "7", "8", "9"};
        System.out.println("toArray into a larger array " + (q.toArray(big) == big) + " " + Arrays.toString(big));
        Iterator<String> it = q.iterator();
        System.out.print("iterator " + it.next());
        q.remove("f");
        q.poll();
        q.remove("h");
        while (it.hasNext()) {
            System.out.print(" " + it.next());
        }
        System.out.println(" (f read ahead, then removed; d taken; h removed)");
        it = q.iterator();
        it.next();
        it.remove();
        try {
            it.remove();
        } catch (IllegalStateException e) {
            System.out.println("iterator remove twice: ISE, left " + q);
        }
        q.addAll(List.of("j", "k", "l", "m"));
        System.out.println("removeIf j " + q.removeIf(s -> s.equals("j")) + " removeIf z " + q.removeIf(s -> s.equals("z")) + " removeAll [k, z] " + q.removeAll(List.of("k", "z"))
                + " retainAll [l, m] " + q.retainAll(List.of("l", "m")) + " -> " + q);
        StringBuilder each = new StringBuilder();
        q.forEach(each::append);
        Spliterator<String> sp = q.spliterator();
        System.out.println("forEach " + each + " spliterator ordered " + sp.hasCharacteristics(Spliterator.ORDERED) + " nonnull " + sp.hasCharacteristics(Spliterator.NONNULL)
                + " concurrent " + sp.hasCharacteristics(Spliterator.CONCURRENT) + " stream " + q.stream().map(String::toUpperCase).toList());
        List<String> sink = new ArrayList<>();
        System.out.println("drainTo 1 " + q.drainTo(sink, 1) + " " + sink + " drainTo " + q.drainTo(sink) + " " + sink + " left " + q);
        try {
            q.drainTo(q);
        } catch (IllegalArgumentException e) {
            System.out.println("drainTo itself: IAE");
        }
        q.addAll(List.of("n", "o"));
        q.clear();
        System.out.println("after clear " + q + " " + q.isEmpty());
        LinkedTransferQueue<Integer> from = new LinkedTransferQueue<>(List.of(3, 1, 2));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(from);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            Object copy = in.readObject();
            System.out.println("from a collection " + from + ", deserialized " + copy);
        }
    }

    static void interrupts() throws Exception {
        LinkedTransferQueue<String> q = new LinkedTransferQueue<>();
        q.put("a");
        Thread.currentThread().interrupt();
        try {
            System.out.println("interrupted take with an element: " + q.take() + ", still interrupted " + Thread.currentThread().isInterrupted());
        } catch (InterruptedException e) {
            System.out.println("interrupted take with an element: IE (JDK 21 on), left " + q.poll());
        }
        Thread.currentThread().interrupt();
        try {
            q.take();
        } catch (InterruptedException e) {
            System.out.println("interrupted take without one: IE, status " + Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        try {
            q.poll(0, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            System.out.println("interrupted poll(0): IE");
        }
        Thread.currentThread().interrupt();
        try {
            q.tryTransfer("b", 0, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            System.out.println("interrupted tryTransfer(0): IE, size " + q.size());
        }
        Thread.currentThread().interrupt();
        try {
            q.transfer("c");
        } catch (InterruptedException e) {
            System.out.println("interrupted transfer without a consumer: IE, size " + q.size());
        }
        Thread.currentThread().interrupt();
        System.out.println("interrupted offer " + q.offer("d") + " poll " + q.poll() + " still interrupted " + Thread.interrupted());
    }

    static void threads() throws Exception {
        LinkedTransferQueue<String> q = new LinkedTransferQueue<>();
        // What each thread did (atomic: main reads it after join without a lock).
        AtomicReferenceArray<String> got = new AtomicReferenceArray<>(6);
        Thread c1 = new Thread(() -> {
            try {
                got.set(0, q.take());
            } catch (InterruptedException e) {
                got.set(0, "interrupted");
            }
        });
        Thread c2 = new Thread(() -> {
            try {
                got.set(1, q.take());
            } catch (InterruptedException e) {
                got.set(1, "interrupted");
            }
        });
        c1.start();
        waitUntilWaiting(c1);
        c2.start();
        waitUntilWaiting(c2);
        System.out.println("waiting consumers " + q.hasWaitingConsumer() + " " + q.getWaitingConsumerCount() + " size " + q.size() + " " + q);
        System.out.println("tryTransfer to a waiting consumer " + q.tryTransfer("x") + ", offer " + q.offer("y"));
        c1.join();
        c2.join();
        System.out.println("first consumer got " + got.get(0) + ", second " + got.get(1) + ", waiting now " + q.getWaitingConsumerCount() + " size " + q.size());

        Thread t = new Thread(() -> {
            try {
                q.transfer("t");
                got.set(2, "transferred");
            } catch (InterruptedException e) {
                got.set(2, "interrupted");
            }
        });
        t.start();
        waitUntilWaiting(t);
        System.out.println("a waiting transfer: size " + q.size() + " peek " + q.peek() + " " + q + " contains " + q.contains("t") + " waiting consumers " + q.hasWaitingConsumer());
        System.out.println("removed " + q.remove("t"));
        t.join();
        System.out.println("transfer after its element was removed: " + got.get(2) + ", size " + q.size());

        Thread u = new Thread(() -> {
            try {
                q.transfer("u");
                got.set(3, "transferred");
            } catch (InterruptedException e) {
                got.set(3, "interrupted, status " + Thread.currentThread().isInterrupted());
            }
        });
        u.start();
        waitUntilWaiting(u);
        u.interrupt();
        u.join();
        System.out.println("interrupted transfer: " + got.get(3) + ", size " + q.size() + " " + q);

        Thread v = new Thread(() -> {
            try {
                q.transfer("v");
                got.set(4, "transferred");
            } catch (InterruptedException e) {
                got.set(4, "interrupted");
            }
        });
        v.start();
        waitUntilWaiting(v);
        q.put("w");
        q.clear();
        v.join();
        System.out.println("transfer whose element clear removed: " + got.get(4) + ", size " + q.size());

        // Main does not wait for w to wait: a thread that yields lets a
        // timed wait's timeout be due.
        Thread w = new Thread(() -> {
            try {
                got.set(5, q.tryTransfer("timed", 1, TimeUnit.HOURS) ? "transferred" : "timed out");
            } catch (InterruptedException e) {
                got.set(5, "interrupted");
            }
        });
        w.start();
        System.out.println("taken from a timed tryTransfer " + q.take());
        w.join();
        System.out.println("timed tryTransfer: " + got.get(5));

        Thread x = new Thread(() -> {
            try {
                got.set(5, q.take());
            } catch (InterruptedException e) {
                got.set(5, "interrupted");
            }
        });
        x.start();
        waitUntilWaiting(x);
        Thread.currentThread().interrupt();
        try {
            q.transfer("z");
            System.out.println("interrupted transfer to a waiting consumer: done, still interrupted " + Thread.interrupted());
        } catch (InterruptedException e) {
            System.out.println("interrupted transfer to a waiting consumer: IE (JDK 21 on), waiting consumers " + q.getWaitingConsumerCount());
            q.put("z");
        }
        x.join();
        System.out.println("the consumer got " + got.get(5));
    }

    public static void main(String[] args) throws Exception {
        alone();
        interrupts();
        threads();
    }
}
