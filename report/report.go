// Package report renders what a search found: the verdict, each error's
// counterexample (the steps that lead to it, what the program printed in
// each, the final state of the threads) and the search's statistics, as
// text for people, as JSON for tools, which `jcheck replay` reads back,
// and as SARIF for code-scanning services.
package report

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reduction"
)

// Report is the outcome of `jcheck check`.
type Report struct {
	// SchemaVersion is the version of the JSON form (SchemaVersion),
	// which WriteJSON sets.
	SchemaVersion int         `json:"schemaVersion"`
	Program       ProgramSpec `json:"program"`
	Options       OptionSpec  `json:"options"`
	// Verdict is "ok" (no error is reachable), "error" or "incomplete"
	// (a limit stopped the search before it found an error).
	Verdict string          `json:"verdict"`
	Limit   string          `json:"limit,omitempty"`
	Errors  []Error         `json:"errors"`
	Stats   reduction.Stats `json:"stats"`
	// Rounds and Promoted describe the race-adaptive search: how many
	// rounds it ran and which locations it made communication objects.
	Rounds   int                `json:"rounds,omitempty"`
	Promoted []reduction.LocKey `json:"promoted,omitempty"`
	// Guarantee says what the search covered (reduction.CompleteGuarantee: all).
	Guarantee string `json:"guarantee,omitempty"`
	// Outcomes are the distinct ways the executions ended (--outcomes).
	Outcomes []reduction.Outcome `json:"outcomes,omitempty"`
	// Shard is the part of a sharded search the report covers (check
	// --shard); nil for a whole search, merged shards included.
	Shard *ShardSpec `json:"shard,omitempty"`
	// Chose is the search --search=auto ran once the state-less search
	// had not ended within 10,000 transitions; nil if it had.
	Chose *reduction.Choice `json:"chose,omitempty"`
}

// ProgramSpec says how to run the program again.
type ProgramSpec struct {
	JDK               string   `json:"jdk"`
	ClassPath         string   `json:"classPath"`
	Main              string   `json:"main"`
	Args              []string `json:"args"`
	DisableAssertions bool     `json:"disableAssertions,omitempty"`
	EnablePreview     bool     `json:"enablePreview,omitempty"`
	EnumerateRandom   bool     `json:"enumerateRandom,omitempty"`
	// LibraryBytecode: --jdk-models=off.
	LibraryBytecode bool `json:"libraryBytecode,omitempty"`
	// MaxHeap is the Java heap limit in bytes (--xmx, else the default
	// of the machine the report was made on).
	MaxHeap int64 `json:"maxHeap,omitempty"`
	// Annotations are the annotation files read (--annotations).
	Annotations []string `json:"annotations,omitempty"`
	// Stdin is the standard input the program read (base64 in JSON):
	// replay gives it the same.
	Stdin []byte `json:"stdin,omitempty"`
	// Test is the JUnit test method run in place of a main method
	// (--test CLASS#METHOD); Main is then its class.
	Test string `json:"test,omitempty"`
	// Properties are the system properties set, "name=value", in the
	// order given (-D).
	Properties []string `json:"properties,omitempty"`
	// Env is the program's environment, "name=value" (--env): nothing
	// else.
	Env []string `json:"env,omitempty"`
	// TimeZone is the default time zone (--timezone); "" is UTC.
	TimeZone string `json:"timeZone,omitempty"`
	// Processors is what Runtime.availableProcessors returns
	// (--processors); 0 is interp.DefaultProcessors.
	Processors int `json:"processors,omitempty"`
	// AnyTimeouts: --timeouts=any, a timed wait may time out at any
	// moment (interp.Options.AnyTimeouts).
	AnyTimeouts bool `json:"anyTimeouts,omitempty"`
	// EarlySleeps is the longest sleep, in nanoseconds, that may end
	// before it is due (--early-sleeps, interp.Options.EarlySleeps): 0
	// (a report made before the option) every sleep, negative none.
	EarlySleeps int64 `json:"earlySleeps,omitempty"`
}

// OptionSpec records the options of the search that produced the report.
type OptionSpec struct {
	Search       string `json:"search"`
	Reduction    string `json:"reduction"`
	Atomicity    string `json:"atomicity"`
	Lockset      bool   `json:"lockset"`
	Races        string `json:"races,omitempty"`
	Discipline   string `json:"discipline,omitempty"`
	Init         string `json:"init"`
	Uncaught     string `json:"uncaught"`
	MaxInvisible int64  `json:"maxInvisible,omitempty"`
}

