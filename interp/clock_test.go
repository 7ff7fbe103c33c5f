package interp_test

import (
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
// its time pass on the execution's clock, as sleep does, to the
// nanosecond: each reading of the clock adds one microsecond (the
// reading that ends an interval and the one that starts the next), and
// a wait of a time too long for the clock in nanoseconds waits as long as
// the clock goes (TimeUnit's saturation).
func TestTimedWaitsLetTimePass(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"TimedWaits.java": timedWaits})
	got := runProgram(t, dir, "TimedWaits", interp.RoundRobin{})
	if got.code != 0 || got.stderr != "" {
		t.Fatalf("exit code %d, stderr:\n%s", got.code, got.stderr)
	}
	// parkUntil waits until a deadline in whole milliseconds: less than
	// 4 ms, by how far into its millisecond the clock was when read.
	const want = "sleep(10) 10001000\nwait(10) 10001000\nwait(0, 5) 1001000\nparkNanos(7000) 8000\nawait(3 ms) 3001000\nparkUntil(now + 4 ms) 3982000\n"
	if got.stdout[:len(want)] != want {
		t.Errorf("stdout:\n%s\nwant it to begin:\n%s", got.stdout, want)
	}
}
