package interp_test

import (
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

const randomValues = `
import java.nio.file.Files;
import java.security.SecureRandom;
import java.util.UUID;

public class RandomValues {
    public static void main(String[] args) throws Exception {
        System.out.println(UUID.randomUUID());
        System.out.println(new SecureRandom().nextLong());
        System.out.println(Files.createTempFile("jc", ".txt").getFileName());
    }
}
`

// TestRandomDevicesAreFixed checks that SecureRandom, UUID.randomUUID and
// the names of temporary files, which java draws from /dev/urandom, are
// the same in every execution: the random devices hold a fixed stream.
func TestRandomDevicesAreFixed(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"RandomValues.java": randomValues})
	first := runProgram(t, dir, "RandomValues", interp.RoundRobin{})
	second := runProgram(t, dir, "RandomValues", interp.RoundRobin{})
	if first.code != 0 || first.stderr != "" {
		t.Fatalf("exit code %d, stderr:\n%s", first.code, first.stderr)
	}
	const want = "934b8941-6e33-4c7d-b1f2-036cbee66eea\n962795750594036304\njc17212022687780600028.txt\n"
	if first.stdout != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", first.stdout, want)
	}
	if second != first {
		t.Errorf("second execution printed\n%s\nthe first\n%s", second.stdout, first.stdout)
	}
}
