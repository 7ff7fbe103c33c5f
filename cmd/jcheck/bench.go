package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
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
		},
		Action: func(c *cli.Context) error {
			jdk, err := classpath.FindJDK(c.String("jdk"))
			if err != nil {
				return e.fail(err)
			}
			var rows []benchRow
			for _, p := range benchprog.Programs() {
				if !strings.Contains(p.Name, c.String("only")) {
					continue
				}
				r, err := e.benchProgram(jdk, p, c.Duration("time-limit"))
				if err != nil {
					return e.fail(fmt.Errorf("%s: %w", p.Name, err))
				}
				rows = append(rows, r...)
			}
			writeBenchMarkdown(e, rows, c.Duration("time-limit"))
			return nil
		},
	}
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
func (e *env) benchProgram(jdk *classpath.JDK, p benchprog.Program, limit time.Duration) ([]benchRow, error) {
	dir, err := os.MkdirTemp("", "jcheck-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, p.File)
	if err := os.WriteFile(src, p.Source, 0o644); err != nil {
		return nil, err
	}
	classes, err := launch.Compile(jdk, src, p.Source)
	if err != nil {
		return nil, err
	}
	var rows []benchRow
	for _, stateful := range []bool{true, false} {
		for _, atomicity := range []string{"bytecode", "reduced"} {
			for _, ls := range []bool{false, true} {
				cp, err := classpath.Parse(classes)
				if err != nil {
					return nil, err
				}
				prog := reductionProgram(jdk, cp, classes, report.ProgramSpec{ClassPath: classes, Main: p.Main, Args: p.Args})
				opts := reduction.Options{Lockset: ls, Stateful: stateful, TimeLimit: limit, MaxInvisible: interp.DefaultMaxInvisible}
				if atomicity == "bytecode" {
					opts.Atomicity = interp.BytecodeAtomicity
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
	fmt.Fprintf(w, "Measured by `jcheck bench` with %s, %s, %d CPUs; each search limited to %s (a \"≥\" marks a search the limit stopped).\n\n",
		runtime.Version(), runtime.GOARCH, runtime.NumCPU(), limit)
	for _, stateful := range []bool{true, false} {
		if stateful {
			fmt.Fprintln(w, "### Stateful search (visited states stored, as JPF in Fig. 4)")
			fmt.Fprintln(w)
			fmt.Fprintln(w, "| program | atomicity | lockset | states | transitions | time (s) | peak heap (MB) | paper's states |")
			fmt.Fprintln(w, "|---|---|---|---:|---:|---:|---:|---:|")
		} else {
			fmt.Fprintln(w, "### State-less search (Fig. 2, reset + replay)")
			fmt.Fprintln(w)
			fmt.Fprintln(w, "| program | atomicity | lockset | executions | transitions | time (s) | peak heap (MB) |")
			fmt.Fprintln(w, "|---|---|---|---:|---:|---:|---:|")
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
				fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %.2f | %.1f |\n", r.program.Name, r.atomicity, onOff(r.lockset),
					count(s.Executions, r.limit), count(s.Transitions, r.limit), s.Elapsed.Seconds(), mb)
			}
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, "### Reduction factors (bytecode ÷ reduced atomicity)")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| program | lockset | states (stateful) | transitions (state-less) | time (stateful) | paper's states |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|")
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
