// EXPECT: race, assertion
// Ten setters each write the pair (a, b) = (i, -i) as two plain writes with no
// lock; a checker reads a then b and sees a torn pair when it runs between a
// setter's two writes, or after two setters interleaved (a=i | a=j, b=-j | b=-i).
public class Reordering10 {
    static int a; // BUG: plain fields written and read without a common lock
    static int b;

    public static void main(String[] args) throws InterruptedException {
        Thread[] setters = new Thread[10];
        for (int i = 0; i < setters.length; i++) {
            final int v = i + 1;
            setters[i] = new Thread(() -> {
                a = v;
                b = -v;
            }, "setter" + v);
        }
        Thread checker = new Thread(() -> {
            int x = a;
            int y = b;
            assert (x == 0 && y == 0) || x == -y : "torn pair a=" + x + " b=" + y;
        }, "checker");
        for (Thread s : setters) {
            s.start();
        }
        checker.start();
        for (Thread s : setters) {
            s.join();
        }
        checker.join();
        System.out.println("done");
    }
}
