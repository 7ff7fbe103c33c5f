// EXPECT: assertion
// Mailbox is declared a communication class (MailboxCheckThenAct.annotations):
// its fields are accessed without a lock on purpose, each access a visible
// operation, so the search reports no LD' violation for them and goes
// straight to the bug: two senders both see the box empty and the second
// overwrites the first's message.
public class MailboxCheckThenAct {
    static final class Mailbox {
        Object message;
        int deliveries;
    }

    static final Mailbox box = new Mailbox();

    static void send(Object m) {
        if (box.message == null) {
            box.message = m;
            box.deliveries++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> send("a"));
        Thread b = new Thread(() -> send("b"));
        a.start();
        b.start();
        a.join();
        b.join();
        assert box.deliveries == 1 : box.deliveries + " deliveries";
        System.out.println(box.message);
    }
}
