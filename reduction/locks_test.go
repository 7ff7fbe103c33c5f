package reduction_test

import (
	"slices"
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// tryLock is a program whose outcomes show whether another thread can see
// a ReentrantLock held: t's tryLock fails only while main holds the lock.
const tryLock = `
import java.util.concurrent.locks.ReentrantLock;

public class TryLock {
    static final ReentrantLock lock = new ReentrantLock();
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            if (lock.tryLock()) {
                lock.unlock();
                System.out.println("got");
            } else {
                System.out.println("busy");
            }
        });
        t.start();
        lock.lock();
        System.out.println("main");
        lock.unlock();
        t.join();
    }
}`

// TestLockModel checks the model of ReentrantLock (interp/natives_locks.go)
// on tryLock's outcomes, counted by hand: t tries before main locks or
// after it unlocks, and gets the lock ("got" after or before main's line);
// or t tries while main holds it, and is told it is busy, which t prints
// before or after main's line: 4 outcomes. Were unlock invisible, as a
// monitor's release is, main's locked region would be one transition and
// "busy" never printed.
func TestLockModel(t *testing.T) {
	p := program(t, map[string]string{"TryLock.java": tryLock}, "TryLock")
	want := []string{"busy\nmain", "got\nmain", "main\nbusy", "main\ngot"}
	for _, por := range []reduction.POR{reduction.PORDPOR, reduction.PORSleep, reduction.PORPersistent} {
		for _, mode := range []reduction.Mode{reduction.Composed, reduction.IFSSS} {
			res, err := reduction.Check(p, reduction.Options{Mode: mode, POR: por, Lockset: true, Outcomes: true})
			if err != nil {
				t.Fatal(err)
			}
			if got := printed(res); !slices.Equal(got, want) || len(res.Findings) != 0 {
				t.Errorf("%s, %s: outcomes %q, %d findings; want %q and none", mode, por, got, len(res.Findings), want)
			}
		}
	}
}
