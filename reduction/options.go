// Package reduction explores the thread interleavings of a Java program:
// Stoller's state-less selective search (Stoller 2002, Fig. 2) with sleep
// sets, in two forms — IF-SSS, where a transition is a visible operation
// followed by the thread's invisible operations, none of which is
// recorded for dependency (§5.1), and SSS over the composed transitions
// C(M), where the invisible operations are part of the transition and
// recorded (§5.2) — with undo by checkpoints and replay (§8.4), and the locking
// discipline LD' checked by lockset' during the search (§7).
package reduction

import (
	"time"

	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/lockset"
)

// Mode selects the transitions the search explores.
type Mode uint8

const (
	// Composed explores C(M): a visible operation and the invisible
	// operations after it form one transition whose accesses are
	// recorded for dependency (§5.2).
	Composed Mode = iota
	// IFSSS explores M with invisible-first selective search: only the
	// visible operation of a transition counts for dependency (§5.1).
	IFSSS
)

func (m Mode) String() string {
	if m == IFSSS {
		return "ifsss"
	}
	return "composed"
}

// POR selects the partial-order reduction: which of a state's enabled
// transitions the state-less search explores.
type POR uint8

const (
	// PORDPOR is dynamic partial-order reduction (Flanagan–Godefroid
	// 2005, Fig. 4) with sleep sets.
	PORDPOR POR = iota
	// PORSleep explores every enabled transition not in the sleep set
	// (Fig. 2 with PS(s) = enabled(s)).
	PORSleep
	// PORPersistent explores the persistent sets of Algorithm 2-LD'
	// (Stoller 2002 §6–7) with sleep sets (Fig. 2 with PS(s) the
	// persistent set).
	PORPersistent
	// PORNone explores every enabled transition, without sleep sets or
	// backtrack sets: within a preemption bound, every execution within
	// it. It is the reference the reductions are tested against (BPOR
	// within a bound has no other: sleep sets alone are unsound within
	// one, Coons §6.5).
	PORNone
)

var porNames = [...]string{"dpor", "sleep", "persistent", "none"}

func (p POR) String() string { return porNames[p] }

// RaceMode says what the search does when a location violates LD'.
type RaceMode uint8

const (
	// RacesAdapt reports the violation and promotes the location to a
	// communication object: the search starts again, round after round,
	// with its accesses as visible operations, until a round finds no new
	// violation (DESIGN.md: races adapt the reduction).
	RacesAdapt RaceMode = iota
	// RacesStop reports the violation as an error that ends the search's
	// path (the paper's §7 checking).
	RacesStop
)

