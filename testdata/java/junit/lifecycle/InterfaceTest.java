// The lifecycle of JUnit tests, as cmd/jcheck TestJUnitLifecycle runs them:
// Jupiter runs the @BeforeEach of the interface, which jcheck does not
// support, so that it refuses the class.
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class InterfaceTest implements Prepared {
    @Test
    void runs() {
        System.out.println("runs");
    }
}

interface Prepared {
    @BeforeEach
    default void prepare() {
        System.out.println("prepare");
    }
}
