// A thread running a lambda.
public class LambdaThread {
    static int shared;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> { shared = 42; });
        t.start();
        t.join();
    }
}
