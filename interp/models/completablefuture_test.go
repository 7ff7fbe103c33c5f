package models_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reduction"
)

// jucProgram compiles a program of testdata/java/juc.
func jucProgram(t *testing.T, name string) reduction.Program {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "..", "testdata", "java", "juc", name+".java"))
	if err != nil {
		t.Fatal(err)
	}
	dir := javatool.CompileForTest(t, map[string]string{name + ".java": string(src)})
	jdk, l := javatool.LoaderForTest(t, dir)
	return reduction.Program{Loader: l, VM: interp.Options{JDK: jdk, ClassPath: dir}, Main: name}
}

// outcomes lists how the executions ended: what they printed and how.
func outcomes(res *reduction.Result) []string {
	var out []string
	for _, o := range res.Outcomes {
		out = append(out, strings.TrimSpace(o.Stdout)+" ("+o.End+")")
	}
	slices.Sort(out)
	return out
}

// TestCompletableFutureModel searches small CompletableFuture programs
// with the model (whose common-pool tasks run on the model of
// ForkJoinPool's workers) and requires their exact number of
// executions, outcomes and errors: a chain of one asynchronous task
// (with the same outcomes as the library's classes give, in 27
// executions instead of 253), two tasks
// combined (which the library's classes do not finish in minutes), and
// a task that waits for a future nothing completes, whose deadlock
// names the worker as the JDK does. With four processors, so that the
// common pool (a parallelism of 3) is the default executor, as the JDK
// decides: with jcheck's default two it is a new thread per task.
func TestCompletableFutureModel(t *testing.T) {
	for _, c := range []struct {
		name       string
		want       []string
		executions int64
		library    int64    // if not 0: the executions with the library's classes, which must have the same outcomes
		deadlock   []string // the blocked threads and what they wait for at the deadlock
	}{
		{name: "CompletableFutureCommonOk", want: []string{"result=42 (exit 0)"}, executions: 27, library: 253},
		{name: "CompletableFutureCombineOk", want: []string{"sum=42 (exit 0)"}, executions: 684},
		{name: "CompletableFutureJoinDeadlock", want: []string{" (deadlock)"}, executions: 1,
			deadlock: []string{"main: wait for notification on CompletableFuture@", "ForkJoinPool.commonPool-worker-1: wait for notification on CompletableFuture@"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := jucProgram(t, c.name)
			p.VM.Processors = 4
			// jcheck check's defaults: C(M), reduced atomicity, DPOR,
			// race-adaptive, the fairness bound.
			o := reduction.Options{Mode: reduction.Composed, Atomicity: interp.ReducedAtomicity, Lockset: true, FairBound: 2, Outcomes: true}
			res, err := reduction.Check(p, o)
			if err != nil {
				t.Fatal(err)
			}
			if got := outcomes(res); !slices.Equal(got, c.want) || res.Stats.Executions != c.executions || res.Limit != "" {
				t.Errorf("outcomes %q in %d executions (limit %q), want %q in %d", got, res.Stats.Executions, res.Limit, c.want, c.executions)
			}
			if c.library != 0 {
				_, l := javatool.LoaderForTest(t, p.VM.ClassPath)
				l.LibraryBytecode = true
				lib, err := reduction.Check(reduction.Program{Loader: l, VM: p.VM, Main: p.Main}, o)
				if err != nil {
					t.Fatal(err)
				}
				if got := outcomes(lib); !slices.Equal(got, c.want) || lib.Stats.Executions != c.library || len(lib.Findings) != 0 {
					t.Errorf("library's classes: outcomes %q in %d executions, %d findings, want %q in %d and none",
						got, lib.Stats.Executions, len(lib.Findings), c.want, c.library)
				}
			}
			if c.deadlock == nil {
				if len(res.Findings) != 0 {
					t.Errorf("findings %v, want none", res.Findings)
				}
				return
			}
			if len(res.Findings) != 1 || res.Findings[0].Kind != reduction.Deadlock {
				t.Fatalf("findings %v, want one deadlock", res.Findings)
			}
			trace, _, err := reduction.Replay(p, o, res.Findings[0].Path, res.Findings[0].Promoted)
			if err != nil {
				t.Fatal(err)
			}
			var blocked []string
			for _, th := range trace.Final {
				if th.State == "blocked" {
					// Objects are numbered as the report names them.
					blocked = append(blocked, th.Name+": "+strings.TrimRight(th.Next, "0123456789"))
				}
			}
			if !slices.Equal(blocked, c.deadlock) {
				t.Errorf("blocked threads %q, want %q", blocked, c.deadlock)
			}
		})
	}
}
