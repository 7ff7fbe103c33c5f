package main

import (
	"os"
	"path/filepath"
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
		type result struct {
			code           int
			stdout, stderr string
		}
		done := make(chan result, 1)
		go func() {
			code, stdout, stderr := jcheck("replay", path)
			done <- result{code, stdout, stderr}
		}()
		var r result
		select {
		case r = <-done:
		case <-time.After(replayHang):
			t.Fatalf("replay still running after %v", replayHang)
		}
		switch {
		case r.code == exitOK || r.code == exitFound:
			if r.stderr != "" {
				t.Errorf("exit code %d with standard error %q", r.code, r.stderr)
			}
		case r.code == exitBadInput:
			if !strings.HasPrefix(r.stderr, "jcheck: ") || strings.Count(r.stderr, "\n") != 1 || strings.Contains(r.stderr, "internal error") {
				t.Errorf("exit code 2 with standard error %q, want one line that says what is wrong", r.stderr)
			}
		default:
			t.Errorf("exit code %d, want 0, 1 or 2\nstdout:\n%s\nstderr:\n%s", r.code, javatool.LastLines(r.stdout, 10), r.stderr)
		}
	})
}