// Options configure a search.
type Options struct {
	Mode Mode
	// POR is the reduction of the state-less search (the stateful search
	// uses sleep sets).
	POR POR
	// Bounded limits the search to the executions with at most
	// Preemptions preemptions, with BPOR (Coons 2013).
	Bounded     bool
	Preemptions int
	// AutoPreemptions deepens the bound: 0, 1, 2 and then none, until a
	// search is complete (no transition exceeded the bound) or a limit
	// stops it (autoBounds).
	AutoPreemptions bool
	Atomicity       interp.Atomicity
	// Lockset turns on the lockset' algorithm (LD' checking). Without it
	// the reduction trusts the program to satisfy LD.
	Lockset bool
	// Races says what a violation of LD' does to the search (with
	// Lockset).
	Races RaceMode
	// StrictLD makes every LD' violation an error; otherwise only those
	// that are data races are, and the others are warnings.
	StrictLD bool
	Init     lockset.Init
	// IgnoreUncaught makes uncaught exceptions other than AssertionError
	// not errors.
	IgnoreUncaught bool
	// AllErrors goes on after the first error and reports each distinct
	// error once (with the shortest path found to it).
	AllErrors bool
	// Deepen is the iterative deepening of SSS_cyc (Stoller 2002 §4): the
	// state-less search explores the executions of at most firstDepth
	// transitions, then twice as many, and so on up to MaxDepth, until
	// an iteration cuts no execution. A search of a program whose state
	// space has cycles then covers its short executions first instead
	// of following one cycle to the depth bound.
	Deepen bool
	// Limits; zero means none.
	MaxExecutions int64
	MaxDepth      int
	TimeLimit     time.Duration
	// MaxInvisible is the BoundedInvis bound (0: interp's default).
	MaxInvisible int64
	// FairBound, if positive, keeps a thread from yielding (Thread.yield,
	// sleep) or timing out (a timed wait, join, park or acquire that
	// ends by its timeout) more than this many times in a row while
	// another thread could run: schedules in which a thread that waits by
	// yielding, or by a timed wait in a loop, starves the others are not
	// explored, so that such loops do not make executions, or their
	// number, unbounded (the fairness of Musuvathi and Qadeer's fair
	// stateless model checking, bounded as Coons' fair bound). A timeout
	// that comes after the other threads ran, or when none can, is
	// explored.
	FairBound int
	// Stateful stores the visited states and does not explore a state
	// twice (with sleep sets, Godefroid's state caching); otherwise the
	// search is state-less (Fig. 2).
	Stateful bool
	// ChooseSearch makes a state-less search that does not end within
	// workersAfter transitions try the stateful search, which is the
	// search's if it ends within statefulProbe transitions (choose.go);
	// VisitedMemory and WhenVisitedFull apply to it.
	ChooseSearch bool
	// VisitedMemory bounds the memory of the stateful search's visited
	// set, in bytes (0: no bound; DefaultVisitedMemory), and
	// WhenVisitedFull says what the search does when it is full.
	VisitedMemory   int64
	WhenVisitedFull VisitedFull
	// Shorten is how many transitions (run or replayed), after the
	// search, to spend
	// looking for shorter counterexamples to the errors it found (0: not
	// at all). A count, not a time, so that the counterexample is the
	// same on every machine and every run.
	Shorten int64
	// Outcomes collects the distinct outputs and ends of the executions
	// (Result.Outcomes); state-less search only.
	Outcomes bool
	// CheckpointMemory is the memory, in bytes, the search may keep
	// copies of the execution in, to backtrack by replaying from the
	// nearest copy instead of from the initial state (checkpoint.go;
	// DefaultCheckpointMemory). 0: none, every backtrack replays the
	// whole path. What the search explores and finds is the same.
	CheckpointMemory int64
	// CheckpointSpacing fixes the number of transitions between two
	// checkpoints on the path; 0 adapts it to what copies and transitions
	// cost (searcher.spacing).
	CheckpointSpacing int
	// Progress, if set, is called about once a second during the search.
	Progress func(Progress)
	// Interrupt, when closed (a signal), stops the search as a limit
	// does: Result.Limit is LimitInterrupted.
	Interrupt <-chan struct{}
	// Shard, if its Count is set, makes the search explore only that
	// part of the tree (shard.go).
	Shard Shard
	// Workers, if positive, spreads the search over that many
	// goroutines (workers.go): the tree is partitioned as for shards,
	// and the findings and counts are the same for every positive
	// number. 0 searches the tree in one depth-first search without
	// partitioning it; so does a positive number for a search that ends
	// within workersAfter transitions, and for the stateful search. With MaxExecutions one worker explores the
	// partitioned tree, so that the limit stops where it always does.
	Workers int
	// budget, if positive, stops the search after that many transitions
	// (limitBudget): Check's first search with Workers, and the first two
	// of ChooseSearch.
	budget int64
	// watch, if set, lets choose follow the search and stop it
	// (choose.go).
	watch *watch
	// Promote are locations the race-adaptive search treats as
	// communication objects from its first round (the shards of a search
	// run again with the locations the others promoted, shard.go).
	Promote []LocKey
}

// Program is what the search runs: the classes and the main class.
type Program struct {
	Loader *interp.Loader
	// VM holds the options every execution starts with (JDK, class path,
	// assertions); the search sets the output and BoundedInvis bound.
	VM   interp.Options
	Main string
	Args []string
	// Test, if set, is run instead of Main's main method (a JUnit test).
	Test *interp.TestRun
	// Input is the program's standard input, the same in every
	// execution; nil: none (the program reads end of file).
	Input *Input
}

