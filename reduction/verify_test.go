package reduction_test

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reduction"
)

// verifyStub is the corpus's stand-in for JPF's Verify, which javac
// compiles the programs against.
var verifyStub = filepath.Join("..", "testdata", "java", "verify", "gov", "nasa", "jpf", "vm", "Verify.java")

// verifyPrograms compiles Java sources that call JPF's Verify and returns
// a program maker for each class path: with the stand-in Verify on it (as
// with JPF's jar) and without it. jcheck's Verify must win on the first
// and be supplied on the second.
func verifyPrograms(t *testing.T, sources map[string]string) map[string]func(main string, args ...string) reduction.Program {
	t.Helper()
	stub, err := os.ReadFile(verifyStub)
	if err != nil {
		t.Fatal(err)
	}
	sources = maps.Clone(sources)
	sources["Verify.java"] = string(stub)
	with := javatool.CompileForTest(t, sources)
	without := t.TempDir()
	if err := os.CopyFS(without, os.DirFS(with)); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(filepath.Join(without, "gov")); err != nil {
		t.Fatal(err)
	}
	out := map[string]func(string, ...string) reduction.Program{}
	for name, dir := range map[string]string{"with JPF's Verify": with, "without": without} {
		out[name] = func(main string, args ...string) reduction.Program {
			jdk, l := javatool.LoaderForTest(t, dir)
			return reduction.Program{Loader: l, VM: interp.Options{JDK: jdk, ClassPath: dir}, Main: main, Args: args}
		}
	}
	return out
}

// choiceSteps lists the choices of a counterexample's steps.
func choiceSteps(t *testing.T, p reduction.Program, f *reduction.Finding) []string {
	t.Helper()
	trace, _, err := reduction.Replay(p, reduction.Options{}, f.Path, f.Promoted)
	if err != nil {
		t.Fatal(err)
	}
	var ops []string
	for _, st := range trace.Steps {
		if strings.HasPrefix(st.Op, "choose ") {
			ops = append(ops, st.Op)
		}
	}
	return ops
}

