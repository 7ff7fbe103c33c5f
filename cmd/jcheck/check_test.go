package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/internal/schematest"
	"github.com/jcheck/jcheck/report"
)

// checkCorpus is the model checker's corpus: small programs whose EXPECT
// header is the verdict of `jcheck check` (see its README.md).
var checkCorpus = filepath.Join("..", "..", "testdata", "java", "check")

// racesCorpus holds racy programs whose races cause the errors they
// exist to show (see its README.md).
var racesCorpus = filepath.Join("..", "..", "testdata", "java", "races")

// jucCorpus holds programs that synchronise through java.util.concurrent
// (see its README.md).
var jucCorpus = filepath.Join("..", "..", "testdata", "java", "juc")

// annotationsCorpus holds programs checked with an annotation file: the
// one beside each, named after it (Foo.java, Foo.annotations).
var annotationsCorpus = filepath.Join("..", "..", "testdata", "java", "annotations")

const (
	// minCheckPrograms guards against the corpus silently shrinking.
	minCheckPrograms = 30
	minRacePrograms  = 10
	minJUCPrograms   = 20
	minAnnotated     = 10

	// headerCheck adjusts how TestCheckPrograms checks a program:
	//   skip: REASON   not checked (the search cannot complete in time);
	//   [slow] FLAGS   extra flags for `jcheck check` (e.g. --lockset=off);
	//                  slow programs are left out with -short.
	headerCheck = "CHECK"

	// headerModes "all" makes TestCheckPrograms require the verdict of
	// every search mode: each pair of values of two of --search,
	// --reduction and --atomicity, and the sleep-set and persistent-set
	// searches beside DPOR (modes).
	headerModes = "MODES"

	// checkTimeLimit bounds each search, so that a search that no longer
	// completes fails the test (exit 3) rather than hanging it.
	checkTimeLimit = "60s"

	// reportLines is how much of a report a failure message shows.
	reportLines = 30
)

// reportKinds maps the EXPECT values to the kinds of the report's errors
// ("deadlock: ..."); warning is an LD' violation reported as a warning.
var reportKinds = map[string]string{
	"deadlock":   "deadlock",
	"race":       "data race",
	"ld":         "LD' violation",
	"warning":    "LD' violation",
	"assertion":  "assertion failure",
	"exception":  "uncaught exception",
	"annotation": "annotation violation",
}

// checkSpec is what the CHECK and MODES headers say.
type checkSpec struct {
	skip  string // reason to skip, "" to check
	slow  bool
	flags []string
	// modes lists the flags of each search mode to check: one, the
	// default, unless MODES: all.
	modes [][]string
}

// modes are the search modes MODES: all checks: the state-less and the
// stateful search with the default reduction and atomicity, and three more
// combinations of --search, --reduction and --atomicity, so that every
// pair of values of two of them is checked (a pairwise covering array of
// five of the eight combinations: 66 programs ask for all modes, and the
// unreduced --atomicity=bytecode ones cost the most), then the sleep-set
// and persistent-set searches.
var modes = [][]string{
	{"--search=stateless", "--reduction=composed", "--atomicity=reduced"},
	{"--search=stateful", "--reduction=composed", "--atomicity=reduced"},
	{"--search=stateless", "--reduction=ifsss", "--atomicity=bytecode"},
	{"--search=stateful", "--reduction=ifsss", "--atomicity=reduced"},
	{"--search=stateful", "--reduction=composed", "--atomicity=bytecode"},
	{"--por=sleep"},
	{"--por=persistent"},
}

// parseCheckSpec reads and validates p's CHECK header.
func parseCheckSpec(p *javatool.Program) (checkSpec, error) {
	var s checkSpec
	if v, ok := p.Headers[headerCheck]; ok {
		if rest, found := strings.CutPrefix(v, "skip"); found {
			s.skip = strings.TrimSpace(strings.TrimPrefix(rest, ":"))
			if s.skip == "" {
				return s, fmt.Errorf("%s: CHECK: skip needs a reason", p.Path)
			}
		} else {
			for _, f := range strings.Fields(v) {
				switch {
				case f == "slow":
					s.slow = true
				case strings.HasPrefix(f, "--"):
					s.flags = append(s.flags, f)
				default:
					return s, fmt.Errorf("%s: CHECK: %q is neither skip, slow nor a --flag", p.Path, f)
				}
			}
			if !s.slow && len(s.flags) == 0 {
				return s, fmt.Errorf("%s: empty CHECK header", p.Path)
			}
		}
	}
	switch m, ok := p.Headers[headerModes]; {
	case !ok:
		s.modes = [][]string{nil}
	case m == "all":
		s.modes = modes
	default:
		return s, fmt.Errorf("%s: MODES: %q is not all", p.Path, m)
	}
	return s, nil
}

