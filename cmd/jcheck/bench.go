package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/internal/benchprog"
	"github.com/jcheck/jcheck/internal/launch"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reduction"
	"github.com/jcheck/jcheck/report"
)

func benchCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "bench",
		Usage: "measure the lock-based reduction as Stoller 2002 §10 does (Fig. 4), printing Markdown",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "jdk", Usage: "the JDK whose class library programs run on"},
			&cli.DurationFlag{Name: "time-limit", Value: time.Minute, Usage: "limit of each search"},
			&cli.StringFlag{Name: "only", Usage: "run only the benchmarks whose name contains this"},
			&cli.StringSliceFlag{Name: "corpus", Usage: "also compare the partial-order reductions on every .java program of this directory (e.g. testdata/java/races)"},
			&cli.StringSliceFlag{Name: "models-corpus", Usage: "also compare --jdk-models=on with off on every .java program of this directory (e.g. testdata/java/juc)"},
			&cli.StringFlag{Name: "checkpoint-memory", Usage: "memory for the state-less searches' checkpoints, as check's (0: replay from the start)"},
			&cli.IntSliceFlag{Name: "workers", Usage: "instead of the other tables, time check's default search of each program (the benchmarks, OrderedPhilosophers(5,2) and --corpus's) with each of these numbers of workers (e.g. 1,2)"},
			&cli.BoolFlag{Name: "stateful", Usage: "instead of the other tables, compare the stateful search with DPOR (check's default) and with sleep sets on the benchmarks and --corpus's programs, with check's defaults and without shortening"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return e.fail(fmt.Errorf("jcheck bench takes no arguments, not %q (--only selects programs)", c.Args().First()))
			}
			if err := notNegative(c, "time-limit"); err != nil {
				return e.fail(err)
			}
			defer searchGC()()
			checkpoints := reduction.DefaultCheckpointMemory()
			if c.IsSet("checkpoint-memory") {
				var err error
				if checkpoints, err = size(c, "checkpoint-memory"); err != nil {
					return e.fail(err)
				}
			}
			only := func(ps []benchprog.Program) []benchprog.Program {
				return slices.DeleteFunc(ps, func(p benchprog.Program) bool { return !strings.Contains(p.Name, c.String("only")) })
			}
			progs, err := corpusPrograms("corpus", c.StringSlice("corpus"))
			if err != nil {
				return e.fail(err)
			}
			modelProgs, err := corpusPrograms("models-corpus", c.StringSlice("models-corpus"))
			if err != nil {
				return e.fail(err)
			}
			benches, progs, modelProgs := only(benchprog.Programs()), only(progs), only(modelProgs)
			var larger []benchprog.Program
			if c.IsSet("workers") {
				larger = only(benchprog.Larger())
			}
			if len(benches)+len(larger)+len(progs)+len(modelProgs) == 0 {
				return e.fail(fmt.Errorf("--only %q matches no program", c.String("only")))
			}
			jdk, err := classpath.FindJDK(c.String("jdk"))
			if err != nil {
				return e.fail(err)
			}
			// An interruption stops the search under way (its rows say
			// so, as for a time limit) and the programs after it; the
			// tables of what was measured are written.
			var rows []benchRow
			var por []porRow
			if c.Bool("stateful") {
				if por, err = e.benchPORs(jdk, slices.Concat(benches, progs), c.Duration("time-limit"), checkpoints, statefulConfigs); err != nil {
					return e.fail(err)
				}
				writeMeasuredBy(e, c.Duration("time-limit"))
				writeStatefulMarkdown(e, por)
				return e.benchInterrupted()
			}
			if ns := c.IntSlice("workers"); len(ns) > 0 {
				if slices.ContainsFunc(ns, func(n int) bool { return n < 1 }) {
					return e.fail(fmt.Errorf("--workers takes numbers of workers, 1 or more, not %v", ns))
				}
				if por, err = e.benchPORs(jdk, slices.Concat(benches, larger, progs), c.Duration("time-limit"), checkpoints, workerConfigs(ns)); err != nil {
					return e.fail(err)
				}
				writeMeasuredBy(e, c.Duration("time-limit"))
				writeWorkersMarkdown(e, por, len(ns))
				return e.benchInterrupted()
			}
			for _, p := range benches {
				if e.interrupt.interrupted() {
					break
				}
				r, err := e.benchProgram(jdk, p, c.Duration("time-limit"), checkpoints)
				if err != nil {
					return e.fail(fmt.Errorf("%s: %w", p.Name, err))
				}
				rows = append(rows, r...)
				progs = append(progs, p)
			}
			if por, err = e.benchPORs(jdk, progs, c.Duration("time-limit"), checkpoints, porConfigs); err != nil {
				return e.fail(err)
			}
			var models []modelsRow
			for _, p := range modelProgs {
				if e.interrupt.interrupted() {
					break
				}
				r, err := e.benchModels(jdk, p, c.Duration("time-limit"), checkpoints)
				if err != nil {
					return e.fail(fmt.Errorf("%s: %w", p.Name, err))
				}
				models = append(models, r)
			}
			writeBenchMarkdown(e, rows, c.Duration("time-limit"))
			writePORMarkdown(e, por)
			writeModelsMarkdown(e, models)
			return e.benchInterrupted()
		},
	}
}

