package javatool

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/interp"
)

// The helpers below serve the tests of every package that compiles Java or
// compares jcheck's output with java's. They are here rather than in a
// _test.go file because test files cannot be imported by other packages;
// only tests import this package, so jcheck itself does not link them.

var (
	sharedOnce  sync.Once
	sharedTools *Tools
	sharedErr   error
)

// NeedJDK returns the JDK's tools, skipping tb when there is none (or
// failing it when JCHECK_REQUIRE_JDK is set, as CI should do, so that a
// missing JDK cannot pass for success). The Tools is shared by the tests of
// the test binary: it remembers javac's and java's versions, each of which
// costs a JVM start to learn. Tests must not modify it.
func NeedJDK(tb testing.TB) *Tools {
	tb.Helper()
	sharedOnce.Do(func() { sharedTools, sharedErr = Find() })
	if sharedErr != nil {
		if os.Getenv("JCHECK_REQUIRE_JDK") != "" {
			tb.Fatalf("JDK required: %v", sharedErr)
		}
		tb.Skipf("no JDK: %v", sharedErr)
	}
	return sharedTools
}

// CompileForTest compiles Java sources (file name -> text) with
// Tools.CompileSources and returns the class directory, skipping tb as
// NeedJDK does and failing it when javac fails. The directory is in the
// compile cache, shared with other tests and later runs: tests must not
// modify it.
func CompileForTest(tb testing.TB, sources map[string]string) string {
	tb.Helper()
	dir, err := NeedJDK(tb).CompileSources(sources)
	if err != nil {
		tb.Fatal(err)
	}
	return dir
}

// LoaderForTest makes a class loader over the installed JDK's class
// library and the class directory dir, as a new jcheck process would
// (a loader keeps what it resolved), skipping tb when there is no JDK.
func LoaderForTest(tb testing.TB, dir string) (*classpath.JDK, *interp.Loader) {
	tb.Helper()
	jdk, err := classpath.FindJDK("")
	if err != nil {
		tb.Skip(err)
	}
	cp, err := classpath.Parse(dir)
	if err != nil {
		tb.Fatal(err)
	}
	return jdk, interp.NewLoader(jdk.Boot, cp)
}

// LoadCorpus loads the programs of a corpus directory (see LoadPrograms)
// for a test. It fails tb at once when they cannot be loaded; it reports,
// without stopping, fewer than atLeast programs (a corpus silently
// shrinking) and each error check returns (check may be nil). Callers
// return when tb.Failed(), after every header error has been reported.
func LoadCorpus(tb testing.TB, dir string, atLeast int, check func(*Program) error) []*Program {
	tb.Helper()
	progs, err := LoadPrograms(dir)
	if err != nil {
		tb.Fatal(err)
	}
	if len(progs) < atLeast {
		tb.Errorf("%s has %d programs, want at least %d", dir, len(progs), atLeast)
	}
	if check != nil {
		for _, p := range progs {
			if err := check(p); err != nil {
				tb.Error(err)
			}
		}
	}
	return progs
}

// maxDiffLines bounds the differing lines LineDiff shows: enough to see a
// pattern, few enough to keep a failure message readable.
const maxDiffLines = 10

// LineDiff describes, for a failure message, how the texts a and b (named
// nameA and nameB, e.g. "java" and "jcheck") differ line by line: the
// first maxDiffLines differing lines, each with its number and both
// versions quoted, so that differences in white space show.
func LineDiff(a, b, nameA, nameB string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	// A line missing at the end of one text is told apart from an empty one.
	line := func(lines []string, i int) string {
		if i < len(lines) {
			return fmt.Sprintf("%q", lines[i])
		}
		return "(no line)"
	}
	width := max(len(nameA), len(nameB)) + 1
	var out strings.Builder
	shown := 0
	for i := 0; i < len(la) || i < len(lb); i++ {
		x, y := line(la, i), line(lb, i)
		if x == y {
			continue
		}
		fmt.Fprintf(&out, "line %d:\n  %-*s %s\n  %-*s %s\n", i+1, width, nameA+":", x, width, nameB+":", y)
		if shown++; shown == maxDiffLines {
			break
		}
	}
	if shown == 0 {
		return "(no differing line)"
	}
	return strings.TrimSuffix(out.String(), "\n")
}

// LastLines returns the last n lines of s for a failure message, with
// "..." in place of what it leaves out.
func LastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = append([]string{"..."}, lines[len(lines)-n:]...)
	}
	return strings.Join(lines, "\n")
}
