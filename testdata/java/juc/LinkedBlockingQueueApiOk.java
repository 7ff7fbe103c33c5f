// EXPECT: ok
// RUN: java
// LinkedBlockingQueue as the JDK has it (jcheck's model): capacity,
// offer and poll at the bounds, timed offer and poll that time out, null
// refused, peek, contains, remove, toString and toArray, drainTo with a
// bound and with a collection that throws, iterators that go on past
// removed elements and past the elements taken from the head, removeIf,
// removeAll and retainAll, forEach, a spliterator's characteristics,
// clear waking a waiting producer, serialization, and the interrupt
// rules: put and take of an interrupted thread throw even when they need
// not wait, offer and poll without a timeout do not. Each thread waits
// until the other is waiting (Thread.getState), so the order is the same
// on every schedule.
import java.io.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicReferenceArray;

public class LinkedBlockingQueueApiOk {
    static void waitUntilWaiting(Thread t) {
        while (t.getState() != Thread.State.WAITING && t.getState() != Thread.State.TIMED_WAITING) {
            Thread.yield();
        }
    }

    static void bounds() throws Exception {
        LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>(2);
        System.out.println("empty " + q + " size " + q.size() + " remaining " + q.remainingCapacity() + " peek " + q.peek() + " poll " + q.poll());
        System.out.println("offers " + q.offer(1) + " " + q.offer(2) + " " + q.offer(3) + " " + q + " remaining " + q.remainingCapacity());
        System.out.println("timed offer when full " + q.offer(3, 1, TimeUnit.MILLISECONDS) + " with 0 " + q.offer(3, 0, TimeUnit.SECONDS));
        try {
            q.add(3);
        } catch (IllegalStateException e) {
            System.out.println("add when full: " + e.getMessage());
        }
        try {
            q.offer(null);
        } catch (NullPointerException e) {
            System.out.println("offer(null): NPE");
        }
        try {
            new LinkedBlockingQueue<Integer>(0);
        } catch (IllegalArgumentException e) {
            System.out.println("capacity 0: IAE");
        }
        System.out.println("peek " + q.peek() + " element " + q.element() + " take " + q.take() + " poll " + q.poll() + " timed poll when empty " + q.poll(1, TimeUnit.MILLISECONDS));
        try {
            q.remove();
        } catch (NoSuchElementException e) {
            System.out.println("remove when empty: NSEE");
        }
        LinkedBlockingQueue<String> unbounded = new LinkedBlockingQueue<>(List.of("a", "b", "c"));
        System.out.println("from a collection " + unbounded + " remaining " + unbounded.remainingCapacity() + " isEmpty " + unbounded.isEmpty());
        try {
            new LinkedBlockingQueue<>(Arrays.asList("x", null));
        } catch (NullPointerException e) {
            System.out.println("collection with null: NPE");
        }
    }

    static void collection() throws Exception {
        LinkedBlockingQueue<String> q = new LinkedBlockingQueue<>();
        for (String s : "a b c d e f g".split(" ")) {
            q.put(s);
        }
        System.out.println("contains c " + q.contains("c") + " z " + q.contains("z") + " null " + q.contains(null));
        System.out.println("remove c " + q.remove("c") + " again " + q.remove("c") + " null " + q.remove(null) + " -> " + q);
        System.out.println("toArray " + Arrays.toString(q.toArray()) + " typed " + Arrays.toString(q.toArray(new String[0])));
        String[] big = {"1", "2", "3", "4", "5", "6", "7", "8"};
        String[] same = q.toArray(big);
        System.out.println("toArray into a larger array " + (same == big) + " " + Arrays.toString(same));
        List<String> sink = new ArrayList<>();
        System.out.println("drainTo 2 " + q.drainTo(sink, 2) + " " + sink + " left " + q + " drainTo 0 " + q.drainTo(sink, 0));
        try {
            q.drainTo(q);
        } catch (IllegalArgumentException e) {
            System.out.println("drainTo itself: IAE");
        }
        List<String> picky = new ArrayList<>() {
            @Override
            public boolean add(String s) {
                if (s.equals("f")) {
                    throw new IllegalStateException("no f");
                }
                return super.add(s);
            }
        };
        try {
            q.drainTo(picky);
        } catch (IllegalStateException e) {
            System.out.println("drainTo that throws: " + e.getMessage() + ", took " + picky + ", left " + q);
        }
        q.addAll(List.of("h", "i", "j", "k"));
        System.out.println("removeIf i " + q.removeIf(s -> s.equals("i")) + " removeIf z " + q.removeIf(s -> s.equals("z")) + " -> " + q);
        System.out.println("removeAll [h, z] " + q.removeAll(List.of("h", "z")) + " retainAll [f, k, g] " + q.retainAll(List.of("f", "k", "g")) + " -> " + q);
        StringBuilder each = new StringBuilder();
        q.forEach(each::append);
        System.out.println("forEach " + each + " size " + q.size());
        Spliterator<String> sp = q.spliterator();
        System.out.println("spliterator ordered " + sp.hasCharacteristics(Spliterator.ORDERED) + " nonnull " + sp.hasCharacteristics(Spliterator.NONNULL)
                + " concurrent " + sp.hasCharacteristics(Spliterator.CONCURRENT) + " sized " + sp.hasCharacteristics(Spliterator.SIZED));
        System.out.println("stream " + q.stream().map(String::toUpperCase).toList() + " parallel count " + q.parallelStream().count());
        LinkedBlockingQueue<Object> self = new LinkedBlockingQueue<>();
        self.add(self);
        self.add(1);
        System.out.println("holding itself " + self);
    }

