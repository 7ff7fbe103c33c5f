import java.util.List;

// Helpful NullPointerException messages (JEP 358), compiled with -g: local
// variables are named from the LocalVariableTable. Each case prints
// "label: " and the message of the NullPointerException it provokes.
public class Main {
    static class Node {
        int value;
        long lv;
        String name;
        Node next;
        int[] arr;
        static Node sroot;

        Node getNext() {
            return next;
        }

        void take(StringBuilder b, String[] a, Object o, int[][] x, long l, java.lang.StringBuffer y) {
        }

        int nameLength() {
            return this.name.length();
        }

        int chain() {
            return this.next.next.value;
        }

        int deep() {
            return next.next.next.next.next.next.value;
        }
    }

    static class MyNPE extends NullPointerException {
        MyNPE() {
            super();
        }
    }

    static String sf;
    static Node sNode = new Node();
    static String[] SARR = new String[3];
    static int K = 1;
    boolean flag;
    Node inst;

    static void show(String label, Throwable e) {
        System.out.print(label);
        System.out.print(": ");
        System.out.println(e.getMessage());
    }

    static String getNull() {
        return null;
    }

    static String id(String s) {
        return s;
    }

    static Node node() {
        return new Node();
    }

    static int[] arr() {
        return null;
    }

    static String[] strs() {
        return new String[2];
    }

    static int idx() {
        return 1;
    }

    static int len(String p) {
        return p.length();
    }

    int instanceCase() {
        return inst.next.value;
    }

    public static void main(String[] args) {
        invokes();
        fields();
        arrays();
        descriptions();
        explicit();
        javac();
        stackShuffles();
        new Main().instance();
        more();
        handmade();
        NoDebug.run();
    }

    static void invokes() {
        try {
            String s = null;
            s.length();
        } catch (NullPointerException e) {
            show("invokevirtual", e);
        }
        try {
            List<String> l = null;
            l.size();
        } catch (NullPointerException e) {
            show("invokeinterface", e);
        }
        try {
            List<String> l = null;
            l.add("x");
        } catch (NullPointerException e) {
            show("interface with Object param", e);
        }
        try {
            StringBuilder sb = null;
            sb.append("a");
        } catch (NullPointerException e) {
            show("StringBuilder.append(String)", e);
        }
        try {
            String s = null;
            s.substring(1, 2);
        } catch (NullPointerException e) {
            show("two int params", e);
        }
        try {
            String s = null;
            s.regionMatches(true, 0, "x", 0, 1);
        } catch (NullPointerException e) {
            show("mixed params", e);
        }
        try {
            Node n = null;
            n.take(null, null, null, null, 0L, null);
        } catch (NullPointerException e) {
            show("array and trimmed params", e);
        }
        try {
            Object o = null;
            o.equals(o);
        } catch (NullPointerException e) {
            show("Object.equals", e);
        }
        try {
            Object o = null;
            o.hashCode();
        } catch (NullPointerException e) {
            show("Object.hashCode", e);
        }
        try {
            int[] ia = null;
            ia.clone();
        } catch (NullPointerException e) {
            show("int[].clone", e);
        }
        try {
            String[] sa = null;
            sa.clone();
        } catch (NullPointerException e) {
            show("String[].clone", e);
        }
        try {
            len(null);
        } catch (NullPointerException e) {
            show("parameter with -g", e);
        }
        try {
            Node n = new Node();
            n.nameLength();
        } catch (NullPointerException e) {
            show("this.name", e);
        }
    }

    static void fields() {
        try {
            Node n = null;
            int x = n.value;
        } catch (NullPointerException e) {
            show("getfield", e);
        }
        try {
            Node n = null;
            n.value = 3;
        } catch (NullPointerException e) {
            show("putfield int", e);
        }
        try {
            Node n = null;
            n.lv = 5L;
        } catch (NullPointerException e) {
            show("putfield long", e);
        }
        try {
            Node h = new Node();
            int x = h.next.value;
        } catch (NullPointerException e) {
            show("field chain", e);
        }
        try {
            Node h = new Node();
            h.next = new Node();
            h.next.chain();
        } catch (NullPointerException e) {
            show("this chain", e);
        }
        try {
            Node h = new Node();
            h.next = new Node();
            h.next.next = new Node();
            h.next.next.next = new Node();
            h.next.next.next.next = new Node();
            h.next.next.next.next.next = new Node();
            h.next.next.next.next.next.next = new Node();
            int x = h.next.next.next.next.next.next.next.value;
        } catch (NullPointerException e) {
            show("long chain", e);
        }
        try {
            new Node().deep();
        } catch (NullPointerException e) {
            show("deep chain from this", e);
        }
        try {
            sf.length();
        } catch (NullPointerException e) {
            show("static field", e);
        }
        try {
            int x = Node.sroot.value;
        } catch (NullPointerException e) {
            show("nested class static field", e);
        }
        try {
            int x = sNode.next.value;
        } catch (NullPointerException e) {
            show("static field chain", e);
        }
        try {
            Node h = new Node();
            int x = h.arr[0];
        } catch (NullPointerException e) {
            show("array field", e);
        }
    }

