package reduction

import "testing"

// TestTreeDone checks the estimate of the explored fraction of the tree
// on stacks built by hand: each state's explored transitions count in
// full, the one in progress by the estimate below it, asleep ones that
// will not be explored not at all.
func TestTreeDone(t *testing.T) {
	tr := func(th int32) Transition { return Transition{Thread: th} }
	all := backtrackSet{all: true}
	cases := []struct {
		name  string
		stack []*node
		want  float64
	}{
		{"second of two, first of three below", []*node{
			{enabled: []Transition{tr(0), tr(1)}, todo: all, done: []Transition{tr(0), tr(1)}},
			{enabled: []Transition{tr(0), tr(1), tr(2)}, todo: all, done: []Transition{tr(0)}},
		}, 0.5},
		{"first of two, second of four below", []*node{
			{enabled: []Transition{tr(0), tr(1)}, todo: all, done: []Transition{tr(0)}},
			{enabled: []Transition{tr(0), tr(1), tr(2), tr(3)}, todo: all, done: []Transition{tr(0), tr(1)}},
		}, 0.125},
		{"an asleep transition is not to explore", []*node{
			{enabled: []Transition{tr(0), tr(1), tr(2)}, todo: all, done: []Transition{tr(1), tr(2)}, sleep: []sleeper{{tr: tr(0)}}},
		}, 0.5},
		{"only the backtrack set's threads", []*node{
			{enabled: []Transition{tr(0), tr(1), tr(2), tr(3)}, todo: backtrackSet{threads: []int32{1, 3}}, done: []Transition{tr(1)}},
			{enabled: []Transition{tr(0), tr(1)}, todo: all, done: []Transition{tr(0), tr(1)}},
		}, 0.25},
	}
	for _, c := range cases {
		s := &searcher{stack: c.stack}
		if got := s.treeDone(); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
