package interp_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

const timedWaits = `
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

public class TimedWaits {
    static long last = System.nanoTime();

    static void took(String what) {
        long now = System.nanoTime();
        System.out.println(what + " " + (now - last));
        last = System.nanoTime();
    }

    public static void main(String[] args) throws Exception {
        Thread.sleep(10);
        took("sleep(10)");
        Object o = new Object();
        synchronized (o) {
            o.wait(10);
        }
        took("wait(10)");
        synchronized (o) {
            o.wait(0, 5);
        }
        took("wait(0, 5)");
        LockSupport.parkNanos(7_000);
        took("parkNanos(7000)");
        ReentrantLock l = new ReentrantLock();
        Condition c = l.newCondition();
        l.lock();
        try {
            c.await(3, TimeUnit.MILLISECONDS);
        } finally {
            l.unlock();
        }
        took("await(3 ms)");
        LockSupport.parkUntil(System.currentTimeMillis() + 4);
        took("parkUntil(now + 4 ms)");
        synchronized (o) {
            o.wait(Long.MAX_VALUE / 1000);
        }
        took("wait(MAX / 1000)");
    }
}
`

// TestTimedWaitsLetTimePass checks that a timed wait that times out lets
// its time pass on the execution's clock, as sleep does: each interval is
// the wait, the microsecond of each reading of the clock and the steps
// and instructions around it (Run: a nanosecond an instruction, a
// microsecond a step), a few microseconds. A wait of a time too long for
// the clock in nanoseconds (TimeUnit's saturation: Long.MAX_VALUE / 1000
// ms) lasts to the end of the clock, which no timeout reaches: it never
// times out, and a thread alone in it waits for ever, as under java.
func TestTimedWaitsLetTimePass(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"TimedWaits.java": timedWaits})
	var stdout, stderr bytes.Buffer
	vm := boot(t, newLoader(t, dir), dir, &stdout, &stderr, interp.Options{})
	if err := vm.Launch("TimedWaits", nil); err != nil {
		t.Fatal(err)
	}
	outcome, err := vm.Run(interp.RoundRobin{})
	if err != nil {
		t.Fatal(err)
	}
	if outcome.Deadlock == nil || stderr.Len() != 0 {
		t.Fatalf("want the wait(MAX / 1000) never to end; deadlock %v, stderr:\n%s", outcome.Deadlock, stderr.String())
	}
	got := execution{stdout: stdout.String()}
	// parkUntil waits until a deadline in whole milliseconds: less than
	// 4 ms, by how far into its millisecond the clock was when read.
	waits := []struct {
		what     string
		min, max int64
	}{
		{"sleep(10)", 10_001_000, 10_020_000},
		{"wait(10)", 10_001_000, 10_020_000},
		{"wait(0, 5)", 1_001_000, 1_020_000},
		{"parkNanos(7000)", 8_000, 27_000},
		{"await(3 ms)", 3_001_000, 3_020_000},
		{"parkUntil(now + 4 ms)", 3_000_000, 4_020_000},
	}
	lines := strings.Split(strings.TrimSpace(got.stdout), "\n")
	if len(lines) != len(waits) {
		t.Fatalf("stdout:\n%s", got.stdout)
	}
	for i, w := range waits {
		var took int64
		if _, err := fmt.Sscanf(lines[i], w.what+" %d", &took); err != nil || took < w.min || took > w.max {
			t.Errorf("%q: want %s taking %d to %d ns", lines[i], w.what, w.min, w.max)
		}
	}
}
