package reduction

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/jcheck/jcheck/interp"
)

// Result is the outcome of a search.
type Result struct {
	// Findings are the errors found, each with the shortest path found.
	Findings []*Finding
	Stats    Stats
	// Limit is set when a limit stopped the search before it was complete
	// ("max-executions", "max-depth" or "time-limit").
	Limit string
}

// searcher holds the state of one search.
type searcher struct {
	prog    Program
	opts    Options
	initial *interp.VM // booted, main launched; every execution is a copy
	start   time.Time
	stats   Stats
	found   map[string]*Finding
	order   []string
	limit   string
	// current is the execution the search runs in.
	current *execution
	// visited holds the states of a stateful search, by fingerprint.
	visited map[[2]uint64]*visitedState
	// fields the footprints of thread operations name
	eetop, threadStatus, interrupted *interp.Field
	nextProgress                     time.Time
	// trusted memoises trustedCode by class ID.
	trusted []int8
	// shortenUntil is set while the search looks for shorter paths to the
	// errors already found (see shorten), and is when it gives up.
	shortenUntil time.Time
}

// Check explores the interleavings of a program and reports the errors.
// An error result means the search could not run (bad input, an
// unsupported feature, a non-deterministic program).
func Check(p Program, o Options) (*Result, error) {
	s := &searcher{prog: p, opts: o, found: map[string]*Finding{}, start: time.Now(),
		visited: map[[2]uint64]*visitedState{}}
	if err := s.prepare(); err != nil {
		return nil, err
	}
	err := s.dfs()
	if err == nil {
		err = s.shorten()
	}
	s.retire()
	s.sampleMemory()
	s.stats.Elapsed = time.Since(s.start)
	res := &Result{Stats: s.stats, Limit: s.limit}
	for _, k := range s.order {
		res.Findings = append(res.Findings, s.found[k])
	}
	return res, err
}

// prepare boots the JVM and launches the main class once; the state it
// reaches is the initial state of every execution.
func (s *searcher) prepare() error {
	opts := s.prog.VM
	opts.Stdout, opts.Stderr = io.Discard, io.Discard
	opts.MaxInvisible = s.opts.MaxInvisible
	vm := interp.NewVM(s.prog.Loader, opts)
	if err := vm.Boot(); err != nil {
		return err
	}
	if err := vm.Launch(s.prog.Main, s.prog.Args); err != nil {
		return err
	}
	s.initial = vm
	thread, err := s.prog.Loader.Load("java/lang/Thread")
	if err != nil {
		return err
	}
	s.eetop, s.threadStatus, s.interrupted = thread.InstanceField("eetop"), thread.InstanceField("threadStatus"), thread.InstanceField("interrupted")
	if s.eetop == nil || s.threadStatus == nil || s.interrupted == nil {
		return errors.New("java.lang.Thread lacks the fields eetop, threadStatus or interrupted: unsupported JDK")
	}
	return nil
}

// node is a state on the search stack (a frame of DFS in Fig. 2).
type node struct {
	trans   []Transition // PS(s) = enabled(s)
	sleep   []sleeper
	next    int // next index of trans to consider
	taken   Step
	takenFP *Footprint
}

// sleeper is a transition in a sleep set, with the footprint it had when
// it was explored (it does not change while only independent transitions
// execute, §4).
type sleeper struct {
	tr Transition
	fp *Footprint
}

func (n *node) asleep(tr Transition) bool {
	for _, s := range n.sleep {
		if s.tr == tr {
			return true
		}
	}
	return false
}

// dfs is state-less selective search with sleep sets (Fig. 2), iterative:
// stack holds the states of the current path, path the transitions
// between them. Undo is reset + replay: after backtracking, the next
// transition is executed in a fresh execution that replays path first.
func (s *searcher) dfs() error {
	e := s.fresh()
	root := &node{trans: e.transitions(0)}
	stateful := s.opts.Stateful && !s.shortening()
	if stateful {
		root.trans, _ = s.visit(e, 0, nil)
	}
	s.stats.States++
	if f := e.deadlock(); f != nil && !s.shortening() {
		s.report(f, nil)
		s.stats.Executions++
		return nil
	}
	stack := []*node{root}
	var path []Step
	current := true // e is in the state of the top of stack
	for len(stack) > 0 {
		if s.stop() {
			return nil
		}
		n := stack[len(stack)-1]
		tr, ok := n.nextAwake()
		if !ok {
			stack = stack[:len(stack)-1]
			if len(stack) > 0 {
				path = path[:len(path)-1]
				parent := stack[len(stack)-1]
				parent.sleep = append(parent.sleep, sleeper{parent.taken.Transition, parent.takenFP})
			}
			current = false
			continue
		}
		if !current {
			var err error
			if e, err = s.replay(path); errors.Is(err, errStopped) {
				return nil
			} else if err != nil {
				return err
			}
			current = true
		}
		st := Step{Transition: tr, Op: signature(e.thread(tr.Thread).Next())}
		_, fp, findings, err := e.step(st, false, true)
		if err != nil {
			return s.fatal(err, append(path, st))
		}
		s.stats.Transitions++
		n.taken, n.takenFP = st, fp
		path = append(path, st)
		depth := len(path)
		if depth > s.stats.MaxDepth {
			s.stats.MaxDepth = depth
		}
		child := &node{}
		for _, sl := range n.sleep {
			if !Dependent(fp, sl.fp) {
				child.sleep = append(child.sleep, sl)
			}
		}
		leaf := len(findings) > 0 || e.vm.Finished()
		for _, f := range findings {
			s.report(f, path)
		}
		if !leaf {
			if f := e.deadlock(); f != nil {
				s.report(f, path)
				leaf = true
			}
		}
		if !leaf && s.opts.MaxDepth > 0 && depth >= s.opts.MaxDepth {
			s.limit = "max-depth"
			leaf = true
		}
		if !leaf && s.shortening() && depth >= s.longestPath()-1 {
			leaf = true // nothing below can be shorter
		}
		if !leaf {
			fresh := true
			if stateful {
				child.trans, fresh = s.visit(e, tr.Thread, child.sleep)
			} else {
				child.trans = e.transitions(tr.Thread)
			}
			if fresh {
				s.stats.States++
			}
			if len(child.trans) > 0 {
				stack = append(stack, child)
				continue
			}
			// A state seen before with nothing new to explore: backtrack.
			path = path[:len(path)-1]
			n.sleep = append(n.sleep, sleeper{tr, fp})
			current = false
			continue
		}
		// A leaf: count the execution, undo its last transition.
		s.stats.States++
		s.stats.Executions++
		path = path[:len(path)-1]
		n.sleep = append(n.sleep, sleeper{tr, fp})
		current = false
		if len(s.found) > 0 && !s.opts.AllErrors && !s.shortening() {
			return nil
		}
	}
	return nil
}

