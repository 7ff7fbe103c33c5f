// Package report renders what a search found: the verdict, each error's
// counterexample (the steps that lead to it, what the program printed in
// each, the final state of the threads) and the search's statistics, as
// text for people and as JSON for tools, which `jcheck replay` reads back.
package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/jcheck/jcheck/reduction"
)

// Report is the outcome of `jcheck check`.
type Report struct {
	Program ProgramSpec `json:"program"`
	Options OptionSpec  `json:"options"`
	// Verdict is "ok" (no error is reachable), "error" or "incomplete"
	// (a limit stopped the search before it found an error).
	Verdict string          `json:"verdict"`
	Limit   string          `json:"limit,omitempty"`
	Errors  []Error         `json:"errors"`
	Stats   reduction.Stats `json:"stats"`
}

// ProgramSpec says how to run the program again.
type ProgramSpec struct {
	JDK               string   `json:"jdk"`
	ClassPath         string   `json:"classPath"`
	Main              string   `json:"main"`
	Args              []string `json:"args"`
	DisableAssertions bool     `json:"disableAssertions,omitempty"`
	EnumerateRandom   bool     `json:"enumerateRandom,omitempty"`
}

// OptionSpec records the options of the search that produced the report.
type OptionSpec struct {
	Search       string `json:"search"`
	Reduction    string `json:"reduction"`
	Atomicity    string `json:"atomicity"`
	Lockset      bool   `json:"lockset"`
	Init         string `json:"init"`
	Uncaught     string `json:"uncaught"`
	MaxInvisible int64  `json:"maxInvisible,omitempty"`
}

// Error is one error found, with its counterexample.
type Error struct {
	Kind      string              `json:"kind"`
	Message   string              `json:"message"`
	Path      []reduction.Step    `json:"path"`
	Trace     *reduction.Trace    `json:"trace,omitempty"`
	Violation *reduction.LDReport `json:"violation,omitempty"`
}

// WriteJSON writes the report as indented JSON.
func WriteJSON(w io.Writer, r *Report) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// ReadJSON reads a report written by WriteJSON.
func ReadJSON(rd io.Reader) (*Report, error) {
	var r Report
	dec := json.NewDecoder(rd)
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("not a jcheck report: %w", err)
	}
	if r.Program.Main == "" {
		return nil, fmt.Errorf("not a jcheck report: it names no main class")
	}
	return &r, nil
}

// WriteText writes the report for people.
func WriteText(w io.Writer, r *Report) {
	switch r.Verdict {
	case "ok":
		fmt.Fprintln(w, "jcheck: no error is reachable: every interleaving was explored")
	case "incomplete":
		fmt.Fprintf(w, "jcheck: no error found, but the search is incomplete: --%s stopped it\n", r.Limit)
	default:
		fmt.Fprintf(w, "jcheck: %s\n", plural(len(r.Errors), "error found", "errors found"))
		if r.Limit != "" {
			fmt.Fprintf(w, "(--%s stopped the search: other errors may exist)\n", r.Limit)
		}
	}
	for i, e := range r.Errors {
		fmt.Fprintln(w)
		if len(r.Errors) > 1 {
			fmt.Fprintf(w, "Error %d of %d: ", i+1, len(r.Errors))
		}
		WriteError(w, &e)
	}
	fmt.Fprintln(w)
	WriteStats(w, &r.Stats)
}

// WriteError writes one error: what it is, and its counterexample.
func WriteError(w io.Writer, e *Error) {
	fmt.Fprintf(w, "%s: %s\n", e.Kind, e.Message)
	if v := e.Violation; v != nil && !v.WrongInitThread {
		fmt.Fprintf(w, "  location: %s\n", v.Location)
		writeAccess(w, v.Current)
		if v.Other.Thread != "" {
			writeAccess(w, v.Other)
		}
		fmt.Fprintln(w, "  LD' requires one lock held at every access of a location that is written after it is")
		fmt.Fprintln(w, "  shared (Thread.start/join ordering does not count); --lockset=off trusts the program instead.")
	}
	if e.Trace == nil {
		return
	}
	WriteTrace(w, e.Trace)
}

func writeAccess(w io.Writer, a reduction.AccessReport) {
	verb := "read"
	if a.Write {
		verb = "written"
	}
	fmt.Fprintf(w, "  %s by %s at %s, holding %s\n", verb, a.Thread, a.Position, lockList(a.Held))
}

func lockList(locks []string) string {
	if len(locks) == 0 {
		return "no lock"
	}
	return "{" + strings.Join(locks, ", ") + "}"
}

// WriteTrace writes a counterexample: its steps and its final state.
func WriteTrace(w io.Writer, t *reduction.Trace) {
	fmt.Fprintf(w, "\nCounterexample (%s):\n", plural(len(t.Steps), "step", "steps"))
	width := 0
	for _, s := range t.Steps {
		width = max(width, len(s.Thread))
	}
	for i, s := range t.Steps {
		line := fmt.Sprintf("%4d  %-*s  %s", i+1, width, s.Thread, s.Op)
		if s.Position != "" {
			line += "  at " + s.Position
		}
		fmt.Fprintln(w, line)
		for _, out := range strings.SplitAfter(strings.TrimSuffix(s.Output, "\n"), "\n") {
			if s.Output != "" {
				fmt.Fprintf(w, "%*s| %s\n", width+8, "", strings.TrimSuffix(out, "\n"))
			}
		}
	}
	fmt.Fprintln(w, "\nFinal state:")
	for _, th := range t.Final {
		line := "  " + th.Name + ": " + th.State
		if th.Next != "" {
			line += ", next: " + th.Next
		}
		if th.Owner != "" {
			line += " (held by " + th.Owner + ")"
		}
		fmt.Fprintln(w, line)
		if len(th.Holds) > 0 {
			fmt.Fprintf(w, "      holds %s\n", strings.Join(th.Holds, ", "))
		}
		for _, f := range th.Stack {
			fmt.Fprintf(w, "      at %s\n", f)
		}
	}
	if len(t.Cycle) > 0 {
		fmt.Fprintf(w, "  deadlock cycle: %s -> %s\n", strings.Join(t.Cycle, " -> "), t.Cycle[0])
	}
}

// WriteStats writes the search's statistics.
func WriteStats(w io.Writer, s *reduction.Stats) {
	states := plural64(s.States, "state", "states")
	if s.Matched > 0 {
		states += fmt.Sprintf(" (%d revisits pruned)", s.Matched)
	}
	fmt.Fprintf(w, "Statistics: %s, %s (%d replayed), %s, max depth %d, %d instructions, %.2f s, %.1f MB peak heap\n",
		plural64(s.Executions, "execution", "executions"), plural64(s.Transitions, "transition", "transitions"), s.Replayed,
		states, s.MaxDepth, s.Instructions, s.Elapsed.Seconds(), float64(s.PeakMemory)/(1<<20))
}

func plural(n int, one, many string) string { return plural64(int64(n), one, many) }

func plural64(n int64, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
