package main

import (
	"bytes"
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

// jdk21Corpus holds the programs compiled with JDK 21's javac and run on
// JDK 21's and JDK 25's class libraries (JDK: 21); jdk25Corpus those only
// JDK 25 runs (JDK: 25), whose javac compiles them.
var (
	jdk21Corpus = filepath.Join("..", "..", "testdata", "java", "jdk21")
	jdk25Corpus = filepath.Join("..", "..", "testdata", "java", "jdk25")
)

// jdkExecutions is the exact number of executions `jcheck check --jdk`
// explores for each program of jdk21Corpus and jdk25Corpus, on each JDK
// that runs it: the search on JDK 21's and 25's class libraries is as
// deterministic as on JDK 17's.
var jdkExecutions = map[string]int64{
	"CompletableFutureNowOk":        1,
	"ConcurrencyModels":             4,
	"EnumLabelSwitchOk":             1,
	"ForeignLostUpdate":             2, // the race, then the assertion: ReferencedKeyMap's cache calls, silent, no longer lead the first execution there
	"ForeignMemory":                 1,
	"ForkJoinCancelStillRunning":    802,
	"ForkJoinNewApiOk":              48, // state-less: its 60 s sleep ends only when due (--early-sleeps)
	"ForkJoinScheduleOk":            129,
	"ForkJoinScheduleShutdownOk":    2,
	"ForkJoinSubmitInterruptibleOk": 4, // stateful (--search=auto): 3,024 state-less
	"HelloWorld":                    1,
	"InstanceMainOk":                1,
	"LibraryFeatures":               1,
	"PlatformThreads":               9,
	"RecordsPatterns":               1,
	"StackWalkerClassInfo":          1,
	"VirtualCounterOk":              2,
	"VirtualDeadlock":               2,
	"VirtualExecutorApiOk":          288,
	"VirtualExecutorOk":             14,
	"VirtualExecutorRace":           10,
	"VirtualThreads":                7,
}

// jdkDeadlocked are the final-state lines a deadlock program's report
// must show: the virtual threads by their names, each blocked.
var jdkDeadlocked = map[string][]string{
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

// TestJDK25Programs compiles every program of testdata/java/jdk21 and
// testdata/java/jdk25 with JDK 25's javac and checks them on JDK 25's
// class library, as jdkPrograms does.
func TestJDK25Programs(t *testing.T) {
	tools := needJDK25(t)
	jdkPrograms(t, tools, jdk21Corpus, "21")
	jdkPrograms(t, tools, jdk25Corpus, "25")
}

// jdkPrograms compiles every program of dir, each with the header JDK:
// release, with the javac of tools and, on its JDK's class library
// (--jdk): requires `jcheck run` to print exactly what its java prints
// (stdout and stderr), with its exit code, for programs with COMPARE:
// java; and `jcheck check`, with the flags of its CHECK header, to
// report exactly the kinds of errors EXPECT lists, in exactly the
// executions of jdkExecutions, a deadlock naming its virtual threads.
func jdkPrograms(t *testing.T, tools *javatool.Tools, dir, release string) {
	flags := map[*javatool.Program][]string{}
	progs := javatool.LoadCorpus(t, dir, 1, func(p *javatool.Program) error {
		spec, err := parseCheckSpec(p)
		if spec.skip != "" || spec.slow {
			err = errors.Join(err, errors.New(p.Path+": CHECK: skip or slow in a JDK corpus"))
		}
		flags[p] = spec.flags
		errs := []error{err}
		if p.Headers[javatool.HeaderJDK] != release {
			errs = append(errs, errors.New(p.Path+": no JDK: "+release+" header"))
		}
		if _, ok := jdkExecutions[p.Name]; !ok {
			errs = append(errs, errors.New(p.Path+": no entry in jdkExecutions"))
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
				code, stdout, stderr := jcheck(append([]string{"run", "--jdk", tools.Home, "-cp", classes, p.Name}, p.Args...)...)
				if code != want.ExitCode || stdout != want.Stdout || stderr != want.Stderr {
					t.Errorf("jcheck run: exit code %d, java %d\nstdout:\n%s\nstderr:\n%s", code, want.ExitCode,
						javatool.LineDiff(want.Stdout, stdout, "java", "jcheck"), javatool.LineDiff(want.Stderr, stderr, "java", "jcheck"))
				}
			}
			path := filepath.Join(t.TempDir(), "report.json")
			got := runCheck(classes, p, append([]string{"--jdk", tools.Home, "--json", path}, flags[p]...)...)
			if got.code != 0 && got.code != exitFound {
				t.Fatalf("jcheck check failed\n%s", got.describe())
			}
			r := readReport(t, path)
			kinds, want := reportedKinds(r), slices.Sorted(slices.Values(p.Expects()))
			if !slices.Equal(kinds, want) || r.Stats.Executions != jdkExecutions[p.Name] {
				t.Errorf("reported %s in %d executions, want %s in %d\n%s", strings.Join(kinds, ", "), r.Stats.Executions,
					strings.Join(want, ", "), jdkExecutions[p.Name], got.describe())
			}
			for _, line := range jdkDeadlocked[p.Name] {
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

// TestJDK25DifferentialLang compares `jcheck run --jdk JDK25` with java
// 25 on each program of testdata/java/lang, as TestDifferentialLang does
// on the default JDK, with the default JDK's class files (as
// TestJDK21DifferentialLang); those of jdk25LangUnsupported must stop
// with their error. Left out with -short.
func TestJDK25DifferentialLang(t *testing.T) {
	if testing.Short() {
		t.Skip("the lang corpus on JDK 25 is left out with -short")
	}
	differential(t, javatool.NeedJDK(t), needJDK25(t), langCorpus, []string{"--jdk", jdk25Home}, jdk25LangUnsupported)
}

// TestJDK25CompactSourceFile runs a compact source file (JEP 512) in
// source-file mode, as java runs it: the implicitly declared class is
// named after the file, also when the file declares a class of its own
// (its member), and its instance main is launched.
func TestJDK25CompactSourceFile(t *testing.T) {
	needJDK25(t)
	file := filepath.Join(t.TempDir(), "Greeting.java")
	src := "record Name(String first) {}\n\nvoid main() {\n    IO.println(\"hello \" + new Name(\"duke\"));\n}\n"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"jcheck", "run", "--jdk", jdk25Home, file}, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("exit code %d, stderr %q", code, stderr.String())
	}
	if got, want := stdout.String(), "hello Name[first=duke]\n"; got != want {
		t.Errorf("stdout %q, want %q", got, want)
	}
}