// benchInterrupted ends bench after the tables: an interruption stopped the
// search under way and skipped the programs after it.
func (e *env) benchInterrupted() error {
	if e.interrupt.interrupted() {
		fmt.Fprintf(e.stderr, "jcheck: %v: bench was interrupted; the tables cover what it measured\n", e.interrupt.sig)
		return exitError{exitLimit}
	}
	return nil
}

// benchRow is one search of one benchmark configuration.
type benchRow struct {
	program   benchprog.Program
	atomicity string
	lockset   bool
	stateful  bool
	stats     reduction.Stats
	limit     string
	errors    int
}

// benchProgram compiles a benchmark and searches it in every
// configuration: atomicity bytecode and reduced, lockset off and on, each
// with a stateful and a state-less search.
func (e *env) benchProgram(jdk *classpath.JDK, p benchprog.Program, limit time.Duration, checkpoints int64) ([]benchRow, error) {
	classes, done, err := compileBench(jdk, p)
	if err != nil {
		return nil, err
	}
	defer done()
	var rows []benchRow
	for _, stateful := range []bool{true, false} {
		for _, atomicity := range []string{"bytecode", "reduced"} {
			for _, ls := range []bool{false, true} {
				if e.interrupt.interrupted() {
					return rows, nil
				}
				cp, err := classpath.Parse(classes)
				if err != nil {
					return nil, err
				}
				prog, err := reductionProgram(jdk, cp, classes, report.ProgramSpec{ClassPath: classes, Main: p.Main, Args: p.Args})
				if err != nil {
					return nil, err
				}
				opts := reduction.Options{Lockset: ls, Stateful: stateful, TimeLimit: limit, MaxInvisible: interp.DefaultMaxInvisible,
					Interrupt: e.interrupt.channel(), CheckpointMemory: checkpoints}
				if atomicity == "bytecode" {
					opts.Atomicity = interp.BytecodeAtomicity
				}
				if stateful {
					// The paper's stateful search (Fig. 4): state
					// caching with sleep sets, not the stateful DPOR.
					opts.POR = reduction.PORSleep
				}
				runtime.GC()
				res, err := reduction.Check(prog, opts)
				cp.Close()
				if err != nil {
					return nil, err
				}
				rows = append(rows, benchRow{program: p, atomicity: atomicity, lockset: ls, stateful: stateful, stats: res.Stats, limit: res.Limit, errors: len(res.Findings)})
				fmt.Fprintf(e.stderr, "%s: %s, %s, lockset %v: %.1f s\n", p.Name, searchName(stateful), atomicity, ls, res.Stats.Elapsed.Seconds())
			}
		}
	}
	return rows, nil
}

// compileBench compiles a benchmark into a temporary directory; done
// removes it.
func compileBench(jdk *classpath.JDK, p benchprog.Program) (classes string, done func(), err error) {
	dir, err := os.MkdirTemp("", "jcheck-bench-")
	if err != nil {
		return "", nil, err
	}
	done = func() { os.RemoveAll(dir) }
	src := filepath.Join(dir, p.File)
	if err := os.WriteFile(src, p.Source, 0o644); err != nil {
		done()
		return "", nil, err
	}
	if classes, _, err = launch.Compile(jdk, src, p.Source); err != nil {
		done()
		return "", nil, err
	}
	return classes, done, nil
}