// Stats describe a search.
type Stats struct {
	// Executions is the number of maximal paths explored (leaves of the
	// search tree).
	Executions int64 `json:"executions"`
	// Ignored counts the executions among them that Verify.ignoreIf
	// ended.
	Ignored int64 `json:"ignored,omitempty"`
	// Aborted counts the executions among them whose JUnit test a failed
	// assumption aborted (interp.VM.TestAborted).
	Aborted int64 `json:"aborted,omitempty"`
	// Transitions is the number of transitions executed while exploring,
	// Replayed the number executed again to undo (replay from the
	// initial state or the nearest checkpoint), ReplayedPerTransition
	// their ratio (set when the search ends).
	Transitions           int64   `json:"transitions"`
	Replayed              int64   `json:"replayed"`
	ReplayedPerTransition float64 `json:"replayedPerTransition"`
	// States is the number of states visited: a state-less search counts
	// a state reached along two paths twice; a stateful one counts
	// distinct states, and Matched the visits of states seen before.
	States   int64 `json:"states"`
	Matched  int64 `json:"matched"`
	MaxDepth int   `json:"maxDepth"`
	// VisitedStates is the number of states in a stateful search's
	// visited set as the search ends (its last round's), VisitedBytes the
	// memory the set takes and StatesPerMB their ratio. Bitstate is set
	// when the set became a bitstate table (VisitedBitstate): the states
	// are then those it marked, each with its sleep set.
	VisitedStates int64          `json:"visitedStates,omitempty"`
	VisitedBytes  int64          `json:"visitedBytes,omitempty"`
	StatesPerMB   float64        `json:"statesPerMB,omitempty"`
	Bitstate      *BitstateStats `json:"bitstate,omitempty"`
	// SleepSets is set when the stateful search with DPOR met a cycle of
	// the state space and searched again with sleep sets (summary.go).
	SleepSets bool `json:"sleepSets,omitempty"`
	// PersistentSets counts the states in which Algorithm 2-LD' chose
	// the transitions to explore (PORPersistent); PersistentSize adds up
	// the sizes of the persistent sets, EnabledSize those of enabled(s)
	// in the same states.
	PersistentSets int64 `json:"persistentSets"`
	PersistentSize int64 `json:"persistentSize"`
	EnabledSize    int64 `json:"enabledSize"`
	// Workers is the number of workers that explored the search's tree
	// (Options.Workers; 0: one depth-first search without them), Units
	// the number of its parts (units) they explored (workers.go).
	Workers int   `json:"workers,omitempty"`
	Units   int64 `json:"units,omitempty"`
	// Instructions counts the instructions the interpreter ran, exploring
	// and replaying: a replay from a checkpoint does not run its prefix
	// again.
	Instructions int64 `json:"instructions"`
	// Elapsed is in nanoseconds in JSON, PeakMemory in bytes.
	Elapsed    time.Duration `json:"elapsedNanoseconds"`
	PeakMemory uint64        `json:"peakMemoryBytes"`
}

// MeanPersistent is the mean size of Algorithm 2-LD”s persistent sets
// and of enabled(s) in the same states (zero without PORPersistent).
func (s *Stats) MeanPersistent() (persistent, enabled float64) {
	if s.PersistentSets == 0 {
		return 0, 0
	}
	n := float64(s.PersistentSets)
	return float64(s.PersistentSize) / n, float64(s.EnabledSize) / n
}

// Add adds the statistics of another part of a search — a unit of a
// search with workers, a shard (jcheck merge) — to these: the counts and
// the work (time too) add up, the deepest path and the peak heap are the
// larger; the parts' visited sets are their own, so their states and
// memory add up, and of bitstate tables the one most likely to have left
// a state out speaks for the whole.
func (st *Stats) Add(o *Stats) {
	st.Executions += o.Executions
	st.Ignored += o.Ignored
	st.Aborted += o.Aborted
	st.Transitions += o.Transitions
	st.Replayed += o.Replayed
	st.States += o.States
	st.Matched += o.Matched
	st.MaxDepth = max(st.MaxDepth, o.MaxDepth)
	st.PersistentSets += o.PersistentSets
	st.PersistentSize += o.PersistentSize
	st.EnabledSize += o.EnabledSize
	st.Instructions += o.Instructions
	st.Elapsed += o.Elapsed
	st.PeakMemory = max(st.PeakMemory, o.PeakMemory)
	st.Workers = max(st.Workers, o.Workers)
	st.Units += o.Units
	st.VisitedStates += o.VisitedStates
	st.VisitedBytes += o.VisitedBytes
	st.SleepSets = st.SleepSets || o.SleepSets
	st.SetStatesPerMB()
	if b := o.Bitstate; b != nil && (st.Bitstate == nil || b.Omission > st.Bitstate.Omission) {
		worst := *b
		st.Bitstate = &worst
	}
}
