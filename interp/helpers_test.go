package interp_test

import (
	"bytes"
	"errors"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/interp"
)

// Plumbing shared by the tests that compile Java, boot a VM and run a
// program.

var (
	jdkOnce sync.Once
	testJDK *classpath.JDK
	jdkErr  error
)

// jdk finds the JDK whose class library the tests run on.
func jdk(t *testing.T) *classpath.JDK {
	t.Helper()
	jdkOnce.Do(func() { testJDK, jdkErr = classpath.FindJDK("") })
	if jdkErr != nil {
		t.Skip("no JDK:", jdkErr)
	}
	return testJDK
}

// jdkTool is the path of one of the test JDK's tools (javac, java); the
// test is skipped if the JDK does not have it.
func jdkTool(t *testing.T, name string) string {
	t.Helper()
	path, err := jdk(t).Tool(name)
	if err != nil {
		t.Skipf("no %s: %v", name, err)
	}
	return path
}

// runCommand runs a program and returns what it printed and its exit
// status; a program that cannot be started fails the test.
func runCommand(t *testing.T, name string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("%s: %v", filepath.Base(name), err)
		}
		code = ee.ExitCode()
	}
	return out.String(), errOut.String(), code
}

// mustRun runs a program that must succeed and returns its standard
// output.
func mustRun(t *testing.T, name string, args ...string) string {
	t.Helper()
	stdout, stderr, code := runCommand(t, name, args...)
	if code != 0 {
		t.Fatalf("%s %s: exit status %d\n%s%s", filepath.Base(name), strings.Join(args, " "), code, stdout, stderr)
	}
	return stdout
}

// newLoader makes a loader over the test JDK and the class path dir,
// which executions of the program may share.
func newLoader(t *testing.T, dir string) *interp.Loader {
	t.Helper()
	j := jdk(t)
	cp, err := classpath.Parse(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cp.Close() })
	return interp.NewLoader(j.Boot, cp)
}

// boot boots an execution of the classes in dir on loader l, printing to
// stdout and stderr.
func boot(t *testing.T, l *interp.Loader, dir string, stdout, stderr io.Writer, opts interp.Options) *interp.VM {
	t.Helper()
	opts.Stdout, opts.Stderr, opts.JDK, opts.ClassPath = stdout, stderr, jdk(t), dir
	vm := interp.NewVM(l, opts)
	if err := vm.Boot(); err != nil {
		t.Fatalf("Boot: %v", err)
	}
	return vm
}

// bootVM boots an execution of the classes in dir; output goes to out.
func bootVM(t *testing.T, dir string, out *bytes.Buffer, opts interp.Options) *interp.VM {
	t.Helper()
	return boot(t, newLoader(t, dir), dir, out, out, opts)
}

// execution is what a run of a program printed and its exit status.
type execution struct {
	stdout, stderr string
	code           int
}

// runProgram runs class main of the class path dir under the interpreter,
// on a loader of its own, to its end under sched.
func runProgram(t *testing.T, dir, main string, sched interp.Scheduler) execution {
	t.Helper()
	return runOnLoader(t, newLoader(t, dir), dir, main, sched)
}

// runOnLoader runs class main of the class path dir under the
// interpreter, on loader l, to its end under sched. An error of the VM
// (not of the program) fails the test.
func runOnLoader(t *testing.T, l *interp.Loader, dir, main string, sched interp.Scheduler) execution {
	t.Helper()
	var stdout, stderr bytes.Buffer
	vm := boot(t, l, dir, &stdout, &stderr, interp.Options{})
	if err := vm.Launch(main, nil); err != nil {
		t.Fatalf("Launch %s: %v", main, err)
	}
	outcome, err := vm.Run(sched)
	if err != nil {
		t.Fatalf("Run %s: %v\nstdout:\n%s\nstderr:\n%s", main, err, stdout.String(), stderr.String())
	}
	return execution{stdout: stdout.String(), stderr: stderr.String(), code: outcome.ExitCode}
}
