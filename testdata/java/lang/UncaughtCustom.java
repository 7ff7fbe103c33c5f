// EXPECT: exception
// COMPARE: java
// A custom unchecked exception thrown at call depth 3 is never caught: stdout up to that point is printed,
// finally blocks on the way run, the exit code is 1 and stderr starts with Exception in thread "main".
public class UncaughtCustom {
    static class LedgerException extends RuntimeException {
        final int account;

        LedgerException(int account, String message) {
            super("account " + account + ": " + message);
            this.account = account;
        }
    }

    static int[] balances = {100, 250, 40};

    static void level1(int account, int amount) {
        System.out.println("level1: withdraw " + amount + " from " + account);
        try {
            level2(account, amount);
        } finally {
            System.out.println("level1 finally (runs during unwinding)");
        }
        System.out.println("level1 after level2 (not reached on failure)");
    }

    static void level2(int account, int amount) {
        System.out.println("level2: checking balance " + balances[account]);
        level3(account, amount);
        System.out.println("level2 done");
    }

    static void level3(int account, int amount) {
        if (balances[account] < amount) {
            throw new LedgerException(account, "insufficient funds (" + balances[account] + " < " + amount + ")");
        }
        balances[account] -= amount;
        System.out.println("level3: new balance " + balances[account]);
    }

    public static void main(String[] args) {
        level1(0, 30);
        level1(1, 250);
        try {
            level1(2, 41);
        } catch (IllegalStateException e) {
            System.out.println("wrong handler: " + e);
        }
        System.out.println("never printed");
    }
}
