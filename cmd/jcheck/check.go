package main

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"github.com/jcheck/jcheck/internal/gctarget"
	"io"
	"io/fs"
	"os"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"
	"go.uber.org/zap"

	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/internal/launch"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/lockset"
	"github.com/jcheck/jcheck/reduction"
	"github.com/jcheck/jcheck/report"
)

// defaultMaxDepth bounds the executions of a search, so that a program
// that does not terminate (a thread spinning forever) makes the search
// stop with "depth bound reached" instead of running one execution, and
// growing its path, without end. Memory is proportional to it.
const defaultMaxDepth = 20000

// defaultShorten is the transitions (run or replayed) spent looking for
// shorter counterexamples: a second or two on the bench programs.
const defaultShorten = 100_000

// defaultFairBound lets a thread that waits by yielding spin twice in a
// row before the others must move: enough for the interleavings of a
// polling loop with the thread it waits for, without the unbounded
// schedules in which the poller starves everybody.
const defaultFairBound = 2

func searchFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "search", Value: "auto", Usage: "auto, stateless (Fig. 2: no state is stored) or stateful (visited states are stored and not explored again); auto: state-less, and if that has not ended within 10,000 transitions, the stateful search too: the two take turns with budgets doubling each round (side by side, with 2 workers or more) until one ends, or, if the stateful search's states hardly repeat, state-less again with the workers"},
		&cli.StringFlag{Name: "reduction", Value: "composed", Usage: "transitions to explore: composed (C(M), §5.2) or ifsss (invisible-first, §5.1)"},
		&cli.StringFlag{Name: "atomicity", Value: "reduced", Usage: "reduced (the lock-based reduction) or bytecode (every shared access is a scheduling point)"},
		&cli.StringFlag{Name: "por", Value: "dpor", Usage: "partial-order reduction of the state-less search: dpor (Flanagan–Godefroid, with sleep sets) sleep (sleep sets alone), persistent (Stoller's Algorithm 2-LD' persistent sets, with sleep sets) or none (every enabled transition: the unreduced search the reductions are tested against; with --preemptions, every execution within the bound)"},
		&cli.StringFlag{Name: "preemptions", Usage: "explore only the executions with at most N preemptions (BPOR, Coons 2013), or auto: N = 0, 1, 2, ... until the search is complete or a limit stops it"},
		&cli.BoolFlag{Name: "deepen", Usage: "iterative deepening (SSS_cyc, Stoller 2002 §4): explore the executions of at most 64 transitions, then 128, ... up to --max-depth, until no execution is cut; for programs that loop, so that short executions are covered first"},
		&cli.StringFlag{Name: "timeouts", Value: "due", Usage: "when a timed wait, join, park, tryLock or acquire (wait(ms), join(ms), Future.get and awaitTermination with a timeout, ...) may end by timing out: due (only once no other thread can go on without time passing, and no earlier timeout or sleep is pending: a generous timeout never ends before the work it waits for) or any (at any moment, as if the machine could stall for the whole timeout)"},
		&cli.DurationFlag{Name: "early-sleeps", Value: defaultEarlySleeps, Usage: "the longest Thread.sleep that may end at any moment, before it is due (so that code that sleeps to let another thread finish is found wrong); a longer sleep — a thread put aside until it is interrupted or cancelled — ends only when due, as a timeout does with --timeouts=due (0: every sleep ends only when due; with --timeouts=any every sleep may end at any moment)"},
		&cli.IntFlag{Name: "fair-bound", Value: defaultFairBound, Usage: "a thread yields (Thread.yield, sleep) at most this many times in a row while another thread could run (0: no bound)"},
		&cli.StringFlag{Name: "races", Value: "adapt", Usage: "what an LD' violation does: adapt (report it, make the location a communication object and search again), stop (report it as an error; the path ends) or ignore (trust LD, as --lockset=off)"},
		&cli.StringFlag{Name: "discipline", Value: "race", Usage: "race: only LD' violations that are data races are errors (others are warnings); ld: every LD' violation is (the paper's checking)"},
		&cli.StringFlag{Name: "lockset", Value: "on", Usage: "check the locking discipline LD' (on) or trust it (off, the same as --races=ignore)"},
		&cli.StringFlag{Name: "init", Value: "escape", Usage: "when an object's initialisation ends for LD': escape (when it becomes shared) or strict (the paper's initThread rule)"},
		&cli.StringFlag{Name: "uncaught", Value: "error", Usage: "uncaught exceptions: error or ignore (AssertionError is always an error)"},
		&cli.BoolFlag{Name: "all-errors", Usage: "go on after the first error and report each distinct error once"},
		&cli.BoolFlag{Name: "outcomes", Usage: "list every distinct way the executions end: exit code, deadlock or error, with what they printed (state-less search)"},
		&cli.Int64Flag{Name: "max-executions", Usage: "stop after this many executions"},
		&cli.IntFlag{Name: "max-depth", Value: defaultMaxDepth, Usage: "do not explore executions longer than this many transitions (0: no bound); a search this bound cuts is incomplete"},
		&cli.DurationFlag{Name: "time-limit", Usage: "stop the search after this long (e.g. 30s, 5m)"},
		&cli.Int64Flag{Name: "shorten", Value: defaultShorten, Usage: "after finding errors, spend up to this many transitions (run or replayed) looking for shorter counterexamples (0: not at all)"},
		&cli.Int64Flag{Name: "max-invisible", Value: interp.DefaultMaxInvisible, Usage: "instructions a thread may run without a visible operation (BoundedInvis)"},
		&cli.IntFlag{Name: "workers", Usage: "explore the search tree with this many threads, each a part of it at a time (the tree is partitioned as for --shard), once a search has not ended within 10,000 transitions; the findings and counts are the same for every number but 0: one depth-first search of the whole tree (default: the number of CPUs)"},
		&cli.StringFlag{Name: "checkpoint-memory", Usage: "memory for copies of the execution that backtracking replays from, instead of from the start: bytes, or with k, m, g or t (512m); 0: none (default: an eighth of the physical memory, at most 2g)"},
		&cli.StringFlag{Name: "visited-memory", Usage: "memory for the visited states of the stateful search (--search=stateful, or the one auto tries): bytes, or with k, m, g or t (512m) (default: a quarter of the physical memory)"},
		&cli.StringFlag{Name: "when-visited-full", Value: "stop", Usage: "what the stateful search does when its visited states fill --visited-memory: stop (exit 3), or bitstate (go on with a bitstate table of the same memory, in which a hash collision may hide states: the report gives the probability)"},
	}
}

