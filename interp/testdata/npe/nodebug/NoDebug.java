// Compiled without -g: there is no LocalVariableTable, so locals are
// described as "this", "<parameterN>" or "<localN>".
public class NoDebug {
    NoDebug next;
    int value;
    String name;

    static void show(String label, Throwable e) {
        System.out.print(label);
        System.out.print(": ");
        System.out.println(e.getMessage());
    }

    static int thirdParameter(String a, long b, String c) {
        return c.length();
    }

    static int longBefore(long a, String b) {
        return b.length();
    }

    static int local() {
        String x = null;
        return x.length();
    }

    static int localAfterParameters(int p, String q) {
        String r = q;
        return r.length();
    }

    int thisChain() {
        return this.next.value;
    }

    int thisChain2() {
        return next.next.name.length();
    }

    int parameter(NoDebug n) {
        return n.value;
    }

    int writtenParameter(String p) {
        p = null;
        return p.length();
    }

    int writtenOnOneBranch(String p, boolean b) {
        if (b) {
            p = null;
        }
        return p.length();
    }

    static int element(String[] a, int i) {
        return a[i].length();
    }

    static int many(long a0, long a1, long a2, long a3, long a4, long a5, long a6, long a7, long a8, long a9,
            long b0, long b1, long b2, long b3, long b4, long b5, long b6, long b7, long b8, long b9,
            long c0, long c1, long c2, long c3, long c4, long c5, long c6, long c7, long c8, long c9,
            long d0, long d1, long d2, String s) {
        return s.length();
    }

    static int loopWrite(String p) {
        int n = 0;
        for (int i = 0; i < 2; i++) {
            n += p.length();
            p = null;
        }
        return n;
    }

    static void run() {
        try {
            loopWrite("x");
        } catch (NullPointerException e) {
            show("nodebug parameter written later in a loop", e);
        }
        try {
            thirdParameter("a", 1L, null);
        } catch (NullPointerException e) {
            show("nodebug third parameter", e);
        }
        try {
            longBefore(1L, null);
        } catch (NullPointerException e) {
            show("nodebug parameter after long", e);
        }
        try {
            local();
        } catch (NullPointerException e) {
            show("nodebug local", e);
        }
        try {
            localAfterParameters(1, null);
        } catch (NullPointerException e) {
            show("nodebug local after parameters", e);
        }
        NoDebug d = new NoDebug();
        try {
            d.thisChain();
        } catch (NullPointerException e) {
            show("nodebug this chain", e);
        }
        try {
            d.next = new NoDebug();
            d.next.next = new NoDebug();
            d.thisChain2();
        } catch (NullPointerException e) {
            show("nodebug implicit this chain", e);
        }
        try {
            d.parameter(null);
        } catch (NullPointerException e) {
            show("nodebug parameter", e);
        }
        try {
            d.writtenParameter("x");
        } catch (NullPointerException e) {
            show("nodebug written parameter", e);
        }
        try {
            d.writtenOnOneBranch(null, false);
        } catch (NullPointerException e) {
            show("nodebug parameter written on one branch", e);
        }
        try {
            element(new String[2], 1);
        } catch (NullPointerException e) {
            show("nodebug element", e);
        }
        try {
            many(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, null);
        } catch (NullPointerException e) {
            show("nodebug slot above 63", e);
        }
        try {
            String s = null;
            s.length();
        } catch (NullPointerException e) {
            show("nodebug local in run", e);
        }
        try {
            Object o = null;
            synchronized (o) {
                System.out.println("unreachable");
            }
        } catch (NullPointerException e) {
            show("nodebug monitorenter", e);
        }
    }
}
