// The lifecycle of JUnit tests, as cmd/jcheck TestJUnitLifecycle runs them:
// JUnit 4 applies the rule, which jcheck does not support, so that it
// refuses the class.
import static org.junit.Assert.assertTrue;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

public class RuleTest {
    @Rule
    public TemporaryFolder folder = new TemporaryFolder();

    @Test
    public void hasFolder() throws Exception {
        assertTrue(folder.newFile("x").exists());
    }
}