// defaultEarlySleeps is the longest sleep that may end before it is due:
// a program that sleeps up to a second to let another thread finish, the
// usual shape of that bug, is found wrong; one that puts a thread to sleep
// for ten seconds or a minute until it is interrupted or cancelled is not
// reported for a wake that no JVM shows.
const defaultEarlySleeps = time.Second

// timeouts reads --timeouts and --early-sleeps into ps: whether a timeout
// may end a wait at any moment, and which sleeps may end before they are
// due (interp.Options.AnyTimeouts and EarlySleeps).
func timeouts(c *cli.Context, ps *report.ProgramSpec) error {
	switch v := c.String("timeouts"); v {
	case "due":
		ps.AnyTimeouts = false
	case "any":
		ps.AnyTimeouts = true
	default:
		return fmt.Errorf("--timeouts must be due or any, not %q", v)
	}
	switch d := c.Duration("early-sleeps"); {
	case d < 0:
		return fmt.Errorf("--early-sleeps must be 0 or more, not %v", d)
	case d == 0:
		ps.EarlySleeps = -1 // none
	default:
		ps.EarlySleeps = d.Nanoseconds()
	}
	return nil
}

// searchOptions reads the search flags.
func searchOptions(c *cli.Context) (reduction.Options, report.OptionSpec, error) {
	if err := notNegative(c, "max-depth", "fair-bound", "max-executions", "time-limit", "shorten", "workers"); err != nil {
		return reduction.Options{}, report.OptionSpec{}, err
	}
	if n := c.Int64("max-invisible"); n <= 0 {
		return reduction.Options{}, report.OptionSpec{}, fmt.Errorf("--max-invisible must be 1 or more, not %d", n)
	}
	o := reduction.Options{
		AllErrors: c.Bool("all-errors"), MaxExecutions: c.Int64("max-executions"), MaxDepth: c.Int("max-depth"),
		TimeLimit: c.Duration("time-limit"), MaxInvisible: c.Int64("max-invisible"), Shorten: c.Int64("shorten"),
		FairBound: c.Int("fair-bound"), Outcomes: c.Bool("outcomes"), Workers: c.Int("workers"),
	}
	if !c.IsSet("workers") {
		o.Workers = runtime.NumCPU()
	}
	spec := report.OptionSpec{Search: c.String("search"), Reduction: c.String("reduction"), Atomicity: c.String("atomicity"), Init: c.String("init"),
		Uncaught: c.String("uncaught"), Lockset: c.String("lockset") == "on" && c.String("races") != "ignore", Races: c.String("races"),
		Discipline: c.String("discipline"), MaxInvisible: o.MaxInvisible}
	if err := applyOptionSpec(spec, &o); err != nil {
		return o, spec, err
	}
	o.CheckpointMemory = reduction.DefaultCheckpointMemory()
	if c.IsSet("checkpoint-memory") {
		var err error
		if o.CheckpointMemory, err = size(c, "checkpoint-memory"); err != nil {
			return o, spec, err
		}
	}
	if _, err := pick("lockset", c.String("lockset"), []string{"on", "off"}, []bool{true, false}); err != nil {
		return o, spec, err
	}
	if err := visitedOptions(c, &o); err != nil {
		return o, spec, err
	}
	var err error
	if o.POR, err = pick("por", c.String("por"), []string{"dpor", "sleep", "persistent", "none"}, []reduction.POR{reduction.PORDPOR, reduction.PORSleep, reduction.PORPersistent, reduction.PORNone}); err != nil {
		return o, spec, err
	}
	if o.Stateful && (o.POR == reduction.PORPersistent || o.POR == reduction.PORNone) {
		return o, spec, fmt.Errorf("--search=stateful explores with DPOR or sleep sets: --por=%s is for the state-less search", c.String("por"))
	}
	switch p := c.String("preemptions"); p {
	case "":
	case "auto":
		o.Bounded, o.AutoPreemptions = true, true
	default:
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return o, spec, fmt.Errorf("--preemptions must be a number of preemptions (0 or more) or auto, not %q", p)
		}
		o.Bounded, o.Preemptions = true, n
	}
	if c.Bool("deepen") {
		if c.IsSet("por") && o.POR != reduction.PORSleep || o.Bounded || o.Stateful {
			return o, spec, fmt.Errorf("--deepen is SSS_cyc: the state-less search with sleep sets alone (--por=sleep), without --preemptions")
		}
		o.Deepen, o.POR = true, reduction.PORSleep
	}
	if o.Bounded && o.POR == reduction.PORPersistent {
		return o, spec, fmt.Errorf("--preemptions explores with BPOR's backtrack sets; it cannot be combined with --por=persistent")
	}
	if o.Bounded && o.Stateful {
		return o, spec, fmt.Errorf("--preemptions bounds the state-less search; it cannot be combined with --search=stateful")
	}
	return o, spec, nil
}