// TestVerifyChoices counts the executions of Verify's choices, which
// follow from the values each offers: two getInt(0, 2) give 3 x 3 = 9;
// getBoolean() and getBoolean(false) 2 x 2 = 4, one of which ignoreIf
// ends; a list of one value, 1; random(2) 3 and breakTransition with its
// bounds the wrong way round, 3 (1..3), with randomBool 3 x 3 x 2 = 18;
// a long and a float list of two 4; two choices inside an atomic
// section, 4. A counterexample names each choice and the value it
// returned.
func TestVerifyChoices(t *testing.T) {
	src := map[string]string{
		"Grid.java": `import gov.nasa.jpf.vm.Verify;
public class Grid {
    public static void main(String[] args) {
        int row = Verify.getInt(0, 2), col = Verify.getInt(0, 2);
        if (args.length > 0) assert !(row == 2 && col == 1) : "mine";
        System.out.println(row + "," + col);
    }
}`,
		"Flags.java": `import gov.nasa.jpf.vm.Verify;
public class Flags {
    public static void main(String[] args) {
        boolean a = Verify.getBoolean(), b = Verify.getBoolean(false);
        Verify.ignoreIf(a && b);
        if (args.length > 0) assert a || b : "both false";
        System.out.println(a + " " + b);
    }
}`,
		"Lists.java": `import gov.nasa.jpf.vm.Verify;
public class Lists {
    public static void main(String[] args) {
        switch (args[0]) {
        case "one": System.out.println(Verify.getIntFromList(5)); break;
        case "none": Verify.getIntFromList(); break;
        case "section":
            Verify.beginAtomic();
            int i = Verify.getInt(4, 5);
            boolean b = Verify.randomBool();
            Verify.endAtomic();
            System.out.println(i + " " + b);
            break;
        case "ranges": System.out.println(Verify.random(2) + " " + Verify.breakTransition("r", 3, 1) + " " + Verify.randomBool()); break;
        default:
            long l = Verify.getLongFromList(7L, 8L);
            float f = Verify.getFloatFromList(1.5f, 0.1f);
            double d = Verify.getDoubleFromList(1e-4);
            assert !(l == 8L && f < 1) : l + " " + f;
            System.out.println(l + " " + f + " " + d);
        }
    }
}`,
	}
	for name, prog := range verifyPrograms(t, src) {
		for _, c := range []struct {
			main       string
			args       []string
			executions int64
			ignored    int64
			printed    []string
			kind       reduction.Kind // of the one finding, if any (0: none)
			message    string         // what the finding's message contains
			choices    []string       // the choices of its counterexample
		}{
			{main: "Grid", executions: 9, printed: []string{"0,0", "0,1", "0,2", "1,0", "1,1", "1,2", "2,0", "2,1", "2,2"}},
			{main: "Grid", args: []string{"assert"}, executions: 8, kind: reduction.AssertionFailure, message: "mine",
				choices: []string{"choose Verify.getInt(0, 2) (returns 2)", "choose Verify.getInt(0, 2) (returns 1)"}},
			{main: "Flags", executions: 4, ignored: 1, printed: []string{"false false", "false true", "true false"}},
			{main: "Flags", args: []string{"assert"}, executions: 2, kind: reduction.AssertionFailure, message: "both false",
				choices: []string{"choose Verify.getBoolean() (returns false)", "choose Verify.getBoolean(false) (returns false)"}},
			{main: "Lists", args: []string{"one"}, executions: 1, printed: []string{"5"}},
			{main: "Lists", args: []string{"none"}, executions: 1, kind: reduction.UncaughtException, message: "IllegalArgumentException: no values to choose from"},
			{main: "Lists", args: []string{"section"}, executions: 4, printed: []string{"4 false", "4 true", "5 false", "5 true"}},
			{main: "Lists", args: []string{"ranges"}, executions: 18, printed: func() []string {
				var out []string
				for r := range 3 {
					for b := 1; b <= 3; b++ {
						out = append(out, fmt.Sprintf("%d %d false", r, b), fmt.Sprintf("%d %d true", r, b))
					}
				}
				return out
			}()},
			{main: "Lists", args: []string{"lists"}, executions: 4, kind: reduction.AssertionFailure, message: "8 0.1",
				choices: []string{"choose Verify.getLongFromList(7, 8) (returns 8)", "choose Verify.getFloatFromList(1.5, 0.1) (returns 0.1)"}},
		} {
			t.Run(fmt.Sprintf("%s/%s%v", name, c.main, c.args), func(t *testing.T) {
				p := prog(c.main, c.args...)
				res, err := reduction.Check(p, reduction.Options{Outcomes: true})
				if err != nil {
					t.Fatal(err)
				}
				if res.Stats.Executions != c.executions || res.Stats.Ignored != c.ignored {
					t.Errorf("%d executions, %d ignored; want %d, %d", res.Stats.Executions, res.Stats.Ignored, c.executions, c.ignored)
				}
				if c.kind == 0 {
					if len(res.Findings) != 0 {
						t.Fatalf("findings %v, want none", res.Findings)
					}
					var got []string
					for _, o := range res.Outcomes {
						if o.End != "ignored" {
							got = append(got, strings.TrimSpace(o.Stdout))
						}
					}
					if slices.Sort(got); !slices.Equal(got, c.printed) {
						t.Errorf("printed %q, want %q", got, c.printed)
					}
					return
				}
				if len(res.Findings) != 1 || res.Findings[0].Kind != c.kind || !strings.Contains(res.Findings[0].Message, c.message) {
					t.Fatalf("findings %v, want one %s saying %q", res.Findings, c.kind, c.message)
				}
				if got := choiceSteps(t, p, res.Findings[0]); c.choices != nil && !slices.Equal(got, c.choices) {
					t.Errorf("the counterexample's choices are %q, want %q", got, c.choices)
				}
			})
		}
	}
}