// checkOutcome is what one in-process `jcheck check` did.
type checkOutcome struct {
	args           []string
	code           int
	stdout, stderr string
	// verdict is ok, incomplete, crash, or the EXPECT name of the kind of
	// the first error reported (see reportKinds); firstError is that
	// error's line.
	verdict, firstError string
}

// annotationFlags is --annotations with the program's annotation file, if
// it has one (Foo.annotations beside Foo.java).
func annotationFlags(t *testing.T, p *javatool.Program) []string {
	path := strings.TrimSuffix(p.Path, ".java") + ".annotations"
	if _, err := os.Stat(path); err != nil {
		return nil
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	return []string{"--annotations", abs}
}

// runCheck runs `jcheck check` in-process on a compiled program.
func runCheck(classes string, p *javatool.Program, flags ...string) checkOutcome {
	args := append([]string{"check", "--time-limit", checkTimeLimit}, flags...)
	args = append(append(args, "-cp", classes, p.Name), p.Args...)
	runSlots <- struct{}{}
	code, stdout, stderr := jcheck(args...)
	<-runSlots
	o := checkOutcome{args: append([]string{"jcheck"}, args...), code: code, stdout: stdout, stderr: stderr}
	o.verdict, o.firstError = checkVerdict(code, stdout)
	return o
}

// checkVerdict reads the verdict from check's exit code and text report.
func checkVerdict(code int, stdout string) (verdict, firstError string) {
	switch code {
	case 0:
		return "ok", ""
	case exitLimit:
		return "incomplete", ""
	case exitFound:
	default:
		return "crash", ""
	}
	first := firstErrorLine(stdout)
	for expect, kind := range reportKinds {
		if expect != "warning" && strings.HasPrefix(first, kind+": ") {
			return expect, first
		}
	}
	return "unknown error", first
}

// reportedKinds returns what a JSON report holds in the terms of EXPECT,
// sorted: ok for a complete search that found nothing, else the distinct
// kinds of its errors and warnings, and incomplete if a limit stopped it.
func reportedKinds(r *report.Report) []string {
	var kinds []string
	for _, e := range r.Errors {
		k := "warning"
		if !e.Warning {
			k = "?" + e.Kind
			for expect, kind := range reportKinds {
				if kind == e.Kind && expect != "warning" {
					k = expect
				}
			}
		}
		if !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
	}
	if r.Verdict == "incomplete" {
		kinds = append(kinds, "incomplete")
	}
	if len(kinds) == 0 {
		kinds = append(kinds, "ok")
	}
	slices.Sort(kinds)
	return kinds
}

// firstErrorLine returns the line that starts the first error of a text
// report (without its "Error 1 of N: " prefix): the first non-empty line
// after the summary and the limit note.
func firstErrorLine(report string) string {
	lines := strings.Split(report, "\n")
	for _, l := range lines[min(1, len(lines)):] {
		if l == "" || strings.HasPrefix(l, "(the ") {
			continue
		}
		if _, rest, ok := strings.Cut(l, ": "); ok && strings.HasPrefix(l, "Error 1 of ") {
			return rest
		}
		return l
	}
	return ""
}

// describe summarises the outcome for a failure message: the command, the
// exit code and the first lines of the report.
func (o checkOutcome) describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\nexit code %d, verdict %s\n", strings.Join(o.args, " "), o.code, o.verdict)
	lines := strings.Split(strings.TrimRight(o.stdout, "\n"), "\n")
	if len(lines) > reportLines {
		lines = append(lines[:reportLines], "...")
	}
	b.WriteString(strings.Join(lines, "\n"))
	if o.stderr != "" {
		fmt.Fprintf(&b, "\nstderr:\n%s", javatool.LastLines(o.stderr, 10))
	}
	return b.String()
}

