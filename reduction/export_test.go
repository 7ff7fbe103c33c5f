package reduction

import "testing"

// WorkersAfter sets the number of transitions a search with workers
// explores without them first, for the rest of the test.
func WorkersAfter(t *testing.T, n int64) {
	old := workersAfter
	workersAfter = n
	t.Cleanup(func() { workersAfter = old })
}

// StatefulProbe sets the number of transitions within which the stateful
// search of Options.ChooseSearch must end to be chosen, for the rest of
// the test.
func StatefulProbe(t *testing.T, n int64) {
	old := statefulProbe
	statefulProbe = n
	t.Cleanup(func() { statefulProbe = old })
}