    static void arrays() {
        try {
            int[] a = null;
            int x = a[0];
        } catch (NullPointerException e) {
            show("iaload", e);
        }
        try {
            int[] a = null;
            a[0] = 1;
        } catch (NullPointerException e) {
            show("iastore", e);
        }
        try {
            long[] a = null;
            long x = a[0];
        } catch (NullPointerException e) {
            show("laload", e);
        }
        try {
            long[] a = null;
            a[0] = 1L;
        } catch (NullPointerException e) {
            show("lastore", e);
        }
        try {
            float[] a = null;
            float x = a[0];
        } catch (NullPointerException e) {
            show("faload", e);
        }
        try {
            float[] a = null;
            a[0] = 1f;
        } catch (NullPointerException e) {
            show("fastore", e);
        }
        try {
            double[] a = null;
            double x = a[0];
        } catch (NullPointerException e) {
            show("daload", e);
        }
        try {
            double[] a = null;
            a[0] = 1.0;
        } catch (NullPointerException e) {
            show("dastore", e);
        }
        try {
            byte[] a = null;
            byte x = a[0];
        } catch (NullPointerException e) {
            show("baload", e);
        }
        try {
            boolean[] a = null;
            a[0] = true;
        } catch (NullPointerException e) {
            show("bastore boolean", e);
        }
        try {
            char[] a = null;
            char x = a[0];
        } catch (NullPointerException e) {
            show("caload", e);
        }
        try {
            char[] a = null;
            a[0] = 'c';
        } catch (NullPointerException e) {
            show("castore", e);
        }
        try {
            short[] a = null;
            short x = a[0];
        } catch (NullPointerException e) {
            show("saload", e);
        }
        try {
            short[] a = null;
            a[0] = 2;
        } catch (NullPointerException e) {
            show("sastore", e);
        }
        try {
            Object[] a = null;
            Object x = a[0];
        } catch (NullPointerException e) {
            show("aaload", e);
        }
        try {
            Object[] a = null;
            a[0] = "x";
        } catch (NullPointerException e) {
            show("aastore", e);
        }
        try {
            int[] a = null;
            int x = a.length;
        } catch (NullPointerException e) {
            show("arraylength", e);
        }
        try {
            int x = arr().length;
        } catch (NullPointerException e) {
            show("arraylength of call", e);
        }
        try {
            int x = arr()[0];
        } catch (NullPointerException e) {
            show("iaload of call", e);
        }
    }

