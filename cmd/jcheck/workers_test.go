package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/benchprog"
	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/reduction"
)

// TestWorkers checks --workers on OrderedPhilosophers(5,2), whose state-less search
// does not end within the 10,000 transitions a search runs alone first
// (34,514 transitions): with 1 and 2 workers, check prints the same
// report (but for the work: replays, instructions, time, memory) and
// says how many workers explored how many parts; with 0, one depth-first
// search explores the same 1,296 executions and says nothing of workers.
func TestWorkers(t *testing.T) {
	if testing.Short() {
		t.Skip("three searches of a few seconds each")
	}
	var src []byte
	for _, p := range benchprog.Programs() {
		if p.File == "OrderedPhilosophers.java" {
			src = p.Source
		}
	}
	dir := javatool.CompileForTest(t, map[string]string{"OrderedPhilosophers.java": string(src)})
	work := regexp.MustCompile(`\(\d+ replayed, \d+\.\d\d per transition\)(.*), \d+ instructions, [0-9.]+ s, [0-9.]+ MB peak heap`)
	var one string
	for _, n := range []string{"1", "2", "0"} {
		code, stdout, stderr := jcheck("check", "--search=stateless", "--workers", n, "-cp", dir, "OrderedPhilosophers", "5", "2")
		if code != exitOK {
			t.Fatalf("--workers %s: exit %d\n%s%s", n, code, stdout, stderr)
		}
		out := work.ReplaceAllString(stdout, "(work)$1")
		switch n {
		case "1":
			one = out
			if want := "Statistics: 1296 executions, 37957 transitions (work), 37958 states, max depth 41"; !strings.Contains(out, want) {
				t.Errorf("--workers 1: no %q in\n%s", want, out)
			}
		case "2":
			if want := strings.Replace(one, "Workers: 1,", "Workers: 2,", 1); out != want {
				t.Errorf("--workers 2:\n%s\n--workers 1:\n%s", out, one)
			}
		case "0":
			if want := "Statistics: 1296 executions, 34514 transitions (work), 34515 states, max depth 41"; !strings.Contains(out, want) || strings.Contains(out, "Workers") {
				t.Errorf("--workers 0: want %q and no workers in\n%s", want, out)
			}
		}
	}
	if want := "Workers: 1, exploring 33 parts of the tree\n"; !strings.Contains(one, want) {
		t.Errorf("--workers 1: no %q in\n%s", want, one)
	}
}

// TestBenchWorkers checks the table of bench --workers: a program whose
// search ends within the transitions it runs alone has no parts.
func TestBenchWorkers(t *testing.T) {
	code, stdout, stderr := jcheck("bench", "--workers", "1,2", "--only", "(2,1)")
	want := "### Workers (`jcheck check --search=stateless` defaults, all errors)\n\n" +
		"| program | executions | transitions | parts | time, 1 (s) | time, 2 (s) | speed-up |\n" +
		"|---|---:|---:|---:|---:|---:|---:|\n" +
		"| OrderedPhilosophers(2,1) | 2 | 22 | 0 | "
	if code != exitOK || !strings.Contains(stdout, want) || strings.Contains(stdout, "### Stateful") {
		t.Errorf("exit %d; want the workers table alone, starting %q:\n%s%s", code, want, stdout, stderr)
	}
}

// TestSearchAuto checks --search=auto, the default. threads/PingPong's
// state-less search does not end within 10,000 transitions (two threads
// hand a turn back and forth, polling it), and its stateful search ends
// within them: check reports the stateful search, says so after the
// statistics and in the JSON report, and prints the same report with 0,
// 1 and 2 workers (but for the work: replays, instructions, time,
// memory). OrderedPhilosophers(9,1)'s stateful search does not end
// within 10,000 transitions either, but more than half of its
// transitions reach visited states: the two searches take turns (with
// 2 workers, side by side), and in the third round the state-less
// search ends within 40,000 transitions (20,297), where the stateful
// search did not end within 20,000: check reports it as
// --search=stateless --workers 0 does.
func TestSearchAuto(t *testing.T) {
	if testing.Short() {
		t.Skip("searches of a few seconds each")
	}
	work := regexp.MustCompile(`\(\d+ replayed, \d+\.\d\d per transition\)(.*), \d+ instructions, [0-9.]+ s, [0-9.]+ MB peak heap`)
	pingPong := filepath.Join("..", "..", "testdata", "java", "threads", "PingPong.java")
	const stateful = "Search: stateful, chosen (--search=auto): the state-less search had not ended within 10000 transitions; the stateful search ended within 10000 transitions\n"
	var first string
	for _, n := range []string{"0", "1", "2"} {
		js := filepath.Join(t.TempDir(), "report.json")
		code, stdout, stderr := jcheck("check", "--workers", n, "--json", js, pingPong)
		if code != exitOK {
			t.Fatalf("--workers %s: exit %d\n%s%s", n, code, stdout, stderr)
		}
		out := work.ReplaceAllString(stdout, "(work)$1")
		if first == "" {
			first = out
			if want := "Statistics: 2 executions, 926 transitions (work), 867 states (61 revisits pruned), max depth 221\n"; !strings.Contains(out, want) || !strings.HasSuffix(out, stateful) {
				t.Errorf("--workers %s: want %q and, last, %q in\n%s", n, want, stateful, out)
			}
		} else if out != first {
			t.Errorf("--workers %s:\n%s\n--workers 0:\n%s", n, out, first)
		}
		r := readReport(t, js)
		if c := r.Chose; c == nil || *c != (reduction.Choice{Search: "stateful", Budget: 10000, Probe: 10000}) || r.Options.Search != "auto" {
			t.Errorf("--workers %s: JSON search %q, chose %+v; want auto, and the stateful search", n, r.Options.Search, c)
		}
	}

	var src []byte
	for _, p := range benchprog.Programs() {
		if p.File == "OrderedPhilosophers.java" {
			src = p.Source
		}
	}
	dir := javatool.CompileForTest(t, map[string]string{"OrderedPhilosophers.java": string(src)})
	const stateless = "Search: stateless, chosen (--search=auto): the state-less search had not ended within 20000 transitions, nor the stateful search within 20000 transitions; then the state-less search ended (round 3 of the two taking turns)\n"
	var alone string
	for _, search := range []string{"auto", "stateless"} {
		workers := map[string]string{"auto": "2", "stateless": "0"}[search]
		code, stdout, stderr := jcheck("check", "--search="+search, "--workers", workers, "-cp", dir, "OrderedPhilosophers", "9", "1")
		if code != exitOK {
			t.Fatalf("--search=%s: exit %d\n%s%s", search, code, stdout, stderr)
		}
		out := work.ReplaceAllString(stdout, "(work)$1")
		if search == "auto" {
			if !strings.HasSuffix(out, stateless) {
				t.Errorf("--search=auto: want, last, %q in\n%s", stateless, out)
			}
			alone = strings.TrimSuffix(out, stateless)
		} else if out != alone {
			t.Errorf("--search=stateless:\n%s\n--search=auto:\n%s", out, alone)
		}
	}
}
