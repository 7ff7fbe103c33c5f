// EXPECT: assertion
// CHECK: --random=enumerate
// Two clerks each withdraw a random amount (0 to 3) from a balance of 4,
// after checking in a separate synchronized block that it suffices
// (check-then-act). The balance goes negative only when the two amounts
// add up to more than 4 and both checks run before either withdrawal;
// with --random=enumerate jcheck explores every amount.
import java.util.Random;

public class RandomWithdrawals {
    static final Object lock = new Object();
    static int balance = 4; // guarded by lock

    static void withdraw(int amount) {
        boolean enough;
        synchronized (lock) {
            enough = balance >= amount;
        }
        if (enough) {
            synchronized (lock) {
                balance -= amount;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Random random = new Random();
        Thread[] clerks = new Thread[2];
        for (int i = 0; i < clerks.length; i++) {
            int amount = random.nextInt(4);
            clerks[i] = new Thread(() -> withdraw(amount));
            clerks[i].start();
        }
        for (Thread c : clerks) {
            c.join();
        }
        synchronized (lock) {
            assert balance >= 0 : "balance " + balance;
        }
    }
}
