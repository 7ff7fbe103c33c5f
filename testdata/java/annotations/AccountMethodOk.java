// EXPECT: ok
// RUN: java
// Account has method granularity (AccountMethodOk.annotations): deposit and
// balance are operations on the account, which meets G1–G3 (its only
// field is private, no call makes a visible operation or touches another
// account). Two depositors and a reader; every call is atomic in Java too,
// being synchronized.
public class AccountMethodOk {
    static final class Account {
        private int balance;

        synchronized void deposit(int amount) {
            balance += amount;
        }

        synchronized int balance() {
            return balance;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account acct = new Account();
        Thread a = new Thread(() -> acct.deposit(1));
        Thread b = new Thread(() -> acct.deposit(2));
        a.start();
        b.start();
        int seen = acct.balance();
        assert seen == 0 || seen == 1 || seen == 2 || seen == 3 : seen;
        a.join();
        b.join();
        assert acct.balance() == 3;
        System.out.println(acct.balance());
    }
}
