// EXPECT: ok
// COMPARE: java
// JDK: 25
// The smallest program on JDK 25's class library: the VM boots (System.initPhase1
// of JDK 25, Thread's FieldHolder) and prints one line.
public class HelloWorld {
    public static void main(String[] args) {
        System.out.println("Hello, world");
    }
}
