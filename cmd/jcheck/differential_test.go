package main

import (
	"bytes"
	"path/filepath"
	"strconv"
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
	tools, err := javatool.Find()
	if err != nil {
		t.Skip("no JDK:", err)
	}
	progs, err := javatool.LoadPrograms(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range progs {
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			classes, err := tools.Compile(p)
			if err != nil {
				t.Fatal(err)
			}
			want, err := tools.RunJava(classes, p)
			if err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			args := append([]string{"jcheck", "run", "-cp", classes, p.Name}, p.Args...)
			code := run(args, strings.NewReader(""), &stdout, &stderr)
			if got := stdout.String(); got != want.Stdout {
				t.Errorf("stdout differs from java's\n%s", diff(want.Stdout, got))
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

// diff shows the first differing line of two outputs with some context.
func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return "line " + itoa(i+1) + ":\n want: " + wl + "\n  got: " + gl
		}
	}
	return "(outputs differ only in line endings)"
}

func itoa(i int) string { return strconv.Itoa(i) }
