package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/internal/schematest"
)

// junitCorpus holds JUnit test classes: each file's TESTS header gives
// the verdict of each test method, in the order `check --test CLASS`
// lists them (method=kind, kind as in EXPECT, or skipped).
var junitCorpus = filepath.Join("..", "..", "testdata", "java", "junit")

// junitLifecycle holds the classes TestJUnitLifecycle runs.
var junitLifecycle = filepath.Join(junitCorpus, "lifecycle")

// compileJUnit compiles the .java files of a directory against JUnit's
// jars and returns the class path that runs them: the classes, then the
// jars.
func compileJUnit(t *testing.T, dir string) string {
	t.Helper()
	jars := javatool.NeedJUnit(t)
	files, err := filepath.Glob(filepath.Join(dir, "*.java"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Java sources in %s (%v)", dir, err)
	}
	sources := map[string]string{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sources[filepath.Base(f)] = string(src)
	}
	classes, err := javatool.NeedJDK(t).CompileSourcesWith(jars, sources)
	if err != nil {
		t.Fatal(err)
	}
	return classes + string(filepath.ListSeparator) + jars
}

// testSummary returns the lines of check's summary of a test class,
// without their indentation.
func testSummary(stdout, class string) []string {
	_, summary, ok := strings.Cut(stdout, "\nTests of "+class+":\n")
	if !ok {
		return nil
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSuffix(summary, "\n"), "\n") {
		lines = append(lines, strings.TrimPrefix(l, "  "))
	}
	return lines
}

// junitVerdicts are the exact summary lines of the corpus's faulty and
// skipped test methods, after the method's name (a failure's position
// is the test's call of the assertion that failed).
var junitVerdicts = map[string]string{
	"CounterTest#lostUpdate":     "error: assertion failure: thread main: java.lang.AssertionError: expected:<2> but was:<1> at CounterTest.lostUpdate(CounterTest.java:73)",
	"CounterTest#slowIncrements": `skipped: @Ignore("takes a minute under java")`,
	"AccountTest#lostDeposit":    "error: assertion failure: thread main: org.opentest4j.AssertionFailedError: expected: <120> but was: <110> at AccountTest.lostDeposit(AccountTest.java:80)",
	"AccountTest#closedAccount":  "skipped: @Disabled",
	"TimeoutsTest#racyTasks":     "error: data race: TimeoutsTest.plain of TimeoutsTest@2 is read by pool-1-thread-2 at TimeoutsTest.lambda$racyTasks$3(TimeoutsTest.java:66) and written by pool-1-thread-1 at TimeoutsTest.lambda$racyTasks$2(TimeoutsTest.java:65), and no happens-before order separates the two",
}

// TestJUnitClasses checks each test class of the corpus with `check
// --test CLASS` and compares each method's verdict with the TESTS
// header; each faulty method's counterexample, written with --json by
// `check --test CLASS#METHOD`, must follow the report's schema and
// replay.
func TestJUnitClasses(t *testing.T) {
	progs := javatool.LoadCorpus(t, junitCorpus, 2, nil)
	if t.Failed() {
		return
	}
	cp := compileJUnit(t, junitCorpus)
	for _, p := range progs {
		t.Run(p.Name, func(t *testing.T) {
			var want, faulty []string
			for _, entry := range strings.Fields(p.Headers["TESTS"]) {
				method, verdict, _ := strings.Cut(entry, "=")
				line, prefix := junitVerdicts[p.Name+"#"+method], "error: "+reportKinds[verdict]+": "
				switch verdict {
				case "ok":
					line, prefix = "ok", "ok"
				case "skipped":
					prefix = "skipped: "
				default:
					faulty = append(faulty, method)
				}
				if !strings.HasPrefix(line, prefix) {
					t.Fatalf("TESTS: %s=%s, but junitVerdicts has %q", method, verdict, line)
				}
				want = append(want, method+": "+line)
			}
			if len(want) == 0 {
				t.Fatalf("%s has no TESTS header", p.Path)
			}
			code, stdout, stderr := jcheck("check", "-cp", cp, "--test", p.Name)
			if got := testSummary(stdout, p.Name); code != exitFound || strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Fatalf("exit code %d (want %d), summary:\n%s\nwant:\n%s\nstderr:\n%s", code, exitFound,
					strings.Join(got, "\n"), strings.Join(want, "\n"), stderr)
			}
			for _, method := range faulty {
				test := p.Name + "#" + method
				path := filepath.Join(t.TempDir(), "report.json")
				code, checked, stderr := jcheck("check", "-cp", cp, "--test", test, "--json", path)
				if want := strings.TrimPrefix(junitVerdicts[test], "error: "); code != exitFound || firstErrorLine(checked) != want {
					t.Fatalf("check --test %s: exit code %d, first error %q, want %d and %q\n%s", test, code, firstErrorLine(checked), exitFound, want, stderr)
				}
				data, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				schematest.ValidateReport(t, data)
				if r := readReport(t, path); r.Program.Test != test || r.Program.Main != p.Name {
					t.Errorf("the report's program runs test %q of %q, want %q of %q", r.Program.Test, r.Program.Main, test, p.Name)
				}
				code, replayed, stderr := jcheck("replay", path)
				if code != exitFound {
					t.Fatalf("replay: exit code %d, want %d\n%s\n%s", code, exitFound, javatool.LastLines(replayed, 10), stderr)
				}
				if w, g := strings.Join(stepLines(checked), "\n"), strings.Join(stepLines(replayed), "\n"); w == "" || w != g {
					t.Errorf("replay's counterexample differs from check's:\n%s", javatool.LineDiff(w, g, "check", "replay"))
				}
				if want := fmt.Sprintf("\nReproduced after step %d, the last of the path.\n", len(stepLines(checked))); !strings.Contains(replayed, want) {
					t.Errorf("replay does not say %q:\n%s", want, javatool.LastLines(replayed, 10))
				}
			}
		})
	}
}

