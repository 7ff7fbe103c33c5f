// The lifecycle of JUnit tests, as cmd/jcheck TestJUnitLifecycle runs them:
// what each method prints there is what JUnit 5.9's console launcher prints.
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

public class BrokenSetUpTest {
    @Before
    public void setUp() {
        throw new IllegalStateException("set-up fails");
    }

    @After
    public void tearDown() {
        System.out.println("@After");
        throw new IllegalArgumentException("tear-down fails too");
    }

    @Test
    public void test() {
        System.out.println("not printed");
    }
}
