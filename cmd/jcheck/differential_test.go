package main

import (
	"bytes"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// TestDifferentialLang runs every program of testdata/java/lang with
// `jcheck run` and with the real `java`, and requires the same standard
// output, the same exit code and the same first line of standard error
// (all of it under `STDERR: all`), both masked by the program's MASK, and
// java's result to be what the program's EXPECT header says.
func TestDifferentialLang(t *testing.T) {
	tools := javatool.NeedJDK(t)
	differential(t, tools, tools, langCorpus, nil, nil)
}

// langCorpus holds the single-threaded programs compared with java.
var langCorpus = filepath.Join("..", "..", "testdata", "java", "lang")

// differential compares `jcheck run` (with flags) with the java of tools
// on the programs of dir, compiled with the javac of compiler, whose java
// must also do what each program's EXPECT header says. A program
// named in unsupported must instead stop jcheck with exit code 2 and the
// one-line error that starts as given.
func differential(t *testing.T, compiler, tools *javatool.Tools, dir string, flags []string, unsupported map[string]string) {
	for _, p := range javatool.LoadCorpus(t, dir, 0, nil) {
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			classes, err := compiler.Compile(p)
			if err != nil {
				t.Fatal(err)
			}
			want, err := tools.RunJava(classes, p)
			if err != nil {
				t.Fatal(err)
			}
			// The headers say what the default JDK's java does: another
			// JDK's may differ (and jcheck with it).
			if tools == compiler {
				for _, msg := range p.LangExpectation(want) {
					t.Errorf("java disagrees with the header (EXPECT: %s): %s\nstdout:\n%s\nstderr:\n%s", p.Expect, msg, javatool.LastLines(want.Stdout, 15), javatool.LastLines(want.Stderr, 15))
				}
			}
			classPath, err := p.ClassPath(classes)
			if err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			runFlags := flags
			if p.Xmx != "" {
				runFlags = append(slices.Clip(flags), "--xmx", p.Xmx)
			}
			args := slices.Concat([]string{"jcheck", "run"}, runFlags, []string{"-cp", classPath, p.Name}, p.Args)
			code := run(args, strings.NewReader(""), &stdout, &stderr)
			if prefix, ok := unsupported[p.Name]; ok {
				if code != exitBadInput || !strings.HasPrefix(stderr.String(), prefix) || strings.Count(stderr.String(), "\n") != 1 {
					t.Errorf("exit code %d, stderr %q; want exit code %d and one line starting %q", code, stderr.String(), exitBadInput, prefix)
				}
				return
			}
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
