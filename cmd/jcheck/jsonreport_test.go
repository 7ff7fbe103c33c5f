package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/report"
)

// TestReplayVersion1 replays the report of version 1 kept in testdata
// (written before reports had a version) with the classes compiled anew:
// replay reads it and reproduces each error, with the steps of its path
// (one for each visible operation of a thread alone, as then).
func TestReplayVersion1(t *testing.T) {
	tools := javatool.NeedJDK(t)
	p, classes := compileCheckProgram(t, tools, "RandomLostUpdate")
	dir := t.TempDir()
	current := filepath.Join(dir, "current.json")
	if got := runCheck(classes, p, "--random=enumerate", "--json", current); got.code != exitFound {
		t.Fatalf("check: %s", got.describe())
	}
	old := filepath.Join(dir, "v1.json")
	alterReport(t, filepath.Join("..", "..", "testdata", "reports", "RandomLostUpdate.v1.json"), old, func(doc map[string]any) {
		if _, ok := doc["schemaVersion"]; ok {
			t.Fatal("the report of version 1 has a schemaVersion")
		}
		prog := doc["program"].(map[string]any)
		prog["classPath"], prog["jdk"] = classes, ""
	})
	wantCode, want, wantErr := jcheck("replay", current)
	code, got, stderr := jcheck("replay", old)
	// Version 1's path has a step for each visible operation main makes
	// before it starts a thread, where today's path has one for them
	// all: the counterexamples differ in those steps, the error is the
	// same.
	first := func(s string) string { l, _, _ := strings.Cut(s, "\n"); return l }
	if code != exitFound || wantCode != exitFound || first(got) != first(want) || !strings.Contains(got, "\nReproduced after step 13, the last of the path.\n") || stderr != "" || wantErr != "" {
		t.Errorf("replay of version 1: exit code %d, stderr %q, stdout:\n%s\nwant exit code %d, the error of the replay of today's report:\n%s\nreproduced after the 13 steps of its path",
			code, stderr, got, exitFound, first(want))
	}
}

// TestReplayNewerReport: a report of a schema version newer than this
// jcheck's is a one-line error naming the version needed, exit code 2.
func TestReplayNewerReport(t *testing.T) {
	tools := javatool.NeedJDK(t)
	p, classes := compileCheckProgram(t, tools, "LockOrderDeadlock2")
	dir := t.TempDir()
	current, newer := filepath.Join(dir, "current.json"), filepath.Join(dir, "newer.json")
	if got := runCheck(classes, p, "--json", current); got.code != exitFound {
		t.Fatalf("check: %s", got.describe())
	}
	alterReport(t, current, newer, func(doc map[string]any) { doc["schemaVersion"] = report.SchemaVersion + 1 })
	code, stdout, stderr := jcheck("replay", newer)
	want := fmt.Sprintf("jcheck: %s: the report is newer than this jcheck: its schema version is %d, and this jcheck reads versions 1 to %d: replay it with a jcheck that reads version %d\n", newer, report.SchemaVersion+1, report.SchemaVersion, report.SchemaVersion+1)
	if code != exitBadInput || stderr != want || stdout != "" {
		t.Errorf("exit code %d, stderr %q, stdout %q; want exit code %d and stderr %q", code, stderr, stdout, exitBadInput, want)
	}
}

// alterReport writes the JSON document in from to to, changed by alter.
func alterReport(t testing.TB, from, to string, alter func(map[string]any)) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	alter(doc)
	if data, err = json.Marshal(doc); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o666); err != nil {
		t.Fatal(err)
	}
}
