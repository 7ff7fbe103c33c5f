package reduction_test

import (
	"fmt"
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// lostUpdate has two threads increment a field without a lock; main
// joins them and prints it: 2, or 1 when the increments interleave.
const lostUpdate = `
public class Lost {
    static int x;
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { x = x + 1; });
        Thread b = new Thread(() -> { x = x + 1; });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(x);
    }
}`

// TestRaceAdaptiveRounds checks the race-adaptive search on lostUpdate.
// Round 1 trusts LD': each thread's increment is invisible, part of the
// thread's first transition; lockset' finds the race on the first path
// (1 execution) and x is promoted. In round 2 the read and the write of
// x are visible operations of their own. The traces differ in the order
// of the conflicting pairs (ra,wb), (wa,rb), (wa,wb) — the reads commute
// — so there are 4: a then b, b then a (x = 2), and both reads before
// both writes with either write last (x = 1). Round 2 explores those 4,
// and finds no new race, so the search ends: 5 executions, x = 2 in 3
// of them and x = 1 in 2. The sleep-set search needs more transitions
// for the same executions.
func TestRaceAdaptiveRounds(t *testing.T) {
	p := program(t, map[string]string{"Lost.java": lostUpdate}, "Lost")
	for _, c := range []struct {
		por         reduction.POR
		transitions int64
	}{{reduction.PORDPOR, 103}, {reduction.PORSleep, 131}} {
		res, err := reduction.Check(p, reduction.Options{POR: c.por, Lockset: true, Outcomes: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Rounds != 2 || len(res.Promoted) != 1 || res.Promoted[0].String() != "Lost.x" {
			t.Errorf("%s: %d rounds promoting %v; want 2 rounds promoting Lost.x", c.por, res.Rounds, res.Promoted)
		}
		if st := res.Stats; st.Executions != 5 || st.Transitions != c.transitions {
			t.Errorf("%s: %d executions, %d transitions; want 5, %d", c.por, st.Executions, st.Transitions, c.transitions)
		}
		if len(res.Findings) != 1 || res.Findings[0].Kind != reduction.DataRace || res.Findings[0].Warning {
			t.Errorf("%s: findings %v; want one data race", c.por, res.Findings)
		}
		want := []reduction.Outcome{{Stdout: "1\n", End: "exit 0", Executions: 2}, {Stdout: "2\n", End: "exit 0", Executions: 3}}
		if fmt.Sprint(res.Outcomes) != fmt.Sprint(want) {
			t.Errorf("%s: outcomes %+v; want %+v", c.por, res.Outcomes, want)
		}
	}
}
