// EXPECT: ok
// COMPARE: java
// JDK: 25
// An instance main method without parameters (JEP 512, final in JDK 25):
// the launcher makes the class's instance with its constructor, then
// calls main on it; main starts a thread and returns. (Only when no
// main(String[]) is found is main() looked for.)
public class InstanceMainOk {
    private final int meals = 3;

    InstanceMainOk() {
        System.out.println("constructed");
    }

    void main() throws InterruptedException {
        Thread t = new Thread(() -> System.out.println("worker sees " + meals));
        t.start();
        t.join();
        System.out.println("instance main ends");
    }
}
