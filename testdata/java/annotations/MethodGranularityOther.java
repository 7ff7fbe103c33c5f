// EXPECT: annotation-error
// ERROR: MethodGranularityOther.annotations:1: MethodGranularityOther$Account cannot have method granularity: MethodGranularityOther$Account.transferTo(LMethodGranularityOther$Account;I)V at index 12 (MethodGranularityOther.java:20): getfield MethodGranularityOther$Account.balance of an instance that may not be this (G3, Stoller 2002 §8.1)
// RUN: java
// EXIT: 0
// Account has method granularity (MethodGranularityOther.annotations), but
// transferTo updates the balance of another Account directly: requirement
// G3 of Stoller 2002 §8.1 (a call stands for accesses to its own object
// only). The bytecode shows it, so the annotations are rejected before the
// search.
public class MethodGranularityOther {
    static final class Account {
        private int balance;

        synchronized void deposit(int amount) {
            balance += amount;
        }

        synchronized void transferTo(Account other, int amount) {
            balance -= amount;
            other.balance += amount;
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