// The output of the driver's calls, base @BeforeClass first.
var orderLines = []string{"base @BeforeClass", "sub @BeforeClass", "base @Before", "sub @Before"}
var orderTearDown = []string{"sub @After", "sub's baseAfter", "sub @AfterClass", "base @AfterClass"}

// TestJUnitLifecycle runs test methods with `run --test` and compares
// what they print, and the exception that ends them, with what JUnit
// 5.9's console launcher prints for them (junit-platform-console-
// standalone, with the vintage engine for JUnit 4): set-up from the
// superclass down, tear-down up, tear-down after a failure, expected
// exceptions, assumptions, a shared instance (@TestInstance(PER_CLASS)).
func TestJUnitLifecycle(t *testing.T) {
	cp := compileJUnit(t, junitLifecycle)
	around := func(test ...string) string {
		return strings.Join(append(append(append([]string{}, orderLines...), test...), orderTearDown...), "\n") + "\n"
	}
	lifecycle := func(test ...string) string {
		return strings.Join(append(append([]string{"constructor", "@BeforeAll", "@BeforeEach"}, test...), "@AfterEach", "@AfterAll"), "\n") + "\n"
	}
	cases := []struct {
		test, stdout string
		code         int
		// exception is the first line of standard error.
		exception string
	}{
		{"OrderTest#passes", around("passes"), 0, ""},
		{"OrderTest#inherited", around("inherited"), 0, ""},
		{"OrderTest#fails", around("fails"), 1, `Exception in thread "main" org.junit.ComparisonFailure: expected:<[expected]> but was:<[actual]>`},
		{"OrderTest#throwsExpected", around(), 0, ""},
		{"OrderTest#missesExpected", around("missesExpected"), 1, `Exception in thread "main" java.lang.AssertionError: Expected exception: java.lang.IllegalStateException`},
		{"OrderTest#throwsOther", around(), 1, `Exception in thread "main" java.lang.UnsupportedOperationException: other`},
		{"OrderTest#assumes", around(), 0, "jcheck: an assumption of the test failed: the test was aborted, as JUnit skips it"},
		{"BrokenSetUpTest#test", "@After\n", 1, `Exception in thread "main" java.lang.IllegalStateException: set-up fails`},
		{"LifecycleTest#sharesInstance", lifecycle("sharesInstance"), 0, ""},
		{"LifecycleTest#aborts", lifecycle(), 0, "jcheck: an assumption of the test failed: the test was aborted, as JUnit skips it"},
		{"LifecycleTest#fails", lifecycle(), 1, `Exception in thread "main" org.opentest4j.AssertionFailedError: set-ups: 2 ==> expected: <true> but was: <false>`},
		// Jupiter does not inherit JupiterBase.prepare, which the
		// subclass overrides.
		{"JupiterSubTest#runs", "base @BeforeEach\nsub @BeforeEach\nruns\nsub @AfterEach\nbase @AfterEach\n", 0, ""},
	}
	for _, c := range cases {
		code, stdout, stderr := jcheck("run", "-cp", cp, "--test", c.test)
		first, _, _ := strings.Cut(stderr, "\n")
		if code != c.code || stdout != c.stdout || first != c.exception {
			t.Errorf("run --test %s: exit code %d, stdout:\n%s\nstderr:\n%s\nwant exit code %d, stdout:\n%s\nstderr starting %q",
				c.test, code, stdout, stderr, c.code, c.stdout, c.exception)
		}
	}

	// check reports JUnit's failures, whatever their class, as assertion
	// failures; other exceptions as uncaught.
	checkTestSummary(t, cp, "OrderTest", exitFound, []string{
		"passes: ok",
		"fails: error: assertion failure: thread main: org.junit.ComparisonFailure: expected:<[expected]> but was:<[actual]> at OrderTest.fails(OrderTest.java:48)",
		"failsTheOldWay: error: assertion failure: thread main: junit.framework.AssertionFailedError: JUnit 3's failure at OrderTest.failsTheOldWay(OrderTest.java:54)",
		"throwsExpected: ok",
		"missesExpected: error: assertion failure: thread main: java.lang.AssertionError: Expected exception: java.lang.IllegalStateException at org.junit.Assert.fail(Assert.java:89)",
		"throwsOther: error: uncaught exception: thread main: java.lang.UnsupportedOperationException: other at OrderTest.throwsOther(OrderTest.java:69)",
		"assumes: skipped: an assumption failed in every execution",
		"ignored: skipped: @Ignore",
		"inherited: ok",
	})

	// A method jcheck cannot call is not checked, and the others are.
	if stderr := checkTestSummary(t, cp, "JupiterSubTest", exitBadInput, []string{"runs: ok", "named: not checked: " + namedParameters}); stderr != "jcheck: JupiterSubTest#named: "+namedParameters+"\n" {
		t.Errorf("check --test JupiterSubTest: stderr %q", stderr)
	}

	// Jupiter's other kinds of test are listed and not checked (exit code
	// 2); an overload of a test's name is its own entry; methods Jupiter
	// does not run are not listed; threads a passing test leaves blocked
	// do not make a deadlock; a test aborted by its assumption in some
	// executions says in how many.
	checkTestSummary(t, cp, "JupiterKindsTest", exitBadInput, []string{
		"plain: ok",
		"plain: not checked: test method JupiterKindsTest.plain is a @ParameterizedTest: jcheck does not run parameterized tests",
		"dynamic: not checked: test method JupiterKindsTest.dynamic is a @TestFactory: jcheck does not run dynamic tests",
		"leavesThreadBlocked: ok",
		"assumesWinner: ok (an assumption failed in 1 of 2 executions)",
		"Inner: not checked: JupiterKindsTest$Inner is a @Nested class: jcheck does not run nested test classes",
	})
	for test, want := range map[string]string{
		"JupiterKindsTest#plain":        "",
		"JupiterKindsTest#dynamic":      "jcheck: test method JupiterKindsTest.dynamic is a @TestFactory: jcheck does not run dynamic tests\n",
		"JupiterKindsTest#returnsValue": "jcheck: JupiterKindsTest.returnsValue is not a test method (annotated @Test)\n",
		"JupiterKindsTest$Inner":        "jcheck: test class JupiterKindsTest$Inner is @Nested: jcheck does not run nested test classes\n",
		"ConditionalTest":               "jcheck: test class ConditionalTest uses @DisabledOnOs (an @ExtendWith) (on ConditionalTest.notOnLinux): jcheck does not run JUnit's runners, rules or extensions\n",
	} {
		wantCode := exitBadInput
		if want == "" {
			wantCode = exitOK
		}
		if code, _, stderr := jcheck("check", "-cp", cp, "--test", test); code != wantCode || stderr != want {
			t.Errorf("check --test %s: exit code %d, stderr %q; want %d, %q", test, code, stderr, wantCode, want)
		}
	}

	// A search a limit stops makes the class's exit code 3.
	checkTestSummary(t, cp, "OrderBase", exitLimit, []string{"inherited: incomplete (max-executions)"}, "--max-executions", "1")
}

