package reduction

import (
	"testing"
	"time"
)

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

// StatefulWork sets the bound of work of the stateful search when it
// races the state-less one (Options.ChooseSearch), for the rest of the
// test.
func StatefulWork(t *testing.T, n int64) {
	old := statefulWork
	statefulWork = n
	t.Cleanup(func() { statefulWork = old })
}

// SlowRace makes the stateful (or the state-less) search of a race
// between them wait d at every check, for the rest of the test.
func SlowRace(t *testing.T, stateful bool, d time.Duration) {
	raceDelay = func(s bool) {
		if s == stateful {
			time.Sleep(d)
		}
	}
	t.Cleanup(func() { raceDelay = nil })
}
