package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/jcheck/jcheck/internal/javatool"
)

// checkFuzzPrograms are the programs of the check corpus whose main
// classes FuzzCheckClass mutates: a data race and a deadlock, each a
// single class file (the threads' code is in lambdas of the main class).
var checkFuzzPrograms = []string{"LostUpdate", "LockOrderDeadlock2"}

// checkHang is the time after which a check of FuzzCheckClass counts as
// hanging; its own --time-limit is far shorter.
const checkHang = time.Minute

// FuzzCheckClass runs jcheck check on mutated main classes, with a small
// bound on executions and on the instructions of a transition: whatever
// the bytes, check must end with exit code 0, 1 or 3 and nothing on
// standard error, or 2 and one line naming what it refuses, and never
// fail internally or hang.
func FuzzCheckClass(f *testing.F) {
	tools := javatool.NeedJDK(f)
	for i, name := range checkFuzzPrograms {
		_, classes := compileCheckProgram(f, tools, name)
		data, err := os.ReadFile(filepath.Join(classes, name+".class"))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(uint8(i), data)
	}
	f.Fuzz(func(t *testing.T, main uint8, data []byte) {
		name := checkFuzzPrograms[int(main)%len(checkFuzzPrograms)]
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, name+".class"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		r := jcheckBounded(t, checkHang, "check", "--max-executions", "3", "--max-invisible", "100000", "--time-limit", "20s", "-cp", dir, name)
		r.check(t, exitOK, exitFound, exitLimit)
	})
}
