package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sync"
	"time"

	"github.com/urfave/cli/v2"
	"go.uber.org/zap"

	"github.com/jcheck/jcheck/internal/launch"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/report"
)

func runCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "run",
		Usage:     "run a program once, like java",
		ArgsUsage: "MAIN [ARGS...] | FILE.java [ARGS...] | -jar JAR [ARGS...]",
		Flags: append(programFlags(),
			&cli.Uint64Flag{Name: "seed", Usage: "schedule threads randomly from this seed (default: deterministic round robin)"},
			&cli.BoolFlag{Name: "trace", Usage: "print each visible operation as it happens"},
			testFlag("run a JUnit test method, CLASS#METHOD, in place of a main method"),
		),
		Action: func(c *cli.Context) error {
			ps, err := programOptions(c)
			if err == nil {
				err = e.readStdin(c)
			}
			if err != nil {
				return e.fail(err)
			}
			if ps.Test, err = testMethod(c); err != nil {
				return e.fail(err)
			}
			prog, err := resolveProgram(c)
			if err != nil {
				return e.fail(err)
			}
			defer prog.Close()
			// javac's warnings and notes on a source file, as java's
			// source-file mode prints them before the program runs.
			fmt.Fprint(e.stderr, prog.CompilerMessages)
			var sched interp.Scheduler = interp.RoundRobin{}
			if c.IsSet("seed") {
				sched = interp.NewRandomScheduler(c.Uint64("seed"))
				// A random schedule ends sleeps early as a search does:
				// the short ones only (--early-sleeps' default).
				ps.EarlySleeps = defaultEarlySleeps.Nanoseconds()
			}
			code, err := e.runProgram(prog, runOptions{sched: sched, trace: c.Bool("trace"), spec: ps, allowWrites: c.Bool("allow-writes")})
			if le := (*interp.LaunchError)(nil); errors.As(err, &le) {
				// As java says it; but jcheck exits 2, as for any input
				// it cannot run (java exits 1).
				fmt.Fprintln(e.stderr, "Error: "+le.Message)
				return exitError{exitBadInput}
			}
			if err != nil {
				return e.fail(err)
			}
			return exitError{code}
		},
	}
}

type runOptions struct {
	sched interp.Scheduler
	trace bool
	// spec gives the loader's and the VM's options (its EnumerateRandom,
	// LibraryBytecode, Annotations and DisableAssertions).
	spec report.ProgramSpec
	// allowWrites writes what the program wrote to the disk when it
	// ends (--allow-writes).
	allowWrites bool
}

// runProgram executes the program once and returns java's exit code for
// it; a deadlock or BoundedInvis violation is reported and exits 1.
func (e *env) runProgram(prog *launch.Program, o runOptions) (int, error) {
	start := time.Now()
	out := &programOutput{w: bufio.NewWriterSize(e.stdout, 64<<10), eager: isTerminal(e.stdout)}
	defer out.Flush()
	stderr := &flushingWriter{w: e.stderr, before: out}
	if e.interrupt != nil {
		finished := make(chan struct{})
		defer close(finished)
		go func() {
			select {
			case <-e.interrupt.done:
				// As java, which exits 128 + the signal's number after
				// its shutdown hooks: what the program printed is
				// written out first.
				out.Flush()
				os.Exit(e.interrupt.status())
			case <-finished:
			}
		}()
	}
	// Loading, booting and launching allocate the class library's
	// metadata, which lives as long as the VM: collecting while the heap
	// grows to it only scans it again and again (a tenth of a hello
	// world's time). The program runs with the usual setting.
	gcPercent := debug.SetGCPercent(400)
	restoreGC := sync.OnceFunc(func() { debug.SetGCPercent(gcPercent) })
	defer restoreGC()
	loader, err := newLoader(prog.JDK, prog.ClassPath, o.spec)
	if err != nil {
		return 0, err
	}
	vm := interp.NewVM(loader, interp.Options{
		Stdout: out, Stderr: stderr, Stdin: e.stdin, JDK: prog.JDK, ClassPath: prog.ClassPathString,
		DisableAssertions: o.spec.DisableAssertions, MaxInvisible: -1, MaxHeap: o.spec.MaxHeap,
		Properties: o.spec.Properties, Env: o.spec.Env, TimeZone: o.spec.TimeZone, Processors: o.spec.Processors,
		EarlySleeps: o.spec.EarlySleeps,
	})
	if err := vm.Boot(); err != nil {
		return 0, err
	}
	e.log.Debug("booted", zap.Duration("time", time.Since(start)), zap.Int("classes", loader.NumClasses()), zap.Int64("instructions", vm.Instructions()))
	if err := launchProgram(vm, loader, prog, o.spec); err != nil {
		return 0, err
	}
	restoreGC()
	sched := o.sched
	if o.trace {
		sched = &tracer{Scheduler: sched, vm: vm, w: stderr}
	}
	outcome, err := vm.Run(sched)
	out.Flush()
	if err == nil && o.allowWrites {
		err = vm.WriteFiles()
	}
	e.log.Debug("finished", zap.Duration("time", time.Since(start)), zap.Int("steps", outcome.Steps),
		zap.Int64("instructions", vm.Instructions()), zap.Int("classes", loader.NumClasses()))
	if err == nil {
		err = vm.MissingClassError()
	}
	if err != nil {
		return 0, err
	}
	switch {
	case outcome.Deadlock != nil:
		writeDeadlock(stderr, vm, outcome.Deadlock)
		return exitFound, nil
	case outcome.Failure != nil:
		fmt.Fprintln(stderr, "jcheck:", outcome.Failure)
		return exitFound, nil
	case vm.Ignored():
		// The program declared the rest of the execution of no interest
		// (JPF's Verify.ignoreIf): it ends there, without an error.
		fmt.Fprintln(stderr, "jcheck: Verify.ignoreIf ended the execution")
	case vm.TestAborted():
		fmt.Fprintln(stderr, "jcheck: an assumption of the test failed: the test was aborted, as JUnit skips it")
	}
	return outcome.ExitCode, nil
}