// visitedOptions reads --visited-memory and --when-visited-full, which
// only the stateful search has.
func visitedOptions(c *cli.Context, o *reduction.Options) error {
	if !o.Stateful && !o.ChooseSearch {
		for _, flag := range []string{"visited-memory", "when-visited-full"} {
			if c.IsSet(flag) {
				return fmt.Errorf("--%s is for --search=stateful or auto: the state-less search stores no states", flag)
			}
		}
		return nil
	}
	o.VisitedMemory = reduction.DefaultVisitedMemory()
	if c.IsSet("visited-memory") {
		n, err := size(c, "visited-memory")
		if err == nil && n == 0 {
			err = fmt.Errorf("--visited-memory must be a size such as 256m or 2g, not %q", c.String("visited-memory"))
		}
		if err != nil {
			return err
		}
		o.VisitedMemory = n
	}
	var err error
	o.WhenVisitedFull, err = pick("when-visited-full", c.String("when-visited-full"), []string{"stop", "bitstate"}, []reduction.VisitedFull{reduction.VisitedStop, reduction.VisitedBitstate})
	return err
}

// notNegative checks that numeric and duration flags are not negative:
// for each, 0 means none (no limit, no bound), and a negative value
// means nothing.
func notNegative(c *cli.Context, flags ...string) error {
	for _, name := range flags {
		if v := reflect.ValueOf(c.Value(name)); v.CanInt() && v.Int() < 0 {
			return fmt.Errorf("--%s must be 0 or more, not %v", name, c.Value(name))
		}
	}
	return nil
}

