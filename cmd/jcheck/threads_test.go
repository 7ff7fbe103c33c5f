package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jcheck/jcheck/internal/javatool"
)

// threadsCorpus is the multithreaded corpus; see the RUN header below.
var threadsCorpus = filepath.Join("..", "..", "testdata", "java", "threads")

const (
	// minThreadPrograms guards against the corpus silently shrinking.
	minThreadPrograms = 30

	// headerRun says how `jcheck run` must behave on every schedule:
	//   java          stdout, exit code and first stderr line equal java's
	//                 under the default schedule and every seed;
	//   deadlock      every schedule ends in a deadlock report (exit 1);
	//   some-deadlock among seeds 1..someDeadlockSeeds at least one run
	//                 deadlocks and at least one exits 0;
	//   (absent)      schedule-dependent: left to the model checker.
	headerRun = "RUN"

	// someDeadlockSeeds is how many random schedules a some-deadlock
	// program may take to show both outcomes.
	someDeadlockSeeds = 40

	// runLimit bounds one in-process `jcheck run` (normal runs take well
	// under a second): a schedule that never ends (a livelock in jcheck)
	// is reported instead of hanging the test. The goroutine of such a run
	// cannot be stopped: it spins in the background until the test binary
	// exits.
	runLimit = 10 * time.Second

	deadlockPrefix = "jcheck: deadlock"
)

// threadSeeds is the number of random schedules (seeds 1..n) run for each
// RUN: java and RUN: deadlock program, besides the default schedule: 10,
// or 5 with -short. The corpus has grown to 158 programs, and each
// schedule is a run: 20 took most of the 10 minutes the whole test
// command has on 2 cores.
func threadSeeds() int {
	if testing.Short() {
		return 5
	}
	return 10
}

// TestThreadPrograms runs every program of testdata/java/threads,
// testdata/java/juc and testdata/java/annotations (without its
// annotations: they tell the checker how to search, not how the program
// runs) with `jcheck run` under the default round-robin schedule and under random
// schedules (--seed k), checking the behaviour its RUN header promises.
func TestThreadPrograms(t *testing.T) {
	tools := javatool.NeedJDK(t)
	progs := slices.Concat(javatool.LoadCorpus(t, threadsCorpus, minThreadPrograms, checkThreadHeader),
		javatool.LoadCorpus(t, jucCorpus, 0, checkThreadHeader),
		javatool.LoadCorpus(t, annotationsCorpus, 0, checkThreadHeader))
	if t.Failed() {
		return
	}
	for _, p := range progs {
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			classes, err := tools.Compile(p)
			if err != nil {
				t.Fatal(err)
			}
			switch p.Headers[headerRun] {
			case "java":
				checkRunJava(t, tools, classes, p, threadSeeds())
			case "java-timed":
				checkRunJava(t, tools, classes, p, 0)
			case "deadlock":
				checkRunDeadlock(t, classes, p)
			case "some-deadlock":
				checkRunSomeDeadlock(t, classes, p)
			default:
				t.Skip("no RUN header: schedule-dependent, for the model checker")
			}
		})
	}
}

// checkThreadHeader checks the header rules of testdata/java/threads on top
// of Program.Validate.
func checkThreadHeader(p *javatool.Program) error {
	if err := p.Validate(); err != nil {
		return err
	}
	mode, hasRun := p.Headers[headerRun]
	switch {
	case !hasRun:
	case mode == "java" || mode == "java-timed":
		if _, ok := p.ExpectedExit(); !ok {
			return fmt.Errorf("%s: RUN: java needs an EXPECT with an exit code, not %q", p.Path, p.Expect)
		}
	case mode == "deadlock" || mode == "some-deadlock":
		if !slices.Contains(p.Expects(), "deadlock") {
			return fmt.Errorf("%s: RUN: %s needs EXPECT: deadlock, not %q", p.Path, mode, p.Expect)
		}
	default:
		return fmt.Errorf("%s: unknown RUN %q (want java, java-timed, deadlock or some-deadlock)", p.Path, mode)
	}
	return nil
}