// Error is one error found, with its counterexample.
type Error struct {
	Kind string `json:"kind"`
	// Key identifies the error among those a search finds
	// (reduction.Finding.Key): merge reports each key once.
	Key       string              `json:"key,omitempty"`
	Message   string              `json:"message"`
	Path      []reduction.Step    `json:"path"`
	Trace     *reduction.Trace    `json:"trace,omitempty"`
	Violation *reduction.LDReport `json:"violation,omitempty"`
	// Source is where the error happens when one position says so (the
	// creation of an uncaught exception); for an LD' violation or data
	// race, Violation names the accesses.
	Source *interp.Source `json:"source,omitempty"`
	// Warning marks an LD' violation that is not a data race.
	Warning bool `json:"warning,omitempty"`
	// Promoted are the locations the search had made communication
	// objects when it found the error: the path replays with them.
	Promoted []reduction.LocKey `json:"promoted,omitempty"`
}

// WriteText writes the report for people.
func WriteText(w io.Writer, r *Report) {
	title, notes := headline(r)
	fmt.Fprintf(w, "jcheck: %s\n", title)
	for _, n := range notes {
		fmt.Fprintf(w, "(%s)\n", n)
	}
	for i, e := range r.Errors {
		fmt.Fprintln(w)
		if label := ErrorLabel(r, i); label != "" {
			fmt.Fprint(w, label+": ")
		}
		WriteError(w, &e)
	}
	fmt.Fprintln(w)
	if len(r.Promoted) > 0 {
		fmt.Fprintln(w, racesNote(r))
	}
	writeOutcomes(w, r.Outcomes)
	WriteStats(w, &r.Stats)
	writeChoice(w, r)
}

// writeChoice says which search --search=auto ran, and why.
func writeChoice(w io.Writer, r *Report) {
	if c := r.Chose; c != nil {
		fmt.Fprintf(w, "Search: %s, chosen (--search=auto): %s\n", c.Search, choiceReason(r))
	}
}

// choiceReason is why --search=auto ran the search it chose: the
// stateful search is the last one when it ended within its probe, or
// when another limit stopped it first (limit, the report's).
func choiceReason(r *Report) string {
	c := r.Chose
	first := "the state-less search had not ended within " + plural64(c.Budget, "transition", "transitions")
	round := ""
	if c.Round > 1 {
		round = " (round " + strconv.Itoa(c.Round) + " of the two taking turns)"
	}
	if c.Search == "stateful" {
		if r.Limit != "" {
			return first + "; then the stateful search ran" + round + ", until " + stopped(r.Limit, "it")
		}
		return first + "; the stateful search ended within " + plural64(c.Probe, "transition", "transitions") + round
	}
	nor := first + ", nor the stateful search within " + plural64(c.Probe, "transition", "transitions")
	switch {
	case c.Round <= 1:
		return nor
	case r.Limit != "":
		return nor + "; then the state-less search went on" + round + ", until " + stopped(r.Limit, "it")
	}
	return nor + "; then the state-less search ended" + round
}

// headline is the verdict in a sentence, and the notes that qualify it.
func headline(r *Report) (title string, notes []string) {
	if r.Limit == reduction.LimitVisitedFull {
		notes = append(notes, fmt.Sprintf("visited-state memory full: %s stored in %s; a larger --visited-memory, or --when-visited-full=bitstate, lets the search go on",
			plural64(r.Stats.VisitedStates, "state", "states"), byteSize(r.Stats.VisitedBytes)))
	}
	errors, warnings := countErrors(r)
	also := ""
	if warnings > 0 {
		also = " (and " + plural(warnings, "warning", "warnings") + ")"
	}
	switch r.Verdict {
	case "ok":
		// Only a search of every interleaving shows that no error is
		// reachable; a bounded one, that none is within the bound.
		claim := "no error is reachable"
		if r.Guarantee != reduction.CompleteGuarantee && r.Guarantee != "" {
			claim = "no error found"
		}
		if r.Stats.Executions == 0 && r.Guarantee == reduction.CompleteGuarantee {
			// Only the stateful search ends with no execution ended:
			// every path returns to a state it visited.
			notes = append(notes, "but no execution ends: under every schedule the program runs forever, as java would not exit")
		}
		return fmt.Sprintf("%s: %s%s", claim, r.Guarantee, also), notes
	case "incomplete":
		title = fmt.Sprintf("no error found, but the search is incomplete: %s%s", stopped(r.Limit, "it"), also)
		if r.Guarantee != "" {
			notes = append(notes, r.Guarantee)
		}
		if r.Limit == "max-depth" {
			notes = append(notes, "an execution reached the depth bound: a thread may run forever; a larger --max-depth, or --search=stateful for a program that returns to the same states, may finish")
		}
		return title, notes
	}
	if r.Limit != "" {
		notes = append(notes, stopped(r.Limit, "the search")+": other errors may exist")
	}
	return plural(errors, "error found", "errors found") + also, notes
}

