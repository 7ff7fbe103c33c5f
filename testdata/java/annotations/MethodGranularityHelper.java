// EXPECT: annotation
// RUN: java
// EXIT: 0
// Account has method granularity (MethodGranularityHelper.annotations) and
// its instance methods touch no other account's fields, but transferTo
// hands the other account to a static helper that updates its balance
// directly: an access to another instance's field inside the call
// (G3, Stoller 2002 §8.1). A static method is no call of the class, so
// the check of the bytecode leaves it alone; the search reports it.
public class MethodGranularityHelper {
    static final class Account {
        private int balance;

        synchronized void deposit(int amount) {
            balance += amount;
        }

        synchronized void transferTo(Account other, int amount) {
            balance -= amount;
            credit(other, amount);
        }

        private static void credit(Account a, int amount) {
            a.balance += amount;
        }

        synchronized int balance() {
            return balance;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account a = new Account();
        Account b = new Account();
        a.deposit(5);
        Thread t = new Thread(() -> a.transferTo(b, 2));
        t.start();
        b.deposit(1);
        t.join();
        System.out.println(a.balance() + b.balance());
    }
}
