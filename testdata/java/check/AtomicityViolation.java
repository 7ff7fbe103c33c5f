// EXPECT: assertion
// Atomicity violation: withdraw checks the balance in one synchronized block
// and debits it in another, so two withdrawals of 60 from 100 can both pass
// the check: the balance goes negative and the assertion fails.
public class AtomicityViolation {
    private int balance = 100; // guarded by this

    void withdraw(int amount) {
        boolean enough;
        synchronized (this) {
            enough = balance >= amount;
        }
        if (enough) {
            synchronized (this) {
                balance -= amount;
                assert balance >= 0 : "balance " + balance;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        AtomicityViolation account = new AtomicityViolation();
        Thread t1 = new Thread(() -> account.withdraw(60), "t1");
        Thread t2 = new Thread(() -> account.withdraw(60), "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        synchronized (account) {
            System.out.println("balance " + (account.balance >= 0 ? "ok" : "negative"));
        }
    }
}