// countErrors counts the report's errors and its warnings (LD' violations
// that are not data races).
func countErrors(r *Report) (errors, warnings int) {
	for _, e := range r.Errors {
		if e.Warning {
			warnings++
		} else {
			errors++
		}
	}
	return errors, warnings
}

// ErrorLabel is what precedes the i-th error of the report: "Warning",
// "Error 2 of 3", or nothing for the only error.
func ErrorLabel(r *Report, i int) string {
	if r.Errors[i].Warning {
		return "Warning"
	}
	errors, _ := countErrors(r)
	if errors == 1 {
		return ""
	}
	n := 0
	for _, e := range r.Errors[:i+1] {
		if !e.Warning {
			n++
		}
	}
	return fmt.Sprintf("Error %d of %d", n, errors)
}

// racesNote says which locations the race-adaptive search made scheduling
// points, in how many rounds. Not every one is a data race: an LD'
// violation ordered by start, join or a volatile, or an optimistic read
// that failed to validate, is promoted too, so the note does not call
// them races.
func racesNote(r *Report) string {
	return fmt.Sprintf("Scheduling points: %s without a common lock, so the search made every access to %s a scheduling point and searched again (%s): %s",
		plural(len(r.Promoted), "location is accessed", "locations are accessed"), map[bool]string{true: "it", false: "them"}[len(r.Promoted) == 1],
		plural(r.Rounds, "round", "rounds"), locationNames(r.Promoted, "; "))
}

// locationNames lists locations for people.
func locationNames(keys []reduction.LocKey, sep string) string {
	names := make([]string, len(keys))
	for i, k := range keys {
		names[i] = k.String()
	}
	return strings.Join(names, sep)
}

// stopped says what stopped the search before it was complete: "--time-limit
// stopped it", "it was interrupted", or what a merge of shards lacks.
func stopped(limit, search string) string {
	switch limit {
	case reduction.LimitInterrupted:
		return search + " was interrupted"
	case LimitMissingShards:
		return "the reports of some shards were not merged"
	case LimitPromotions:
		return "the shards made different locations scheduling points (see Races)"
	}
	return "--" + limit + " stopped " + search
}

// writeOutcomes lists the distinct ends of the executions and what they
// printed, the output indented under its stream's name.
func writeOutcomes(w io.Writer, outcomes []reduction.Outcome) {
	if len(outcomes) == 0 {
		return
	}
	fmt.Fprintf(w, "Outcomes: %s\n", plural(len(outcomes), "distinct way the executions end", "distinct ways the executions end"))
	for _, o := range outcomes {
		fmt.Fprintf(w, "  %s (%s)\n", o.End, plural64(o.Executions, "execution", "executions"))
		for _, out := range []struct{ name, text string }{{"stdout", o.Stdout}, {"stderr", o.Stderr}} {
			if out.text == "" {
				continue
			}
			fmt.Fprintf(w, "    %s:\n", out.name)
			for _, l := range strings.Split(strings.TrimSuffix(out.text, "\n"), "\n") {
				fmt.Fprintf(w, "      %s\n", l)
			}
		}
	}
	fmt.Fprintln(w)
}

// WriteError writes one error: what it is, and its counterexample.
func WriteError(w io.Writer, e *Error) {
	fmt.Fprintf(w, "%s: %s\n", e.Kind, e.Message)
	if v := e.Violation; v != nil && !v.WrongInitThread {
		fmt.Fprintf(w, "  location: %s\n", v.Location)
		for _, a := range accesses(v) {
			fmt.Fprintf(w, "  %s\n", accessLine(a))
		}
		for _, l := range violationNote(e) {
			fmt.Fprintf(w, "  %s\n", l)
		}
	}
	if len(e.Promoted) > 0 {
		fmt.Fprintf(w, "  %s\n", promotedNote(e))
	}
	if e.Trace == nil {
		return
	}
	WriteTrace(w, e.Trace)
}

