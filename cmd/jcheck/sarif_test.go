package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/internal/schematest"
	"github.com/jcheck/jcheck/reduction"
)

// sarifLog is what the tests read of a SARIF log check --sarif wrote.
type sarifLog struct {
	Version string
	Runs    []struct {
		Tool struct {
			Driver struct {
				Name, Version string
				Rules         []struct{ ID, Name string }
			}
		}
		Results    []sarifResult
		Properties struct{ Verdict, Limit, Guarantee string }
	}
}

type sarifResult struct {
	RuleID           string
	RuleIndex        int
	Level            string
	Message          struct{ Text string }
	Locations        []sarifLocation
	RelatedLocations []sarifLocation
	CodeFlows        []struct {
		ThreadFlows []struct {
			ID        string
			Locations []struct {
				ExecutionOrder int
				Location       sarifLocation
			}
		}
	}
}

type sarifLocation struct {
	PhysicalLocation *struct {
		ArtifactLocation struct{ URI, URIBaseID string }
		Region           *struct{ StartLine int }
	}
	LogicalLocations []struct{ FullyQualifiedName string }
	Message          *struct{ Text string }
}

// String renders a location for comparisons: "pkg/Main.java:12
// pkg.Main.run", the file relative to SRCROOT.
func (l sarifLocation) String() string {
	var parts []string
	if p := l.PhysicalLocation; p != nil {
		file := p.ArtifactLocation.URIBaseID + "/" + p.ArtifactLocation.URI
		if p.Region != nil {
			file += fmt.Sprintf(":%d", p.Region.StartLine)
		}
		parts = append(parts, file)
	}
	for _, ll := range l.LogicalLocations {
		parts = append(parts, ll.FullyQualifiedName)
	}
	return strings.Join(parts, " ")
}

// readSARIF reads a SARIF log check wrote, which must be valid SARIF 2.1.0
// (the OASIS schema) and name jcheck as its tool.
func readSARIF(t *testing.T, path string) *sarifLog {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	schematest.ValidateSARIF(t, data)
	var log sarifLog
	if err := json.Unmarshal(data, &log); err != nil {
		t.Fatal(err)
	}
	if len(log.Runs) != 1 {
		t.Fatalf("SARIF log of %d runs, want 1", len(log.Runs))
	}
	if d := log.Runs[0].Tool.Driver; d.Name != "jcheck" || d.Version != version() {
		t.Fatalf("SARIF log of the tool %s %s, want jcheck %s", d.Name, d.Version, version())
	}
	return &log
}