// TestCheckPrograms model-checks every program of testdata/java/check,
// testdata/java/races, testdata/java/threads, testdata/java/juc,
// testdata/java/annotations (with each program's annotation file) and
// testdata/java/verify (with JPF's Verify on the class path and without)
// with `jcheck check` and
// requires what its EXPECT header lists: exactly the kinds of errors and
// warnings the report holds (ok: none), a complete search, and the exit
// code that goes with them (1 with an error, else 0).
func TestCheckPrograms(t *testing.T) {
	tools := javatool.NeedJDK(t)
	specs := map[*javatool.Program]checkSpec{}
	check := func(p *javatool.Program) error {
		spec, err := parseCheckSpec(p)
		specs[p] = spec
		return errors.Join(p.Validate(), err)
	}
	progs := append(javatool.LoadCorpus(t, checkCorpus, minCheckPrograms, check),
		javatool.LoadCorpus(t, racesCorpus, minRacePrograms, check)...)
	progs = append(progs, javatool.LoadCorpus(t, threadsCorpus, 0, check)...)
	progs = append(progs, javatool.LoadCorpus(t, jucCorpus, minJUCPrograms, check)...)
	progs = append(progs, javatool.LoadCorpus(t, annotationsCorpus, minAnnotated, check)...)
	progs = append(progs, javatool.LoadCorpus(t, verifyCorpus, minVerifyPrograms, check)...)
	if t.Failed() {
		return
	}
	for _, p := range progs {
		spec := specs[p]
		corpus := filepath.Base(filepath.Dir(p.Path))
		t.Run(corpus+"/"+p.Name, func(t *testing.T) {
			if spec.skip != "" {
				t.Skip("CHECK: skip:", spec.skip)
			}
			if spec.slow && testing.Short() {
				t.Skip("slow (CHECK: slow), skipped with -short")
			}
			t.Parallel()
			for _, classes := range compileForCheck(t, tools, p) {
				if _, ok := p.Headers[javatool.HeaderError]; ok {
					checkRejected(t, classes, p)
					continue
				}
				for _, mode := range spec.modes {
					path := filepath.Join(t.TempDir(), "report.json")
					got := runCheck(classes, p, slices.Concat(spec.flags, annotationFlags(t, p), mode, []string{"--json", path})...)
					if got.code != 0 && got.code != exitFound && got.code != exitLimit {
						t.Fatalf("%s: jcheck failed\n%s", p.Path, got.describe())
					}
					kinds := reportedKinds(readReport(t, path))
					want := slices.Sorted(slices.Values(p.Expects()))
					wantCode := 0
					if slices.ContainsFunc(want, func(k string) bool { return k != "ok" && k != "warning" }) {
						wantCode = exitFound
					}
					if !slices.Equal(kinds, want) || got.code != wantCode {
						t.Errorf("%s (EXPECT: %s): reported %s with exit code %d, want %s with exit code %d\n%s",
							p.Path, p.Expect, strings.Join(kinds, ", "), got.code, strings.Join(want, ", "), wantCode, got.describe())
					}
				}
			}
		})
	}
}

// checkRejected requires of an EXPECT: annotation-error program that
// jcheck stops before searching, with exit code 2 and its ERROR header as
// the one line of stderr (the annotation file named by its full path).
func checkRejected(t *testing.T, classes string, p *javatool.Program) {
	t.Helper()
	flags := annotationFlags(t, p)
	if flags == nil {
		t.Fatalf("%s: EXPECT: annotation-error without an annotation file", p.Path)
	}
	want := "jcheck: " + filepath.Join(filepath.Dir(flags[1]), p.Headers[javatool.HeaderError]) + "\n"
	got := runCheck(classes, p, flags...)
	if got.code != exitBadInput || got.stderr != want || got.stdout != "" {
		t.Errorf("%s: exit code %d, stderr %q; want exit code %d, stderr %q and no report\n%s", p.Path, got.code, got.stderr, exitBadInput, want, got.describe())
	}
}

