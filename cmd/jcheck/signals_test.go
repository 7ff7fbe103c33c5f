package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jcheck/jcheck/internal/javatool"
)

// mainEnv makes the test binary run jcheck's main instead of the tests
// (TestMain): the signal tests start jcheck as a process of its own.
const mainEnv = "JCHECK_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(mainEnv) != "" {
		main()
	}
	os.Exit(m.Run())
}

// signals are the signals the tests send, with the name jcheck gives them.
var signals = []struct {
	sig  syscall.Signal
	name string
}{{syscall.SIGINT, "interrupt"}, {syscall.SIGTERM, "terminated"}}

// interruptJcheck runs jcheck in a process of its own, sends it sig
// after a delay once its standard error has a line that ready matches
// (its debug log), and returns its exit code and output.
func interruptJcheck(t *testing.T, sig syscall.Signal, ready *regexp.Regexp, delay time.Duration, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	if signal.Ignored(sig) {
		// jcheck leaves a signal it was started with ignored alone.
		t.Skipf("%v is ignored in this process and would be in jcheck's", sig)
	}
	cmd := exec.Command(os.Args[0], append([]string{"--log-level", "debug"}, args...)...)
	cmd.Env = append(os.Environ(), mainEnv+"=1")
	var out, errOut bytes.Buffer
	cmd.Stdout = &out
	pipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		sent := false
		lines := bufio.NewScanner(pipe)
		for lines.Scan() {
			errOut.WriteString(lines.Text() + "\n")
			if !sent && ready.MatchString(lines.Text()) {
				time.AfterFunc(delay, func() { cmd.Process.Signal(sig) })
				sent = true
			}
		}
	}()
	// A bound on hanging, generous for any machine: the search stops at
	// the signal, its report takes well under a second.
	timer := time.AfterFunc(2*time.Minute, func() { cmd.Process.Kill() })
	defer timer.Stop()
	wg.Wait()
	err = cmd.Wait()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode(), out.String(), errOut.String()
	} else if err != nil {
		t.Fatal(err)
	}
	return 0, out.String(), errOut.String()
}

// searched matches the search's progress entry once executions have
// ended.
var searched = regexp.MustCompile(`\tprogress\t\{"executions": [1-9]`)

// TestInterruptCheck sends SIGINT and SIGTERM to check during a search
// that does not end: the search stops, the report (text and JSON) holds
// what it found and its statistics and says it was interrupted, and
// check exits 3 — with errors found or not.
func TestInterruptCheck(t *testing.T) {
	dir := compileJava(t, map[string]string{"Counters.java": `public class Counters {
    static final Object lock = new Object();
    static int locked, racy;
    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[4];
        for (int k = 0; k < ts.length; k++) {
            ts[k] = new Thread(() -> {
                if (args.length > 0) racy++;
                for (int i = 0; i < 10; i++) synchronized (lock) { locked++; }
            });
            ts[k].start();
        }
        for (Thread t : ts) t.join();
    }
}`})
	cases := []struct {
		name    string
		args    []string // the program's
		verdict string
		first   string // the report's first lines
	}{
		{"race found", []string{"racy"}, "error", "jcheck: 1 error found\n(the search was interrupted: other errors may exist)\n\ndata race: static Counters.racy is "},
		{"nothing found", nil, "incomplete", "jcheck: no error found, but the search is incomplete: it was interrupted\n\n"},
	}
	for _, s := range signals {
		for _, c := range cases {
			t.Run(s.name+"/"+c.name, func(t *testing.T) {
				path, sarif := t.TempDir()+"/report.json", t.TempDir()+"/report.sarif"
				// Every interleaving of 40 lock acquisitions: no end in
				// sight. Progress is logged every second: once executions
				// have ended, the race has long been found. One search
				// (--workers 0): with workers, the executions a progress
				// entry counts may be those of the first 10,000
				// transitions alone, which the workers' search starts
				// again, and a signal right after that start finds none
				// of its own ended yet.
				args := append([]string{"check", "--all-errors", "--por=sleep", "--workers", "0", "--json", path, "--sarif", sarif, "-cp", dir, "Counters"}, c.args...)
				code, stdout, stderr := interruptJcheck(t, s.sig, searched, 0, args...)
				want := fmt.Sprintf("jcheck: %s: the search was interrupted; the report covers what it explored\n", s.name)
				if code != exitLimit || !strings.HasPrefix(stdout, c.first) || !strings.Contains(stdout, "\nStatistics: ") || !strings.HasSuffix(stderr, want) {
					t.Fatalf("exit code %d, stdout:\n%s\nstderr (end):\n%s\nwant exit code %d, a report starting\n%s\nand stderr ending\n%s",
						code, stdout, javatool.LastLines(stderr, 3), exitLimit, c.first, want)
				}
				r := readReport(t, path)
				wantErrors := 0
				if c.verdict == "error" {
					wantErrors = 1
				}
				if r.Verdict != c.verdict || r.Limit != "interrupted" || len(r.Errors) != wantErrors || r.Stats.Executions == 0 {
					t.Errorf("JSON report: verdict %q, limit %q, %d errors, %d executions; want %q, \"interrupted\", %d errors and some executions",
						r.Verdict, r.Limit, len(r.Errors), r.Stats.Executions, c.verdict, wantErrors)
				}
				if run := readSARIF(t, sarif).Runs[0]; len(run.Results) != wantErrors || run.Properties.Verdict != c.verdict || run.Properties.Limit != "interrupted" {
					t.Errorf("SARIF log: %d results, verdict %q, limit %q; want %d results, %q and \"interrupted\"", len(run.Results), run.Properties.Verdict, run.Properties.Limit, wantErrors, c.verdict)
				}
			})
		}
	}
}

