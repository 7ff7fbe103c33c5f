package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// TestTimeoutsFlag checks --timeouts on threads/AwaitTerminationOk: by
// default its awaitTermination never times out while the pool's workers
// can run (no error); with --timeouts=any it can, the assertion fails, the
// report records the choice and replay repeats the counterexample. A value
// other than due or any is bad input.
func TestTimeoutsFlag(t *testing.T) {
	javatool.NeedJDK(t)
	src, err := os.ReadFile(filepath.Join(threadsCorpus, "AwaitTerminationOk.java"))
	if err != nil {
		t.Fatal(err)
	}
	classes := compileJava(t, map[string]string{"AwaitTerminationOk.java": string(src)})
	if code, stdout, stderr := jcheck("check", "-cp", classes, "AwaitTerminationOk"); code != exitOK {
		t.Errorf("check: exit code %d, stderr %q, output\n%s", code, stderr, stdout)
	}
	path := filepath.Join(t.TempDir(), "report.json")
	code, stdout, stderr := jcheck("check", "--timeouts=any", "--json", path, "-cp", classes, "AwaitTerminationOk")
	if code != exitFound || !strings.Contains(stdout, "AssertionError: not terminated") {
		t.Fatalf("check --timeouts=any: exit code %d, stderr %q, output\n%s", code, stderr, stdout)
	}
	if p := readReport(t, path).Program; !p.AnyTimeouts {
		t.Errorf("the report's program does not record --timeouts=any")
	}
	if code, stdout, stderr := jcheck("replay", path); code != exitFound || !strings.Contains(stdout, "AssertionError: not terminated") {
		t.Errorf("replay: exit code %d, stderr %q, output\n%s", code, stderr, stdout)
	}
	if code, _, stderr := jcheck("check", "--timeouts=never", "-cp", classes, "AwaitTerminationOk"); code != exitBadInput || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "--timeouts must be due or any") {
		t.Errorf("--timeouts=never: exit code %d, stderr %q", code, stderr)
	}
}
