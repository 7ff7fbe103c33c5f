package reduction_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// daemonCutShort: main starts a daemon that prints, and prints itself.
// The program ends when main does, wherever the daemon is: it prints
// "daemon" before main's line, after it, or not at all.
const daemonCutShort = `
public class Daemon {
    public static void main(String[] args) {
        Thread d = new Thread(() -> System.out.println("daemon"));
        d.setDaemon(true);
        d.start();
        System.out.println("main");
    }
}`

// exitCutsShort: main starts a thread that prints, prints itself and
// calls System.exit, which stops the thread wherever it is.
const exitCutsShort = `
public class Exit {
    public static void main(String[] args) {
        Thread t = new Thread(() -> System.out.println("t"));
        t.start();
        System.out.println("main");
        System.exit(3);
    }
}`

// daemonLastWords: a daemon's uncaught exception is reported by the
// default handler (to stderr) only if the daemon gets that far before
// main's end.
const daemonLastWords = `
public class Words {
    public static void main(String[] args) {
        Thread d = new Thread(() -> {
            System.out.println("d");
            throw new IllegalStateException("late");
        });
        d.setDaemon(true);
        d.start();
        System.out.println("main");
    }
}`

// TestProgramEndOutcomes: the end of the program (the end of the last
// thread that is not a daemon, System.exit, an error) stops the other
// threads wherever they are, so it depends on each of their transitions
// that print: every reduction must list the outcomes in which a thread
// was cut short, as the unreduced search does. Before, DPOR and the
// stateful search missed the daemon's "main" alone (the paths they
// explored ran the daemon's print before main's end, and nothing made
// them reverse the two), the persistent sets the daemon's outcomes with
// no uncaught exception, and the bounded search "d", "main" and then
// the daemon's exception (the failing transition slept through main's
// print). Without --outcomes the end is not reordered (no finding can
// depend on it): the daemon program's DPOR is 2 executions, as it was.
func TestProgramEndOutcomes(t *testing.T) {
	for _, c := range []struct {
		src, main string
		want      []string
	}{
		{daemonCutShort, "Daemon", []string{"exit 0: daemon\nmain\n", "exit 0: main\n", "exit 0: main\ndaemon\n"}},
		{exitCutsShort, "Exit", []string{"exit 3: main\n", "exit 3: main\nt\n", "exit 3: t\nmain\n"}},
		{daemonLastWords, "Words", []string{"exit 0: d\nmain\n", "exit 0: main\n", "exit 0: main\nd\n", "uncaught exception: d\n", "uncaught exception: d\nmain\n", "uncaught exception: main\nd\n"}},
	} {
		p := program(t, map[string]string{c.main + ".java": c.src}, c.main)
		for _, o := range []reduction.Options{
			{POR: reduction.PORNone},
			{POR: reduction.PORDPOR},
			{POR: reduction.PORSleep},
			{POR: reduction.PORPersistent},
			{Stateful: true},
			{Stateful: true, POR: reduction.PORSleep},
			{Bounded: true, AutoPreemptions: true},
		} {
			o.Lockset, o.Outcomes, o.AllErrors = true, true, true
			res, err := reduction.Check(p, o)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, out := range res.Outcomes {
				s := out.End + ": " + out.Stdout
				if out.Stderr != "" {
					s += "(stderr)"
				}
				if !slices.Contains(got, s) {
					got = append(got, s)
				}
			}
			slices.Sort(got)
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("%s, %s stateful=%v bounded=%v: outcomes %q, want %q", c.main, o.POR, o.Stateful, o.Bounded, got, c.want)
			}
		}
	}
	p := program(t, map[string]string{"Daemon.java": daemonCutShort}, "Daemon")
	res, err := reduction.Check(p, reduction.Options{Lockset: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Stats.Executions != 2 {
		t.Errorf("without outcomes: %d executions, want 2", res.Stats.Executions)
	}
}