// applyOptionSpec sets the options a report records (for check and replay).
func applyOptionSpec(spec report.OptionSpec, o *reduction.Options) error {
	var err error
	// A report written before --search existed has no search: stateless.
	searches := []string{"auto", "stateless", "stateful"}
	search, err := pick("search", cmp.Or(spec.Search, "stateless"), searches, searches)
	if err != nil {
		return err
	}
	o.ChooseSearch, o.Stateful = search == "auto", search == "stateful"
	if o.Mode, err = pick("reduction", spec.Reduction, []string{"composed", "ifsss"}, []reduction.Mode{reduction.Composed, reduction.IFSSS}); err != nil {
		return err
	}
	if o.Atomicity, err = pick("atomicity", spec.Atomicity, []string{"reduced", "bytecode"}, []interp.Atomicity{interp.ReducedAtomicity, interp.BytecodeAtomicity}); err != nil {
		return err
	}
	if o.Init, err = pick("init", spec.Init, []string{"escape", "strict"}, []lockset.Init{lockset.InitEscape, lockset.InitStrict}); err != nil {
		return err
	}
	if o.IgnoreUncaught, err = pick("uncaught", spec.Uncaught, []string{"error", "ignore"}, []bool{false, true}); err != nil {
		return err
	}
	// Reports written before --races and --discipline existed stopped at
	// LD' violations.
	if o.Races, err = pick("races", cmp.Or(spec.Races, "stop"), []string{"adapt", "stop", "ignore"}, []reduction.RaceMode{reduction.RacesAdapt, reduction.RacesStop, reduction.RacesAdapt}); err != nil {
		return err
	}
	if o.StrictLD, err = pick("discipline", cmp.Or(spec.Discipline, "ld"), []string{"race", "ld"}, []bool{false, true}); err != nil {
		return err
	}
	o.Lockset = spec.Lockset
	o.MaxInvisible = spec.MaxInvisible
	return nil
}

// pick returns the value of the option a flag names: values[i] for
// names[i]; any other name is an error that lists the names allowed.
func pick[T any](flag, name string, names []string, values []T) (T, error) {
	if i := slices.Index(names, name); i >= 0 {
		return values[i], nil
	}
	var zero T
	return zero, fmt.Errorf("--%s must be %s, not %q", flag, strings.Join(names, " or "), name)
}

func checkCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "check",
		Usage:     "explore every relevant thread interleaving and report deadlocks, uncaught exceptions, failed assertions and LD' violations",
		ArgsUsage: "MAIN [ARGS...] | FILE.java [ARGS...] | -jar JAR [ARGS...]",
		Flags: append(append(append(append(programFlags(), searchFlags()...), reportFlags()...), shardFlags()...),
			testFlag("check a JUnit test method, CLASS#METHOD, in place of a main method; or CLASS: each test method of the class, one search each"),
		),
		Action: func(c *cli.Context) error {
			// Every flag is checked, and the output file opened, before
			// the program is compiled or the search starts.
			opts, spec, err := searchOptions(c)
			if err != nil {
				return e.fail(err)
			}
			ps, err := programOptions(c)
			if err == nil {
				err = timeouts(c, &ps)
			}
			if err == nil {
				err = e.readStdin(c)
			}
			if err != nil {
				return e.fail(err)
			}
			if err = shardOptions(c, &opts); err != nil {
				return e.fail(err)
			}
			files, err := openReportFiles(c)
			if err != nil {
				return e.fail(err)
			}
			defer files.discard()
			prog, err := resolveProgram(c)
			if err != nil {
				return e.fail(err)
			}
			defer prog.Close()
			ps.JDK, ps.ClassPath, ps.Main, ps.Args = prog.JDK.Home, prog.ClassPath.String(), prog.MainClass, prog.Args
			if test := c.String("test"); test != "" {
				if !strings.Contains(test, "#") {
					return e.checkTestClass(c, prog, opts, spec, ps)
				}
				ps.Test = test
			}
			r, err := e.check(prog, opts, spec, ps)
			if err != nil {
				return e.fail(err)
			}
			if r.Shard != nil {
				r.Shard.Search = shardSearch(c)
			}
			if err := e.writeReport(c, r, files, ps.ClassPath); err != nil {
				return e.fail(err)
			}
			if r.Limit == reduction.LimitInterrupted {
				// Errors found or not: the search the user asked for did
				// not end.
				fmt.Fprintf(e.stderr, "jcheck: %v: the search was interrupted; the report covers what it explored\n", e.interrupt.sig)
				return exitError{exitLimit}
			}
			return verdictExit(r)
		},
	}
}

// searchGC sets the collector for a search, unless $GOGC does, and
// returns the function that restores it. A search allocates copies of the
// execution (every replay starts from one) that die young, and its live
// heap is small, the checkpoints and the visited set: at Go's default
// target (100%) the collector ran about half as long as the search did,
// on the core a second worker would use (OrderedPhilosophers(5,2): 5.4 s
// of CPU for 3.8 s, against 3.8 s for 3.3 s at 400%; with 2 workers 3.5 s
// and 2.4 s). The target is now the live heap plus a headroom of a
// quarter of what the search allocated, up to a sixteenth of the
// physical memory or 1 GiB (gctarget), at least 400%: OrderedPhilosophers(6,2) with 2 workers went from 1.52 to 1.73
// times as fast as with 1 (BENCHMARKS "Workers"). A soft limit of half
// the physical memory makes it collect more often before the machine
// runs short.
func searchGC() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	headroom := min(uint64(interp.DefaultMaxHeap())/4, 1<<30)
	return gctarget.Keep(headroom, 400, 2*interp.DefaultMaxHeap())
}

// check runs the search and builds the report, replaying each error's
// path to describe its counterexample.
func (e *env) check(prog *launch.Program, opts reduction.Options, spec report.OptionSpec, ps report.ProgramSpec) (*report.Report, error) {
	rp, err := reductionProgram(prog.JDK, prog.ClassPath, prog.ClassPathString, ps)
	if err != nil {
		return nil, err
	}
	rp.Input = reduction.NewInput(e.stdin)
	opts.Progress, opts.Interrupt = e.progress(), e.interrupt.channel()
	defer searchGC()()
	res, err := reduction.Check(rp, opts)
	e.endProgress()
	if err != nil {
		return nil, err
	}
	e.log.Debug("search finished", zap.Any("stats", res.Stats), zap.Int("errors", len(res.Findings)))
	r := &report.Report{
		Program: ps,
		Options: spec, Stats: res.Stats, Limit: res.Limit, Verdict: "ok", Rounds: res.Rounds, Promoted: res.Promoted, Guarantee: res.Guarantee,
		Outcomes: res.Outcomes, Chose: res.Chose,
	}
	if opts.Shard.Count > 0 {
		r.Shard = &report.ShardSpec{Index: opts.Shard.Index, Count: opts.Shard.Count, Depth: res.PartitionDepth}
	}
	if data, used := rp.Input.Bytes(); used {
		r.Program.Stdin = data
	}
	switch {
	case res.Errors() > 0:
		r.Verdict = "error"
	case res.Limit != "":
		r.Verdict = "incomplete"
	}
	for _, f := range res.Findings {
		trace, ends, err := reduction.Replay(rp, opts, f.Path, f.Promoted)
		if err != nil {
			return nil, fmt.Errorf("replaying the counterexample of the %s: %w", f.Kind, err)
		}
		i := slices.IndexFunc(ends, f.Matches)
		if i < 0 {
			return nil, fmt.Errorf("replaying the counterexample of the %s: %s: the path %s", f.Kind, f.Message, endedWith(ends))
		}
		// The error as the replay describes it names objects as the
		// counterexample does; the search numbered them in another order.
		r.Errors = append(r.Errors, report.Error{Kind: f.Kind.String(), Key: f.Key, Message: ends[i].Message, Path: f.Path, Trace: trace,
			Violation: ends[i].Violation, Source: ends[i].Source, Warning: f.Warning, Promoted: f.Promoted})
	}
	return r, nil
}