// programOutput is the program's standard output. Writing each print to
// a pipe or a file would cost a system call, so it is buffered, and
// written out when the program ends, before anything is written to
// standard error (flushingWriter) and when a signal ends jcheck; on a
// terminal each write goes out at once, as java's System.out flushes
// every print there.
type programOutput struct {
	mu    sync.Mutex // the program's thread and the signal's
	w     *bufio.Writer
	eager bool
}

func (o *programOutput) Write(b []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	n, err := o.w.Write(b)
	if err == nil && o.eager {
		err = o.w.Flush()
	}
	return n, err
}

// Flush writes out what is buffered.
func (o *programOutput) Flush() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.w.Flush()
}

// flushingWriter flushes the buffered stdout before each write to stderr,
// so that the two streams interleave as the program wrote them.
type flushingWriter struct {
	w      io.Writer
	before *programOutput
}

func (f *flushingWriter) Write(b []byte) (int, error) {
	f.before.Flush()
	return f.w.Write(b)
}

// tracer prints each step of a run: the thread and its visible operation.
type tracer struct {
	interp.Scheduler
	vm *interp.VM
	w  io.Writer
}

func (t *tracer) Pick(enabled []*interp.Thread, last *interp.Thread) (*interp.Thread, int) {
	th, choice := t.Scheduler.Pick(enabled, last)
	op := t.vm.DescribeOp(th)
	if c := t.vm.DescribeChoice(th, choice); c != "" {
		op += " (" + c + ")" // as a counterexample's step: the value chosen, the thread woken
	}
	if next := th.Next(); next.Method != nil {
		op += " at " + interp.OpPosition(next)
	} // else the operation is at no bytecode: a thread's termination
	fmt.Fprintf(t.w, "[%s] %s\n", th.Name(), op)
	return th, choice
}

func writeDeadlock(w io.Writer, vm *interp.VM, d *interp.Deadlock) {
	fmt.Fprintln(w, "jcheck: deadlock: no thread can proceed")
	for _, b := range d.Threads {
		fmt.Fprintf(w, "  thread %s: %s", b.Thread.Name(), b.Waiting)
		if k := b.Thread.Next().Kind; b.Owner != nil && (k == interp.OpAcquire || k == interp.OpWake) {
			fmt.Fprintf(w, " (held by %s)", b.Owner.Name())
		}
		fmt.Fprintln(w)
		for _, h := range b.Held {
			fmt.Fprintf(w, "    holds %s\n", vm.ObjectName(h))
		}
		for _, s := range b.Stack {
			fmt.Fprintf(w, "    at %s\n", s)
		}
	}
	if len(d.Cycle) > 0 {
		fmt.Fprint(w, "  cycle:")
		for _, t := range d.Cycle {
			fmt.Fprintf(w, " %s ->", t.Name())
		}
		fmt.Fprintf(w, " %s\n", d.Cycle[0].Name())
	}
}
