// EXPECT: race, assertion
// MODES: all
// t1 writes x=1 then y=1; t2 reads x, y, and y again. The assertion fails only
// for t1: x=1 | t2: x==1, y==0 | t1: y=1 | t2: y==1, i.e. t1 is interrupted
// between its two writes AND t2 between its 2nd and 3rd read (two preemptions).
public class TwoPreemptions {
    static int x; // BUG: plain fields shared without a lock
    static int y;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            x = 1;
            y = 1;
        }, "t1");
        Thread t2 = new Thread(() -> {
            int a = x;
            int b = y;
            if (a == 1 && b == 0) { // t1 is between its two writes
                int c = y;
                assert c == 0 : "t1 resumed between t2's reads of y";
            }
        }, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
