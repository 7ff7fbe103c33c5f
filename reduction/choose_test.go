package reduction_test

import (
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// Three threads add to a counter under a lock, twice each: the order of
// the six critical sections is all the state-less search can tell
// apart (90 orders), while the states are only where each thread is and
// the sum.
const convergingCounter = `
public class Counter {
    static int count;
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 2; k++) {
                    synchronized (lock) {
                        count++;
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        synchronized (lock) {
            assert count == 6;
        }
    }
}
`

// Three threads append their names to a list under a lock, twice each:
// every order of the six appends leaves another list, so the states of
// the stateful search hardly ever meet.
const divergingLog = `
import java.util.ArrayList;
import java.util.List;

public class Log {
    static final List<String> log = new ArrayList<>();

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            String name = "t" + i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 2; k++) {
                    synchronized (log) {
                        log.add(name);
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        synchronized (log) {
            assert log.size() == 6;
        }
    }
}
`

// TestChooseSearch: Options.ChooseSearch runs the state-less search
// alone while it ends within its budget (the counts of the state-less
// search, no choice reported); past it, the stateful search, which is
// chosen if it ends within its own budget (the counter, whose orders of
// critical sections meet in 167 states). If it does not, and a fifth of
// its transitions reached visited states, the two take turns with twice
// the budgets (the log: its stateful search ends in the third round,
// within 2,000 transitions, where its state-less search did not within
// 400; the counter's state-less search ends in the third round, within
// 1,200, the round its stateful search ends in too, within 400: the
// state-less search wins the tie); if fewer did, it gives way to the
// state-less search with the workers (the log's first 50 stateful
// transitions met no state). Each result is exactly the search it
// chose, run on its own (a loader that ran an execution already, as the
// choice's earlier searches leave it: it keeps the call sites it
// resolved), and the same for 1 worker (the searches take turns) and 2
// (they run side by side).
func TestChooseSearch(t *testing.T) {
	for _, c := range []struct {
		name, src, main string
		want            string // "": no choice (the budget was not reached)
		budget, probe   int64
		// chose: the budgets of the last round each search did not end
		// within.
		chose reduction.Choice
		// executions: the state-less search's, one per order of the six
		// critical sections, 6!/(2!·2!·2!) (0: not checked).
		executions int64
	}{
		{"counter within the budget", convergingCounter, "Counter", "", 100_000, 500, reduction.Choice{}, 90},
		{"counter", convergingCounter, "Counter", "stateful", 100, 500, reduction.Choice{Budget: 100, Probe: 500}, 0},
		{"log, third round", divergingLog, "Log", "stateful", 100, 500, reduction.Choice{Budget: 400, Probe: 2000, Round: 3}, 0},
		{"counter, state-less in the third round", convergingCounter, "Counter", "stateless", 300, 100, reduction.Choice{Budget: 600, Probe: 200, Round: 3}, 90},
		{"log, states not met", divergingLog, "Log", "stateless", 100, 50, reduction.Choice{Budget: 100, Probe: 50}, 90},
	} {
		t.Run(c.name, func(t *testing.T) {
			// The state-less search runs alone for the budget, as it does
			// on its own before it starts again with the workers.
			reduction.WorkersAfter(t, c.budget)
			reduction.StatefulProbe(t, c.probe)
			p := program(t, map[string]string{c.main + ".java": c.src}, c.main)
			var first string
			for _, workers := range []int{1, 2} {
				res, err := reduction.Check(reloaded(t, p), reduction.Options{ChooseSearch: true, AllErrors: true, Workers: workers})
				if err != nil {
					t.Fatal(err)
				}
				got := ""
				if res.Chose != nil {
					got = res.Chose.Search
					if want := (reduction.Choice{Search: got, Budget: c.chose.Budget, Probe: c.chose.Probe, Round: c.chose.Round}); *res.Chose != want {
						t.Errorf("%d workers: choice %+v, want %+v", workers, *res.Chose, want)
					}
				}
				if got != c.want {
					t.Fatalf("%d workers: chose %q, want %q", workers, got, c.want)
				}
				if res.Errors() != 0 || res.Limit != "" || res.Guarantee != reduction.CompleteGuarantee {
					t.Errorf("%d workers: %d errors, limit %q, guarantee %q; want a complete search without errors", workers, res.Errors(), res.Limit, res.Guarantee)
				}
				if c.executions > 0 && res.Stats.Executions != c.executions {
					t.Errorf("%d workers: %d executions, want %d", workers, res.Stats.Executions, c.executions)
				}
				summary := workersSummary(res)
				if first == "" {
					first = summary
				} else if summary != first {
					t.Errorf("2 workers:\n%s\n1 worker:\n%s", summary, first)
				}
				if workers > 1 {
					continue
				}
				alone := reloaded(t, p)
				if _, err := reduction.Check(alone, reduction.Options{MaxExecutions: 1}); err != nil {
					t.Fatal(err)
				}
				// A state-less search chosen in a later round is the one
				// that ran alone from the start, without the workers.
				ownWorkers := workers
				if got == "stateless" && res.Chose.Round > 1 {
					ownWorkers = 0
				}
				own, err := reduction.Check(alone, reduction.Options{Stateful: got == "stateful", AllErrors: true, Workers: ownWorkers})
				if err != nil {
					t.Fatal(err)
				}
				if want := workersSummary(own); summary != want {
					t.Errorf("the search chosen:\n%s\nthat search on its own:\n%s", summary, want)
				}
				if got == "stateless" {
					stateful, err := reduction.Check(reloaded(t, p), reduction.Options{Stateful: true, AllErrors: true})
					if err != nil {
						t.Fatal(err)
					}
					if stateful.Stats.Transitions <= c.probe {
						t.Errorf("the stateful search ends in %d transitions, within the %d it was given, but was not chosen", stateful.Stats.Transitions, c.probe)
					}
				}
				t.Logf("%s: %d executions, %d transitions, %d states, %d matched; choice %+v", c.name, res.Stats.Executions, res.Stats.Transitions, res.Stats.States, res.Stats.Matched, res.Chose)
			}
		})
	}
}
