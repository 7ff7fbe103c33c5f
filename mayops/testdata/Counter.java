// A Runnable that counts under its lock and prints, run by two threads.
public class Counter implements Runnable {
    static int hits;
    int count;

    public void run() {
        synchronized (this) {
            count++;
        }
        System.out.println("done " + count);
    }

    public static void main(String[] args) throws InterruptedException {
        Counter c = new Counter();
        Thread t = new Thread(c);
        t.start();
        hits = 1;
        c.run();
        t.join();
    }
}
