package interp_test

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

var (
	mutants    = flag.Int("mutants", 100, "number of mutated class files TestMutantsAgainstJava runs (go test -timeout 30m -args -mutants=1000)")
	mutantSeed = flag.Uint64("mutant-seed", 17, "seed of the mutants of TestMutantsAgainstJava")
)

// mutantPrograms are the programs whose main classes are mutated: one
// class file each, with branches and stack map frames (ControlFlow),
// exception handlers (TryFinallyOrder) and arrays of three kinds
// (MatrixMultiply).
var mutantPrograms = []string{"ControlFlow", "TryFinallyOrder", "MatrixMultiply"}

// original is a class file to mutate.
type original struct {
	name  string
	data  []byte
	spans [][2]int // byte ranges of code and StackMapTables
}

// TestMutantsAgainstJava runs single-byte mutants of three class files
// under java (JDK 17, default verification) and under jcheck, and
// compares whether each refuses the class (a VerifyError or
// ClassFormatError, or the launcher's refusal of a main class that does
// not load) or runs it. Half of the mutated bytes are in code or stack
// map frames, where the verifier decides; half anywhere in the file. The
// mutants are the same at every run (a fixed seed, -mutant-seed). At
// least 99% must agree; no mutant may make jcheck panic or hang.
func TestMutantsAgainstJava(t *testing.T) {
	tools := javatool.NeedJDK(t)
	var originals []original
	for _, name := range mutantPrograms {
		p, err := javatool.LoadProgram(filepath.Join("..", "testdata", "java", "lang", name+".java"))
		if err != nil {
			t.Fatal(err)
		}
		dir, err := tools.Compile(p)
		if err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(filepath.Join(dir, name+".class"))
		if err != nil {
			t.Fatal(err)
		}
		originals = append(originals, original{name, data, codeSpans(t, data)})
	}
	compareMutants(t, tools.Java, originals)
}

// TestLegacyMutantsAgainstJava is TestMutantsAgainstJava for class files
// of version 49 (Java 5), which both verify by type inference: two of the
// programs compiled for Java 8 (no invokedynamic), their version set to
// 49 (their stack map frames are then an attribute the JVM ignores).
func TestLegacyMutantsAgainstJava(t *testing.T) {
	if testing.Short() {
		t.Skip("a hundred more runs of java take half a minute")
	}
	tools := javatool.NeedJDK(t)
	var originals []original
	for _, name := range mutantPrograms[1:] {
		out := t.TempDir()
		src := filepath.Join("..", "testdata", "java", "lang", name+".java")
		if msg, err := exec.Command(tools.Javac, "--release", "8", "-g", "-d", out, src).CombinedOutput(); err != nil {
			t.Fatalf("javac: %v\n%s", err, msg)
		}
		data, err := os.ReadFile(filepath.Join(out, name+".class"))
		if err != nil {
			t.Fatal(err)
		}
		data[6], data[7] = 0, 49 // major_version
		originals = append(originals, original{name, data, codeSpans(t, data)})
	}
	compareMutants(t, tools.Java, originals)
}

// compareMutants runs -mutants mutants of the originals, in turn, under
// java and jcheck and compares them.
func compareMutants(t *testing.T, java string, originals []original) {
	rng := rand.New(rand.NewPCG(*mutantSeed, 4))
	work := t.TempDir()
	agree, refused, sameMessage, panics := 0, 0, 0, 0
	var disagreements []string
	for i := range *mutants {
		o := originals[i%len(originals)]
		at := rng.IntN(len(o.data))
		if i%2 == 0 {
			s := o.spans[rng.IntN(len(o.spans))]
			at = s[0] + rng.IntN(s[1]-s[0])
		}
		b := byte(rng.IntN(255))
		if b >= o.data[at] {
			b++ // a different byte
		}
		data := bytes.Clone(o.data)
		data[at] = b
		dir := filepath.Join(work, fmt.Sprint(i))
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, o.name+".class"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		javaRefuses, javaSays := runJavaMutant(t, java, dir, o.name)
		jcheckRefuses, jcheckSays, panicked := runJcheckMutant(t, dir, o.name)
		if panicked {
			panics++
			t.Errorf("mutant %d (%s byte %d: %#02x -> %#02x): jcheck failed internally: %s", i, o.name, at, o.data[at], b, firstLines(jcheckSays))
		}
		if javaRefuses {
			refused++
		}
		if javaRefuses && jcheckRefuses && strings.TrimSpace(javaSays) == strings.TrimSpace(jcheckSays) {
			sameMessage++
		}
		if javaRefuses == jcheckRefuses {
			agree++
			continue
		}
		disagreements = append(disagreements, fmt.Sprintf("mutant %d (%s byte %d: %#02x -> %#02x): java refuses %v: %s\n    jcheck refuses %v: %s",
			i, o.name, at, o.data[at], b, javaRefuses, firstLines(javaSays), jcheckRefuses, firstLines(jcheckSays)))
	}
	t.Logf("java refuses %d of %d mutants, %d of them with the message jcheck gives; %d agree, %d disagree:\n  %s",
		refused, *mutants, sameMessage, agree, len(disagreements), strings.Join(disagreements, "\n  "))
	if agree*100 < *mutants*99 {
		t.Errorf("only %d of %d mutants agree, want at least 99%%", agree, *mutants)
	}
	if panics > 0 {
		t.Errorf("%d mutants made jcheck fail internally", panics)
	}
}

