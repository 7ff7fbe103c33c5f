package reduction_test

import (
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// aloneWrites is a program whose only thread writes a volatile field n
// times: nothing can come between its writes.
func aloneWrites(n string) string {
	return `
public class Alone {
    static volatile int v;
    public static void main(String[] args) {
        for (int i = 0; i < ` + n + `; i++) {
            v = i;
        }
    }
}`
}

// TestAlone: a thread no other can interleave with performs its visible
// operations at once, 256 to a transition (interp's Thread.alone), where
// each was a transition. Main alone writes a volatile 1,000 times: its
// first transition begins it and makes 256 writes, the next three make
// 257, 257 and the last 230, and the one after ends it: three
// transitions more than the program that writes nothing (begin, end),
// where each write was one (1,000 more).
func TestAlone(t *testing.T) {
	count := func(n string) int64 {
		p := program(t, map[string]string{"Alone.java": aloneWrites(n)}, "Alone")
		res, err := reduction.Check(p, reduction.Options{AllErrors: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Stats.Executions != 1 || res.Limit != "" || len(res.Findings) != 0 {
			t.Fatalf("%s writes: %d executions, limit %q, %d findings; want one execution, complete, no findings", n, res.Stats.Executions, res.Limit, len(res.Findings))
		}
		return res.Stats.Transitions
	}
	none, writes := count("0"), count("1000")
	if writes-none != 3 {
		t.Errorf("1,000 writes alone: %d transitions, none: %d; want 3 more", writes, none)
	}
}

// TestAlonePolls: a thread alone that polls what no thread will change
// still makes the path grow, a transition every 256 polls, and the depth
// bound ends the search.
func TestAlonePolls(t *testing.T) {
	src := `
public class Polls {
    static volatile boolean ready;
    public static void main(String[] args) {
        Thread t = new Thread(() -> { });
        t.start();
        while (!ready) {
        }
    }
}`
	p := program(t, map[string]string{"Polls.java": src}, "Polls")
	res, err := reduction.Check(p, reduction.Options{MaxDepth: 200})
	if err != nil {
		t.Fatal(err)
	}
	if res.Limit != "max-depth" || res.Stats.MaxDepth != 200 {
		t.Errorf("limit %q, max depth %d; want the depth bound, 200", res.Limit, res.Stats.MaxDepth)
	}
}
