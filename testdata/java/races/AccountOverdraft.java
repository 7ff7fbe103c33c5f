// EXPECT: assertion
// MODES: all
// No data race (every access of balance holds LOCK), but an atomicity
// violation: the balance check and the withdrawal are two synchronized blocks.
// Both threads can pass the check (100 >= 80) before either withdraws: -60.
public class AccountOverdraft {
    static final Object LOCK = new Object();
    static int balance = 100; // guarded by LOCK

    static void withdraw(int amount) {
        boolean enough;
        synchronized (LOCK) {
            enough = balance >= amount;
        }
        if (enough) { // BUG: the check may be stale by now
            synchronized (LOCK) {
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
            assert balance >= 0 : "overdrawn: balance=" + balance;
            System.out.println("balance " + balance);
        }
    }
}