// codeSpans are the byte ranges of the code and the StackMapTables of a
// class file's methods.
func codeSpans(t *testing.T, data []byte) [][2]int {
	t.Helper()
	cf, err := classfile.Parse(data, "original")
	if err != nil {
		t.Fatal(err)
	}
	var spans [][2]int
	add := func(b []byte) {
		// Parse shares data, so the slices point into it.
		if at := bytes.Index(data, b); len(b) > 0 && at >= 0 {
			spans = append(spans, [2]int{at, at + len(b)})
		}
	}
	for _, m := range cf.Methods {
		if m.Code == nil {
			continue
		}
		add(m.Code.Bytecode)
		for _, a := range m.Code.Attributes {
			if a.Name == "StackMapTable" {
				add(a.Data)
			}
		}
	}
	return spans
}

// mutantTimeout bounds a run of a mutant by java: one that loops is
// taken to run (its class was accepted).
const mutantTimeout = 10 * time.Second

// refusal reports whether a run's output says the class was refused: a
// VerifyError or ClassFormatError, or the launcher's "Error: ..." about
// a main class that does not load or link.
func refusal(stderr string) bool {
	return strings.HasPrefix(stderr, "Error: ") || strings.Contains(stderr, "java.lang.VerifyError") ||
		strings.Contains(stderr, "java.lang.ClassFormatError") || strings.Contains(stderr, "java.lang.UnsupportedClassVersionError")
}

// runJavaMutant runs the main class with java and says whether it was
// refused, and what java printed on its standard error.
func runJavaMutant(t *testing.T, java, dir, main string) (bool, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), mutantTimeout)
	defer cancel()
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, java, "-ea", "-Xshare:auto", "-cp", dir, main)
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return false, "still running after " + mutantTimeout.String()
	case err != nil && !errors.As(err, &exit):
		t.Fatal(err)
	}
	return refusal(stderr.String()), stderr.String()
}

// runJcheckMutant runs the main class under jcheck with a small
// instruction budget and time limit, and says whether it was refused,
// what it printed about it (as java's launcher does) or its error, and
// whether jcheck failed internally.
func runJcheckMutant(t *testing.T, dir, main string) (refused bool, says string, panicked bool) {
	t.Helper()
	out, err := execMutant(t, dir, main, math.MaxInt64, mutantTimeout)
	var launch *interp.LaunchError
	switch {
	case err != nil && strings.Contains(err.Error(), "internal error"):
		return false, err.Error(), true
	case errors.As(err, &launch):
		return true, "Error: " + launch.Message, false
	case err != nil && !errors.Is(err, interp.ErrStopped):
		// A class file jcheck cannot load ends the run as an error of
		// its input (exit 2): a ClassFormatError.
		return strings.Contains(err.Error(), "ClassFormatError") || strings.Contains(err.Error(), "malformed class file"), err.Error(), false
	}
	return refusal(out), out, false
}

// execMutant runs the main class of the class directory dir in-process
// as jcheck run does (Launch, then Run under the round-robin schedule),
// with BoundedInvis at two million instructions, and returns what the
// program printed and the VM's error. It stops the run (ErrStopped) once
// more than maxInstructions instructions ran after the boot, or after
// timeout.
func execMutant(t *testing.T, dir, main string, maxInstructions int64, timeout time.Duration) (string, error) {
	t.Helper()
	var out bytes.Buffer
	deadline := time.Now().Add(timeout)
	var vm *interp.VM
	var booted int64 // the instructions of the boot, which the budget does not count
	stop := func() bool { return vm.Instructions()-booted > maxInstructions || time.Now().After(deadline) }
	vm = bootVM(t, dir, &out, interp.Options{MaxInvisible: 2_000_000, Stop: stop})
	booted = vm.Instructions()
	err := vm.Launch(main, nil)
	if err == nil {
		_, err = vm.Run(interp.RoundRobin{})
	}
	return out.String(), err
}

// firstLines is the start of a message, for the report of a disagreement.
func firstLines(s string) string {
	lines := strings.SplitN(strings.TrimSpace(s), "\n", 3)
	if len(lines) > 2 {
		lines = lines[:2]
	}
	return strings.Join(lines, " | ")
}