// accesses are the accesses of an LD' violation: the one that revealed
// it, and the earlier one it conflicts with if there is one.
func accesses(v *reduction.LDReport) []reduction.AccessReport {
	if v.Other.Thread == "" {
		return []reduction.AccessReport{v.Current}
	}
	return []reduction.AccessReport{v.Current, v.Other}
}

// accessLine describes one access of an LD' violation: "read by t2 at
// Counter.run(Counter.java:9), holding no lock".
func accessLine(a reduction.AccessReport) string {
	return fmt.Sprintf("%s by %s at %s, holding %s", accessVerb(a), a.Thread, a.Position, lockList(a.Held))
}

func accessVerb(a reduction.AccessReport) string {
	if a.Write {
		return "written"
	}
	return "read"
}

// violationNote explains why an LD' violation is reported, in lines of
// the text report: a warning says what would make it an error; an
// error that is not a data race is one because --discipline=ld or
// --races=stop made every violation one.
func violationNote(e *Error) []string {
	if e.Kind == "data race" {
		return []string{"No lock is held at both accesses, and neither happens before the other (Java memory model)."}
	}
	last := "is not a data race; --discipline=ld makes it an error."
	if !e.Warning {
		last = "is not a data race, but with --discipline=ld or --races=stop every violation is an error."
	}
	return []string{
		"LD' requires one lock held at every access of a location that two threads use and that is",
		"written after it is shared. These accesses are ordered (by start, join or a volatile), so this",
		last,
	}
}

// promotedNote says which locations were scheduling points when the
// error was found.
func promotedNote(e *Error) string {
	return fmt.Sprintf("Found with the accesses to %s as scheduling points.", locationNames(e.Promoted, ", "))
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
	fmt.Fprintf(w, "Statistics: %s, %s (%d replayed, %.2f per transition), %s, max depth %d, %d instructions, %s, %s peak heap\n",
		plural64(s.Executions, "execution", "executions"), plural64(s.Transitions, "transition", "transitions"), s.Replayed,
		s.ReplayedPerTransition, states, s.MaxDepth, s.Instructions, seconds(s.Elapsed), megabytes(s.PeakMemory))
	if s.Aborted > 0 {
		fmt.Fprintf(w, "Aborted: %d of %s, in which an assumption of the test failed (JUnit skips the test there)\n",
			s.Aborted, plural64(s.Executions, "execution", "executions"))
	}
	writeVisited(w, s)
	if s.Workers > 0 {
		fmt.Fprintf(w, "Workers: %d, exploring %s of the tree\n", s.Workers, plural64(s.Units, "part", "parts"))
	}
	if s.PersistentSets > 0 {
		persistent, enabled := s.MeanPersistent()
		fmt.Fprintf(w, "Persistent sets: %.2f transitions on average, of %.2f enabled (%s)\n",
			persistent, enabled, plural64(s.PersistentSets, "state", "states"))
	}
}

// writeVisited describes the visited set of a stateful search.
func writeVisited(w io.Writer, s *reduction.Stats) {
	if s.VisitedBytes == 0 {
		return
	}
	fmt.Fprintf(w, "Visited set: %s in %s, %.0f states per MB\n", plural64(s.VisitedStates, "state", "states"), byteSize(s.VisitedBytes), s.StatesPerMB)
	if s.SleepSets {
		fmt.Fprintln(w, "The state space has a cycle: the stateful search went on with sleep sets instead of DPOR")
	}
	if b := s.Bitstate; b != nil {
		fmt.Fprintf(w, "Bitstate: the exact set was full at %s; then %d hash functions, %d of %d bits set: a state not visited is taken as visited with probability %.2g, so the search is no guarantee\n",
			plural64(b.ExactStates, "state", "states"), b.Hashes, b.BitsSet, b.Bits, b.Omission)
	}
}

// byteSize renders a size in memory in KB below a megabyte: "40.0 KB".
func byteSize(n int64) string {
	if n < 1<<20 {
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	return megabytes(uint64(n))
}

// seconds renders a duration of the search: "0.07 s".
func seconds(d time.Duration) string { return fmt.Sprintf("%.2f s", d.Seconds()) }

// megabytes renders a size in memory: "24.4 MB".
func megabytes(n uint64) string { return fmt.Sprintf("%.1f MB", float64(n)/(1<<20)) }

func plural(n int, one, many string) string { return plural64(int64(n), one, many) }

func plural64(n int64, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
