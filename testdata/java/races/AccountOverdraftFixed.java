// EXPECT: ok
// MODES: all
// Correct version of AccountOverdraft: the balance check and the withdrawal
// are one synchronized block, so exactly one of the two 80-withdrawals
// succeeds and the balance never goes negative.
public class AccountOverdraftFixed {
    static final Object LOCK = new Object();
    static int balance = 100; // guarded by LOCK

    static void withdraw(int amount) {
        synchronized (LOCK) {
            if (balance >= amount) {
                balance -= amount;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> withdraw(80), "t1");
        Thread t2 = new Thread(() -> withdraw(80), "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        synchronized (LOCK) {
            assert balance == 20 : "wrong balance " + balance;
            System.out.println("balance " + balance);
        }
    }
}
