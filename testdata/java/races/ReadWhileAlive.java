// EXPECT: race
// main reads what a thread writes while isAlive still says the thread
// runs: seeing it alive orders nothing, so the read races with the write.
public class ReadWhileAlive {
    static int data;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> data = 42);
        t.start();
        if (t.isAlive()) {
            System.out.println(data);
        }
        t.join();
    }
}
