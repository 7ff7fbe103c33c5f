// The lifecycle of JUnit tests, as cmd/jcheck TestJUnitLifecycle runs them:
// what each method prints there is what JUnit 5.9's console launcher prints.
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

abstract class JupiterBase {
    @BeforeEach
    void baseBeforeEach() {
        System.out.println("base @BeforeEach");
    }

    // Overridden without the annotation: Jupiter does not call it.
    @BeforeEach
    void prepare() {
        System.out.println("base prepare");
    }

    @AfterEach
    void baseAfterEach() {
        System.out.println("base @AfterEach");
    }
}