// checkTestSummary runs check --test class with the flags and compares
// its exit code and summary lines; it returns what check wrote to
// standard error.
func checkTestSummary(t *testing.T, cp, class string, wantCode int, want []string, flags ...string) string {
	t.Helper()
	args := append([]string{"check", "-cp", cp, "--test", class}, flags...)
	code, stdout, stderr := jcheck(args...)
	if got := testSummary(stdout, class); code != wantCode || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s: exit code %d, summary:\n%s\nwant exit code %d, summary:\n%s\nstderr:\n%s",
			strings.Join(args, " "), code, strings.Join(got, "\n"), wantCode, strings.Join(want, "\n"), stderr)
	}
	return stderr
}

// namedParameters is the error of JupiterSubTest.named.
const namedParameters = "test method JupiterSubTest.named takes parameters: jcheck calls test methods without arguments"

// TestJUnitErrors: a test that cannot be run is one line naming it, exit
// code 2.
func TestJUnitErrors(t *testing.T) {
	cp := compileJUnit(t, junitLifecycle)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"check", "--test", "Missing"}, "test class Missing not found on the class path"},
		{[]string{"check", "--test", "Missing#test"}, "test class Missing not found on the class path"},
		{[]string{"check", "--test", "OrderTest#missing"}, "OrderTest has no method named missing"},
		{[]string{"check", "--test", "OrderTest#helper"}, "OrderTest.helper is not a test method (annotated @Test)"},
		{[]string{"run", "--test", "OrderTest#helper"}, "OrderTest.helper is not a test method (annotated @Test)"},
		{[]string{"check", "--test", "OrderTest#"}, `--test must be CLASS or CLASS#METHOD (com.acme.FooTest#bar), not "OrderTest#"`},
		{[]string{"run", "--test", "OrderTest.java#passes"}, "--test names a compiled test class (com.acme.FooTest), not a source file: OrderTest.java"},
		{[]string{"check", "--test", "OrderTest", "--json", filepath.Join(t.TempDir(), "r.json")}, "--json records one search: name one test method (--test CLASS#METHOD)"},
		{[]string{"check", "--test", "OrderTest", "--html", filepath.Join(t.TempDir(), "r.html")}, "--html records one search: name one test method (--test CLASS#METHOD)"},
		{[]string{"check", "--test", "OrderTest#passes", "OrderTest"}, "--test names the program: it takes no main class, -jar or arguments"},
		{[]string{"run", "--test", "OrderTest"}, `jcheck run runs one test method: --test CLASS#METHOD, not "OrderTest"`},
		{[]string{"check", "--test", "OrderBase#missing"}, "OrderBase has no method named missing"},
		{[]string{"check", "--test", "OrderTest#ignored"}, "test OrderTest#ignored is disabled (@Ignore): JUnit does not run it"},
		{[]string{"run", "--test", "JupiterSubTest#named"}, namedParameters},
		{[]string{"check", "--test", "JupiterBase"}, "test class JupiterBase is abstract: name a concrete subclass"},
		{[]string{"check", "--test", "RuleTest#hasFolder"}, "test class RuleTest uses @Rule (on RuleTest.folder): jcheck does not run JUnit's runners, rules or extensions"},
		{[]string{"check", "--test", "InterfaceTest"}, "test class InterfaceTest inherits Prepared.prepare from an interface: jcheck does not run the test or lifecycle methods of interfaces"},
		{[]string{"check", "--test", "OldStyleTest"}, "OldStyleTest is a JUnit 3 TestCase: jcheck checks JUnit 4's and Jupiter's @Test methods"},
		{[]string{"check", "--test", "OldStyleTest.MemberTest"}, "test class OldStyleTest.MemberTest not found on the class path: a member class is named OldStyleTest$MemberTest"},
	}
	for _, c := range cases {
		args := append([]string{c.args[0], "-cp", cp}, c.args[1:]...)
		code, stdout, stderr := jcheck(args...)
		if want := "jcheck: " + c.want + "\n"; code != exitBadInput || stderr != want || stdout != "" {
			t.Errorf("jcheck %s: exit code %d, stdout %q, stderr %q; want exit code %d, stderr %q",
				strings.Join(c.args, " "), code, stdout, stderr, exitBadInput, want)
		}
	}
}

