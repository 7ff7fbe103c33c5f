// The lifecycle of JUnit tests, as cmd/jcheck TestJUnitLifecycle runs them:
// what each method prints there is what JUnit 5.9's console launcher prints.
import static org.junit.Assert.assertEquals;

import org.junit.After;
import org.junit.AfterClass;
import org.junit.Assume;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Ignore;
import org.junit.Test;

public class OrderTest extends OrderBase {
    @BeforeClass
    public static void subBeforeClass() {
        System.out.println("sub @BeforeClass");
    }

    @AfterClass
    public static void subAfterClass() {
        System.out.println("sub @AfterClass");
    }

    @Before
    public void subBefore() {
        System.out.println("sub @Before");
    }

    @After
    public void subAfter() {
        System.out.println("sub @After");
    }

    // Not annotated: JUnit 4 calls it in place of the base's @After.
    @Override
    public void baseAfter() {
        System.out.println("sub's baseAfter");
    }

    @Test(timeout = 1000)
    public void passes() {
        System.out.println("passes");
    }

    @Test
    public void fails() {
        System.out.println("fails");
        assertEquals("expected", "actual");
    }

    @Test
    @SuppressWarnings("deprecation")
    public void failsTheOldWay() {
        junit.framework.Assert.fail("JUnit 3's failure");
    }

    @Test(expected = IllegalStateException.class)
    public void throwsExpected() {
        throw new IllegalStateException("as expected");
    }

    @Test(expected = IllegalStateException.class)
    public void missesExpected() {
        System.out.println("missesExpected");
    }

    @Test(expected = IllegalStateException.class)
    public void throwsOther() {
        throw new UnsupportedOperationException("other");
    }

    @Test
    public void assumes() {
        Assume.assumeTrue(false);
        System.out.println("not printed");
    }

    @Ignore
    @Test
    public void ignored() {
        System.out.println("not printed");
    }

    public void helper() {
    }
}
