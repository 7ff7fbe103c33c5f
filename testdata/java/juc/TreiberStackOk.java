// EXPECT: ok
// RUN: java
// A lock-free stack (Treiber): push and pop retry a compareAndSet on the
// top reference. Two pushers and a popper; every element pushed is popped
// once or is still on the stack at the end.
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

public class TreiberStackOk {
    static final class Node {
        final int value;
        final Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    static final AtomicReference<Node> top = new AtomicReference<>();

    static void push(int v) {
        Node old;
        do {
            old = top.get();
        } while (!top.compareAndSet(old, new Node(v, old)));
    }

    static int pop() {
        Node old;
        do {
            old = top.get();
            if (old == null) {
                return 0;
            }
        } while (!top.compareAndSet(old, old.next));
        return old.value;
    }

    public static void main(String[] args) throws InterruptedException {
        AtomicInteger popped = new AtomicInteger();
        Thread a = new Thread(() -> push(1));
        Thread b = new Thread(() -> push(2));
        Thread c = new Thread(() -> popped.set(pop()));
        a.start();
        b.start();
        c.start();
        a.join();
        b.join();
        c.join();
        int rest = 0;
        for (Node n = top.get(); n != null; n = n.next) {
            rest += n.value;
        }
        assert popped.get() + rest == 3 : popped.get() + " + " + rest;
        System.out.println("total=" + (popped.get() + rest));
    }
}