// shorten looks, for at most Options.Shorten, for shorter counterexamples
// to the errors found: the search is not breadth-first, so the first path
// it finds to an error can be much longer than needed. It searches again
// without going as deep as the longest path found, tightening that bound
// with every shorter path; a path it finds to a new error is not kept. It
// is state-less even after a stateful search: a visited state first
// reached deep, near the bound, would otherwise cut off a shorter path
// through it. The statistics stay those of the search proper.
func (s *searcher) shorten() error {
	if s.opts.Shorten <= 0 || len(s.found) == 0 || s.limit != "" || s.longestPath() < 2 {
		return nil
	}
	stats := s.stats
	s.shortenUntil = time.Now().Add(s.opts.Shorten)
	if end := s.start.Add(s.opts.TimeLimit); s.opts.TimeLimit > 0 && end.Before(s.shortenUntil) {
		s.shortenUntil = end
	}
	err := s.dfs()
	s.shortenUntil, s.limit = time.Time{}, ""
	stats.PeakMemory = s.stats.PeakMemory
	s.stats = stats
	return err
}

func (s *searcher) shortening() bool { return !s.shortenUntil.IsZero() }

// longestPath is the length of the longest path to an error found.
func (s *searcher) longestPath() int {
	n := 0
	for _, f := range s.found {
		n = max(n, len(f.Path))
	}
	return n
}

// nextAwake returns the next transition of the node not in its sleep set.
func (n *node) nextAwake() (Transition, bool) {
	for n.next < len(n.trans) {
		tr := n.trans[n.next]
		n.next++
		if !n.asleep(tr) {
			return tr, true
		}
	}
	return Transition{}, false
}

// errStopped ends a replay that a limit interrupted.
var errStopped = errors.New("stopped by a limit")

// replay resets to the initial state and re-executes a path, checking
// that every step performs the recorded visible operation. Long paths take
// long to replay, so the limits are checked (and progress reported) along
// the way: errStopped if one is reached.
func (s *searcher) replay(path []Step) (*execution, error) {
	e := s.fresh()
	for i, st := range path {
		if i%64 == 63 && s.stop() {
			return nil, errStopped
		}
		if _, _, _, err := e.step(st, true, false); err != nil {
			return nil, s.fatal(err, path[:i+1])
		}
		s.stats.Replayed++
	}
	return e, nil
}

// fatal wraps an error that ends the search with the path that led to it.
func (s *searcher) fatal(err error, path []Step) error {
	if errors.Is(err, errNondeterministic) {
		return fmt.Errorf("%w (the program must behave the same way under the same schedule: jcheck makes time, hash codes and thread ids deterministic, but not input such as files; and a report replays only on the classes it was made from)", err)
	}
	return fmt.Errorf("after %d transitions: %w", len(path), err)
}

// report records a finding, keeping the shortest path to each distinct
// error.
func (s *searcher) report(f *Finding, path []Step) {
	f.Path = append([]Step(nil), path...)
	old, ok := s.found[f.Key]
	if !ok && s.shortening() {
		return
	}
	if ok {
		if len(f.Path) < len(old.Path) {
			s.found[f.Key] = f
		}
		return
	}
	s.found[f.Key] = f
	s.order = append(s.order, f.Key)
}

// sampleMemory keeps the peak of the heap in use.
func (s *searcher) sampleMemory() {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	s.stats.PeakMemory = max(s.stats.PeakMemory, ms.HeapInuse)
}

// stop checks the limits and reports progress.
func (s *searcher) stop() bool {
	o := &s.opts
	switch {
	case s.shortening():
		if time.Now().After(s.shortenUntil) {
			return true
		}
	case o.MaxExecutions > 0 && s.stats.Executions >= o.MaxExecutions:
		s.limit = "max-executions"
		return true
	case o.TimeLimit > 0 && time.Since(s.start) > o.TimeLimit:
		s.limit = "time-limit"
		return true
	}
	if now := time.Now(); now.After(s.nextProgress) {
		s.nextProgress = now.Add(time.Second)
		s.sampleMemory()
		if o.Progress != nil {
			st := s.stats
			st.Elapsed = time.Since(s.start)
			o.Progress(st)
		}
	}
	return false
}