// corpusPrograms reads the .java programs of the directories a flag
// names, each named after its file.
func corpusPrograms(flag string, dirs []string) ([]benchprog.Program, error) {
	var out []benchprog.Program
	for _, dir := range dirs {
		if _, err := os.ReadDir(dir); err != nil {
			return nil, fmt.Errorf("--%s: %w", flag, err)
		}
		files, err := filepath.Glob(filepath.Join(dir, "*.java"))
		if err != nil {
			return nil, err
		}
		if len(files) == 0 {
			return nil, fmt.Errorf("--%s: %s holds no .java program", flag, dir)
		}
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				return nil, err
			}
			main := strings.TrimSuffix(filepath.Base(f), ".java")
			out = append(out, benchprog.Program{Name: main, File: filepath.Base(f), Main: main, Source: src})
		}
	}
	return out, nil
}

// porRow is one state-less search of a program with one partial-order
// reduction (or, in the workers table, one number of workers).
type porRow struct {
	program string
	por     string
	res     *reduction.Result
}

// searchConfig is a search a table compares, by name.
type searchConfig struct {
	name string
	set  func(o *reduction.Options)
}

// porConfigs are the reductions the POR table compares.
var porConfigs = []searchConfig{
	{"sleep", func(o *reduction.Options) { o.POR = reduction.PORSleep }},
	{"persistent", func(o *reduction.Options) { o.POR = reduction.PORPersistent }},
	{"dpor", func(o *reduction.Options) { o.POR = reduction.PORDPOR }},
	{"bounded 2", func(o *reduction.Options) { o.Bounded, o.Preemptions = true, 2 }},
	{"bounded auto", func(o *reduction.Options) { o.Bounded, o.AutoPreemptions = true, true }},
}

// statefulConfigs are the stateful searches the stateful table compares,
// without shortening (which is state-less, and would be most of the time
// of a search that finds an error early).
var statefulConfigs = []searchConfig{
	{"dpor", func(o *reduction.Options) { o.Stateful, o.Shorten, o.Workers = true, 0, 0 }},
	{"sleep", func(o *reduction.Options) { o.Stateful, o.POR, o.Shorten, o.Workers = true, reduction.PORSleep, 0, 0 }},
}

// workerConfigs are the numbers of workers the workers table compares.
func workerConfigs(ns []int) []searchConfig {
	var out []searchConfig
	for _, n := range ns {
		out = append(out, searchConfig{strconv.Itoa(n), func(o *reduction.Options) { o.Workers = n }})
	}
	return out
}

// benchPORs runs benchPOR on each program in turn, until an interruption.
func (e *env) benchPORs(jdk *classpath.JDK, ps []benchprog.Program, limit time.Duration, checkpoints int64, configs []searchConfig) ([]porRow, error) {
	var rows []porRow
	for _, p := range ps {
		if e.interrupt.interrupted() {
			break
		}
		r, err := e.benchPOR(jdk, p, limit, checkpoints, configs)
		if err != nil {
			return rows, fmt.Errorf("%s: %w", p.Name, err)
		}
		rows = append(rows, r...)
	}
	return rows, nil
}

// benchPOR searches a program with each of configs (the reductions of
// porConfigs, numbers of workers, or the stateful searches), as `jcheck
// check` does by default otherwise (reduced atomicity, C(M), race-adaptive, fair
// bound, depth bound, all errors).
func (e *env) benchPOR(jdk *classpath.JDK, p benchprog.Program, limit time.Duration, checkpoints int64, configs []searchConfig) ([]porRow, error) {
	classes, done, err := compileBench(jdk, p)
	if err != nil {
		return nil, err
	}
	defer done()
	var rows []porRow
	for _, c := range configs {
		cp, err := classpath.Parse(classes)
		if err != nil {
			return nil, err
		}
		prog, err := reductionProgram(jdk, cp, classes, report.ProgramSpec{ClassPath: classes, Main: p.Main, Args: p.Args})
		if err != nil {
			return nil, err
		}
		opts := checkDefaults(limit, checkpoints)
		opts.Interrupt = e.interrupt.channel()
		c.set(&opts)
		runtime.GC()
		res, err := reduction.Check(prog, opts)
		cp.Close()
		if err != nil {
			return nil, err
		}
		rows = append(rows, porRow{program: p.Name, por: c.name, res: res})
		fmt.Fprintf(e.stderr, "%s: %s: %.1f s\n", p.Name, c.name, res.Stats.Elapsed.Seconds())
	}
	return rows, nil
}

