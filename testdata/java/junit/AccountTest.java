// EXPECT: assertion
// TESTS: lostDeposit=assertion lockedDeposits=ok rejectsOverdraft=ok depositsRepeatedly=ok closedAccount=skipped
// A JUnit Jupiter (JUnit 5) test class, package-private with
// package-private methods as Jupiter allows (jcheck check --test
// AccountTest). lostDeposit has a real bug: two threads each add 10 to a
// volatile balance with a read and a write that the other thread's can
// fall between, so a deposit is lost and assertEquals sees 110.
// lockedDeposits synchronizes the deposits on the account @BeforeEach
// made; rejectsOverdraft uses assertThrows; depositsRepeatedly is a
// @RepeatedTest; closedAccount is @Disabled.
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class AccountTest {
    static final class Account {
        private volatile int balance;
        private boolean closed;

        Account(int opening) {
            balance = opening;
        }

        void deposit(int amount) {
            balance += amount;
        }

        synchronized void depositLocked(int amount) {
            balance += amount;
        }

        void withdraw(int amount) {
            if (amount > balance) {
                throw new IllegalStateException("overdraft: " + amount + " > " + balance);
            }
            balance -= amount;
        }

        int balance() {
            return balance;
        }

        void close() {
            closed = true;
        }
    }

    private static int opening;
    private Account account;

    @BeforeAll
    static void openingBalance() {
        opening = 100;
    }

    @BeforeEach
    void open() {
        account = new Account(opening);
    }

    @AfterEach
    void close() {
        account.close();
    }

    @Test
    void lostDeposit() throws InterruptedException {
        Thread a = new Thread(() -> account.deposit(10));
        Thread b = new Thread(() -> account.deposit(10));
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(120, account.balance());
    }

    @Test
    void lockedDeposits() throws InterruptedException {
        Thread a = new Thread(() -> account.depositLocked(10));
        Thread b = new Thread(() -> account.depositLocked(10));
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(120, account.balance());
    }

    @Test
    void rejectsOverdraft() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> account.withdraw(101));
        assertEquals("overdraft: 101 > 100", e.getMessage());
    }

    @RepeatedTest(3)
    void depositsRepeatedly() {
        account.deposit(1);
        assertEquals(101, account.balance());
    }

    @Disabled
    @Test
    void closedAccount() {
        assertEquals(0, account.balance());
    }
}
