package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jcheck/jcheck/internal/javatool"
)

// replayHang is the time after which a replay of FuzzReplayReport counts
// as hanging: the seed reports replay in well under a second, and a
// report's path, however mutated, replays one transition per step of a
// program that ends.
const replayHang = 30 * time.Second

// FuzzReplayReport runs jcheck replay on mutated JSON reports. The seeds
// are the report of version 1 in testdata/reports and a report check
// writes now, both with the class path of the compiled programs, so that
// a mutant that still decodes is replayed. Whatever the bytes, replay
// must end with exit code 0 or 1 (the report was reproduced) or 2 and one
// line on standard error (it is not a report of this program), and never
// fail internally or hang.
func FuzzReplayReport(f *testing.F) {
	tools := javatool.NeedJDK(f)
	dir := f.TempDir()
	p, classes := compileCheckProgram(f, tools, "RandomLostUpdate")
	old := filepath.Join(dir, "v1.json")
	alterReport(f, filepath.Join("..", "..", "testdata", "reports", "RandomLostUpdate.v1.json"), old, func(doc map[string]any) {
		prog := doc["program"].(map[string]any)
		prog["classPath"], prog["jdk"] = classes, ""
	})
	p, classes = compileCheckProgram(f, tools, "LockOrderDeadlock2")
	current := filepath.Join(dir, "current.json")
	if got := runCheck(classes, p, "--json", current); got.code != exitFound {
		f.Fatalf("check: %s", got.describe())
	}
	for _, path := range []string{old, current} {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "report.json")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		r := jcheckBounded(t, replayHang, "replay", path)
		r.check(t, exitOK, exitFound)
	})
}

// outcome is how a command of jcheck ended.
type outcome struct {
	code           int
	stdout, stderr string
}

// jcheckBounded runs the command in-process, as jcheck does, and fails
// the test if it is still running after limit.
func jcheckBounded(t *testing.T, limit time.Duration, args ...string) outcome {
	t.Helper()
	done := make(chan outcome, 1)
	go func() {
		code, stdout, stderr := jcheck(args...)
		done <- outcome{code, stdout, stderr}
	}()
	select {
	case r := <-done:
		return r
	case <-time.After(limit):
	}
	t.Fatalf("jcheck %s still running after %v", strings.Join(args, " "), limit)
	return outcome{}
}

// check fails the test unless the command ended with one of the exit
// codes ok and nothing on standard error, or with exit code 2 and what is
// wrong with the input (refusal).
func (r outcome) check(t *testing.T, ok ...int) {
	t.Helper()
	switch {
	case slices.Contains(ok, r.code):
		if r.stderr != "" {
			t.Errorf("exit code %d with standard error %q", r.code, r.stderr)
		}
	case r.code == exitBadInput:
		if !refusal(r.stderr) {
			t.Errorf("exit code 2 with standard error %q, want one line that says what is wrong", r.stderr)
		}
	default:
		t.Errorf("exit code %d, want 2 or one of %v\nstdout:\n%s\nstderr:\n%s", r.code, ok, javatool.LastLines(r.stdout, 10), r.stderr)
	}
}

// launcherRefusals start the messages of java's launcher about a main
// class it refuses, which jcheck gives in java's words, over the lines
// java prints them on (interp.LaunchError).
var launcherRefusals = []string{
	"LinkageError occurred while loading main class ",
	"Could not find or load main class ",
	"Unable to initialize main class ",
	"Main method ",
}

// refusal reports whether standard error is what jcheck says about input
// it refuses: one line, or the launcher's refusal of the main class
// (which replay puts after the number of the error it replays); no
// internal error.
func refusal(stderr string) bool {
	msg, ok := strings.CutPrefix(stderr, "jcheck: ")
	if !ok || !strings.HasSuffix(msg, "\n") || strings.Contains(msg, "internal error") {
		return false
	}
	first, _, _ := strings.Cut(msg, "\n")
	return strings.Count(msg, "\n") == 1 || slices.ContainsFunc(launcherRefusals, func(p string) bool { return strings.Contains(first, p) })
}
