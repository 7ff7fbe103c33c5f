// EXPECT: deadlock
// RUN: deadlock
// Main registers three parties for two workers: the phase waits for an
// arrival that never comes, and the workers wait in
// arriveAndAwaitAdvance for good.
import java.util.concurrent.Phaser;

public class PhaserMissingParty {
    public static void main(String[] args) throws InterruptedException {
        Phaser phaser = new Phaser(3);
        Thread a = new Thread(phaser::arriveAndAwaitAdvance), b = new Thread(phaser::arriveAndAwaitAdvance);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("phase " + phaser.getPhase());
    }
}