// TestInterruptRun sends SIGINT and SIGTERM to run while the program
// loops after printing: what it printed is written out (its standard
// output is buffered when it is not a terminal), and run exits as java
// does, 128 + the signal's number.
func TestInterruptRun(t *testing.T) {
	dir := compileJava(t, map[string]string{"Printer.java": `public class Printer {
    public static void main(String[] args) {
        for (int i = 0; i < 1000; i++) System.out.println("line " + i);
        long n = 0;
        while (true) n++;
    }
}`})
	var want strings.Builder
	for i := range 1000 {
		fmt.Fprintf(&want, "line %d\n", i)
	}
	for _, s := range signals {
		t.Run(s.name, func(t *testing.T) {
			// "booted" is logged before the program starts; printing
			// takes it milliseconds, and the loop never ends.
			code, stdout, stderr := interruptJcheck(t, s.sig, regexp.MustCompile(`\tbooted\t`), time.Second, "run", "-cp", dir, "Printer")
			if code != 128+int(s.sig) || stdout != want.String() {
				t.Errorf("exit code %d, %d bytes of stdout (%q...), stderr:\n%s\nwant exit code %d and the 1000 lines printed",
					code, len(stdout), stdout[:min(len(stdout), 40)], javatool.LastLines(stderr, 5), 128+int(s.sig))
			}
		})
	}
}

// TestInterruptBench sends SIGTERM to bench while it measures its second
// configuration: the search under way stops (its row marked "≥", as for
// a time limit), the others are not run, the tables of what was measured
// are written, and bench exits 3. The signal goes 0.3 s after the first
// configuration's line, inside the second's search (1 s on an idle
// machine, longer on a loaded one): sent at once, it could arrive before
// that search began, when no row is under way.
func TestInterruptBench(t *testing.T) {
	javatool.NeedJDK(t) // bench compiles its programs with javac
	code, stdout, stderr := interruptJcheck(t, syscall.SIGTERM, regexp.MustCompile(`^HaltException: stateful, bytecode, lockset false: `), 300*time.Millisecond,
		"bench", "--only", "HaltException")
	want := "jcheck: terminated: bench was interrupted; the tables cover what it measured\n"
	if code != exitLimit || !strings.HasSuffix(stderr, want) || !strings.Contains(stdout, "\n| HaltException | bytecode | on | ≥ ") ||
		strings.Contains(stdout, "| HaltException | reduced |") {
		t.Errorf("exit code %d, stdout:\n%s\nstderr (end):\n%s\nwant exit code %d, the row of the interrupted search, no later one, and stderr ending\n%s",
			code, stdout, javatool.LastLines(stderr, 3), exitLimit, want)
	}
}
