package javatool

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// langCorpus is the single-threaded differential corpus.
var langCorpus = filepath.Join("..", "..", "testdata", "java", "lang")

// minLangPrograms guards against the corpus silently shrinking.
const minLangPrograms = 70

const uncaughtPrefix = `Exception in thread "main" `

// checkLangHeader applies the rules of testdata/java/lang on top of
// Program.Validate: single-threaded expectations only, always compared with
// java, and EXIT only for programs that end normally.
func checkLangHeader(p *Program) error {
	if err := p.Validate(); err != nil {
		return err
	}
	switch p.Expect {
	case "ok", "exception", "assertion":
	default:
		return fmt.Errorf("%s: EXPECT %q is not for single-threaded programs", p.Path, p.Expect)
	}
	if p.Compare != "java" {
		return fmt.Errorf("%s: COMPARE must be java, not %q", p.Path, p.Compare)
	}
	if _, ok := p.Headers[HeaderExit]; ok && p.Expect != "ok" {
		return fmt.Errorf("%s: EXIT is only allowed with EXPECT: ok", p.Path)
	}
	return nil
}

// checkExpectation reports how r, java's result, disagrees with p's header.
func checkExpectation(p *Program, r *Result) []string {
	var bad []string
	want, _ := p.ExpectedExit()
	if r.ExitCode != want {
		bad = append(bad, fmt.Errorf("exit code %d, want %d", r.ExitCode, want).Error())
	}
	first := r.FirstStderrLine()
	switch p.Expect {
	case "exception":
		if !strings.HasPrefix(first, uncaughtPrefix) {
			bad = append(bad, fmt.Errorf("stderr starts %q, want %q...", first, uncaughtPrefix).Error())
		} else if strings.Contains(first, "java.lang.AssertionError") {
			bad = append(bad, "uncaught AssertionError: EXPECT should be assertion")
		}
	case "assertion":
		if !strings.HasPrefix(first, uncaughtPrefix) || !strings.Contains(first, "java.lang.AssertionError") {
			bad = append(bad, fmt.Errorf("stderr starts %q, want an uncaught java.lang.AssertionError", first).Error())
		}
	case "ok":
		if strings.HasPrefix(first, uncaughtPrefix) {
			bad = append(bad, fmt.Errorf("uncaught exception: %s", first).Error())
		}
	}
	return bad
}

// TestLangCorpus compiles and runs every program of testdata/java/lang with
// the JDK, checking that its header is valid, that java's exit code and
// stderr agree with EXPECT, and (unless -short) that a second, uncached run
// gives identical output once masked by the program's MASK.
func TestLangCorpus(t *testing.T) {
	progs := LoadCorpus(t, langCorpus, minLangPrograms, checkLangHeader)
	if t.Failed() {
		return
	}
	tools := NeedJDK(t)
	for _, p := range progs {
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			dir, r, err := tools.CompileAndRun(p)
			if err != nil {
				t.Fatal(err)
			}
			for _, msg := range checkExpectation(p, r) {
				t.Errorf("%s (EXPECT: %s): %s\nstdout:\n%s\nstderr:\n%s", p.Name, p.Expect, msg, LastLines(r.Stdout, 15), LastLines(r.Stderr, 15))
			}
			if r.Stdout == "" {
				t.Errorf("%s prints nothing on stdout", p.Name)
			}
			if testing.Short() {
				return
			}
			r2, err := tools.RunJavaFresh(dir, p)
			if err != nil {
				t.Fatal(err)
			}
			if out1, out2 := p.Mask(r.Stdout), p.Mask(r2.Stdout); out1 != out2 {
				t.Errorf("%s: stdout differs between runs:\n%s", p.Name, LineDiff(out1, out2, "first", "second"))
			}
			if err1, err2 := p.Mask(r.Stderr), p.Mask(r2.Stderr); err1 != err2 {
				t.Errorf("%s: stderr differs between runs:\n%s", p.Name, LineDiff(err1, err2, "first", "second"))
			}
			if r2.ExitCode != r.ExitCode {
				t.Errorf("%s: exit code %d then %d", p.Name, r.ExitCode, r2.ExitCode)
			}
		})
	}
}
