package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// TestReplayVersion1 replays the report of version 1 kept in testdata
// (written before reports had a version) with the classes compiled anew:
// replay reads it and reproduces each error as from the report check
// writes today.
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
	if code != exitFound || wantCode != exitFound || got != want || stderr != "" || wantErr != "" {
		t.Errorf("replay of version 1: exit code %d, stderr %q, stdout:\n%s\nwant exit code %d and what the replay of today's report says:\n%s",
			code, stderr, javatool.LineDiff(want, got, "today's", "version 1"), exitFound, javatool.LastLines(want, 5))
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
	alterReport(t, current, newer, func(doc map[string]any) { doc["schemaVersion"] = 3 })
	code, stdout, stderr := jcheck("replay", newer)
	want := "jcheck: " + newer + ": the report is newer than this jcheck: its schema version is 3, and this jcheck reads versions 1 to 2: replay it with a jcheck that reads version 3\n"
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