// TestCheckSARIF checks programs with --json and --sarif: each error of the
// JSON report is a result of the SARIF log, of its kind's rule, an error
// or a warning, with the text report's message, its location (the access
// that revealed a race, with the other access as a related location; the
// assert that failed) and its counterexample as a code flow: a thread
// flow per thread whose locations are the thread's steps, numbered in the
// order of the whole path.
func TestCheckSARIF(t *testing.T) {
	tools := javatool.NeedJDK(t)
	type result struct{ rule, level, at, related string }
	cases := []struct {
		name    string
		flags   []string
		threads []string
		results []result
	}{
		{"RandomLostUpdate", []string{"--random=enumerate"}, []string{"main", "worker"}, []result{
			{"data-race", "error", "SRCROOT/RandomLostUpdate.java:16 RandomLostUpdate.lambda$main$0", "SRCROOT/RandomLostUpdate.java:20 RandomLostUpdate.main"},
			{"ld-violation", "warning", "SRCROOT/RandomLostUpdate.java:22 RandomLostUpdate.main", "SRCROOT/RandomLostUpdate.java:17 RandomLostUpdate.lambda$main$0"},
			{"assertion-failure", "error", "SRCROOT/RandomLostUpdate.java:22 RandomLostUpdate.main", ""},
		}},
		{"LockOrderDeadlock2", nil, []string{"main", "t1", "t2"}, []result{
			{"deadlock", "error", "SRCROOT/LockOrderDeadlock2.java:12 LockOrderDeadlock2.lambda$main$0", "SRCROOT/LockOrderDeadlock2.java:19 LockOrderDeadlock2.lambda$main$1"},
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p, classes := compileCheckProgram(t, tools, c.name)
			dir := t.TempDir()
			jsonPath, sarifPath := filepath.Join(dir, "report.json"), filepath.Join(dir, "report.sarif")
			if got := runCheck(classes, p, append(c.flags, "--json", jsonPath, "--sarif", sarifPath)...); got.code != exitFound {
				t.Fatalf("check: %s", got.describe())
			}
			r, run := readReport(t, jsonPath), readSARIF(t, sarifPath).Runs[0]
			var rules []string
			for _, rule := range run.Tool.Driver.Rules {
				rules = append(rules, rule.ID+" "+rule.Name)
			}
			wantRules := "deadlock Deadlock, uncaught-exception UncaughtException, assertion-failure AssertionFailure, ld-violation LDViolation, " +
				"possible-boundedinvis-violation PossibleBoundedInvisViolation, data-race DataRace, granularity-violation GranularityViolation, annotation-violation AnnotationViolation"
			if got := strings.Join(rules, ", "); got != wantRules {
				t.Errorf("rules %s, want %s", got, wantRules)
			}
			if run.Properties.Verdict != "error" || len(run.Results) != len(c.results) || len(r.Errors) != len(c.results) {
				t.Fatalf("verdict %q, %d results and %d errors in the JSON report, want \"error\" and %d", run.Properties.Verdict, len(run.Results), len(r.Errors), len(c.results))
			}
			for i, res := range run.Results {
				e, want := r.Errors[i], c.results[i]
				var at, related []string
				for _, l := range res.Locations {
					at = append(at, l.String())
				}
				for _, l := range res.RelatedLocations {
					related = append(related, l.String())
				}
				got := result{res.RuleID, res.Level, strings.Join(at, "; "), strings.Join(related, "; ")}
				if got != want || run.Tool.Driver.Rules[res.RuleIndex].ID != res.RuleID || res.Message.Text != e.Kind+": "+e.Message {
					t.Errorf("result %d: %+v (rule index %d), message %q; want %+v and %q", i+1, got, res.RuleIndex, res.Message.Text, want, e.Kind+": "+e.Message)
				}
				checkCodeFlow(t, res, e.Trace, c.threads)
			}
		})
	}
}

// checkCodeFlow checks a result's code flow against the counterexample of
// the JSON report: the threads in the order they first step, and each
// step in its thread's flow, in order, numbered by its place in the path,
// with its operation and its position in the program's code.
func checkCodeFlow(t *testing.T, res sarifResult, trace *reduction.Trace, threads []string) {
	t.Helper()
	if len(res.CodeFlows) != 1 {
		t.Fatalf("%s: %d code flows, want 1", res.RuleID, len(res.CodeFlows))
	}
	var ids []string
	steps := make([]string, len(trace.Steps))
	for _, tf := range res.CodeFlows[0].ThreadFlows {
		ids = append(ids, tf.ID)
		last := 0
		for _, l := range tf.Locations {
			if l.ExecutionOrder <= last || l.ExecutionOrder > len(steps) || steps[l.ExecutionOrder-1] != "" {
				t.Fatalf("%s: thread %s: step %d after step %d (of %d)", res.RuleID, tf.ID, l.ExecutionOrder, last, len(steps))
			}
			last = l.ExecutionOrder
			steps[last-1] = fmt.Sprintf("%s %s @ %s", tf.ID, l.Location.Message.Text, l.Location)
		}
	}
	if !slices.Equal(ids, threads) {
		t.Errorf("%s: thread flows %v, want %v", res.RuleID, ids, threads)
	}
	for i, s := range trace.Steps {
		src := s.Source
		if s.Caller != nil {
			src = s.Caller
		}
		where := ""
		if src != nil {
			where = fmt.Sprintf("SRCROOT/%s:%d %s.%s", src.File, src.Line, src.Class, src.Method)
		}
		if want := fmt.Sprintf("%s %s @ %s", s.Thread, s.Op, where); steps[i] != want {
			t.Errorf("%s: step %d of the code flow is %q, want %q", res.RuleID, i+1, steps[i], want)
		}
	}
}