// reductionProgram prepares a program for a search: cp is the class path
// ps.ClassPath names, javaClassPath what java.class.path says of it.
func reductionProgram(jdk *classpath.JDK, cp classpath.Path, javaClassPath string, ps report.ProgramSpec) (reduction.Program, error) {
	l, err := newLoader(jdk, cp, ps)
	if err != nil {
		return reduction.Program{}, err
	}
	rp := reduction.Program{
		Loader: l,
		VM: interp.Options{JDK: jdk, ClassPath: javaClassPath, DisableAssertions: ps.DisableAssertions, MaxHeap: ps.MaxHeap,
			Properties: ps.Properties, Env: ps.Env, TimeZone: ps.TimeZone, Processors: ps.Processors, AnyTimeouts: ps.AnyTimeouts, EarlySleeps: ps.EarlySleeps},
		Main: ps.Main, Args: ps.Args,
	}
	if ps.Test != "" {
		rp.Test, err = testRun(l, ps.Test)
	}
	return rp, err
}

// outputFile is a file a command writes when it ends (check --json). It
// is opened when the command starts, so that a path that cannot be
// written is an error at once rather than after the search; until it is
// written, a file that existed keeps its content.
type outputFile struct {
	f *os.File
	// created says that the file did not exist: discard removes it.
	created bool
}

// openOutput opens the file a flag names for writing.
func openOutput(flag, path string) (*outputFile, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
	created := err == nil
	if errors.Is(err, fs.ErrExist) {
		f, err = os.OpenFile(path, os.O_WRONLY, 0)
	}
	if err != nil {
		return nil, fmt.Errorf("--%s: %w", flag, err)
	}
	return &outputFile{f: f, created: created}, nil
}

// write replaces the file's content with what fill writes, and closes it.
func (o *outputFile) write(fill func(io.Writer) error) error {
	f := o.f
	o.f = nil
	err := f.Truncate(0)
	if err == nil {
		err = fill(f)
	}
	return errors.Join(err, f.Close())
}

// discard closes a file that was not written, and removes it if it did
// not exist before.
func (o *outputFile) discard() {
	if o.f == nil {
		return
	}
	o.f.Close()
	if o.created {
		os.Remove(o.f.Name())
	}
	o.f = nil
}

// progress returns the search's progress callback: a line on the terminal
// updated every second, and a debug log entry.
func (e *env) progress() func(reduction.Progress) {
	tty := isTerminal(e.stderr)
	var last reduction.Stats
	return func(p reduction.Progress) {
		s := p.Stats
		rate := float64(s.Transitions-last.Transitions) / max((s.Elapsed-last.Elapsed).Seconds(), 1e-9)
		last = s
		e.log.Debug("progress", zap.Int64("executions", s.Executions), zap.Int64("transitions", s.Transitions),
			zap.Float64("transitions/s", rate), zap.Int("maxDepth", s.MaxDepth), zap.Duration("elapsed", s.Elapsed),
			zap.Int("round", p.Round), zap.Int("bound", p.Bound), zap.Float64("done", p.Done))
		if tty {
			fmt.Fprintf(e.stderr, "\r\033[K%s", progressLine(p, rate))
			e.progressShown = true
		}
	}
}