// checkDefaults are the options of `jcheck check --search=stateless
// --workers 0` without other flags (reduced atomicity, C(M), DPOR,
// race-adaptive, fair bound, depth bound), with all errors, a time limit
// and the checkpoints' memory: the tables that compare reductions or
// numbers of workers compare state-less searches.
func checkDefaults(limit time.Duration, checkpoints int64) reduction.Options {
	return reduction.Options{Lockset: true, AllErrors: true, TimeLimit: limit, MaxInvisible: interp.DefaultMaxInvisible,
		FairBound: defaultFairBound, MaxDepth: defaultMaxDepth, CheckpointMemory: checkpoints}
}

// modelsRow is one program searched with the JDK models and with the
// library's bytecode.
type modelsRow struct {
	program         string
	model, bytecode *reduction.Result
}

// benchModels searches a program with the default options, once with the
// models of java.util.concurrent and once with the library's bytecode.
func (e *env) benchModels(jdk *classpath.JDK, p benchprog.Program, limit time.Duration, checkpoints int64) (modelsRow, error) {
	row := modelsRow{program: p.Name}
	classes, done, err := compileBench(jdk, p)
	if err != nil {
		return row, err
	}
	defer done()
	for _, library := range []bool{false, true} {
		cp, err := classpath.Parse(classes)
		if err != nil {
			return row, err
		}
		prog, err := reductionProgram(jdk, cp, classes, report.ProgramSpec{ClassPath: classes, Main: p.Main, Args: p.Args, LibraryBytecode: library})
		if err != nil {
			return row, err
		}
		runtime.GC()
		// As `jcheck check --workers 0` searches: the stateful search
		// is tried for a large state-less one (--search=auto).
		opts := checkDefaults(limit, checkpoints)
		opts.ChooseSearch, opts.VisitedMemory = true, reduction.DefaultVisitedMemory()
		opts.Interrupt = e.interrupt.channel()
		res, err := reduction.Check(prog, opts)
		cp.Close()
		if err != nil {
			return row, err
		}
		if library {
			row.bytecode = res
		} else {
			row.model = res
		}
		fmt.Fprintf(e.stderr, "%s: --jdk-models=%s: %.1f s\n", p.Name, onOff(!library), res.Stats.Elapsed.Seconds())
	}
	return row, nil
}

// tableHead writes a Markdown section title and the head of a table
// under it: the columns named, those whose name starts with '>' (numbers)
// right-aligned.
func tableHead(w io.Writer, title string, columns ...string) {
	names, aligns := make([]string, len(columns)), make([]string, len(columns))
	for i, c := range columns {
		name, right := strings.CutPrefix(c, ">")
		names[i], aligns[i] = name, "---"
		if right {
			aligns[i] = "---:"
		}
	}
	fmt.Fprintf(w, "%s\n\n| %s |\n|%s|\n", title, strings.Join(names, " | "), strings.Join(aligns, "|"))
}

// writeModelsMarkdown writes the table comparing the models with the
// library's bytecode.
func writeModelsMarkdown(e *env, rows []modelsRow) {
	if len(rows) == 0 {
		return
	}
	w := e.stdout
	fmt.Fprintln(w)
	tableHead(w, "### java.util.concurrent: the models against the library's bytecode (`jcheck check --workers 0` defaults)", "program", ">model: executions", ">time (s)", ">library bytecode: executions", ">time (s)")
	for _, r := range rows {
		m, b := r.model.Stats, r.bytecode.Stats
		fmt.Fprintf(w, "| %s | %s | %.2f | %s | %.2f |\n", r.program, count(m.Executions, r.model.Limit), m.Elapsed.Seconds(),
			count(b.Executions, r.bytecode.Limit), b.Elapsed.Seconds())
	}
}

