package interp_test

import (
	"path/filepath"
	"strconv"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

// reflectionPrograms are the programs of testdata/reflection, by main class.
var reflectionPrograms = []string{
	"Enums", "Streams", "Members", "Invoke", "Annotations", "TypeAnnotations", "Records", "ArrayReflect", "ForName",
	"Proxies", "Misc", "StackTraces", "ThreadedInvoke", "ConstantPools",
}

// reflectionExports open the JDK internals ConstantPools uses to javac and
// java (jcheck has no module system to open).
var reflectionExports = []string{
	"--add-exports", "java.base/jdk.internal.access=ALL-UNNAMED",
	"--add-exports", "java.base/jdk.internal.reflect=ALL-UNNAMED",
}

// TestReflectionPrograms runs the programs of testdata/reflection with java
// and with the interpreter and requires the same standard output and exit
// status, twice on the same loader (ThreadedInvoke also under a few random
// schedules).
func TestReflectionPrograms(t *testing.T) {
	if j := jdk(t); j.Version < 17 {
		t.Skipf("the JDK at %s is version %d, the programs need 17", j.Home, j.Version)
	}
	javac, java := jdkTool(t, "javac"), jdkTool(t, "java")
	sources, err := filepath.Glob(filepath.Join("testdata", "reflection", "*.java"))
	if err != nil || len(sources) == 0 {
		t.Fatalf("no test programs: %v", err)
	}
	dir := t.TempDir()
	args := append([]string{"-g", "-encoding", "UTF-8", "-d", dir}, reflectionExports...)
	mustRun(t, javac, append(args, sources...)...)
	for _, name := range reflectionPrograms {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			args := append([]string{"-ea", "-Xshare:auto", "-Dfile.encoding=UTF-8", "-Duser.language=en", "-Duser.country=US"}, reflectionExports...)
			want, _, wantCode := runCommand(t, java, append(args, "-cp", dir, name)...)

			schedules := []interp.Scheduler{interp.RoundRobin{}}
			if name == "ThreadedInvoke" {
				for seed := uint64(1); seed <= 5; seed++ {
					schedules = append(schedules, interp.NewRandomScheduler(seed))
				}
			}
			// The executions of a program share its loader, and with it
			// the proxy classes and call trampolines reflection defines:
			// the first run defines them, the others reuse them.
			loader := newLoader(t, dir)
			for i, sched := range append(schedules, interp.RoundRobin{}) {
				t.Run("schedule"+strconv.Itoa(i), func(t *testing.T) {
					got := runOnLoader(t, loader, dir, name, sched)
					if got.stdout != want {
						t.Errorf("stdout differs from java's (stderr: %s)\n%s", got.stderr, javatool.LineDiff(want, got.stdout, "java", "jcheck"))
					}
					if got.code != wantCode {
						t.Errorf("exit code %d, java's %d; stderr:\n%s", got.code, wantCode, got.stderr)
					}
				})
			}
		})
	}
}
