// EXPECT: assertion
// MODES: all
// t1 builds a fresh "qz" and interns it, expecting its own object to become the
// canonical one (true while no equal string is interned); t2 executes the
// literal "qz", whose ldc interns it on first execution. If t2's ldc runs
// before t1's intern(), intern() returns t2's literal and the assertion fails.
public class InternRace {
    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            String s = new String(new char[] {'q', 'z'});
            String canonical = s.intern();
            assert canonical == s : "qz was interned already";
        }, "t1");
        Thread t2 = new Thread(() -> {
            String b = "qz"; // ldc: interns "qz" the first time it runs
            assert b.length() == 2;
        }, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
