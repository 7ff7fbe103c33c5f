import junit.framework.TestCase;

// JUnit 3: tests are the methods named test*, without annotations;
// jcheck says so rather than find no test.
public class OldStyleTest extends TestCase {
    public void testAddition() {
        assertEquals(2, 1 + 1);
    }

    // A JUnit 4 test class nested in another, named Outer$Inner on the
    // class path (OldStyleTest$MemberTest).
    public static class MemberTest {
        @org.junit.Test
        public void passes() {
        }
    }
}
