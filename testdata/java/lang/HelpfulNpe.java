// EXPECT: ok
// COMPARE: java
// Helpful NullPointerException messages (JEP 358, on by default in 17) for every kind of null dereference:
// method calls, field reads/writes, array load/store/length, unboxing, throw null, synchronized, with local names (-g).
public class HelpfulNpe {
    static class Node {
        int value;
        Node next;
        String label;
        int[] data;

        Node(int v) {
            value = v;
        }
    }

    static Node head;
    static String staticNull;

    static Node find(int v) {
        return null;
    }

    interface Action {
        void run() throws Throwable;
    }

    static void npe(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(what + ": " + e.getMessage());
        } catch (Throwable t) {
            System.out.println(what + ": unexpected " + t);
        }
    }

    public static void main(String[] args) {
        Node n = new Node(1);
        String s = null;
        int[] arr = null;
        Integer boxed = null;
        Object lock = null;
        npe("call on local", () -> s.length());
        npe("call on static field", () -> staticNull.isEmpty());
        npe("read field of null field", () -> System.out.println(n.next.value));
        npe("write field of null", () -> n.next.value = 5);
        npe("chained", () -> System.out.println(n.next.next.label));
        npe("call on field", () -> n.label.trim());
        npe("array load", () -> System.out.println(arr[0]));
        npe("array store", () -> arr[1] = 2);
        npe("array length", () -> System.out.println(arr.length));
        npe("field array", () -> System.out.println(n.data[3]));
        npe("static field deref", () -> System.out.println(head.value));
        npe("method result", () -> System.out.println(find(3).value));
        npe("unboxing", () -> {
            int x = boxed;
            System.out.println(x);
        });
        npe("unboxing arithmetic", () -> System.out.println(boxed + 1));
        npe("throw null", () -> {
            RuntimeException r = null;
            throw r;
        });
        npe("synchronized", () -> {
            synchronized (lock) {
                System.out.println("inside");
            }
        });
        npe("String.valueOf is safe", () -> System.out.println("  valueOf: " + String.valueOf((Object) null)));
        npe("concat is safe", () -> System.out.println("  concat: " + s + null));
        npe("explicit message", () -> {
            throw new NullPointerException("my own message");
        });
        npe("requireNonNull", () -> java.util.Objects.requireNonNull(s, "s must not be null"));
        npe("requireNonNull no message", () -> java.util.Objects.requireNonNull(s));
        npe("2D array", () -> {
            int[][] grid = new int[2][];
            grid[1][0] = 7;
        });
        npe("local in method", HelpfulNpe::localCase);
        npe("parameter", () -> paramCase(null, 3));
        npe("switch on null enum", () -> enumSwitch(null));
        npe("foreach over null", () -> {
            java.util.List<String> list = null;
            for (String x : list) {
                System.out.println(x);
            }
        });
        System.out.println("all handled, n.value=" + n.value);
    }

    static void localCase() {
        StringBuilder builder = null;
        builder.append("x");
    }

    static int paramCase(String text, int k) {
        return text.charAt(k);
    }

    enum Color { RED, GREEN }

    static int enumSwitch(Color c) {
        switch (c) {
            case RED:
                return 1;
            default:
                return 2;
        }
    }
}
