// EXPECT: ok
// COMPARE: java
// JDK: 21
// The smallest program on JDK 21 and 25: the VM boots (System.initPhase1
// of JDK 21 and 25, Thread's FieldHolder) and prints one line.
public class HelloWorld {
    public static void main(String[] args) {
        System.out.println("Hello, world");
    }
}
