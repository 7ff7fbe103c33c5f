package interp_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

const (
	// fuzzBudget is the instructions a run of FuzzRunClass may take: the
	// seed programs end within it; a mutant that loops is stopped there.
	fuzzBudget = 5_000_000

	// fuzzHang is the time after which a run of FuzzRunClass that its
	// instruction budget did not stop counts as hanging: far more than
	// the budget takes, so that a loaded machine does not make it fail.
	fuzzHang = 20 * time.Second
)

// FuzzRunClass runs mutated class files as jcheck run runs a program:
// each input is written as the file of a main class (one of
// mutantPrograms, or SelfHandler, which throws to its own handler for
// ever) and run under the round-robin schedule. Whatever the bytes, the
// run must end within its instruction budget without an internal error
// or an escaped panic, and any error of the VM must be one that says the
// class was refused (ClassFormatError, VerifyError, LinkageError, the
// launcher's refusal of the main class) or the budget's stop; an
// exception of the program is its output.
func FuzzRunClass(f *testing.F) {
	tools := javatool.NeedJDK(f)
	mains := append(slices.Clone(mutantPrograms), "SelfHandler")
	for i, name := range mutantPrograms {
		p, err := javatool.LoadProgram(filepath.Join("..", "testdata", "java", "lang", name+".java"))
		if err != nil {
			f.Fatal(err)
		}
		dir, err := tools.Compile(p)
		if err != nil {
			f.Fatal(err)
		}
		data, err := os.ReadFile(filepath.Join(dir, name+".class"))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(uint8(i), data)
	}
	f.Add(uint8(len(mains)-1), javatool.SelfHandlerClass())
	f.Fuzz(func(t *testing.T, main uint8, data []byte) {
		name := mains[int(main)%len(mains)]
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, name+".class"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := runBounded(t, dir, name)
		if msg, ok := unexpectedRunError(err); ok {
			t.Fatalf("%s: %s\noutput:\n%s", name, msg, javatool.LastLines(out, 10))
		}
	})
}

// runBounded runs the main class of dir with execMutant, stopped after
// fuzzBudget instructions, on a goroutine of its own, so that a panic
// that escapes the VM is reported as such and a run that does not stop
// fails the test instead of hanging it.
func runBounded(t *testing.T, dir, main string) (string, error) {
	type result struct {
		out string
		err error
	}
	start := time.Now()
	done := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{err: fmt.Errorf("panic escaped the VM: %v", r)}
			}
		}()
		out, err := execMutant(t, dir, main, fuzzBudget, fuzzHang)
		done <- result{out, err}
	}()
	select {
	case r := <-done:
		if errors.Is(r.err, interp.ErrStopped) && time.Since(start) >= fuzzHang {
			r.err = fmt.Errorf("still running after %v: its instruction budget did not stop it", fuzzHang)
		}
		return r.out, r.err
	case <-time.After(fuzzHang + 10*time.Second):
		// The budget's stop is polled by the interpreter loop only: a
		// run that passes it by is stuck elsewhere.
		return "", fmt.Errorf("still running after %v: its instruction budget did not stop it", fuzzHang+10*time.Second)
	}
}

// refusedKinds are what the VM's error about a class file it refuses
// names: JVMS §4.8 (format), §4.10 (verification), §5.4 (linking).
var refusedKinds = []string{"ClassFormatError", "malformed class file", "VerifyError", "LinkageError", "UnsupportedClassVersionError"}

// unexpectedRunError says what is wrong with the error of a run of a
// mutated class, if anything.
func unexpectedRunError(err error) (string, bool) {
	var launch *interp.LaunchError
	switch {
	case err == nil, errors.Is(err, interp.ErrStopped), errors.As(err, &launch):
		return "", false
	case strings.Contains(err.Error(), "internal error") || strings.Contains(err.Error(), "panic escaped"):
		return err.Error(), true
	case strings.Contains(err.Error(), "still running"):
		return err.Error(), true
	}
	for _, kind := range refusedKinds {
		if strings.Contains(err.Error(), kind) {
			return "", false
		}
	}
	return "an error of no expected kind: " + err.Error(), true
}