    static void descriptions() {
        String[] sa = new String[1001];
        int i = 2;
        int[] idx = {3};
        try {
            sa[2].length();
        } catch (NullPointerException e) {
            show("element constant index", e);
        }
        try {
            sa[i].length();
        } catch (NullPointerException e) {
            show("element variable index", e);
        }
        try {
            sa[i + 1].length();
        } catch (NullPointerException e) {
            show("element complex index", e);
        }
        try {
            sa[idx[0]].length();
        } catch (NullPointerException e) {
            show("element index from array", e);
        }
        try {
            sa[10].length();
        } catch (NullPointerException e) {
            show("bipush index", e);
        }
        try {
            sa[1000].length();
        } catch (NullPointerException e) {
            show("sipush index", e);
        }
        try {
            sa[-1 + 1].length();
        } catch (NullPointerException e) {
            show("folded index", e);
        }
        try {
            sa[K].length();
        } catch (NullPointerException e) {
            show("static field index", e);
        }
        try {
            sa[idx()].length();
        } catch (NullPointerException e) {
            show("call index", e);
        }
        try {
            Node n = new Node();
            sa[n.value].length();
        } catch (NullPointerException e) {
            show("field index", e);
        }
        try {
            int[][] aa = new int[2][];
            int x = aa[1][0];
        } catch (NullPointerException e) {
            show("array of arrays", e);
        }
        try {
            String[][] ss = new String[2][2];
            ss[1][1].length();
        } catch (NullPointerException e) {
            show("2d element", e);
        }
        try {
            String[][][][][][] s6 = new String[1][1][1][1][1][1];
            s6[0][0][0][0][0][0].length();
        } catch (NullPointerException e) {
            show("6d element", e);
        }
        try {
            SARR[1].length();
        } catch (NullPointerException e) {
            show("static array element", e);
        }
        try {
            strs()[0].length();
        } catch (NullPointerException e) {
            show("element of call result", e);
        }
        try {
            Node[] nodes = new Node[2];
            int x = nodes[1].value;
        } catch (NullPointerException e) {
            show("field of element", e);
        }
        try {
            getNull().length();
        } catch (NullPointerException e) {
            show("return value", e);
        }
        try {
            id(null).length();
        } catch (NullPointerException e) {
            show("return value with param", e);
        }
        try {
            int x = new Node().getNext().value;
        } catch (NullPointerException e) {
            show("virtual return value", e);
        }
        try {
            int x = node().next.value;
        } catch (NullPointerException e) {
            show("field of return value", e);
        }
        try {
            int x = node().next.next.value;
        } catch (NullPointerException e) {
            show("chain from return value", e);
        }
        try {
            ((String) null).length();
        } catch (NullPointerException e) {
            show("null constant", e);
        }
        try {
            throw null;
        } catch (NullPointerException e) {
            show("throw null", e);
        }
        try {
            RuntimeException re = null;
            throw re;
        } catch (NullPointerException e) {
            show("athrow", e);
        }
        try {
            Object o = null;
            synchronized (o) {
                System.out.println("unreachable");
            }
        } catch (NullPointerException e) {
            show("monitorenter", e);
        }
        String s1 = null, s2 = null;
        boolean flag = sa.length > 3;
        try {
            (flag ? s1 : s2).length();
        } catch (NullPointerException e) {
            show("ternary", e);
        }
        try {
            (flag ? sa[1] : sa[2]).length();
        } catch (NullPointerException e) {
            show("ternary of elements", e);
        }
        try {
            int x = (flag ? sNode.next : sNode.next).value;
        } catch (NullPointerException e) {
            show("ternary of fields", e);
        }
        try {
            String t = s1;
            for (int k = 0; k < 3; k++) {
                if (k == 2) {
                    t.length();
                }
                t = s2;
            }
        } catch (NullPointerException e) {
            show("loop", e);
        }
    }

    static void explicit() {
        try {
            throw new NullPointerException();
        } catch (NullPointerException e) {
            show("explicit", e);
        }
        try {
            throw new NullPointerException("my message");
        } catch (NullPointerException e) {
            show("explicit with message", e);
        }
        NullPointerException made = new NullPointerException();
        show("constructed, not thrown", made);
        show("asked again", made);
        try {
            throw new MyNPE();
        } catch (NullPointerException e) {
            show("subclass", e);
        }
        try {
            java.util.Objects.requireNonNull(null);
        } catch (NullPointerException e) {
            show("requireNonNull", e);
        }
        try {
            java.util.Objects.requireNonNull(null, "must not be null");
        } catch (NullPointerException e) {
            show("requireNonNull with message", e);
        }
        try {
            "abc".compareTo(null);
        } catch (NullPointerException e) {
            show("inside the JDK", e);
        }
    }

    static void javac() {
        try {
            Integer boxed = null;
            int x = boxed;
        } catch (NullPointerException e) {
            show("unboxing", e);
        }
        try {
            String s = null;
            switch (s) {
                case "a":
                    System.out.println("a");
                    break;
                default:
                    System.out.println("default");
            }
        } catch (NullPointerException e) {
            show("string switch", e);
        }
        try {
            int[] a = null;
            for (int x : a) {
                System.out.println(x);
            }
        } catch (NullPointerException e) {
            show("for over array", e);
        }
        try {
            List<String> l = null;
            for (String x : l) {
                System.out.println(x);
            }
        } catch (NullPointerException e) {
            show("for over list", e);
        }
        try {
            Node n = null;
            n.value++;
        } catch (NullPointerException e) {
            show("field increment", e);
        }
        try {
            int[] a = null;
            a[0]++;
        } catch (NullPointerException e) {
            show("element increment", e);
        }
        try {
            long[] a = null;
            a[0] += 2;
        } catch (NullPointerException e) {
            show("long element compound", e);
        }
    }

