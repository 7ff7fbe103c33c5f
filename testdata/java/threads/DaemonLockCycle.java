// EXPECT: deadlock
// Two daemon threads transfer money between two accounts in opposite
// directions: a transfer holds its account's monitor and takes the other
// account's to deposit there. Main goes on and ends, java exits without a
// word, and the transfers are lost; the daemons' cycle is a deadlock all
// the same.
public class DaemonLockCycle {
    static class Account {
        private int balance = 100;

        synchronized void transferTo(Account other, int amount) {
            balance -= amount;
            other.deposit(amount);
        }

        synchronized void deposit(int amount) {
            balance += amount;
        }
    }

    public static void main(String[] args) {
        Account checking = new Account(), savings = new Account();
        Thread d1 = new Thread(() -> checking.transferTo(savings, 10));
        Thread d2 = new Thread(() -> savings.transferTo(checking, 20));
        d1.setDaemon(true);
        d2.setDaemon(true);
        d1.start();
        d2.start();
        System.out.println("main done");
    }
}