// runResult is what one in-process `jcheck run` printed.
type runResult struct {
	stdout, stderr string
	code           int
	hung           bool // still running after runLimit
}

// schedule names a schedule in failure messages: seed 0 is the default.
func schedule(seed int) string {
	if seed == 0 {
		return "default schedule"
	}
	return "seed " + strconv.Itoa(seed)
}

// runSlots bounds the in-process runs going on at once, across subtests.
var runSlots = make(chan struct{}, runtime.GOMAXPROCS(0))

// runSchedule runs p under the default schedule (seed 0) or `--seed seed`.
func runSchedule(classes string, p *javatool.Program, seed int) runResult {
	args := []string{"jcheck", "run"}
	if seed != 0 {
		args = append(args, "--seed", strconv.Itoa(seed))
	}
	args = append(args, "-cp", classes, p.Name)
	args = append(args, p.Args...)
	stdout, stderr := &cappedBuffer{}, &cappedBuffer{}
	runSlots <- struct{}{}
	defer func() { <-runSlots }()
	done := make(chan int, 1)
	go func() { done <- run(args, strings.NewReader(""), stdout, stderr) }()
	select {
	case code := <-done:
		return runResult{stdout: stdout.String(), stderr: stderr.String(), code: code}
	case <-time.After(runLimit):
		return runResult{stdout: stdout.String(), stderr: stderr.String(), code: -1, hung: true}
	}
}

// runSchedules runs p under the default schedule and seeds 1..n, at once
// (within runSlots), and returns the results indexed by seed.
func runSchedules(classes string, p *javatool.Program, n int) []runResult {
	results := make([]runResult, n+1)
	var wg sync.WaitGroup
	for seed := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[seed] = runSchedule(classes, p, seed)
		}()
	}
	wg.Wait()
	return results
}

// which names the failing schedules among the default one and seeds
// 1..threadSeeds().
func which(failed []string) string {
	if n := threadSeeds() + 1; len(failed) == n {
		return fmt.Sprintf("all %d schedules (default, seeds 1..%d)", n, n-1)
	}
	return fmt.Sprintf("%d schedules (%s)", len(failed), strings.Join(failed, ", "))
}

// describe summarises r for a failure message.
func (r runResult) describe() string {
	if r.hung {
		return fmt.Sprintf("did not end within %v (stdout so far: %d bytes, stderr starts %q)", runLimit, len(r.stdout), firstLine(r.stderr))
	}
	return fmt.Sprintf("exit code %d, stderr starts %q", r.code, firstLine(r.stderr))
}

// checkRunJava requires the output of java under the default schedule and
// seeds 1 to seeds. It shows the first failing schedule in full, then
// lists the others.
func checkRunJava(t *testing.T, tools *javatool.Tools, classes string, p *javatool.Program, seeds int) {
	want, err := tools.RunJava(classes, p)
	if err != nil {
		t.Fatal(err)
	}
	if msg := checkJavaExpectation(p, want); msg != "" {
		t.Fatalf("%s: java disagrees with the header: %s\nstderr:\n%s", p.Name, msg, want.Stderr)
	}
	var failed []string
	for seed, got := range runSchedules(classes, p, seeds) {
		var bad []string
		if got.hung {
			bad = append(bad, got.describe())
		} else {
			if got.stdout != want.Stdout {
				bad = append(bad, "stdout differs from java's\n"+javatool.LineDiff(want.Stdout, got.stdout, "java", "jcheck"))
			}
			if got.code != want.ExitCode {
				bad = append(bad, fmt.Sprintf("exit code %d, java's is %d", got.code, want.ExitCode))
			}
			if g, w := firstLine(got.stderr), want.FirstStderrLine(); g != w {
				bad = append(bad, fmt.Sprintf("first stderr line\n got: %s\nwant: %s", g, w))
			}
		}
		if len(bad) == 0 {
			continue
		}
		if failed == nil {
			t.Errorf("%s, %s: %s", p.Name, schedule(seed), strings.Join(bad, "\n"))
		}
		failed = append(failed, schedule(seed))
	}
	if len(failed) > 1 {
		t.Errorf("%s: %s differ from java", p.Name, which(failed))
	}
}

