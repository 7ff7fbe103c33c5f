package main

import (
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

// TestShardFlag: a --shard that names no shard, or auto/N without an
// index in the environment, is one line of error and exit code 2, before
// anything is compiled or searched.
func TestShardFlag(t *testing.T) {
	for _, v := range shardIndexVariables {
		t.Setenv(v, "") // restored when the test ends
		os.Unsetenv(v)
	}
	for _, c := range []struct {
		value, env, index, want string
	}{
		{"1", "", "", `--shard must be I/N or auto/N with 0 <= I < N, not "1": no /`},
		{"4/4", "", "", `--shard must be I/N or auto/N with 0 <= I < N, not "4/4": I is not a whole number from 0 to N-1`},
		{"-1/4", "", "", `--shard must be I/N or auto/N with 0 <= I < N, not "-1/4": I is not a whole number from 0 to N-1`},
		{"x/4", "", "", `--shard must be I/N or auto/N with 0 <= I < N, not "x/4": I is not a whole number from 0 to N-1`},
		{"0/0", "", "", `--shard must be I/N or auto/N with 0 <= I < N, not "0/0": N is not a whole number, 1 or more`},
		{"0/four", "", "", `--shard must be I/N or auto/N with 0 <= I < N, not "0/four": N is not a whole number, 1 or more`},
		{"auto/4", "", "", "--shard auto/4: neither $JOB_COMPLETION_INDEX nor $SLURM_ARRAY_TASK_ID is set (a Kubernetes Indexed Job or a Slurm job array sets one); name the shard: --shard I/4"},
		{"auto/4", "JOB_COMPLETION_INDEX", "4", `--shard auto/4: $JOB_COMPLETION_INDEX is "4", not a shard index from 0 to 3`},
		{"auto/2", "SLURM_ARRAY_TASK_ID", "one", `--shard auto/2: $SLURM_ARRAY_TASK_ID is "one", not a shard index from 0 to 1`},
	} {
		if c.env != "" {
			os.Setenv(c.env, c.index)
		}
		code, stdout, stderr := jcheck("check", "--shard", c.value, "NoSuchClass")
		if c.env != "" {
			os.Unsetenv(c.env)
		}
		if want := "jcheck: " + c.want + "\n"; code != exitBadInput || stderr != want || stdout != "" {
			t.Errorf("--shard %s (%s=%q): exit code %d, stderr %q, stdout %q; want exit code %d, stderr %q", c.value, c.env, c.index, code, stderr, stdout, exitBadInput, want)
		}
	}
}

// TestShardMerge runs the search of a program with a deadlock, one whose
// assertion fails and a correct one as 2 and 4 shards (the index of each
// from $JOB_COMPLETION_INDEX, as in a Kubernetes Indexed Job) and merges
// their reports: the merged report holds the errors of the unsharded
// search, each once, its exit code is check's, its --json, --sarif and
// --html are written (the JSON reports follow the schema), and replay
// reproduces its counterexamples. With --por=sleep the shards explore
// exactly the unsharded search's executions.
func TestShardMerge(t *testing.T) {
	tools := javatool.NeedJDK(t)
	for _, v := range shardIndexVariables {
		t.Setenv(v, "") // restored when the test ends
		os.Unsetenv(v)
	}
	counts := []int{2, 4}
	if testing.Short() {
		counts = []int{2}
	}
	for _, c := range []struct {
		name string
		code int
	}{{"LockOrderDeadlock2", exitFound}, {"AtomicityViolation", exitFound}, {"SyncCounterJoin", exitOK}} {
		p, classes := compileCheckProgram(t, tools, c.name)
		dir := t.TempDir()
		whole := filepath.Join(dir, "whole.json")
		flags := []string{"--por=sleep", "--all-errors"}
		if got := runCheck(classes, p, append(flags, "--json", whole)...); got.code != c.code {
			t.Fatalf("%s: %s", c.name, got.describe())
		}
		want := readReport(t, whole)
		for _, n := range counts {
			var files []string
			for i := range n {
				f := filepath.Join(dir, fmt.Sprintf("shard%d-of-%d.json", i, n))
				os.Setenv(shardIndexVariables[0], fmt.Sprint(i))
				got := runCheck(classes, p, append(flags, "--shard", fmt.Sprintf("auto/%d", n), "--json", f)...)
				os.Unsetenv(shardIndexVariables[0])
				if got.code != exitOK && got.code != exitFound {
					t.Fatalf("%s shard %d/%d: %s", c.name, i, n, got.describe())
				}
				if r := readReport(t, f); r.Shard == nil || r.Shard.Index != i || r.Shard.Count != n {
					t.Fatalf("%s shard %d/%d: the report records shard %+v", c.name, i, n, r.Shard)
				}
				files = append(files, f)
			}
			merged, sarif, html := filepath.Join(dir, "merged.json"), filepath.Join(dir, "merged.sarif"), filepath.Join(dir, "merged.html")
			code, stdout, stderr := jcheck(append([]string{"merge", "--json", merged, "--sarif", sarif, "--html", html}, files...)...)
			if code != c.code || stderr != "" {
				t.Fatalf("%s merge of %d shards: exit code %d, stderr %q; want %d and none\n%s", c.name, n, code, stderr, c.code, stdout)
			}
			r := readReport(t, merged)
			if got, want := errorKeys(r), errorKeys(want); !slices.Equal(got, want) {
				t.Errorf("%s merge of %d shards: errors %q; the unsharded search %q", c.name, n, got, want)
			}
			if r.Verdict != want.Verdict || r.Guarantee != want.Guarantee || r.Stats.Executions != want.Stats.Executions || r.Shard != nil {
				t.Errorf("%s merge of %d shards: verdict %q, guarantee %q, %d executions, shard %v; the unsharded search %q, %q, %d",
					c.name, n, r.Verdict, r.Guarantee, r.Stats.Executions, r.Shard, want.Verdict, want.Guarantee, want.Stats.Executions)
			}
			if first, _, _ := strings.Cut(stdout, "\n"); !strings.HasPrefix(textReport(want), first+"\n") {
				t.Errorf("%s merge of %d shards: headline %q", c.name, n, first)
			}
			data, err := os.ReadFile(sarif)
			if err != nil {
				t.Fatal(err)
			}
			schematest.ValidateSARIF(t, data)
			if fi, err := os.Stat(html); err != nil || fi.Size() == 0 {
				t.Errorf("%s merge of %d shards: no --html page (%v)", c.name, n, err)
			}
			if len(r.Errors) > 0 {
				if code, stdout, stderr := jcheck("replay", merged); code != exitFound || strings.Count(stdout, "Reproduced after step") != len(r.Errors) {
					t.Errorf("%s replay of the merged report: exit code %d, stderr %q\n%s", c.name, code, stderr, stdout)
				}
			}
		}
	}
}

// errorKeys lists a report's errors by key.
func errorKeys(r *report.Report) []string {
	var keys []string
	for _, e := range r.Errors {
		keys = append(keys, e.Key)
	}
	slices.Sort(keys)
	return keys
}

// textReport is the text form of a report.
func textReport(r *report.Report) string {
	var b strings.Builder
	report.WriteText(&b, r)
	return b.String()
}

// TestMergeErrors: merge refuses reports of different searches, and a
// merge that lacks a shard is incomplete (exit code 3) and says which.
func TestMergeErrors(t *testing.T) {
	tools := javatool.NeedJDK(t)
	p, classes := compileCheckProgram(t, tools, "SyncCounterJoin")
	dir := t.TempDir()
	shard := func(name string, flags ...string) string {
		f := filepath.Join(dir, name)
		if got := runCheck(classes, p, append(flags, "--json", f)...); got.code != exitOK {
			t.Fatalf("%s", got.describe())
		}
		return f
	}
	s0, s1 := shard("s0.json", "--shard", "0/2"), shard("s1.json", "--shard", "1/2")
	sleep1 := shard("sleep1.json", "--shard", "1/2", "--por=sleep")
	whole := shard("whole.json")
	for _, c := range []struct {
		files []string
		code  int
		want  string
	}{
		{[]string{s0, sleep1}, exitBadInput, "jcheck: " + s0 + " and " + sleep1 + " are reports of different searches: --por=dpor against --por=sleep\n"},
		{[]string{s0, whole}, exitBadInput, "jcheck: " + whole + " is not the report of a shard (check --shard)\n"},
		{[]string{s1, s1}, exitBadInput, "jcheck: " + s1 + " and " + s1 + " are both shard 1/2\n"},
		{[]string{s1}, exitLimit, "jcheck: merge: the report of shard 0 of 2 is missing: the search is incomplete\n"},
		{nil, exitBadInput, "jcheck: usage: jcheck merge REPORT.json... (the --json reports of check --shard)\n"},
		{[]string{s0, s1}, exitOK, ""},
	} {
		code, stdout, stderr := jcheck(append([]string{"merge"}, c.files...)...)
		if code != c.code || stderr != c.want {
			t.Errorf("merge %q: exit code %d, stderr %q; want %d, %q\n%s", c.files, code, stderr, c.code, c.want, stdout)
		}
	}
}

// TestPromotedFrom: --promoted-from starts the race-adaptive search with
// the locations a report promoted, so that it runs one round where the
// search that found the race ran two; a file that is not a report is an
// error, exit 2.
func TestPromotedFrom(t *testing.T) {
	tools := javatool.NeedJDK(t)
	p, classes := compileCheckProgram(t, tools, "LostUpdate")
	dir := t.TempDir()
	first, again := filepath.Join(dir, "first.json"), filepath.Join(dir, "again.json")
	if got := runCheck(classes, p, "--json", first); got.code != exitFound {
		t.Fatal(got.describe())
	}
	if got := runCheck(classes, p, "--promoted-from", first, "--shard", "0/1", "--json", again); got.code != exitFound {
		t.Fatal(got.describe())
	}
	r1, r2 := readReport(t, first), readReport(t, again)
	if r1.Rounds != 2 || len(r1.Promoted) != 1 || r2.Rounds != 1 || !slices.Equal(r2.Promoted, r1.Promoted) {
		t.Errorf("rounds %d promoting %v, then with --promoted-from %d promoting %v; want 2 promoting one location, then 1 promoting it",
			r1.Rounds, r1.Promoted, r2.Rounds, r2.Promoted)
	}
	if want := "--promoted-from=" + first; !slices.Contains(r2.Shard.Search, want) {
		t.Errorf("the shard's search %q lacks %q", r2.Shard.Search, want)
	}
	missing := filepath.Join(dir, "missing.json")
	code, _, stderr := jcheck("check", "--promoted-from", missing, "NoSuchClass")
	if want := "jcheck: --promoted-from: open " + missing + ": no such file or directory\n"; code != exitBadInput || stderr != want {
		t.Errorf("exit code %d, stderr %q; want %d, %q", code, stderr, exitBadInput, want)
	}
}
