// EXPECT: ok
// RUN: java
// Phaser's API in one thread and a tree: phases and counts as parties
// register, arrive and deregister, awaitAdvance of a past phase, the
// timed wait that times out, an interrupted interruptible wait, the
// exceptions (an unregistered arrival, too many parties, bad
// arguments), forced termination and the negative phases after it, and
// a child phaser that is one party of its parent while it has parties.
import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class PhaserApiOk {
    static String state(Phaser p) {
        String s = p.toString();
        return s.substring(s.indexOf('[')) + " reg=" + p.getRegisteredParties() + " arrived=" + p.getArrivedParties()
                + " unarrived=" + p.getUnarrivedParties() + " term=" + p.isTerminated();
    }

    public static void main(String[] args) throws Exception {
        Phaser p = new Phaser();
        System.out.println("empty " + state(p));
        try {
            p.arrive();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage().replaceAll("@[0-9a-f]+", "@"));
        }
        System.out.println("register " + p.register() + " bulk " + p.bulkRegister(2) + " bulk0 " + p.bulkRegister(0) + " " + state(p));
        System.out.println("arrive " + p.arrive() + " " + state(p));
        System.out.println("deregister " + p.arriveAndDeregister() + " " + state(p));
        System.out.println("last arrive " + p.arrive() + " " + state(p));
        System.out.println("awaitAdvance(0) " + p.awaitAdvance(0) + ", awaitAdvance(-3) " + p.awaitAdvance(-3));
        try {
            p.awaitAdvanceInterruptibly(1, 1, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timed out in phase " + p.getPhase());
        }
        Thread.currentThread().interrupt();
        try {
            p.awaitAdvanceInterruptibly(1);
        } catch (InterruptedException e) {
            System.out.println("interrupted, status " + Thread.currentThread().isInterrupted());
        }
        try {
            p.bulkRegister(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("bulkRegister(-1): IllegalArgumentException");
        }
        try {
            p.bulkRegister(65535);
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage().replaceAll("@[0-9a-f]+", "@"));
        }
        try {
            new Phaser(70000);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }

        Phaser root = new Phaser(1);
        Phaser child = new Phaser(root, 2);
        Phaser empty = new Phaser(child);
        System.out.println("root " + state(root) + " child " + state(child) + " parent ok " + (child.getParent() == root) + " root ok " + (empty.getRoot() == root));
        System.out.println("child arrive " + child.arrive() + " child arrive " + child.arrive() + " root " + state(root) + " child " + state(child));
        System.out.println("root arrive " + root.arrive() + " root " + state(root) + " child " + state(child));
        System.out.println("empty register " + empty.register() + " child " + state(child) + " root " + state(root));
        System.out.println("empty deregister " + empty.arriveAndDeregister() + " child " + state(child));
        child.arriveAndDeregister();
        child.arriveAndDeregister();
        System.out.println("child gone: root " + state(root) + " child " + state(child));
        root.forceTermination();
        System.out.println("forced: root " + state(root) + " child " + state(child) + " arrive " + root.arrive() + " register " + child.register()
                + " await " + root.awaitAdvance(root.getPhase() & Integer.MAX_VALUE));
        Phaser last = new Phaser(1);
        System.out.println("deregistering the last party: " + last.arriveAndDeregister() + " " + state(last));
    }
}
