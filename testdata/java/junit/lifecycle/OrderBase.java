// The lifecycle of JUnit tests, as cmd/jcheck TestJUnitLifecycle runs them:
// what each method prints there is what JUnit 5.9's console launcher prints.
import org.junit.After;
import org.junit.AfterClass;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Test;

public class OrderBase {
    @BeforeClass
    public static void baseBeforeClass() {
        System.out.println("base @BeforeClass");
    }

    @AfterClass
    public static void baseAfterClass() {
        System.out.println("base @AfterClass");
    }

    @Before
    public void baseBefore() {
        System.out.println("base @Before");
    }

    @After
    public void baseAfter() {
        System.out.println("base @After");
    }

    @Test
    public void inherited() {
        System.out.println("inherited");
    }
}
