// The lifecycle of JUnit tests, as cmd/jcheck TestJUnitLifecycle runs them:
// what each method prints there is what JUnit 5.9's console launcher prints.
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

class JupiterSubTest extends JupiterBase {
    @BeforeEach
    void subBeforeEach() {
        System.out.println("sub @BeforeEach");
    }

    @Override
    void prepare() {
        System.out.println("sub prepare");
    }

    @AfterEach
    void subAfterEach() {
        System.out.println("sub @AfterEach");
    }

    @Test
    void runs() {
        System.out.println("runs");
    }

    @Test
    void named(TestInfo info) {
        System.out.println(info.getDisplayName());
    }
}
