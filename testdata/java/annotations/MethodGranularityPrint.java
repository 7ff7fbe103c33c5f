// EXPECT: annotation
// Account is given method granularity (MethodGranularityPrint.annotations)
// but its deposit prints, which takes System.out's lock: a visible
// operation inside a call, against requirement G1 of Stoller 2002 §8.1.
public class MethodGranularityPrint {
    static final class Account {
        private int balance;

        void deposit(int amount) {
            balance += amount;
            System.out.println("deposited " + amount);
        }

        int balance() {
            return balance;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account acct = new Account();
        Thread t = new Thread(() -> acct.deposit(1));
        t.start();
        acct.deposit(2);
        t.join();
        System.out.println(acct.balance());
    }
}
