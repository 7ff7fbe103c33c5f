// The lifecycle of JUnit tests, as cmd/jcheck TestJUnitLifecycle runs them:
// what each method prints there is what JUnit 5.9's console launcher prints.
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LifecycleTest {
    private int setUps;

    LifecycleTest() {
        System.out.println("constructor");
    }

    @BeforeAll
    void beforeAll() {
        setUps++;
        System.out.println("@BeforeAll");
    }

    @BeforeEach
    void beforeEach() {
        setUps++;
        System.out.println("@BeforeEach");
    }

    @AfterEach
    void afterEach() {
        System.out.println("@AfterEach");
    }

    @AfterAll
    void afterAll() {
        System.out.println("@AfterAll");
    }

    @Test
    void sharesInstance() {
        System.out.println("sharesInstance");
        assertTrue(setUps == 2, "set-ups: " + setUps);
    }

    @Test
    void aborts() {
        assumeTrue(false, "not here");
        System.out.println("not printed");
    }

    @Test
    void fails() {
        assertTrue(setUps == 3, "set-ups: " + setUps);
    }
}
