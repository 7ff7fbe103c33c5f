// EXPECT: race, assertion
// MODES: all
// Two setters write the pair (a, b) = (1, -1) and (2, -2) as two plain writes
// with no lock; the checker reads a then b. It sees a torn pair when it runs
// between one setter's two writes (e.g. s1: a=1 | checker: a=1, b=0) or when
// the setters interleave (s1: a=1 | s2: a=2, b=-2 | s1: b=-1 gives (2, -1)).
public class Reordering2 {
    static int a; // BUG: plain fields written and read without a common lock
    static int b;

    public static void main(String[] args) throws InterruptedException {
        Thread s1 = new Thread(() -> {
            a = 1;
            b = -1;
        }, "setter1");
        Thread s2 = new Thread(() -> {
            a = 2;
            b = -2;
        }, "setter2");
        Thread checker = new Thread(() -> {
            int x = a;
            int y = b;
            assert (x == 0 && y == 0) || x == -y : "torn pair a=" + x + " b=" + y;
        }, "checker");
        s1.start();
        s2.start();
        checker.start();
        s1.join();
        s2.join();
        checker.join();
        System.out.println("done");
    }
}