// checkJavaExpectation reports how java's result r disagrees with p's
// EXPECT and EXIT headers, or "".
func checkJavaExpectation(p *javatool.Program, r *javatool.Result) string {
	wantExit, _ := p.ExpectedExit()
	if r.ExitCode != wantExit {
		return fmt.Sprintf("exit code %d, EXPECT/EXIT say %d", r.ExitCode, wantExit)
	}
	uncaught := strings.Contains(r.Stderr, "Exception in thread \"")
	expects := p.Expects()
	switch {
	case slices.Contains(expects, "assertion"):
		if !strings.HasPrefix(r.FirstStderrLine(), "Exception in thread \"") || !strings.Contains(r.FirstStderrLine(), "java.lang.AssertionError") {
			return fmt.Sprintf("stderr starts %q, want an uncaught AssertionError", r.FirstStderrLine())
		}
	case slices.Contains(expects, "exception"):
		if !strings.HasPrefix(r.FirstStderrLine(), "Exception in thread \"") {
			return fmt.Sprintf("stderr starts %q, want an uncaught exception", r.FirstStderrLine())
		}
	case uncaught:
		return "uncaught exception with EXPECT: " + p.Expect
	}
	return ""
}

// checkRunDeadlock requires a deadlock report under the default schedule
// and every seed. java is not run: it would hang.
func checkRunDeadlock(t *testing.T, classes string, p *javatool.Program) {
	var failed []string
	for seed, got := range runSchedules(classes, p, threadSeeds()) {
		if !got.hung && got.code == exitFound && strings.HasPrefix(got.stderr, deadlockPrefix) {
			continue
		}
		if failed == nil {
			t.Errorf("%s, %s: %s; want exit code %d and a deadlock report\nstdout:\n%s", p.Name, schedule(seed), got.describe(), exitFound, javatool.LastLines(got.stdout, 10))
		}
		failed = append(failed, schedule(seed))
	}
	if len(failed) > 1 {
		t.Errorf("%s: %s did not deadlock", p.Name, which(failed))
	}
}

// checkRunSomeDeadlock requires every run to end in a deadlock report or
// with exit code 0 and an empty stderr, and both outcomes among seeds
// 1..someDeadlockSeeds; it stops as soon as both have been seen.
func checkRunSomeDeadlock(t *testing.T, classes string, p *javatool.Program) {
	var deadlocks, completions []int
	for seed := 0; seed <= someDeadlockSeeds; seed++ {
		got := runSchedule(classes, p, seed)
		switch {
		case got.hung:
			t.Errorf("%s, %s: %s", p.Name, schedule(seed), got.describe())
			return
		case got.code == exitFound && strings.HasPrefix(got.stderr, deadlockPrefix):
			if seed > 0 {
				deadlocks = append(deadlocks, seed)
			}
		case got.code == 0 && got.stderr == "":
			if seed > 0 {
				completions = append(completions, seed)
			}
		default:
			t.Errorf("%s, %s: %s; want a deadlock or a normal end", p.Name, schedule(seed), got.describe())
			return
		}
		if len(deadlocks) > 0 && len(completions) > 0 {
			return
		}
	}
	if len(deadlocks) == 0 {
		t.Errorf("%s: no deadlock under seeds 1..%d (all %d runs ended normally)", p.Name, someDeadlockSeeds, len(completions))
	}
	if len(completions) == 0 {
		t.Errorf("%s: every run under seeds 1..%d deadlocked; want some to end normally", p.Name, someDeadlockSeeds)
	}
}

// cappedBuffer is a goroutine-safe writer that keeps the first maxCapped
// bytes written to it, so that a run abandoned after runLimit can neither
// race with the test reading its output nor fill the memory.
type cappedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

const maxCapped = 1 << 20

func (c *cappedBuffer) Write(b []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if room := maxCapped - c.buf.Len(); room > 0 {
		if len(b) > room {
			c.buf.Write(b[:room])
		} else {
			c.buf.Write(b)
		}
	}
	return len(b), nil
}

func (c *cappedBuffer) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.buf.String()
}
