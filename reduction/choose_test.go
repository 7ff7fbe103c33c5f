package reduction_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

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

// The counter with three additions a thread: 1,680 orders of the nine
// critical sections, and still few states.
var convergingCounter3 = strings.NewReplacer("k < 2", "k < 3", "count == 6", "count == 9").Replace(convergingCounter)

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
// chosen at once if it ends within the probe (the counter, whose orders
// of critical sections meet in 167 states). Past the probe it races the
// state-less search, which starts again with the workers: the stateful
// search of the counter with three additions a thread ends in 549
// transitions, within a sixth of the state-less search's (1,680
// executions), and is chosen; the log's, whose orders each leave another
// list, has not ended within a sixth of the state-less search's 1,299
// (with the workers, which explore the top of the tree in full; 1,064
// alone) and gives way to it, as does the counter's when its work is
// bounded to nothing. Each result is exactly the search it chose, run on
// its own (a loader that ran an execution already, as the choice's
// earlier searches leave it: it keeps the call sites it resolved), and
// the same for 1 and 2 workers, the choice included.
func TestChooseSearch(t *testing.T) {
	for _, c := range []struct {
		name, src, main string
		budget, probe   int64
		work            int64 // the stateful search's bound of work (0: the default)
		want            *reduction.Choice
		// executions: the state-less search's, one per order of the six
		// critical sections, 6!/(2!·2!·2!) (0: not checked).
		executions int64
	}{
		{"counter within the budget", convergingCounter, "Counter", 100_000, 500, 0, nil, 90},
		{"counter", convergingCounter, "Counter", 100, 500, 0,
			&reduction.Choice{Search: "stateful", Budget: 100, Probe: 500}, 0},
		{"counter raced", convergingCounter3, "Counter", 100, 100, 0,
			&reduction.Choice{Search: "stateful", Budget: 100, Probe: 100, Raced: true, Stateful: 549}, 0},
		{"log raced", divergingLog, "Log", 100, 500, 0,
			&reduction.Choice{Search: "stateless", Budget: 100, Probe: 500, Raced: true, Stateless: 1299}, 90},
		{"counter raced, work bounded", convergingCounter, "Counter", 100, 100, 1,
			&reduction.Choice{Search: "stateless", Budget: 100, Probe: 100, Raced: true, Stateless: 1299, WorkBound: true}, 90},
	} {
		t.Run(c.name, func(t *testing.T) {
			// The state-less search runs alone for the budget, as it does
			// on its own before it starts again with the workers.
			reduction.WorkersAfter(t, c.budget)
			reduction.StatefulProbe(t, c.probe)
			if c.work > 0 {
				reduction.StatefulWork(t, c.work)
			}
			p := program(t, map[string]string{c.main + ".java": c.src}, c.main)
			var first string
			for _, workers := range []int{1, 2} {
				res, err := reduction.Check(reloaded(t, p), reduction.Options{ChooseSearch: true, AllErrors: true, Workers: workers})
				if err != nil {
					t.Fatal(err)
				}
				if (res.Chose == nil) != (c.want == nil) || c.want != nil && *res.Chose != *c.want {
					t.Fatalf("%d workers: choice %+v, want %+v", workers, res.Chose, c.want)
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
				stateful := c.want != nil && c.want.Search == "stateful"
				own, err := reduction.Check(alone, reduction.Options{Stateful: stateful, AllErrors: true, Workers: workers})
				if err != nil {
					t.Fatal(err)
				}
				if want := workersSummary(own); summary != want {
					t.Errorf("the search chosen:\n%s\nthat search on its own:\n%s", summary, want)
				}
				t.Logf("%s: %d executions, %d transitions, %d states, %d matched; choice %+v", c.name, res.Stats.Executions, res.Stats.Transitions, res.Stats.States, res.Stats.Matched, res.Chose)
			}
		})
	}
}

// TestChooseSearchEitherFirst: the race between the stateful and the
// state-less search is decided by their counts, not by which ends first.
// With either search slowed to a crawl, so that the other ends first,
// the choice and the result are the same.
func TestChooseSearchEitherFirst(t *testing.T) {
	if testing.Short() {
		t.Skip("slowed searches")
	}
	for _, c := range []struct {
		name, src, main string
		probe           int64
		want            string
	}{
		{"counter", convergingCounter3, "Counter", 100, "stateful"},
		{"log", divergingLog, "Log", 500, "stateless"},
	} {
		t.Run(c.name, func(t *testing.T) {
			reduction.WorkersAfter(t, 100)
			reduction.StatefulProbe(t, c.probe)
			p := program(t, map[string]string{c.main + ".java": c.src}, c.main)
			var first string
			for _, slowStateful := range []bool{true, false} {
				reduction.SlowRace(t, slowStateful, 30*time.Microsecond)
				res, err := reduction.Check(reloaded(t, p), reduction.Options{ChooseSearch: true, AllErrors: true, Workers: 2})
				if err != nil {
					t.Fatal(err)
				}
				if res.Chose == nil || res.Chose.Search != c.want || !res.Chose.Raced {
					t.Fatalf("stateful search slowed %v: choice %+v, want a race the %s search wins", slowStateful, res.Chose, c.want)
				}
				summary := fmt.Sprintf("%+v\n%s", *res.Chose, workersSummary(res))
				if first == "" {
					first = summary
				} else if summary != first {
					t.Errorf("the state-less search slowed:\n%s\nthe stateful search slowed:\n%s", summary, first)
				}
			}
		})
	}
}