// TestCheckJSONReplay writes the report of a deadlock and of an LD'
// violation with --json, reads it back and replays it with `jcheck
// replay`, which must reproduce the counterexample step for step.
func TestCheckJSONReplay(t *testing.T) {
	tools := javatool.NeedJDK(t)
	cases := []struct{ name, kind string }{
		{"LockOrderDeadlock2", "deadlock"},
		{"LostUpdate", "data race"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p, classes := compileCheckProgram(t, tools, c.name)
			path := filepath.Join(t.TempDir(), "report.json")
			got := runCheck(classes, p, "--json", path)
			if got.code != exitFound || !strings.HasPrefix(got.firstError, c.kind+": ") {
				t.Fatalf("want exit code %d and a first error %q\n%s", exitFound, c.kind+": ...", got.describe())
			}
			r := readReport(t, path)
			if r.Verdict != "error" || len(r.Errors) == 0 || r.Errors[0].Kind != c.kind || len(r.Errors[0].Path) == 0 {
				t.Fatalf("JSON report: verdict %q, %d errors, want an error %q with a path", r.Verdict, len(r.Errors), c.kind)
			}
			if tr := r.Errors[0].Trace; tr == nil || len(tr.Steps) != len(r.Errors[0].Path) {
				t.Errorf("JSON report: the first error's trace does not have one step per path step (%d)", len(r.Errors[0].Path))
			}
			code, replayed, stderr := jcheck("replay", path)
			if code != exitFound {
				t.Fatalf("replay: exit code %d, want %d\nstdout:\n%s\nstderr:\n%s", code, exitFound, javatool.LastLines(replayed, 10), stderr)
			}
			want, gotSteps := stepLines(got.stdout), stepLines(replayed)
			if len(want) == 0 || len(want) != len(r.Errors[0].Path) {
				t.Fatalf("check's counterexample has %d step lines, the JSON path %d steps\n%s", len(want), len(r.Errors[0].Path), got.describe())
			}
			if w, g := strings.Join(want, "\n"), strings.Join(gotSteps, "\n"); w != g {
				t.Errorf("replay's counterexample differs from check's:\n%s", javatool.LineDiff(w, g, "check", "replay"))
			}
			if first := firstErrorLine("\n" + replayed); first != got.firstError {
				t.Errorf("replay reports\n  %s\nwant\n  %s", first, got.firstError)
			}
			if want := fmt.Sprintf("\nReproduced after step %d, the last of the path.\n", len(r.Errors[0].Path)); !strings.Contains(replayed, want) {
				t.Errorf("replay does not say %q:\n%s", want, javatool.LastLines(replayed, 10))
			}
		})
	}
}

// compileCheckProgram loads and compiles a program of the check corpus.
func compileCheckProgram(t testing.TB, tools *javatool.Tools, name string) (p *javatool.Program, classes string) {
	t.Helper()
	p, err := javatool.LoadProgram(filepath.Join(checkCorpus, name+".java"))
	if err != nil {
		t.Fatal(err)
	}
	if classes, err = tools.Compile(p); err != nil {
		t.Fatal(err)
	}
	return p, classes
}

// readReport reads a JSON report check wrote, which must follow the
// schema docs/report-schema.json documents.
func readReport(t *testing.T, path string) *report.Report {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	schematest.ValidateReport(t, data)
	r, err := report.ReadJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// writeReport writes a report as check --json does.
func writeReport(t *testing.T, path string, r *report.Report) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := errors.Join(report.WriteJSON(f, r), f.Close()); err != nil {
		t.Fatal(err)
	}
}

// stepLines returns the step lines (and program output lines) of the
// first counterexample of a text report: the lines between
// "Counterexample (N steps):" and "Final state:".
func stepLines(report string) []string {
	var out []string
	in := false
	for _, l := range strings.Split(report, "\n") {
		switch {
		case strings.HasPrefix(l, "Counterexample ("):
			in = true
		case l == "Final state:":
			if in {
				return out
			}
		case in && l != "":
			out = append(out, l)
		}
	}
	return out
}

