// EXPECT: ok
// MODES: all
// Two threads each choose with Verify.getBoolean whether to deposit 1 or
// 2, under the account's lock, and note what they chose. Whatever they
// choose and however they interleave, the balance is the sum of the
// deposits.
import gov.nasa.jpf.vm.Verify;

public class VerifyDepositsOk {
    static int balance;
    static final int[] deposited = new int[2];

    static synchronized void deposit(int who, int amount) {
        balance += amount;
        deposited[who] = amount;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[2];
        for (int i = 0; i < ts.length; i++) {
            final int who = i;
            ts[i] = new Thread(() -> deposit(who, Verify.getBoolean() ? 2 : 1));
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        synchronized (VerifyDepositsOk.class) {
            assert balance == deposited[0] + deposited[1] : balance + " after deposits of " + deposited[0] + " and " + deposited[1];
            assert balance >= 2 && balance <= 4 : "balance " + balance;
        }
    }
}
