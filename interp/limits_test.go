package interp_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

// endless are programs whose main thread never reaches a visible
// operation, each in its own way: a loop, a recursion that catches its
// StackOverflowErrors (exponential: the finally block recurses again),
// and (SelfHandler) an exception handler that covers itself.
var endless = map[string]string{
	"Spin.java": `public class Spin {
    public static void main(String[] args) { int i = 0; while (true) i++; }
}`,
	"Rec.java": `public class Rec {
    static void f() { try { f(); } finally { f(); } }
    public static void main(String[] args) { f(); }
}`,
}

// endlessClassPath compiles the endless programs and writes SelfHandler
// beside them; it returns the class path.
func endlessClassPath(t *testing.T) string {
	t.Helper()
	compiled := javatool.CompileForTest(t, endless)
	own := t.TempDir()
	if err := os.WriteFile(filepath.Join(own, "SelfHandler.class"), javatool.SelfHandlerClass(), 0o644); err != nil {
		t.Fatal(err)
	}
	return compiled + string(filepath.ListSeparator) + own
}

// TestStopIsPolled checks that Options.Stop is asked within a bounded
// number of instructions whatever the code does, and that the step then
// ends with ErrStopped.
func TestStopIsPolled(t *testing.T) {
	cp := endlessClassPath(t)
	l := newLoader(t, cp)
	for _, main := range []string{"Spin", "Rec", "SelfHandler"} {
		t.Run(main, func(t *testing.T) {
			polls := 0
			vm := boot(t, l, cp, io.Discard, io.Discard, interp.Options{MaxInvisible: -1, Stop: func() bool { polls++; return true }})
			if err := vm.Launch(main, nil); err != nil {
				t.Fatal(err)
			}
			start := vm.Instructions()
			if _, err := vm.Run(interp.RoundRobin{}); !errors.Is(err, interp.ErrStopped) {
				t.Fatalf("Run: %v, want ErrStopped", err)
			}
			if n := vm.Instructions() - start; polls != 1 || n > interp.PollInterval {
				t.Errorf("stopped after %d polls and %d instructions, want 1 poll within %d instructions", polls, n, interp.PollInterval)
			}
		})
	}
}

// TestMaxInvisibleHolds checks that BoundedInvis stops each endless
// program right after the bound, wherever its instructions go.
func TestMaxInvisibleHolds(t *testing.T) {
	cp := endlessClassPath(t)
	l := newLoader(t, cp)
	const bound = 20_000
	for _, main := range []string{"Spin", "Rec", "SelfHandler"} {
		t.Run(main, func(t *testing.T) {
			vm := boot(t, l, cp, io.Discard, io.Discard, interp.Options{MaxInvisible: bound})
			if err := vm.Launch(main, nil); err != nil {
				t.Fatal(err)
			}
			o, err := vm.Run(interp.RoundRobin{})
			if err != nil {
				t.Fatal(err)
			}
			var bi *interp.BoundedInvisError
			if !errors.As(o.Failure, &bi) {
				t.Fatalf("failure %v, want a BoundedInvis violation", o.Failure)
			}
			// The count is checked where the instructions go: the branch,
			// the call or the dispatch that passes the bound.
			if bi.Instructions <= bound || bi.Instructions > bound+3 {
				t.Errorf("stopped after %d instructions, want just over %d", bi.Instructions, bound)
			}
		})
	}
}

// busyWait has main wait in a loop, without a visible operation, for a
// plain field that another thread sets: under Run the waiting thread is
// preempted after a time slice, so that the other thread runs.
const busyWait = `public class BusyWait {
    static boolean done;
    static int work;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { for (int i = 0; i < 1000; i++) work += i; done = true; });
        t.start();
        long spins = 0;
        while (!done) spins++;
        System.out.println("done " + work + " " + (spins > 0));
    }
}`

// TestRunPreempts checks that a thread that spins without a visible
// operation is preempted, under the round robin and random schedules,
// and that the schedule is the same every time: the same steps and
// instructions.
func TestRunPreempts(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"BusyWait.java": busyWait})
	l := newLoader(t, dir)
	type result struct {
		out          string
		steps        int
		instructions int64
		preempted    bool
	}
	run := func(sched interp.Scheduler) result {
		var out bytes.Buffer
		vm := boot(t, l, dir, &out, &out, interp.Options{})
		if err := vm.Launch("BusyWait", nil); err != nil {
			t.Fatal(err)
		}
		start := vm.Instructions()
		tr := &preemptions{Scheduler: sched}
		o, err := vm.Run(tr)
		if err != nil {
			t.Fatal(err)
		}
		return result{out.String(), o.Steps, vm.Instructions() - start, tr.seen}
	}
	const want = "done 499500 true\n"
	// Round robin goes on with main after the start: it must preempt it.
	if r := run(interp.RoundRobin{}); r.out != want || !r.preempted {
		t.Errorf("round robin: printed %q, preempted: %v; want %q after a preemption", r.out, r.preempted, want)
	}
	for _, sched := range []func() interp.Scheduler{
		func() interp.Scheduler { return interp.RoundRobin{} },
		func() interp.Scheduler { return interp.NewRandomScheduler(1) },
		func() interp.Scheduler { return interp.NewRandomScheduler(2) },
	} {
		first, again := run(sched()), run(sched())
		if first.out != want {
			t.Errorf("%T: printed %q, want %q", sched(), first.out, want)
		}
		if again != first {
			t.Errorf("%T: runs differ: %+v, then %+v", sched(), first, again)
		}
	}
}

// preemptions notes whether a thread was picked to resume after being
// preempted.
type preemptions struct {
	interp.Scheduler
	seen bool
}

func (p *preemptions) Pick(enabled []*interp.Thread, last *interp.Thread) (*interp.Thread, int) {
	th, choice := p.Scheduler.Pick(enabled, last)
	p.seen = p.seen || th.Next().Kind == interp.OpPreempt
	return th, choice
}

// TestHeapLimitPerExecution checks that the heap is counted per
// execution: two executions cloned from the same launched VM fill the
// heap alike, and an OutOfMemoryError in one leaves the other's count
// (and the initial state's) as it was.
func TestHeapLimitPerExecution(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Fill.java": `import java.util.ArrayList;
public class Fill {
    public static void main(String[] args) {
        ArrayList<int[]> kept = new ArrayList<>();
        try {
            while (true) kept.add(new int[1 << 18]);
        } catch (OutOfMemoryError e) {
            System.out.println(kept.size() + " MB kept, then " + e.getMessage());
        }
    }
}`})
	initial := boot(t, newLoader(t, dir), dir, io.Discard, io.Discard, interp.Options{MaxHeap: 64 << 20})
	if err := initial.Launch("Fill", nil); err != nil {
		t.Fatal(err)
	}
	var outs []string
	for range 2 {
		var out bytes.Buffer
		vm := initial.Clone()
		vm.SetOutput(&out, &out)
		if _, err := vm.Run(interp.RoundRobin{}); err != nil {
			t.Fatal(err)
		}
		outs = append(outs, out.String())
	}
	if outs[0] != outs[1] || !strings.HasSuffix(outs[0], "MB kept, then Java heap space\n") {
		t.Errorf("executions printed %q and %q, want the same OutOfMemoryError", outs[0], outs[1])
	}
}
