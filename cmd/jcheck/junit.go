package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/jcheck/jcheck/internal/launch"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/junit"
	"github.com/jcheck/jcheck/reduction"
	"github.com/jcheck/jcheck/report"
)

// testFlag names a JUnit test to run in place of a main method.
func testFlag(usage string) cli.Flag {
	return &cli.StringFlag{Name: "test", Usage: usage}
}

// splitTest splits --test's CLASS#METHOD (METHOD "" for a whole class).
func splitTest(test string) (class, method string, err error) {
	class, method, _ = strings.Cut(test, "#")
	switch {
	case class == "" || strings.ContainsAny(class, "#/") || strings.Contains(test, "#") && method == "":
		return "", "", fmt.Errorf("--test must be CLASS or CLASS#METHOD (com.acme.FooTest#bar), not %q", test)
	case strings.HasSuffix(class, ".java"):
		// A test's source needs JUnit's jars to compile: the class path
		// holds the compiled tests.
		return "", "", fmt.Errorf("--test names a compiled test class (com.acme.FooTest), not a source file: %s", class)
	}
	return class, method, nil
}

// testSpec reads --test into the program's spec: the test class is the
// main class.
func testSpec(c *cli.Context, spec *launch.Spec) error {
	test := c.String("test")
	if test == "" {
		return nil
	}
	class, _, err := splitTest(test)
	switch {
	case err != nil:
		return err
	case spec.Jar != "" || c.NArg() > 0:
		return fmt.Errorf("--test names the program: it takes no main class, -jar or arguments")
	}
	spec.Target = class
	return nil
}

// testMethod reads run's --test: one test method, CLASS#METHOD.
func testMethod(c *cli.Context) (string, error) {
	test := c.String("test")
	if _, method, err := splitTest(test); test != "" && err == nil && method == "" {
		return "", fmt.Errorf("jcheck run runs one test method: --test CLASS#METHOD, not %q", test)
	}
	return test, nil
}

// testRun finds the test a spec's Test names and says how JUnit runs it.
func testRun(l *interp.Loader, test string) (*interp.TestRun, error) {
	class, method, err := splitTest(test)
	if err != nil {
		return nil, err
	}
	t, err := junit.Find(l, class, method)
	if err != nil {
		return nil, err
	}
	if t.Skipped != "" {
		return nil, fmt.Errorf("test %s is disabled (%s): JUnit does not run it", test, t.Skipped)
	}
	return t.Run()
}

// launchProgram starts the program's main thread: the main method, or
// the test the spec names.
func launchProgram(vm *interp.VM, l *interp.Loader, prog *launch.Program, ps report.ProgramSpec) error {
	if ps.Test == "" {
		return vm.Launch(prog.MainClass, prog.Args)
	}
	r, err := testRun(l, ps.Test)
	if err != nil {
		return err
	}
	return vm.LaunchTest(r)
}

// checkTestClass checks each test method of a class with a search of its
// own, writes each one's report, then a line per test: its verdict, or
// why it was not checked. The exit code is the worst of theirs: 2 if a
// test could not be checked, else 1 if one has an error, else 3 if a
// limit stopped a search; 3 when a signal interrupts the tests.
func (e *env) checkTestClass(c *cli.Context, prog *launch.Program, opts reduction.Options, spec report.OptionSpec, ps report.ProgramSpec) error {
	for _, flag := range []string{"json", "sarif", "html"} {
		if c.IsSet(flag) {
			return e.fail(fmt.Errorf("--%s records one search: name one test method (--test CLASS#METHOD)", flag))
		}
	}
	class := prog.MainClass
	l, err := newLoader(prog.JDK, prog.ClassPath, ps)
	if err != nil {
		return e.fail(err)
	}
	tests, err := junit.Tests(l, class)
	if err != nil {
		return e.fail(err)
	}
	var lines []string
	failed, found, limited, interrupted := false, false, false, false
	for _, t := range tests {
		name := class + "#" + t.Name
		if t.Skipped != "" {
			lines = append(lines, fmt.Sprintf("%s: skipped: %s", t.Name, t.Skipped))
			continue
		}
		if interrupted {
			lines = append(lines, t.Name+": not checked: interrupted")
			continue
		}
		ps.Test = name
		// An overload of another test's name (a @ParameterizedTest
		// beside a @Test) is not what CLASS#METHOD finds: its own
		// reason not to run comes first.
		_, err := t.Run()
		var r *report.Report
		if err == nil {
			r, err = e.check(prog, opts, spec, ps)
		}
		if err != nil {
			fmt.Fprintf(e.stderr, "jcheck: %s: %v\n", name, err)
			lines = append(lines, fmt.Sprintf("%s: not checked: %v", t.Name, err))
			failed = true
			continue
		}
		fmt.Fprintf(e.stdout, "Test %s:\n", name)
		report.WriteText(e.stdout, r)
		fmt.Fprintln(e.stdout)
		lines = append(lines, t.Name+": "+testVerdict(r))
		found = found || r.Verdict == "error"
		limited = limited || r.Limit != ""
		interrupted = r.Limit == reduction.LimitInterrupted
	}
	fmt.Fprintf(e.stdout, "Tests of %s:\n", class)
	for _, line := range lines {
		fmt.Fprintln(e.stdout, "  "+line)
	}
	switch {
	case interrupted:
		fmt.Fprintf(e.stderr, "jcheck: %v: the tests were interrupted; the reports cover what was explored\n", e.interrupt.sig)
		return exitError{exitLimit}
	case failed:
		return exitError{exitBadInput}
	case found:
		return exitError{exitFound}
	case limited:
		return exitError{exitLimit}
	}
	return nil
}

// testVerdict is a test's line in the summary: ok, its first error, or
// the limit that stopped its search; skipped if a failed assumption
// aborted the test in every execution, so that nothing of it was
// checked past the assumption.
func testVerdict(r *report.Report) string {
	warnings := 0
	for _, er := range r.Errors {
		if !er.Warning {
			return fmt.Sprintf("error: %s: %s", er.Kind, er.Message)
		}
		warnings++
	}
	st := r.Stats
	if st.Aborted > 0 && st.Aborted == st.Executions && r.Limit == "" && warnings == 0 {
		return "skipped: an assumption failed in every execution"
	}
	verdict := r.Verdict
	if st.Aborted > 0 {
		verdict += fmt.Sprintf(" (an assumption failed in %d of %d executions)", st.Aborted, st.Executions)
	}
	if r.Limit != "" {
		verdict += " (" + r.Limit + ")"
	}
	switch {
	case warnings == 1:
		verdict += " (and 1 warning)"
	case warnings > 1:
		verdict += fmt.Sprintf(" (and %d warnings)", warnings)
	}
	return verdict
}