// TestInterruptTestClass sends SIGINT and SIGTERM to `check --test
// CLASS` during the search of its first test method, which does not end:
// that search stops, the next method is not checked, the summary says
// so, and check exits 3.
func TestInterruptTestClass(t *testing.T) {
	cp := compileJUnit(t, junitLifecycle)
	want := []string{"manyOrders: incomplete (interrupted)", "quick: not checked: interrupted"}
	for _, s := range signals {
		t.Run(s.name, func(t *testing.T) {
			// With workers (the default): a worker that boots the
			// program on a loader of its own runs the test with that
			// loader's classes (TestRun.For; it ran the first loader's
			// test class and failed with an internal error).
			code, stdout, stderr := interruptJcheck(t, s.sig, searched, 0, "check", "--por=sleep", "-cp", cp, "--test", "EndlessTest")
			end := fmt.Sprintf("jcheck: %s: the tests were interrupted; the reports cover what was explored\n", s.name)
			if got := testSummary(stdout, "EndlessTest"); code != exitLimit || strings.Join(got, "\n") != strings.Join(want, "\n") || !strings.HasSuffix(stderr, end) {
				t.Errorf("exit code %d, summary:\n%s\nstderr (end):\n%s\nwant exit code %d, summary:\n%s\nand stderr ending\n%s",
					code, strings.Join(got, "\n"), javatool.LastLines(stderr, 3), exitLimit, strings.Join(want, "\n"), end)
			}
		})
	}
}
