import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;

// A condition (an annotation that carries @ExtendWith) decides whether
// Jupiter runs a test: jcheck, which does not run extensions, refuses
// the class.
class ConditionalTest {
    @Test
    @DisabledOnOs(OS.LINUX)
    void notOnLinux() {
        fail("Jupiter skips this on Linux");
    }
}
