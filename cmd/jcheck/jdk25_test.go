package main

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// jdk25Home is where the CI image keeps a JDK 25 (as classfile's tests
// do); the tests of JDK 25 programs skip without it.
const jdk25Home = "/usr/lib/jvm/temurin-25-jdk-amd64"

// jdk25Corpus holds the programs compiled and run with JDK 25 (JDK: 25).
var jdk25Corpus = filepath.Join("..", "..", "testdata", "java", "jdk25")

// jdk25Executions is the exact number of executions `jcheck check --jdk
// JDK25` explores for each program of the corpus: the search on JDK 25's
// class library is as deterministic as on JDK 17's.
var jdk25Executions = map[string]int64{
	"ConcurrencyModels":    1,
	"ForeignLostUpdate":    1,
	"ForeignMemory":        1,
	"HelloWorld":           1,
	"LibraryFeatures":      1,
	"PlatformThreads":      9,
	"RecordsPatterns":      1,
	"StackWalkerClassInfo": 1,
	"VirtualCounterOk":     2,
	"VirtualDeadlock":      2,
	"VirtualExecutorApiOk": 288,
	"VirtualExecutorOk":    14,
	"VirtualExecutorRace":  10,
	"VirtualThreads":       7,
}

// jdk25Deadlocked are the final-state lines a deadlock program's report
// must show: the virtual threads by their names, each blocked.
var jdk25Deadlocked = map[string][]string{
	"VirtualDeadlock": {"  vt-left: blocked, next: acquire", "  vt-right: blocked, next: acquire"},
}

// needJDK25 returns JDK 25's javac and java, skipping the test without
// them.
func needJDK25(t *testing.T) *javatool.Tools {
	t.Helper()
	tools := &javatool.Tools{Javac: filepath.Join(jdk25Home, "bin", "javac"), Java: filepath.Join(jdk25Home, "bin", "java"), Home: jdk25Home}
	for _, tool := range []string{tools.Javac, tools.Java} {
		if _, err := os.Stat(tool); err != nil {
			t.Skipf("no JDK 25: %v", err)
		}
	}
	return tools
}

// TestJDK25Programs compiles every program of testdata/java/jdk25 with JDK
// 25's javac and, on JDK 25's class library (--jdk): requires `jcheck run`
// to print exactly what java 25 prints (stdout and stderr), with its exit
// code, for programs
// with COMPARE: java; and `jcheck check` to report exactly the kinds of
// errors EXPECT lists, in exactly the executions of jdk25Executions, a
// deadlock naming its virtual threads.
func TestJDK25Programs(t *testing.T) {
	tools := needJDK25(t)
	progs := javatool.LoadCorpus(t, jdk25Corpus, len(jdk25Executions), func(p *javatool.Program) error {
		var errs []error
		if p.Headers[javatool.HeaderJDK] != "25" {
			errs = append(errs, errors.New(p.Path+": no JDK: 25 header"))
		}
		if _, ok := jdk25Executions[p.Name]; !ok {
			errs = append(errs, errors.New(p.Path+": no entry in jdk25Executions"))
		}
		return errors.Join(append(errs, p.Validate())...)
	})
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
			if p.Compare == "java" {
				want, err := tools.RunJava(classes, p)
				if err != nil {
					t.Fatal(err)
				}
				code, stdout, stderr := jcheck(append([]string{"run", "--jdk", jdk25Home, "-cp", classes, p.Name}, p.Args...)...)
				if code != want.ExitCode || stdout != want.Stdout || stderr != want.Stderr {
					t.Errorf("jcheck run: exit code %d, java %d\nstdout:\n%s\nstderr:\n%s", code, want.ExitCode,
						javatool.LineDiff(want.Stdout, stdout, "java", "jcheck"), javatool.LineDiff(want.Stderr, stderr, "java", "jcheck"))
				}
			}
			path := filepath.Join(t.TempDir(), "report.json")
			got := runCheck(classes, p, "--jdk", jdk25Home, "--json", path)
			if got.code != 0 && got.code != exitFound {
				t.Fatalf("jcheck check failed\n%s", got.describe())
			}
			r := readReport(t, path)
			kinds, want := reportedKinds(r), slices.Sorted(slices.Values(p.Expects()))
			if !slices.Equal(kinds, want) || r.Stats.Executions != jdk25Executions[p.Name] {
				t.Errorf("reported %s in %d executions, want %s in %d\n%s", strings.Join(kinds, ", "), r.Stats.Executions,
					strings.Join(want, ", "), jdk25Executions[p.Name], got.describe())
			}
			for _, line := range jdk25Deadlocked[p.Name] {
				if !strings.Contains(got.stdout, "\n"+line) {
					t.Errorf("the report has no line %q\n%s", line, got.describe())
				}
			}
		})
	}
}

// jdk25LangUnsupported are the programs of testdata/java/lang that use
// what jcheck does not support on JDK 25, with the start of the one-line
// error that stops them.
var jdk25LangUnsupported = map[string]string{}

// TestJDK25DifferentialLang compiles the programs of testdata/java/lang
// with JDK 25's javac and compares `jcheck run --jdk JDK25` with java 25
// on each, as TestDifferentialLang does on the default JDK; those of
// jdk25LangUnsupported must stop with their error. Left out with -short.
func TestJDK25DifferentialLang(t *testing.T) {
	if testing.Short() {
		t.Skip("the lang corpus on JDK 25 is left out with -short")
	}
	differential(t, needJDK25(t), langCorpus, []string{"--jdk", jdk25Home}, jdk25LangUnsupported)
}