    static void stackShuffles() {
        try {
            Node n2 = null;
            long y = n2.lv = 5L;
        } catch (NullPointerException e) {
            show("dup2_x1", e);
        }
        try {
            Node n2 = null;
            int z = n2.value = 7;
        } catch (NullPointerException e) {
            show("dup_x1", e);
        }
        try {
            int[] a = null;
            int w = a[0] = 7;
        } catch (NullPointerException e) {
            show("dup_x2", e);
        }
        try {
            long[] la = null;
            long q = la[0] = 5L;
        } catch (NullPointerException e) {
            show("dup2_x2", e);
        }
        try {
            double[] d = null;
            double q = d[1] = 2.5;
        } catch (NullPointerException e) {
            show("dup2_x2 double", e);
        }
    }

    static class Init {
        static int x;

        static {
            String s = null;
            x = s.length();
        }
    }

    static class Holder {
        Holder b;
        Holder[] d;
        String e;

        Holder(String s) {
            this.e = s.trim();
        }
    }

    static void more() {
        try {
            // Not the first instruction of the try block: jcheck misses the
            // handler if the initialising getstatic is (see the report).
            System.out.println("initialising");
            int x = Init.x;
        } catch (ExceptionInInitializerError e) {
            show("static initializer", e.getCause());
        }
        try {
            new Holder(null);
        } catch (NullPointerException e) {
            show("constructor parameter", e);
        }
        try {
            java.util.Map<String, Node> m = new java.util.HashMap<>();
            int x = m.get("x").value;
        } catch (NullPointerException e) {
            show("map get", e);
        }
        try {
            Object obj = null;
            int x = ((Node) obj).value;
        } catch (NullPointerException e) {
            show("checkcast", e);
        }
        try {
            {
                String a = "x";
                a.length();
            }
            {
                String b = null;
                b.length();
            }
        } catch (NullPointerException e) {
            show("reused slot", e);
        }
        String[] sa = new String[3];
        boolean flag = sa.length > 5;
        try {
            sa[flag ? 1 : 2].length();
        } catch (NullPointerException e) {
            show("ternary index", e);
        }
        try {
            String s = null;
            (flag ? s : s).length();
        } catch (NullPointerException e) {
            show("ternary same variable", e);
        }
        try {
            Node n = new Node();
            if (n != null && n.next.value > 0) {
                System.out.println("unreachable");
            }
        } catch (NullPointerException e) {
            show("condition", e);
        }
        try {
            Holder h = new Holder("a");
            h.b = new Holder("b");
            h.b.d = new Holder[2];
            h.b.d[1] = new Holder("c");
            h.b.d[1].b = new Holder("d");
            h.b.d[1].b.d = new Holder[1];
            int x = h.b.d[1].b.d[0].e.length();
        } catch (NullPointerException e) {
            show("mixed chain", e);
        }
        try {
            String s = null;
            try {
                s.length();
            } finally {
                System.out.println("finally ran");
            }
        } catch (NullPointerException e) {
            show("try finally", e);
        }
        try {
            try {
                throw new IllegalStateException();
            } catch (IllegalStateException ex) {
                String s = null;
                s.length();
            }
        } catch (NullPointerException e) {
            show("in handler", e);
        }
        try {
            String s = null;
            s.length();
        } catch (NullPointerException e) {
            System.out.println(e);
        }
        try {
            int k = 2;
            switch (k) {
                case 1:
                    System.out.println("one");
                    break;
                case 2:
                    String s = null;
                    s.length();
                    break;
                default:
                    System.out.println("other");
            }
        } catch (NullPointerException e) {
            show("in switch", e);
        }
        try {
            StringBuilder sb = null;
            sb.append(1).append("x");
        } catch (NullPointerException e) {
            show("chained call", e);
        }
        try {
            new StringBuilder().append(getNull().length());
        } catch (NullPointerException e) {
            show("argument", e);
        }
    }

    // Handmade.class is bytecode javac does not emit (see handmade/Gen.java).
    // Handmade.indy is run by handmade/IndyMain.java, under java only.
    static void handmade() {
        try {
            Handmade.swap("x");
        } catch (NullPointerException e) {
            show("handmade swap", e);
        }
        try {
            Handmade.merged(null, "x", 1);
        } catch (NullPointerException e) {
            show("handmade merged", e);
        }
    }

    void instance() {
        try {
            instanceCase();
        } catch (NullPointerException e) {
            show("field of this", e);
        }
        try {
            inst = new Node();
            instanceCase();
        } catch (NullPointerException e) {
            show("field chain of this", e);
        }
        try {
            Node local = flag ? inst : null;
            int x = local.next.value;
        } catch (NullPointerException e) {
            show("chain from local", e);
        }
    }
}
