// EXPECT: ok
// COMPARE: java
// A small bank ledger: accounts with long cents, deposits/withdrawals/transfers validated with custom checked
// exceptions, an append-only transaction log, interest in basis points with rounding, and a sorted statement.
import java.util.*;

public class BankLedger {
    static class InsufficientFunds extends Exception {
        InsufficientFunds(String account, long needed, long available) {
            super(account + ": needs " + fmt(needed) + " but has " + fmt(available));
        }
    }

    enum Kind { DEPOSIT, WITHDRAW, TRANSFER_IN, TRANSFER_OUT, INTEREST }

    record Tx(int seq, String account, Kind kind, long cents, long balanceAfter) {}

    static final class Account {
        final String id;
        final String owner;
        private long balance;

        Account(String id, String owner) {
            this.id = id;
            this.owner = owner;
        }
    }

    private final Map<String, Account> accounts = new TreeMap<>();
    private final List<Tx> log = new ArrayList<>();

    static String fmt(long cents) {
        String sign = cents < 0 ? "-" : "";
        long a = Math.abs(cents);
        return String.format("%s%d.%02d", sign, a / 100, a % 100);
    }

    Account open(String id, String owner) {
        if (accounts.containsKey(id)) throw new IllegalArgumentException("duplicate account " + id);
        Account a = new Account(id, owner);
        accounts.put(id, a);
        return a;
    }

    private Account get(String id) {
        Account a = accounts.get(id);
        if (a == null) throw new NoSuchElementException("no account " + id);
        return a;
    }

    private void record(Account a, Kind k, long cents) {
        log.add(new Tx(log.size() + 1, a.id, k, cents, a.balance));
    }

    void deposit(String id, long cents) {
        if (cents <= 0) throw new IllegalArgumentException("deposit must be positive: " + cents);
        Account a = get(id);
        a.balance += cents;
        record(a, Kind.DEPOSIT, cents);
    }

    void withdraw(String id, long cents) throws InsufficientFunds {
        Account a = get(id);
        if (a.balance < cents) throw new InsufficientFunds(id, cents, a.balance);
        a.balance -= cents;
        record(a, Kind.WITHDRAW, cents);
    }

    void transfer(String from, String to, long cents) throws InsufficientFunds {
        Account src = get(from), dst = get(to);
        if (src.balance < cents) throw new InsufficientFunds(from, cents, src.balance);
        src.balance -= cents;
        dst.balance += cents;
        record(src, Kind.TRANSFER_OUT, cents);
        record(dst, Kind.TRANSFER_IN, cents);
    }

    void applyInterest(int basisPoints) {
        for (Account a : accounts.values()) {
            long interest = Math.round(a.balance * basisPoints / 10000.0);
            if (interest > 0) {
                a.balance += interest;
                record(a, Kind.INTEREST, interest);
            }
        }
    }

    public static void main(String[] args) {
        BankLedger bank = new BankLedger();
        bank.open("ACC-2", "Grace");
        bank.open("ACC-1", "Ada");
        bank.open("ACC-3", "Linus");
        String[] script = {"dep ACC-1 150000", "dep ACC-2 2050", "wd ACC-2 5000", "xfer ACC-1 ACC-3 49999", "dep ACC-9 100",
            "dep ACC-3 -5", "wd ACC-3 10000", "xfer ACC-3 ACC-2 40000", "interest 125", "wd ACC-1 100001", "open ACC-1"};
        for (String line : script) {
            String[] p = line.split(" ");
            try {
                switch (p[0]) {
                    case "dep" -> bank.deposit(p[1], Long.parseLong(p[2]));
                    case "wd" -> bank.withdraw(p[1], Long.parseLong(p[2]));
                    case "xfer" -> bank.transfer(p[1], p[2], Long.parseLong(p[3]));
                    case "interest" -> bank.applyInterest(Integer.parseInt(p[1]));
                    case "open" -> bank.open(p[1], "dup");
                    default -> throw new IllegalStateException(p[0]);
                }
                System.out.println("ok     " + line);
            } catch (InsufficientFunds e) {
                System.out.println("DENIED " + line + " -> " + e.getMessage());
            } catch (NoSuchElementException | IllegalArgumentException e) {
                System.out.println("ERROR  " + line + " -> " + e.getMessage());
            }
        }
        System.out.println("--- log ---");
        for (Tx t : bank.log) {
            System.out.printf("%3d %-6s %-12s %10s %12s%n", t.seq(), t.account(), t.kind(), fmt(t.cents()), fmt(t.balanceAfter()));
        }
        System.out.println("--- balances ---");
        long total = 0;
        for (Account a : bank.accounts.values()) {
            System.out.printf("%-6s %-6s %12s%n", a.id, a.owner, fmt(a.balance));
            total += a.balance;
        }
        System.out.println("total " + fmt(total));
        Map<Kind, Long> byKind = new EnumMap<>(Kind.class);
        for (Tx t : bank.log) byKind.merge(t.kind(), t.cents(), Long::sum);
        System.out.println("volume by kind: " + byKind);
        System.out.println("negative formatting check: " + fmt(-12345) + " " + fmt(5));
    }
}