// TestReplayDivergence replays a report whose path was altered, as if the
// program had changed since, or the report had been edited: replay must
// stop at the first step that does not repeat, name it, and exit 2; a
// path that repeats but does not end with the recorded error (emptied,
// cut short, or the error relabelled) is not a reproduction either: exit
// 2, naming what was recorded and what the path ends with.
func TestReplayDivergence(t *testing.T) {
	tools := javatool.NeedJDK(t)
	p, classes := compileCheckProgram(t, tools, "LockOrderDeadlock2")
	path := filepath.Join(t.TempDir(), "report.json")
	if got := runCheck(classes, p, "--json", path); got.code != exitFound {
		t.Fatalf("check: %s", got.describe())
	}
	steps := len(readReport(t, path).Errors[0].Path)
	notReproduced := func(recorded string, after int, ends string) string {
		return fmt.Sprintf("jcheck: error 1 of the report is not reproduced: %s was recorded after step %d, but replaying the path %s\n", recorded, after, ends)
	}
	deadlock := "deadlock: no thread can proceed"
	cases := []struct {
		name  string
		alter func(e *report.Error)
		// want is replay's standard error, or with prefix its start.
		want   string
		prefix bool
	}{
		{"other pc", func(e *report.Error) { e.Path[1].Op.PC++ }, "jcheck: error 1 of the report: non-deterministic program: at step 2 thread main performs start in ", true},
		{"no such thread", func(e *report.Error) { e.Path[2].Thread = 99 }, "jcheck: error 1 of the report: non-deterministic program: at step 3 thread 99 does not exist", true},
		{"emptied", func(e *report.Error) { e.Path = nil }, notReproduced(deadlock, 0, "ends without an error"), false},
		{"cut", func(e *report.Error) { e.Path = e.Path[:len(e.Path)-1] }, notReproduced(deadlock, steps-1, "ends without an error"), false},
		{"relabelled", func(e *report.Error) { e.Kind = "data race" }, notReproduced("data race: no thread can proceed", steps, "ends with "+deadlock), false},
		{"other message", func(e *report.Error) { e.Message = "thread main is stuck" }, notReproduced("deadlock: thread main is stuck", steps, "ends with "+deadlock), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := readReport(t, path)
			c.alter(&r.Errors[0])
			altered := filepath.Join(t.TempDir(), "altered.json")
			writeReport(t, altered, r)
			code, stdout, stderr := jcheck("replay", altered)
			if code != exitBadInput || stderr != c.want && !(c.prefix && strings.HasPrefix(stderr, c.want)) || stdout != "" {
				t.Errorf("replay of an altered report: exit code %d, stderr %q, stdout %q; want exit code %d, stderr %q and no stdout", code, stderr, javatool.LastLines(stdout, 10), exitBadInput, c.want)
			}
		})
	}
}

// TestReplayWarnings replays a report of warnings alone (an LD' violation
// that happens-before orders): each is reproduced, labelled a warning as
// check labels it, and the exit code is 0, as check's was.
func TestReplayWarnings(t *testing.T) {
	tools := javatool.NeedJDK(t)
	p, classes := compileCheckProgram(t, tools, "ResultAfterJoin")
	path := filepath.Join(t.TempDir(), "report.json")
	if got := runCheck(classes, p, "--json", path); got.code != 0 {
		t.Fatalf("check: %s", got.describe())
	}
	r := readReport(t, path)
	if len(r.Errors) == 0 || !r.Errors[0].Warning {
		t.Fatalf("the report has no warning: %+v", r.Errors)
	}
	code, stdout, stderr := jcheck("replay", path)
	want := fmt.Sprintf("\nReproduced after step %d, the last of the path.\n", len(r.Errors[0].Path))
	if code != 0 || !strings.Contains(stdout, want) {
		t.Errorf("replay: exit code %d, stdout:\n%s\nstderr: %s\nwant exit code 0 and %q", code, stdout, stderr, want)
	}
	// Each is labelled as check labels it: a warning, not an error.
	if !strings.HasPrefix(stdout, "Warning: LD' violation: ") || strings.Contains(stdout, "Error ") {
		t.Errorf("replay labels the warnings otherwise than check:\n%s", stdout)
	}
}

// TestModesCoverEveryPair: for each two of --search, --reduction and
// --atomicity, every pair of their values is in some mode of modes.
func TestModesCoverEveryPair(t *testing.T) {
	values := map[string][]string{"search": {"stateless", "stateful"}, "reduction": {"composed", "ifsss"}, "atomicity": {"reduced", "bytecode"}}
	seen := map[string]bool{}
	for _, mode := range modes {
		for _, a := range mode {
			for _, b := range mode {
				seen[a+" "+b] = true
			}
		}
	}
	for _, x := range []string{"search", "reduction", "atomicity"} {
		for _, y := range []string{"search", "reduction", "atomicity"} {
			if x >= y {
				continue
			}
			for _, vx := range values[x] {
				for _, vy := range values[y] {
					if pair := "--" + x + "=" + vx + " --" + y + "=" + vy; !seen[pair] {
						t.Errorf("no mode has %s", pair)
					}
				}
			}
		}
	}
}
