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
// output, the same exit code and the same first line of standard error
// (all of it under `STDERR: all`), both masked by the program's MASK.
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
			classPath, err := p.ClassPath(classes)
			if err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			args := append([]string{"jcheck", "run", "-cp", classPath, p.Name}, p.Args...)
			code := run(args, strings.NewReader(""), &stdout, &stderr)
			if got, wantOut := p.Mask(stdout.String()), p.Mask(want.Stdout); got != wantOut {
				t.Errorf("stdout differs from java's\n%s", javatool.LineDiff(wantOut, got, "java", "jcheck"))
			}
			if code != want.ExitCode {
				t.Errorf("exit code %d, java's is %d", code, want.ExitCode)
			}
			if got, wantErr := p.ComparedStderr(stderr.String()), p.ComparedStderr(want.Stderr); got != wantErr {
				t.Errorf("stderr differs from java's\n%s", javatool.LineDiff(wantErr, got, "java", "jcheck"))
			}
		})
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
