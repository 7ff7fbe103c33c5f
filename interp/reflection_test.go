package interp_test

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/interp"
)

// reflectionPrograms are the programs of testdata/reflection, by main class.
var reflectionPrograms = []string{
	"Enums", "Streams", "Members", "Invoke", "Annotations", "TypeAnnotations", "Records", "ArrayReflect", "ForName",
	"Proxies", "Misc", "StackTraces", "ThreadedInvoke",
}

// TestReflectionPrograms runs the programs of testdata/reflection with java
// and with the interpreter and requires the same standard output and exit
// status, twice on the same loader (ThreadedInvoke also under a few random
// schedules).
func TestReflectionPrograms(t *testing.T) {
	jdk, err := classpath.FindJDK("")
	if err != nil {
		t.Skipf("no JDK: %v", err)
	}
	if jdk.Version < 17 {
		t.Skipf("the JDK at %s is version %d, the programs need 17", jdk.Home, jdk.Version)
	}
	javac, java := filepath.Join(jdk.Home, "bin", "javac"), filepath.Join(jdk.Home, "bin", "java")
	for _, tool := range []string{javac, java} {
		if _, err := os.Stat(tool); err != nil {
			t.Skipf("no %s: %v", filepath.Base(tool), err)
		}
	}
	sources, err := filepath.Glob(filepath.Join("testdata", "reflection", "*.java"))
	if err != nil || len(sources) == 0 {
		t.Fatalf("no test programs: %v", err)
	}
	dir := t.TempDir()
	args := append([]string{"-g", "-encoding", "UTF-8", "-d", dir}, sources...)
	if out, err := exec.Command(javac, args...).CombinedOutput(); err != nil {
		t.Fatalf("javac: %v\n%s", err, out)
	}
	cp, err := classpath.Parse(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range reflectionPrograms {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var javaOut bytes.Buffer
			cmd := exec.Command(java, "-ea", "-Xshare:auto", "-Dfile.encoding=UTF-8", "-Duser.language=en", "-Duser.country=US", "-cp", dir, name)
			cmd.Stdout = &javaOut
			wantCode := 0
			if err := cmd.Run(); err != nil {
				var ee *exec.ExitError
				if !errors.As(err, &ee) {
					t.Fatalf("java: %v", err)
				}
				wantCode = ee.ExitCode()
			}

			schedules := []interp.Scheduler{interp.RoundRobin{}}
			if name == "ThreadedInvoke" {
				for seed := uint64(1); seed <= 5; seed++ {
					schedules = append(schedules, interp.NewRandomScheduler(seed))
				}
			}
			// The executions of a program share its loader, and with it
			// the proxy classes and call trampolines reflection defines:
			// the first run defines them, the others reuse them.
			loader := interp.NewLoader(jdk.Boot, cp)
			for i, sched := range append(schedules, interp.RoundRobin{}) {
				stdout, stderr, code, err := runReflectionProgram(loader, jdk, dir, name, sched)
				if err != nil {
					t.Fatalf("schedule %d: %v\nstdout:\n%s\nstderr:\n%s", i, err, stdout, stderr)
				}
				if want := javaOut.String(); stdout != want {
					t.Errorf("schedule %d: stdout differs from java's (stderr: %s)\n%s", i, stderr, lineDiff(want, stdout))
				}
				if code != wantCode {
					t.Errorf("schedule %d: exit code %d, java's %d; stderr:\n%s", i, code, wantCode, stderr)
				}
			}
		})
	}
}

// runReflectionProgram runs a program once through the interpreter.
func runReflectionProgram(l *interp.Loader, jdk *classpath.JDK, dir, name string, sched interp.Scheduler) (stdout, stderr string, code int, err error) {
	var out, errOut bytes.Buffer
	vm := interp.NewVM(l, interp.Options{Stdout: &out, Stderr: &errOut, JDK: jdk, ClassPath: dir})
	if err := vm.Boot(); err != nil {
		return "", "", 0, err
	}
	if err := vm.Launch(name, nil); err != nil {
		return "", "", 0, err
	}
	outcome, err := vm.Run(sched)
	if err != nil {
		return out.String(), errOut.String(), 0, err
	}
	return out.String(), errOut.String(), outcome.ExitCode, nil
}

// lineDiff shows the first lines where got differs from want.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	shown := 0
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			b.WriteString("line " + strconv.Itoa(i+1) + ":\n  java:   " + wl + "\n  jcheck: " + gl + "\n")
			if shown++; shown == 10 {
				break
			}
		}
	}
	return b.String()
}