    static void iterators() {
        LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>();
        for (int i = 1; i <= 6; i++) {
            q.add(i);
        }
        Iterator<Integer> it = q.iterator();
        System.out.print("iterator");
        System.out.print(" " + it.next());
        q.remove(3);
        q.poll();
        q.poll();
        while (it.hasNext()) {
            System.out.print(" " + it.next());
        }
        System.out.println(" (next was read ahead; 3 removed, 1 and 2 taken)");
        Iterator<Integer> it2 = q.iterator();
        it2.next();
        it2.remove();
        try {
            it2.remove();
        } catch (IllegalStateException e) {
            System.out.println("iterator remove twice: ISE, left " + q);
        }
        Iterator<Integer> it3 = q.iterator();
        q.clear();
        System.out.print("after clear:");
        while (it3.hasNext()) {
            System.out.print(" " + it3.next());
        }
        System.out.println(" hasNext " + it3.hasNext() + " empty " + q.isEmpty());
        try {
            it3.next();
        } catch (NoSuchElementException e) {
            System.out.println("next past the end: NSEE");
        }
    }

    static void serialization() throws Exception {
        LinkedBlockingQueue<String> q = new LinkedBlockingQueue<>(5);
        q.add("x");
        q.add("y");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(q);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            @SuppressWarnings("unchecked")
            LinkedBlockingQueue<String> copy = (LinkedBlockingQueue<String>) in.readObject();
            System.out.println("deserialized " + copy + " remaining " + copy.remainingCapacity() + " offer " + copy.offer("z") + " poll " + copy.poll());
        }
    }

    static void threads() throws Exception {
        LinkedBlockingQueue<String> q = new LinkedBlockingQueue<>(1);
        Thread.currentThread().interrupt();
        try {
            q.put("a");
        } catch (InterruptedException e) {
            System.out.println("put when interrupted: IE, interrupted now " + Thread.currentThread().isInterrupted() + ", size " + q.size());
        }
        Thread.currentThread().interrupt();
        System.out.println("offer when interrupted " + q.offer("a") + ", still interrupted " + Thread.currentThread().isInterrupted());
        try {
            q.take();
        } catch (InterruptedException e) {
            System.out.println("take when interrupted: IE, size " + q.size());
        }
        Thread.currentThread().interrupt();
        System.out.println("poll when interrupted " + q.poll() + ", still interrupted " + Thread.interrupted());

        q.add("full");
        // What each thread did (atomic: main reads it after join without a lock).
        AtomicReferenceArray<String> outcome = new AtomicReferenceArray<>(3);
        Thread producer = new Thread(() -> {
            try {
                q.put("waited");
                outcome.set(0, "put returned");
            } catch (InterruptedException e) {
                outcome.set(0, "put interrupted");
            }
        });
        producer.start();
        waitUntilWaiting(producer);
        q.clear();
        producer.join();
        System.out.println("producer after clear: " + outcome.get(0) + ", queue " + q);

        Thread consumer = new Thread(() -> {
            try {
                outcome.set(1, "took " + q.take() + " then " + q.take());
            } catch (InterruptedException e) {
                outcome.set(1, "take interrupted");
            }
        });
        consumer.start();
        waitUntilWaiting(consumer);
        q.put("second");
        consumer.join();
        System.out.println("consumer: " + outcome.get(1));

        Thread stuck = new Thread(() -> {
            try {
                q.take();
                outcome.set(2, "took");
            } catch (InterruptedException e) {
                outcome.set(2, "take interrupted, status " + Thread.currentThread().isInterrupted());
            }
        });
        stuck.start();
        waitUntilWaiting(stuck);
        stuck.interrupt();
        stuck.join();
        System.out.println("waiting consumer: " + outcome.get(2) + ", queue " + q);
    }

    public static void main(String[] args) throws Exception {
        bounds();
        collection();
        iterators();
        serialization();
        threads();
    }
}
