// EXPECT: ok
// Two accounts always locked in the same order (lower id first), whichever
// way the transfer goes: no deadlock, and the total is conserved. Balances
// are read under both locks after join.
public class OrderedLocking {
    static final class Account {
        final int id;
        int balance; // guarded by this

        Account(int id, int balance) {
            this.id = id;
            this.balance = balance;
        }
    }

    static void transfer(Account from, Account to, int amount) {
        Account first = from.id < to.id ? from : to;
        Account second = from.id < to.id ? to : from;
        synchronized (first) {
            synchronized (second) {
                from.balance -= amount;
                to.balance += amount;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account a = new Account(1, 100);
        Account b = new Account(2, 100);
        Thread t1 = new Thread(() -> {
            transfer(a, b, 10);
            transfer(a, b, 20);
        }, "a-to-b");
        Thread t2 = new Thread(() -> {
            transfer(b, a, 5);
            transfer(b, a, 15);
        }, "b-to-a");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        synchronized (a) {
            synchronized (b) {
                assert a.balance + b.balance == 200 : "money created or lost";
                System.out.println("a=" + a.balance + " b=" + b.balance);
            }
        }
    }
}