// atomicSources are two threads adding to a volatile counter, each
// between Verify.beginAtomic and endAtomic when the first argument is
// "atomic". In Update, each reads the counter, chooses how much to add
// and writes the sum; in Order, A chooses inside its section before it
// appends its digit, B appends its own: the two orders of the appends
// race only after A's choice. In Handoff, A's section takes a lock that
// B or main may hold, and appends a chosen digit under it; B and main
// append theirs under the lock.
var atomicSources = map[string]string{
	"Update.java": `import gov.nasa.jpf.vm.Verify;
public class Update {
    static volatile int count;
    public static void main(String[] args) throws InterruptedException {
        boolean atomic = args[0].equals("atomic");
        Runnable add = () -> {
            if (atomic) Verify.beginAtomic();
            int seen = count;
            int n = Verify.getInt(1, 2);
            count = seen + n;
            if (atomic) Verify.endAtomic();
        };
        Thread a = new Thread(add), b = new Thread(add);
        a.start(); b.start(); a.join(); b.join();
        System.out.println(count);
    }
}`,
	"Order.java": `import gov.nasa.jpf.vm.Verify;
public class Order {
    static volatile int digits;
    public static void main(String[] args) throws InterruptedException {
        boolean atomic = args[0].equals("atomic");
        Thread a = new Thread(() -> {
            if (atomic) Verify.beginAtomic();
            int d = Verify.getInt(1, 2);
            digits = digits * 10 + d;
            if (atomic) Verify.endAtomic();
        });
        Thread b = new Thread(() -> digits = digits * 10 + 3);
        a.start(); b.start(); a.join(); b.join();
        System.out.println(digits);
    }
}`,
	"Handoff.java": `import gov.nasa.jpf.vm.Verify;
public class Handoff {
    static final Object lock = new Object();
    static int digits;
    public static void main(String[] args) throws InterruptedException {
        boolean atomic = args[0].equals("atomic");
        Thread a = new Thread(() -> {
            if (atomic) Verify.beginAtomic();
            synchronized (lock) {
                digits = digits * 10 + Verify.getInt(1, 2);
            }
            if (atomic) Verify.endAtomic();
        });
        Thread b = new Thread(() -> { synchronized (lock) { digits = digits * 10 + 5; } });
        a.start(); b.start();
        synchronized (lock) { digits = digits * 10 + 7; }
        a.join(); b.join();
        System.out.println(digits);
    }
}`,
}

// handoffOrders are the numbers Handoff can print: A's digit, 1 or 2, B's
// 5 and main's 7 in every order.
var handoffOrders = []string{"157", "175", "257", "275", "517", "527", "571", "572", "715", "725", "751", "752"}

// TestVerifyAtomic checks atomic sections under every search: no other
// thread runs amid a section, also at a choice inside it, and races with
// what a section does after its choice are reversed before the section
// (DPOR's backtracking moves out of it). Update loses an increment only
// without sections. Order's section, a choice of 1 or 2 and an append,
// comes before or after B's append of 3, or between B's read and write
// (which loses A's digit: 3); only without the section can A's read and
// write come on either side of B's append (1, 2). In Handoff, A blocks in
// its section whenever another thread holds the lock, which lets that
// thread go on: the three appends come in every order, section or not.
func TestVerifyAtomic(t *testing.T) {
	progs := verifyPrograms(t, atomicSources)
	prog := progs["without"]
	cases := []struct {
		main, mode string
		printed    []string
	}{
		{"Update", "atomic", []string{"2", "3", "4"}},
		{"Update", "plain", []string{"1", "2", "3", "4"}},
		{"Order", "atomic", []string{"13", "23", "3", "31", "32"}},
		{"Order", "plain", []string{"1", "13", "2", "23", "3", "31", "32"}},
		{"Handoff", "atomic", handoffOrders},
		{"Handoff", "plain", handoffOrders},
	}
	searches := maps.Clone(reduced())
	maps.Copy(searches, map[string]reduction.Options{"reference": reference})
	for _, c := range cases {
		for _, name := range slices.Sorted(maps.Keys(searches)) {
			o := searches[name]
			o.Outcomes, o.AllErrors = true, true
			res, err := reduction.Check(prog(c.main, c.mode), o)
			if err != nil {
				t.Fatal(err)
			}
			want := slices.Sorted(slices.Values(c.printed))
			if got := printed(res); !slices.Equal(got, want) || res.Errors() != 0 {
				t.Errorf("%s %s, %s: printed %q with %d errors, want %q", c.main, c.mode, name, got, res.Errors(), want)
			}
		}
	}
}