// writePORMarkdown writes the table comparing the reductions.
func writePORMarkdown(e *env, rows []porRow) {
	if len(rows) == 0 {
		return
	}
	w := e.stdout
	fmt.Fprintln(w)
	tableHead(w, "### Partial-order reductions (state-less, reduced atomicity, race-adaptive, all errors)", "program", "reduction", ">executions", ">transitions", ">replayed per transition", ">time (s)", "errors found", "guarantee")
	for _, r := range rows {
		kinds := map[string]int{}
		var order []string
		for _, f := range r.res.Findings {
			k := f.Kind.String()
			if f.Warning {
				k = "LD' warning"
			}
			if kinds[k] == 0 {
				order = append(order, k)
			}
			kinds[k]++
		}
		var found []string
		for _, k := range order {
			found = append(found, fmt.Sprintf("%d %s", kinds[k], k))
		}
		guarantee := r.res.Guarantee
		if r.res.Limit == reduction.LimitInterrupted {
			guarantee = "interrupted"
		} else if r.res.Limit != "" {
			guarantee = "stopped by --" + r.res.Limit
			if r.res.Guarantee != "" {
				guarantee += "; " + r.res.Guarantee
			}
		}
		s := r.res.Stats
		por := r.por
		if s.PersistentSets > 0 {
			// Algorithm 2-LD''s mean persistent set against enabled(s).
			persistent, enabled := s.MeanPersistent()
			por += fmt.Sprintf(" (%.2f of %.2f)", persistent, enabled)
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %.2f | %.2f | %s | %s |\n", r.program, por, count(s.Executions, r.res.Limit),
			count(s.Transitions, r.res.Limit), s.ReplayedPerTransition, s.Elapsed.Seconds(), strings.Join(found, ", "), guarantee)
	}
}

// writeMeasuredBy writes the line that says what measured the tables.
func writeMeasuredBy(e *env, limit time.Duration) {
	fmt.Fprintf(e.stdout, "Measured by `jcheck bench` with %s, %s, %d CPUs; each search limited to %s (a \"≥\" marks a search the limit stopped).\n\n",
		runtime.Version(), runtime.GOARCH, runtime.NumCPU(), limit)
}

// writeWorkersMarkdown writes the table of the searches with each number
// of workers: rows holds, program by program, one search for each of the
// n numbers.
func writeWorkersMarkdown(e *env, rows []porRow, n int) {
	if len(rows) == 0 {
		return
	}
	w := e.stdout
	columns := []string{"program", ">executions", ">transitions", ">parts"}
	for _, r := range rows[:min(n, len(rows))] {
		columns = append(columns, ">time, "+r.por+" (s)")
	}
	columns = append(columns, ">speed-up")
	tableHead(w, "### Workers (`jcheck check --search=stateless` defaults, all errors)", columns...)
	for i := 0; i+n <= len(rows); i += n {
		first, last := rows[i].res, rows[i+n-1].res
		s := first.Stats
		fmt.Fprintf(w, "| %s | %s | %s | %s |", rows[i].program, count(s.Executions, first.Limit), count(s.Transitions, first.Limit), groupDigits(s.Units))
		for _, r := range rows[i : i+n] {
			fmt.Fprintf(w, " %.2f |", r.res.Stats.Elapsed.Seconds())
		}
		fmt.Fprintf(w, " %.2f |\n", first.Stats.Elapsed.Seconds()/last.Stats.Elapsed.Seconds())
	}
}

// writeStatefulMarkdown writes the table of the stateful searches, one
// row a program: DPOR's states, transitions and time beside the sleep
// sets'.
func writeStatefulMarkdown(e *env, rows []porRow) {
	if len(rows) == 0 {
		return
	}
	w := e.stdout
	tableHead(w, "### Stateful search: DPOR and sleep sets (`jcheck check --search=stateful` defaults, all errors, no shortening)", "program",
		">states, DPOR", ">transitions, DPOR", ">time, DPOR (s)", ">states, sleep sets", ">transitions, sleep sets", ">time, sleep sets (s)", "errors found, DPOR / sleep sets")
	for i := 0; i+1 < len(rows); i += 2 {
		d, sl := rows[i].res, rows[i+1].res
		fmt.Fprintf(w, "| %s | %s | %s | %.2f | %s | %s | %.2f | %d / %d |\n", rows[i].program,
			count(d.Stats.States, d.Limit), count(d.Stats.Transitions, d.Limit), d.Stats.Elapsed.Seconds(),
			count(sl.Stats.States, sl.Limit), count(sl.Stats.Transitions, sl.Limit), sl.Stats.Elapsed.Seconds(), d.Errors(), sl.Errors())
	}
}

