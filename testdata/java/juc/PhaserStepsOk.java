// EXPECT: ok
// RUN: java
// MODES: all
// Two workers and main step through two phases of a Phaser; each worker
// records its step in phase 0 and checks in phase 1 that both did, and
// onAdvance counts the phases and ends the phaser after the second.
// Main registers the workers as they start (one bulkRegister, one
// register) and leaves with arriveAndDeregister once they are started.
import java.util.concurrent.Phaser;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;

public class PhaserStepsOk {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger advances = new AtomicInteger();
        AtomicIntegerArray steps = new AtomicIntegerArray(2);
        Phaser phaser = new Phaser(1) {
            @Override
            protected boolean onAdvance(int phase, int registeredParties) {
                advances.incrementAndGet();
                return phase == 1 || registeredParties == 0;
            }
        };
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            if (i == 0) {
                phaser.bulkRegister(1);
            } else {
                phaser.register();
            }
            ts[i] = new Thread(() -> {
                steps.incrementAndGet(id);
                int next = phaser.arriveAndAwaitAdvance();
                assert steps.get(0) == 1 && steps.get(1) == 1 : "phase 0 not complete in phase " + next;
                phaser.arriveAndAwaitAdvance();
            });
            ts[i].start();
        }
        phaser.arriveAndDeregister();
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("advances=" + advances.get() + " terminated=" + phaser.isTerminated() + " phase=" + phaser.getPhase());
    }
}
