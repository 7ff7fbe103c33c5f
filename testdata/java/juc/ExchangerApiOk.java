// EXPECT: ok
// RUN: java
// Exchanger's edges: null items, a timed exchange without a partner
// (TimeoutException), a waiting thread interrupted (InterruptedException,
// the status cleared), and an interrupted thread that finds a partner
// waiting, which throws InterruptedException without exchanging.
import java.util.concurrent.Exchanger;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

public class ExchangerApiOk {
    static void awaitWaiting(Thread t) {
        while (t.getState() != Thread.State.WAITING) {
            Thread.yield();
        }
    }

    public static void main(String[] args) throws Exception {
        Exchanger<String> ex = new Exchanger<>();
        try {
            ex.exchange("alone", 1, TimeUnit.MILLISECONDS);
            System.out.println("exchanged alone?");
        } catch (TimeoutException e) {
            System.out.println("timed out");
        }
        AtomicReference<String> got = new AtomicReference<>();
        Thread nuller = new Thread(() -> {
            try {
                got.set("partner got " + ex.exchange(null));
            } catch (InterruptedException e) {
                got.set("interrupted");
            }
        });
        nuller.start();
        System.out.println("main got " + ex.exchange("x"));
        nuller.join();
        System.out.println(got.get());

        Thread waiter = new Thread(() -> {
            try {
                ex.exchange("never");
                got.set("exchanged");
            } catch (InterruptedException e) {
                got.set("interrupted while waiting, status " + Thread.currentThread().isInterrupted());
            }
        });
        waiter.start();
        awaitWaiting(waiter);
        waiter.interrupt();
        waiter.join();
        System.out.println(got.get());

        Thread partner = new Thread(() -> {
            try {
                got.set("partner got " + ex.exchange("p"));
            } catch (InterruptedException e) {
                got.set("partner interrupted");
            }
        });
        partner.start();
        awaitWaiting(partner);
        Thread.currentThread().interrupt();
        try {
            ex.exchange("m");
            System.out.println("interrupted main exchanged");
        } catch (InterruptedException e) {
            System.out.println("interrupted main: InterruptedException, status " + Thread.currentThread().isInterrupted());
        }
        System.out.println("main got " + ex.exchange("m2"));
        partner.join();
        System.out.println(got.get());
    }
}
