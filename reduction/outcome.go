package reduction

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"
)

// Outcome is one way the program's executions end: what an execution
// printed and how it ended. The outcomes of a complete search are every
// result the program can produce (for the state-less search: output is
// not part of a stored state, so a stateful search would merge two
// executions that printed differently).
type Outcome struct {
	Stdout string `json:"stdout"`
	Stderr string `json:"stderr"`
	// End is "exit N" for an execution that ran to its end (N the exit
	// code java would give), "deadlock", "ignored" (Verify.ignoreIf), or
	// the kind of the error that ended it ("assertion failure",
	// "uncaught exception", ...).
	End string `json:"end"`
	// Executions counts the executions that ended so.
	Executions int64 `json:"executions"`
}

// outcomes collects the outcomes of a search's executions.
type outcomes map[[3]string]int64

// output is an execution's standard output and error, kept when the
// search collects outcomes.
type output struct{ stdout, stderr bytes.Buffer }

// note records the outcome of an execution that ended as end says.
func (o outcomes) note(e *execution, end string) {
	if e.out == nil {
		return
	}
	o[[3]string{e.out.stdout.String(), e.out.stderr.String(), end}]++
}

// endOf is how the execution that produced findings (those that end a
// path) or deadlocked ended.
func endOf(e *execution, deadlock bool, ending *Finding) string {
	switch {
	case ending != nil:
		return ending.Kind.String()
	case deadlock:
		return "deadlock"
	case e.vm.Ignored():
		return "ignored"
	case e.vm.TestAborted():
		return "aborted"
	}
	return fmt.Sprintf("exit %d", e.vm.ExitCode())
}

// sorted lists the outcomes, by end, then output.
func (o outcomes) sorted() []Outcome {
	var out []Outcome
	for k, n := range o {
		out = append(out, Outcome{Stdout: k[0], Stderr: k[1], End: k[2], Executions: n})
	}
	slices.SortFunc(out, func(a, b Outcome) int {
		return cmp.Or(cmp.Compare(a.End, b.End), cmp.Compare(a.Stdout, b.Stdout), cmp.Compare(a.Stderr, b.Stderr))
	})
	return out
}