func searchName(stateful bool) string {
	if stateful {
		return "stateful"
	}
	return "state-less"
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// count renders a number, with "≥" when a limit stopped the search.
func count(n int64, limit string) string {
	s := groupDigits(n)
	if limit != "" {
		return "≥ " + s
	}
	return s
}

func groupDigits(n int64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func writeBenchMarkdown(e *env, rows []benchRow, limit time.Duration) {
	w := e.stdout
	writeMeasuredBy(e, limit)
	for _, stateful := range []bool{true, false} {
		if stateful {
			tableHead(w, "### Stateful search (visited states stored, as JPF in Fig. 4; with sleep sets)", "program", "atomicity", "lockset", ">states", ">transitions", ">time (s)", ">peak heap (MB)", ">paper's states")
		} else {
			tableHead(w, "### State-less search (Fig. 2, undo by checkpoints and replay)", "program", "atomicity", "lockset", ">executions", ">transitions", ">replayed per transition", ">time (s)", ">peak heap (MB)")
		}
		for _, r := range rows {
			if r.stateful != stateful {
				continue
			}
			s := r.stats
			mb := float64(s.PeakMemory) / (1 << 20)
			if stateful {
				paper := ""
				if r.program.Paper != nil && !r.lockset {
					paper = groupDigits(int64(r.program.Paper.Reduced))
					if r.atomicity == "bytecode" {
						paper = groupDigits(int64(r.program.Paper.Bytecode))
					}
				}
				fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %.2f | %.1f | %s |\n", r.program.Name, r.atomicity, onOff(r.lockset),
					count(s.States, r.limit), count(s.Transitions, r.limit), s.Elapsed.Seconds(), mb, paper)
			} else {
				fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %.2f | %.2f | %.1f |\n", r.program.Name, r.atomicity, onOff(r.lockset),
					count(s.Executions, r.limit), count(s.Transitions, r.limit), s.ReplayedPerTransition, s.Elapsed.Seconds(), mb)
			}
		}
		fmt.Fprintln(w)
	}
	tableHead(w, "### Reduction factors (bytecode ÷ reduced atomicity)", "program", "lockset", ">states (stateful)", ">transitions (state-less)", ">time (stateful)", ">paper's states")
	find := func(p string, atomicity string, ls, stateful bool) *benchRow {
		for i := range rows {
			r := &rows[i]
			if r.program.Name == p && r.atomicity == atomicity && r.lockset == ls && r.stateful == stateful {
				return r
			}
		}
		return nil
	}
	for _, r := range rows {
		if !r.stateful || r.atomicity != "reduced" {
			continue
		}
		bs, rs := find(r.program.Name, "bytecode", r.lockset, true), &r
		bl, rl := find(r.program.Name, "bytecode", r.lockset, false), find(r.program.Name, "reduced", r.lockset, false)
		if bs == nil || bl == nil || rl == nil {
			continue // an interruption ended the program's measurements
		}
		paper := ""
		if p := r.program.Paper; p != nil && !r.lockset {
			paper = fmt.Sprintf("%.0f×", float64(p.Bytecode)/float64(p.Reduced))
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s |\n", r.program.Name, onOff(r.lockset),
			factor(bs.stats.States, bs.limit, (*rs).stats.States, (*rs).limit),
			factor(bl.stats.Transitions, bl.limit, rl.stats.Transitions, rl.limit),
			fmt.Sprintf("%.1f×", bs.stats.Elapsed.Seconds()/max((*rs).stats.Elapsed.Seconds(), 1e-3)), paper)
	}
}

// factor renders a ratio of two counts; a limit on the numerator makes it
// a lower bound, on the denominator unknown.
func factor(num int64, numLimit string, den int64, denLimit string) string {
	switch {
	case denLimit != "" || den == 0:
		return "?"
	case numLimit != "":
		return fmt.Sprintf("≥ %.1f×", float64(num)/float64(den))
	}
	return fmt.Sprintf("%.1f×", float64(num)/float64(den))
}
