// EXPECT: ok
// RUN: java
// A Treiber stack of the program's own, given atomic granularity by
// AtomicStackOk.annotations: each push and pop is one operation (its
// compare-and-set retry loop is not explored), and the nodes it allocates
// are the stack's state. Two threads push, main pops after joining them.
import java.util.concurrent.atomic.AtomicReference;

public class AtomicStackOk {
    static final class Stack {
        private static final class Node {
            final int item;
            final Node next;

            Node(int item, Node next) {
                this.item = item;
                this.next = next;
            }
        }

        private final AtomicReference<Node> top = new AtomicReference<>();

        void push(int item) {
            Node old;
            do {
                old = top.get();
            } while (!top.compareAndSet(old, new Node(item, old)));
        }

        int pop() {
            Node old;
            do {
                old = top.get();
                if (old == null) {
                    return -1;
                }
            } while (!top.compareAndSet(old, old.next));
            return old.item;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Stack s = new Stack();
        Thread a = new Thread(() -> s.push(1));
        Thread b = new Thread(() -> s.push(2));
        a.start();
        b.start();
        a.join();
        b.join();
        int sum = s.pop() + s.pop();
        assert sum == 3 : sum;
        assert s.pop() == -1;
        System.out.println("sum=" + sum);
    }
}
