// EXPECT: ok
// COMPARE: java
// A program's InheritableThreadLocal overriding childValue: ThreadLocal
// calls childValue, package-private in java.lang.ThreadLocal and
// protected in InheritableThreadLocal, when a new thread copies its
// parent's values. The program's method overrides ThreadLocal's through
// InheritableThreadLocal's (JVMS 5.4.5's transitive case), so the child
// sees the value it made, and a grandchild the value made from that.
public class InheritableChildValue {
    static final InheritableThreadLocal<String> ctx = new InheritableThreadLocal<>() {
        @Override
        protected String childValue(String parent) {
            return parent + "/child";
        }
    };

    public static void main(String[] args) throws Exception {
        ctx.set("root");
        Thread t = new Thread(() -> {
            System.out.println("child sees " + ctx.get());
            Thread g = new Thread(() -> System.out.println("grandchild sees " + ctx.get()));
            g.start();
            try {
                g.join();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        t.start();
        t.join();
        System.out.println("main keeps " + ctx.get());
    }
}
