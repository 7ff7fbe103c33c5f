package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// TestDifferentialLang runs every program of testdata/java/lang with
// `jcheck run` and with the real `java`, and requires the same standard
// output, the same exit code and the same first line of standard error.
func TestDifferentialLang(t *testing.T) {
	differential(t, filepath.Join("..", "..", "testdata", "java", "lang"))
}

func differential(t *testing.T, dir string) {
	tools := javatool.NeedJDK(t)
	for _, p := range javatool.LoadCorpus(t, dir, 0, nil) {
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			classes, want, err := tools.CompileAndRun(p)
			if err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			args := append([]string{"jcheck", "run", "-cp", classes, p.Name}, p.Args...)
			code := run(args, strings.NewReader(""), &stdout, &stderr)
			if got := stdout.String(); got != want.Stdout {
				t.Errorf("stdout differs from java's\n%s", javatool.LineDiff(want.Stdout, got, "java", "jcheck"))
			}
			if code != want.ExitCode {
				t.Errorf("exit code %d, java's is %d", code, want.ExitCode)
			}
			if got, wantLine := firstLine(stderr.String()), want.FirstStderrLine(); got != wantLine {
				t.Errorf("first stderr line\n got: %s\nwant: %s", got, wantLine)
			}
		})
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