// progressLine is the progress line's text: the race-adaptive round
// after the first, the preemption bound of a bounded search, the
// estimate of the current tree explored, and the counts.
func progressLine(p reduction.Progress, rate float64) string {
	var b strings.Builder
	if p.Round > 1 {
		fmt.Fprintf(&b, "round %d, ", p.Round)
	}
	if p.Bound >= 0 {
		fmt.Fprintf(&b, "bound %d, ", p.Bound)
	}
	fmt.Fprintf(&b, "~%.0f%% of the tree, %d executions, %.0f transitions/s, depth %d, %s",
		100*p.Done, p.Executions, rate, p.MaxDepth, p.Elapsed.Round(time.Second))
	return b.String()
}

func (e *env) endProgress() {
	if e.progressShown {
		fmt.Fprint(e.stderr, "\r\033[K")
		e.progressShown = false
	}
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

func replayCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "replay",
		Usage:     "re-execute the counterexamples of a report written by check --json",
		ArgsUsage: "FILE",
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return e.fail(fmt.Errorf("usage: jcheck replay FILE"))
			}
			f, err := os.Open(c.Args().First())
			if err != nil {
				return e.fail(err)
			}
			r, err := report.ReadJSON(f)
			f.Close()
			if err != nil {
				return e.fail(fmt.Errorf("%s: %w", c.Args().First(), err))
			}
			if len(r.Errors) == 0 {
				fmt.Fprintln(e.stdout, "jcheck: the report has no error to replay")
				return nil
			}
			jdk, err := classpath.FindJDK(r.Program.JDK)
			if err != nil {
				return e.fail(err)
			}
			cp, err := classpath.Parse(r.Program.ClassPath)
			if err != nil {
				return e.fail(err)
			}
			defer cp.Close()
			var opts reduction.Options
			if err := applyOptionSpec(r.Options, &opts); err != nil {
				return e.fail(err)
			}
			rp, err := reductionProgram(jdk, cp, r.Program.ClassPath, r.Program)
			if err != nil {
				return e.fail(err)
			}
			rp.Input = reduction.NewInput(bytes.NewReader(r.Program.Stdin))
			// Reports of versions 1 and 2 have a step for every visible
			// operation of a thread alone (report.SchemaVersion).
			rp.VM.SplitAlone = r.SchemaVersion < 3
			// Before version 4 the class library's internal work on its
			// own state was visible operations.
			rp.VM.LibraryOpsVisible = r.SchemaVersion < 4
			// Each recorded error must come back at the end of its path,
			// or the report does not describe this program: a path cut,
			// emptied or relabelled, or classes that changed.
			found := exitOK
			for i, er := range r.Errors {
				trace, ends, err := reduction.Replay(rp, opts, er.Path, er.Promoted)
				if err != nil {
					return e.fail(fmt.Errorf("error %d of the report: %w", i+1, err))
				}
				if !slices.ContainsFunc(ends, func(f *reduction.Finding) bool { return f.Kind.String() == er.Kind && f.Message == er.Message }) {
					return e.fail(fmt.Errorf("error %d of the report is not reproduced: %s: %s was recorded after step %d, but replaying the path %s",
						i+1, er.Kind, er.Message, len(er.Path), endedWith(ends)))
				}
				if label := report.ErrorLabel(r, i); label != "" {
					fmt.Fprintf(e.stdout, "%s: ", label)
				}
				er.Trace = trace
				report.WriteError(e.stdout, &er)
				fmt.Fprintf(e.stdout, "\nReproduced after step %d, the last of the path.\n\n", len(er.Path))
				if !er.Warning {
					found = exitFound
				}
			}
			return exitError{found}
		},
	}
}

// endedWith says how a replayed path ended, for an error that was not
// reproduced.
func endedWith(ends []*reduction.Finding) string {
	if len(ends) == 0 {
		return "ends without an error"
	}
	return fmt.Sprintf("ends with %s: %s", ends[0].Kind, ends[0].Message)
}
