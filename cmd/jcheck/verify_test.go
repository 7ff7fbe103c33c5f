package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// verifyCorpus holds programs written for JPF that call its Verify API
// (see its README.md).
var verifyCorpus = filepath.Join("..", "..", "testdata", "java", "verify")

// minVerifyPrograms guards against the corpus silently shrinking.
const minVerifyPrograms = 6

// verifyStub is the corpus's stand-in for JPF's Verify, with the
// signatures its programs call.
var verifyStub = filepath.Join(verifyCorpus, "gov", "nasa", "jpf", "vm", "Verify.java")

// compileForCheck compiles a program of a corpus and returns the class
// paths to check it with: its classes; for a program of the Verify
// corpus, compiled against the stand-in Verify, once with the stand-in on
// the class path (as with JPF's jar: jcheck's Verify must win) and once
// without (jcheck must supply it).
func compileForCheck(t *testing.T, tools *javatool.Tools, p *javatool.Program) []string {
	t.Helper()
	if filepath.Dir(p.Path) != verifyCorpus {
		classes, err := tools.Compile(p)
		if err != nil {
			t.Fatal(err)
		}
		return []string{classes}
	}
	src, err := os.ReadFile(p.Path)
	if err != nil {
		t.Fatal(err)
	}
	stub, err := os.ReadFile(verifyStub)
	if err != nil {
		t.Fatal(err)
	}
	with, err := tools.CompileSources(map[string]string{p.Name + ".java": string(src), "Verify.java": string(stub)})
	if err != nil {
		t.Fatal(err)
	}
	without := t.TempDir()
	if err := os.CopyFS(without, os.DirFS(with)); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(filepath.Join(without, "gov")); err != nil {
		t.Fatal(err)
	}
	return []string{with, without}
}

// loadVerifyProgram loads and compiles a program of the Verify corpus.
func loadVerifyProgram(t *testing.T, tools *javatool.Tools, name string) (*javatool.Program, []string) {
	t.Helper()
	p, err := javatool.LoadProgram(filepath.Join(verifyCorpus, name+".java"))
	if err != nil {
		t.Fatal(err)
	}
	return p, compileForCheck(t, tools, p)
}

// TestVerifyRun runs programs that call Verify with `jcheck run`: on the
// default schedule each choice returns its first value, as the stand-in
// Verify does under java (which must print the same), and --trace shows
// it; with --seed, the
// seed's values, the same every time, and over some seeds the values
// spread. An execution Verify.ignoreIf ends is said to end so, without
// an error.
func TestVerifyRun(t *testing.T) {
	tools := javatool.NeedJDK(t)
	p, dirs := loadVerifyProgram(t, tools, "VerifyMinefield")
	for _, classes := range dirs {
		code, stdout, stderr := jcheck("run", "-cp", classes, p.Name)
		if code != 0 || stdout != "safe at 0,0\n" {
			t.Errorf("run: exit code %d, printed %q (stderr %q), want 0 and \"safe at 0,0\\n\"", code, stdout, stderr)
		}
		_, _, trace := jcheck("run", "--trace", "-cp", classes, p.Name)
		if want := "[main] choose Verify.getInt(0, 2) (returns 0) at VerifyMinefield.main(VerifyMinefield.java:11)\n"; !strings.Contains(trace, want) {
			t.Errorf("run --trace does not print %q:\n%s", want, trace)
		}
		seen := map[string]bool{}
		for seed := range 12 {
			arg := fmt.Sprint("--seed=", seed)
			code, first, _ := jcheck("run", arg, "-cp", classes, p.Name)
			_, again, _ := jcheck("run", arg, "-cp", classes, p.Name)
			if first != again {
				t.Errorf("run %s printed %q, then %q", arg, first, again)
			}
			if code == 0 && !strings.HasPrefix(first, "safe at ") || code != 0 && code != 1 {
				t.Errorf("run %s: exit code %d, printed %q", arg, code, first)
			}
			seen[first] = true
		}
		if len(seen) < 3 {
			t.Errorf("12 seeds chose only %d different cells: %v", len(seen), seen)
		}
	}
	r, err := tools.RunJava(dirs[0], p)
	if err != nil {
		t.Fatal(err)
	}
	if r.ExitCode != 0 || r.Stdout != "safe at 0,0\n" {
		t.Errorf("java: exit code %d, printed %q", r.ExitCode, r.Stdout)
	}
	p, dirs = loadVerifyProgram(t, tools, "VerifyIgnoreOk")
	for _, classes := range dirs {
		ignored := 0
		for seed := range 20 {
			code, stdout, stderr := jcheck("run", fmt.Sprint("--seed=", seed), "-cp", classes, p.Name)
			switch {
			case code == 0 && stdout == "" && stderr == "jcheck: Verify.ignoreIf ended the execution\n":
				ignored++
			case code != 0 || !strings.HasPrefix(stdout, "12 / ") || stderr != "":
				t.Errorf("run --seed=%d: exit code %d, stdout %q, stderr %q", seed, code, stdout, stderr)
			}
		}
		if ignored == 0 {
			t.Errorf("no seed of 20 chose the divisor 0, which ignoreIf ends")
		}
	}
}

// TestVerifyReplay checks a program whose error needs particular values
// of Verify's choices and replays its report: the counterexample names
// each choice with the value it returned, and `jcheck replay`
// reproduces it step for step.
func TestVerifyReplay(t *testing.T) {
	tools := javatool.NeedJDK(t)
	p, dirs := loadVerifyProgram(t, tools, "VerifyPriceList")
	for _, classes := range dirs {
		path := filepath.Join(t.TempDir(), "report.json")
		got := runCheck(classes, p, "--json", path)
		if got.code != exitFound || got.verdict != "assertion" {
			t.Fatalf("want an assertion failure\n%s", got.describe())
		}
		steps := stepLines(got.stdout)
		want := []string{
			"choose Verify.getIntFromList(2, 10) (returns 10)  at VerifyPriceList.main(VerifyPriceList.java:10)",
			"choose Verify.getDoubleFromList(0.5, 0.25, 0.1) (returns 0.1)  at VerifyPriceList.main(VerifyPriceList.java:11)",
		}
		for _, w := range want {
			if !strings.Contains(strings.Join(steps, "\n"), w) {
				t.Errorf("the counterexample has no step %q\n%s", w, got.describe())
			}
		}
		code, replayed, stderr := jcheck("replay", path)
		if code != exitFound {
			t.Fatalf("replay: exit code %d, want %d\nstdout:\n%s\nstderr:\n%s", code, exitFound, javatool.LastLines(replayed, 10), stderr)
		}
		if w, g := strings.Join(steps, "\n"), strings.Join(stepLines(replayed), "\n"); w != g {
			t.Errorf("replay's counterexample differs from check's:\n%s", javatool.LineDiff(w, g, "check", "replay"))
		}
	}
}
