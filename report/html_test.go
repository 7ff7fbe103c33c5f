package report

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jcheck/jcheck/internal/htmltest"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reduction"
)

// one returns the only descendant of e the selector matches.
func one(t *testing.T, e *htmltest.Element, selector string) *htmltest.Element {
	t.Helper()
	found, err := e.One(selector)
	if err != nil {
		t.Fatal(err)
	}
	return found
}

// writePage renders a report and parses the page.
func writePage(t *testing.T, r *Report, src *Sources) *htmltest.Element {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteHTML(&buf, r, src); err != nil {
		t.Fatal(err)
	}
	var again bytes.Buffer
	if err := WriteHTML(&again, r, src); err != nil || !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Fatalf("a report's page differs when it is written again (%v)", err)
	}
	if bytes.Contains(buf.Bytes(), []byte("NaN")) || bytes.Contains(buf.Bytes(), []byte("Inf")) {
		t.Errorf("the page has a number that is not one (NaN, Inf)")
	}
	for _, remote := range []string{"http:", "https:", "<script", "<link", "@import", "url(http"} {
		if bytes.Contains(buf.Bytes(), []byte(remote)) {
			t.Errorf("the page has %q: it must need nothing but itself", remote)
		}
	}
	doc, err := htmltest.Parse(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// demoSource is demo/Transfer.java, the source of the deadlock report.
const demoSource = `package demo;

public class Transfer {
    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> {
            synchronized (A) {
                synchronized (B) {
                    System.out.println("t1 done");
                }
            }
        }, "t1");
        t1.start();
	    t1.join();
    }
}
`

// deadlockReport is a lock-order deadlock of t1 and t2, in the form
// check makes it.
func deadlockReport() *Report {
	return &Report{
		Program: ProgramSpec{JDK: "/jdk", ClassPath: "/classes", Main: "demo.Transfer", MaxHeap: 256 << 20},
		Options: OptionSpec{Search: "stateless", Reduction: "composed", Atomicity: "reduced", Lockset: true, Races: "adapt", Discipline: "race", Init: "escape", Uncaught: "error"},
		Verdict: "error",
		Stats:   reduction.Stats{Executions: 2, Transitions: 26, Replayed: 6, States: 27, MaxDepth: 25, Instructions: 4047, Elapsed: 70 * time.Millisecond, PeakMemory: 24 << 20},
		Errors: []Error{{
			Kind: "deadlock", Message: "no thread can proceed",
			Trace: &reduction.Trace{
				Steps: []reduction.TraceStep{
					step("main", "begin", "demo.Transfer.main(Transfer.java:5)", ""),
					step("main", "start t1", "demo.Transfer.main(Transfer.java:12)", "started\n"),
					step("t1", "begin", "java.lang.Thread.run(Thread.java:839)", ""),
					step("t1", "acquire Object@1", "demo.Transfer.lambda$main$0(Transfer.java:6)", "t1 has A\nstill\n"),
					step("main", "start t2", "demo.Transfer.main(Transfer.java:12)", ""),
					step("t2", "acquire Object@2", "java.lang.Object.wait(Object.java:338) from demo.Transfer.main(Transfer.java:13)", ""),
				},
				Final: []reduction.ThreadState{
					{Name: "main", State: "blocked", Next: "join t1", Stack: []string{"java.lang.Thread.join(Thread.java:1381)", "demo.Transfer.main(Transfer.java:13)"}},
					{Name: "t1", State: "blocked", Next: "acquire Object@2", Owner: "t2", Holds: []string{"Object@1"}, Stack: []string{"demo.Transfer.lambda$main$0(Transfer.java:7)", "java.lang.Thread.run(Thread.java:840)"}},
					{Name: "t2", State: "blocked", Next: "acquire Object@1", Owner: "t1", Holds: []string{"Object@2"}},
				},
				Cycle: []string{"t1", "t2"},
			},
		}},
	}
}

// TestHTMLDeadlock checks the counterexample's table, cell by cell, the
// final state and the wait-for cycle of a deadlock's page.
func TestHTMLDeadlock(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "demo"), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "demo", "Transfer.java"), []byte(demoSource), 0o666); err != nil {
		t.Fatal(err)
	}
	// A directory with the file's name, searched first, is passed over.
	other := t.TempDir()
	if err := os.MkdirAll(filepath.Join(other, "demo", "Transfer.java"), 0o777); err != nil {
		t.Fatal(err)
	}
	doc := writePage(t, deadlockReport(), NewSources([]string{other, t.TempDir(), dir}))

	if h := one(t, doc, "header"); !h.HasClasses("verdict.v-error") || one(t, h, "span.badge").Content() != "error" || one(t, h, "h1").Content() != "error 1 error found" {
		t.Errorf("header %q (class %q), want the badge error and 1 error found", one(t, h, "h1").Content(), h.Attrs["class"])
	}
	table := one(t, doc, "table.trace")
	if got, want := htmltest.Contents(one(t, table, "thead").Find("th")), []string{"#", "main", "t1", "t2"}; !slices.Equal(got, want) {
		t.Errorf("columns %q, want %q", got, want)
	}
	rows := one(t, table, "tbody").Find("tr")
	want := []struct {
		column int // of the stepping thread, from 1
		cell   string
	}{
		{1, "begin Transfer.java:5 main Thread t1 = new Thread(() -> {"},
		{1, "start t1 Transfer.java:12 main t1.start(); started"},
		{2, "begin Thread.java:839 run"},
		{2, "acquire Object@1 Transfer.java:6 lambda$main$0 synchronized (A) { t1 has A still"},
		{1, "start t2 Transfer.java:12 main t1.start();"},
		{3, "acquire Object@2 Object.java:338 wait · from Transfer.java:13 t1.join();"},
	}
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d", len(rows), len(want))
	}
	for i, row := range rows {
		cells := row.Find("td")
		if len(cells) != 4 || cells[0].Content() != strconv.Itoa(i+1) {
			t.Fatalf("row %d: %d cells %q, want 4, the first %d", i+1, len(cells), htmltest.Contents(cells), i+1)
		}
		for j, c := range cells[1:] {
			got, active := c.Content(), c.HasClasses("act")
			if j+1 == want[i].column {
				if !active || got != want[i].cell || !c.HasClasses("t"+strconv.Itoa(j)) {
					t.Errorf("row %d, column %d: %q (class %q), want %q in an active cell of colour t%d", i+1, j+1, got, c.Attrs["class"], want[i].cell, j)
				}
			} else if active || got != "" {
				t.Errorf("row %d, column %d: %q, want an empty cell", i+1, j+1, got)
			}
		}
	}
	if out := one(t, rows[3], "pre.out").Content(); out != "t1 has A still" {
		t.Errorf("step 4 shows the output %q", out)
	}
	final := htmltest.Contents(one(t, table, "tfoot").Find("td"))
	wantFinal := []string{
		"blocked join t1 Thread.java:1381 join Transfer.java:13 main t1.join();",
		"blocked acquire Object@2 held by t2 holds Object@1 Transfer.java:7 lambda$main$0 synchronized (B) { Thread.java:840 run",
		"blocked acquire Object@1 held by t1 holds Object@2",
	}
	if !slices.Equal(final, wantFinal) {
		t.Errorf("final state\n%q\nwant\n%q", final, wantFinal)
	}
	svg := one(t, doc, "svg")
	if got, want := htmltest.Contents(svg.Find("g.node")), []string{"t1", "Object@2", "t2", "Object@1"}; !slices.Equal(got, want) {
		t.Errorf("cycle nodes %q, want %q", got, want)
	}
	if locks := htmltest.Contents(svg.Find("g.lock")); !slices.Equal(locks, []string{"Object@2", "Object@1"}) {
		t.Errorf("lock nodes %q", locks)
	}
	if got, want := htmltest.Contents(svg.Find("text.elabel")), []string{"waits for", "held by", "waits for", "held by"}; !slices.Equal(got, want) {
		t.Errorf("cycle edges %q, want %q", got, want)
	}
	if arrows := svg.Find("path.arrow"); len(arrows) != 4 || arrows[0].Attrs["marker-end"] != "url(#error-1-arrow)" {
		t.Errorf("%d arrows, want 4 with the marker #error-1-arrow", len(arrows))
	}
	if got, want := htmltest.Contents(one(t, doc, "figcaption").Find("li")), []string{
		"t1 waits for Object@2, which t2 holds.",
		"t2 waits for Object@1, which t1 holds.",
	}; !slices.Equal(got, want) {
		t.Errorf("cycle caption %q, want %q", got, want)
	}
	stats := htmltest.Contents(one(t, doc, "dl.stats").Find("div"))
	wantStats := []string{"executions 2", "transitions 26", "replayed 6", "states 27", "max depth 25", "instructions 4,047", "time 0.07 s", "peak heap 24.0 MB"}
	if !slices.Equal(stats, wantStats) {
		t.Errorf("statistics %q, want %q", stats, wantStats)
	}
	if got := htmltest.Contents(doc.Find("table.kv")[1].Find("tr")); !slices.Equal(got, []string{"main class demo.Transfer", "class path /classes", "JDK /jdk", "heap limit 256.0 MB"}) {
		t.Errorf("program %q", got)
	}
}

// TestHTMLRace checks that a data race's two accesses are highlighted in
// the steps that perform them, and described above the table.
func TestHTMLRace(t *testing.T) {
	steps := []reduction.TraceStep{
		step("main", "begin", "LostUpdate.main(LostUpdate.java:9)", ""),
		step("main", "start t1", "LostUpdate.main(LostUpdate.java:16)", ""),
		step("t1", "begin", "java.lang.Thread.run(Thread.java:839)", ""),
		step("main", "start t2", "LostUpdate.main(LostUpdate.java:17)", ""),
		step("t1", "terminate", "", ""),
		step("t2", "begin", "java.lang.Thread.run(Thread.java:839)", ""),
	}
	at := "LostUpdate.lambda$main$0(LostUpdate.java:11)"
	r := &Report{
		Program: ProgramSpec{Main: "LostUpdate"}, Verdict: "error",
		Promoted: []reduction.LocKey{{Class: "LostUpdate", Field: "count"}}, Rounds: 2,
		Errors: []Error{{
			Kind: "data race", Message: "static LostUpdate.count is read by t2 ...",
			Violation: &reduction.LDReport{
				Location: "static LostUpdate.count",
				Current:  reduction.AccessReport{Thread: "t2", Position: at, Source: parseFrame(at), Step: 6},
				Other:    reduction.AccessReport{Thread: "t1", Write: true, Position: at, Source: parseFrame(at), Held: []string{"Object@3"}, Step: 3},
			},
			Trace: &reduction.Trace{Steps: steps, Final: []reduction.ThreadState{
				{Name: "main", State: "runnable", Next: "join t1"},
				{Name: "t1", State: "terminated"},
				{Name: "t2", State: "running without a visible operation"},
			}},
		}},
	}
	dir := t.TempDir()
	src := "public class LostUpdate {\n" + strings.Repeat("\n", 9) + "                count++;\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "LostUpdate.java"), []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	doc := writePage(t, r, NewSources([]string{dir}))

	rows := one(t, doc, "tbody").Find("tr")
	if len(rows) != len(steps) {
		t.Fatalf("%d rows, want %d", len(rows), len(steps))
	}
	var raced []string
	for i, row := range rows {
		for j, c := range row.Find("td")[1:] {
			if c.HasClasses("race") {
				raced = append(raced, strconv.Itoa(i+1)+"/"+strconv.Itoa(j+1)+": "+one(t, c, "div.access").Content())
			}
		}
	}
	want := []string{
		"3/2: written LostUpdate.java:11 , holding {Object@3} count++;",
		"6/3: read LostUpdate.java:11 , holding no lock count++;",
	}
	if !slices.Equal(raced, want) {
		t.Errorf("highlighted cells (step/column)\n%q\nwant\n%q", raced, want)
	}
	box := one(t, doc, "div.race-box")
	if got, want := htmltest.Contents(box.Find("li")), []string{
		"t2 read at LostUpdate.java:11 in lambda$main$0 , holding no lock, in step 6 count++;",
		"t1 written at LostUpdate.java:11 in lambda$main$0 , holding {Object@3}, in step 3 count++;",
	}; !slices.Equal(got, want) {
		t.Errorf("race details\n%q\nwant\n%q", got, want)
	}
	if links := box.Find("a"); len(links) != 2 || links[0].Attrs["href"] != "#error-1-step-6" || rows[5].Attrs["id"] != "error-1-step-6" {
		t.Errorf("the accesses do not link to their rows")
	}
	if got := htmltest.Contents(one(t, doc, "tfoot").Find("span.state")); !slices.Equal(got, []string{"runnable", "terminated", "running without a visible operation"}) {
		t.Errorf("final states %q", got)
	}
	if got := one(t, doc, "tfoot").Find("span.s-running"); len(got) != 1 {
		t.Errorf("%d threads styled as running, want 1", len(got))
	}
	if got := one(t, doc, "p.aside").Content(); got != racesNote(r) {
		t.Errorf("the page says %q, want the races note", got)
	}
}

// TestHTMLVerified checks the page of a search that found nothing.
func TestHTMLVerified(t *testing.T) {
	cases := []struct {
		verdict, guarantee, limit string
		badge, summary            string
	}{
		{"ok", reduction.CompleteGuarantee, "", "verified", "The program was verified: every interleaving was explored, and none of them has an error."},
		{"ok", "every execution with at most 2 preemptions was explored", "", "no error found", "No error was found in what the search covered: every execution with at most 2 preemptions was explored."},
		{"incomplete", "", reduction.LimitInterrupted, "incomplete", "No error was found, but the search is incomplete: it was interrupted."},
	}
	for _, c := range cases {
		r := &Report{Program: ProgramSpec{Main: "Ok"}, Verdict: c.verdict, Guarantee: c.guarantee, Limit: c.limit, Stats: reduction.Stats{Executions: 6}}
		doc := writePage(t, r, nil)
		if got := one(t, doc, "span.badge").Content(); got != c.badge || !one(t, doc, "header").HasClasses("v-"+c.verdict) {
			t.Errorf("%s: badge %q, want %q", c.verdict, got, c.badge)
		}
		if got := one(t, doc, "p.verified").Content(); got != c.summary {
			t.Errorf("%s: %q, want %q", c.verdict, got, c.summary)
		}
		if len(doc.Find("table.trace")) != 0 || one(t, doc, "dl.stats").Find("dd")[0].Content() != "6" {
			t.Errorf("%s: a counterexample, or no statistics", c.verdict)
		}
	}
}

func TestParseFrame(t *testing.T) {
	cases := []struct {
		frame string
		want  *interp.Source
		short string
	}{
		{"a.b.C.run(C.java:12)", &interp.Source{Class: "a.b.C", Method: "run", File: "a/b/C.java", Line: 12}, "C.java:12"},
		{"C$1.<init>(C.java)", &interp.Source{Class: "C$1", Method: "<init>", File: "C.java"}, "C.java"},
		{"java.lang.Object.wait(Native Method)", &interp.Source{Class: "java.lang.Object", Method: "wait"}, "java.lang.Object.wait"},
		{"Gen.run(Unknown Source)", &interp.Source{Class: "Gen", Method: "run"}, "Gen.run"},
		{"?", nil, ""},
		{"run(C.java:1)", nil, ""},
	}
	for _, c := range cases {
		got := parseFrame(c.frame)
		if got == nil || c.want == nil {
			if got != c.want {
				t.Errorf("parseFrame(%q) = %+v, want %+v", c.frame, got, c.want)
			}
			continue
		}
		if *got != *c.want || shortPosition(got) != c.short {
			t.Errorf("parseFrame(%q) = %+v (%q), want %+v (%q)", c.frame, *got, shortPosition(got), *c.want, c.short)
		}
	}
}

func TestGrouped(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 101543: "101,543", 1234567: "1,234,567", -4047: "-4,047"} {
		if got := grouped(n); got != want {
			t.Errorf("grouped(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestMethodIn(t *testing.T) {
	cases := []struct{ frame, want string }{
		{"a.Main.run(Main.java:3)", "run"},
		{"a.Main$Worker.run(Main.java:3)", "Worker.run"},
		{"a.Main$Worker$Task.call(Main.java:3)", "Worker$Task.call"},
		{"a.Main$1.run(Main.java:3)", "Main$1.run"},
		{"a.Helper.run(Main.java:3)", "Helper.run"},
		{"java.lang.Object.wait(Native Method)", "Object.wait"},
	}
	for _, c := range cases {
		if got := methodIn(parseFrame(c.frame)); got != c.want {
			t.Errorf("methodIn(%s) = %q, want %q", c.frame, got, c.want)
		}
	}
}

// step is a step of a counterexample as Replay describes it: its
// position, and its parts.
func step(thread, op, position, output string) reduction.TraceStep {
	s := reduction.TraceStep{Thread: thread, Op: op, Position: position, Output: output}
	at, from, _ := strings.Cut(position, " from ")
	s.Source = parseFrame(at)
	if from != "" {
		s.Caller = parseFrame(from)
	}
	return s
}

// TestHTMLSelfJoin checks the wait-for graph of a thread that joins
// itself: one box, and an arrow back to it.
func TestHTMLSelfJoin(t *testing.T) {
	r := &Report{Program: ProgramSpec{Main: "SelfJoin"}, Verdict: "error", Errors: []Error{{
		Kind: "deadlock", Message: "no thread can proceed",
		Trace: &reduction.Trace{
			Steps: []reduction.TraceStep{step("main", "begin", "", ""), step("main", "start worker", "", ""), step("worker", "begin", "", "")},
			Final: []reduction.ThreadState{{Name: "main", State: "terminated"}, {Name: "worker", State: "blocked", Next: "join worker"}},
			Cycle: []string{"worker"},
		},
	}}}
	doc := writePage(t, r, nil)
	svg := one(t, doc, "svg")
	if svg.Attrs["width"] != "149" || svg.Attrs["height"] != "120" || svg.Attrs["viewBox"] != "0 0 149 120" {
		t.Errorf("graph of %s x %s (%s), want 149 x 120", svg.Attrs["width"], svg.Attrs["height"], svg.Attrs["viewBox"])
	}
	if got := htmltest.Contents(svg.Find("g.node")); !slices.Equal(got, []string{"worker"}) {
		t.Errorf("nodes %q", got)
	}
	arrow := one(t, svg, "path.arrow")
	if d := arrow.Attrs["d"]; d != "M91 74C121 14 27 14 57 68" {
		t.Errorf("the arrow is %q", d)
	}
	if got := htmltest.Contents(one(t, doc, "figcaption").Find("li")); !slices.Equal(got, []string{"worker waits for worker (join worker)."}) {
		t.Errorf("caption %q", got)
	}
}

// TestHTMLRepeatedSource checks that a step on the same source line as
// the step before, by the same thread, shows the line dimmed.
func TestHTMLRepeatedSource(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "Log.java"), []byte("class Log {\n  void f() {\n    System.out.println(x);\n  }\n}\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	r := &Report{Program: ProgramSpec{Main: "Log"}, Verdict: "error", Errors: []Error{{
		Kind: "deadlock", Message: "no thread can proceed",
		Trace: &reduction.Trace{Steps: []reduction.TraceStep{
			step("main", "begin", "Log.f(Log.java:3)", ""),
			step("main", "acquire PrintStream@1", "java.io.PrintStream.println(PrintStream.java:1027) from Log.f(Log.java:3)", ""),
			step("t1", "begin", "Log.f(Log.java:2)", ""),
			step("main", "acquire PrintStream@1", "java.io.PrintStream.println(PrintStream.java:1027) from Log.f(Log.java:3)", ""),
			step("main", "acquire BufferedWriter@2", "java.io.PrintStream.write(PrintStream.java:5) from Log.f(Log.java:3)", ""),
		}},
	}}}
	doc := writePage(t, r, NewSources([]string{dir}))
	var shown, dimmed []string
	for i, row := range doc.Find("tr.step") {
		for _, src := range row.Find("code.src") {
			shown = append(shown, strconv.Itoa(i+1))
			if src.HasClasses("again") {
				dimmed = append(dimmed, strconv.Itoa(i+1))
			}
		}
	}
	if !slices.Equal(shown, []string{"1", "2", "3", "4", "5"}) || !slices.Equal(dimmed, []string{"2", "5"}) {
		t.Errorf("steps %q show their source line, %q dimmed; want all, 2 and 5 dimmed", shown, dimmed)
	}
}

// TestHTMLJoinCycle checks the graph of two threads that join each
// other: no lock between them, and two arrows apart.
func TestHTMLJoinCycle(t *testing.T) {
	r := &Report{Program: ProgramSpec{Main: "Joins"}, Verdict: "error", Errors: []Error{{
		Kind: "deadlock", Message: "no thread can proceed",
		Trace: &reduction.Trace{
			Steps: []reduction.TraceStep{step("a", "begin", "", ""), step("b", "begin", "", "")},
			Final: []reduction.ThreadState{{Name: "a", State: "blocked", Next: "join b"}, {Name: "b", State: "blocked", Next: "join a"}},
			Cycle: []string{"a", "b"},
		},
	}}}
	svg := one(t, writePage(t, r, nil), "svg")
	if got := htmltest.Contents(svg.Find("g.node")); !slices.Equal(got, []string{"a", "b"}) || len(svg.Find("g.lock")) != 0 {
		t.Errorf("nodes %q, want a and b and no lock", got)
	}
	if got := htmltest.Contents(svg.Find("text.elabel")); !slices.Equal(got, []string{"join b", "join a"}) {
		t.Errorf("edges %q", got)
	}
	arrows := svg.Find("path.arrow")
	if len(arrows) != 2 || arrows[0].Attrs["d"] == arrows[1].Attrs["d"] {
		t.Fatalf("%d arrows, want 2", len(arrows))
	}
	// a is at the left, b at the right: the arrow from a to b bows below
	// the line between them, the one back above it.
	if d0, d1 := arrows[0].Attrs["d"], arrows[1].Attrs["d"]; d0 != "M53 151Q132 179 210 151" || d1 != "M210 135Q132 107 53 135" {
		t.Errorf("arrows %q and %q", d0, d1)
	}
}

// TestHTMLEscapes checks that what the program names (threads, output)
// is text on the page, whatever characters it holds.
func TestHTMLEscapes(t *testing.T) {
	const name, output = `<w&"1">`, "<i>bold</i> & more\n"
	r := &Report{Program: ProgramSpec{Main: "Names"}, Verdict: "error", Errors: []Error{{
		Kind: "deadlock", Message: "no thread can proceed",
		Trace: &reduction.Trace{
			Steps: []reduction.TraceStep{step("main", "start "+name, "", output), step(name, "begin", "", "")},
			Final: []reduction.ThreadState{{Name: "main", State: "terminated"}, {Name: name, State: "blocked", Next: "join " + name}},
			Cycle: []string{name},
		},
	}}}
	var buf bytes.Buffer
	if err := WriteHTML(&buf, r, nil); err != nil {
		t.Fatal(err)
	}
	for _, raw := range []string{name, "<i>"} {
		if bytes.Contains(buf.Bytes(), []byte(raw)) {
			t.Errorf("the page has %q as it is, not as text", raw)
		}
	}
	doc := writePage(t, r, nil)
	if got := htmltest.Contents(one(t, doc, "thead").Find("th.thread")); !slices.Equal(got, []string{"main", name}) {
		t.Errorf("columns %q, want main and %q", got, name)
	}
	if got := one(t, doc, "pre.out").Content(); got != "<i>bold</i> & more" {
		t.Errorf("output %q", got)
	}
	if got := htmltest.Contents(one(t, doc, "svg").Find("g.node")); !slices.Equal(got, []string{name}) {
		t.Errorf("graph nodes %q", got)
	}
}

// TestHTMLFailure checks that an assertion failure is shown in the step
// that reveals it, the last, with where the error was created.
func TestHTMLFailure(t *testing.T) {
	dir := t.TempDir()
	src := "class Bank {\n  static void main() {\n    assert balance >= 0 : \"overdrawn\";\n  }\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "Bank.java"), []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	r := &Report{Program: ProgramSpec{Main: "Bank"}, Verdict: "error", Errors: []Error{{
		Kind: "assertion failure", Message: "thread main: java.lang.AssertionError: overdrawn at Bank.main(Bank.java:3)",
		Source: parseFrame("Bank.main(Bank.java:3)"),
		Trace: &reduction.Trace{Steps: []reduction.TraceStep{
			step("main", "begin", "Bank.main(Bank.java:2)", ""),
			step("t1", "begin", "java.lang.Thread.run(Thread.java:839)", ""),
			step("main", "read Thread.uncaughtExceptionHandler of main", "java.lang.Thread.getUncaughtExceptionHandler(Thread.java:1988)", ""),
		}},
	}}}
	doc := writePage(t, r, NewSources([]string{dir}))
	var marked []string
	for i, row := range doc.Find("tr.step") {
		for j, cell := range row.Find("td")[1:] {
			if cell.HasClasses("race") {
				marked = append(marked, fmt.Sprintf("%d/%d: %s", i+1, j+1, one(t, cell, "div.failure").Content()))
			}
		}
	}
	want := []string{`3/1: assertion failure Bank.java:3 main assert balance >= 0 : "overdrawn";`}
	if !slices.Equal(marked, want) {
		t.Errorf("marked cells %q, want %q", marked, want)
	}
}

// TestChoiceShown: the search --search=auto chose, and why, ends the
// text report and is the value of the --search option on the web page.
func TestChoiceShown(t *testing.T) {
	for _, c := range []struct {
		search, limit, text, html string
		round                     int
	}{
		{"stateful", "time-limit",
			"Search: stateful, chosen (--search=auto): the state-less search had not ended within 10000 transitions; then the stateful search ran, until --time-limit stopped it\n",
			"auto: stateful (the state-less search had not ended within 10000 transitions; then the stateful search ran, until --time-limit stopped it)", 0},
		{"stateful", "",
			"Search: stateful, chosen (--search=auto): the state-less search had not ended within 10000 transitions; the stateful search ended within 10000 transitions\n",
			"auto: stateful (the state-less search had not ended within 10000 transitions; the stateful search ended within 10000 transitions)", 0},
		{"stateless", "",
			"Search: stateless, chosen (--search=auto): the state-less search had not ended within 10000 transitions, nor the stateful search within 10000 transitions\n",
			"auto: stateless (the state-less search had not ended within 10000 transitions, nor the stateful search within 10000 transitions)", 0},
		{"stateless", "",
			"Search: stateless, chosen (--search=auto): the state-less search had not ended within 10000 transitions, nor the stateful search within 10000 transitions; then the state-less search ended (round 2 of the two taking turns)\n",
			"auto: stateless (the state-less search had not ended within 10000 transitions, nor the stateful search within 10000 transitions; then the state-less search ended (round 2 of the two taking turns))", 2},
		{"stateless", "time-limit",
			"Search: stateless, chosen (--search=auto): the state-less search had not ended within 10000 transitions, nor the stateful search within 10000 transitions; then the state-less search went on (round 3 of the two taking turns), until --time-limit stopped it\n",
			"auto: stateless (the state-less search had not ended within 10000 transitions, nor the stateful search within 10000 transitions; then the state-less search went on (round 3 of the two taking turns), until --time-limit stopped it)", 3},
		{"stateful", "",
			"Search: stateful, chosen (--search=auto): the state-less search had not ended within 10000 transitions; the stateful search ended within 10000 transitions (round 2 of the two taking turns)\n",
			"auto: stateful (the state-less search had not ended within 10000 transitions; the stateful search ended within 10000 transitions (round 2 of the two taking turns))", 2},
	} {
		r := &Report{Program: ProgramSpec{Main: "Ok"}, Options: OptionSpec{Search: "auto"}, Verdict: "ok", Guarantee: reduction.CompleteGuarantee,
			Stats: reduction.Stats{Executions: 6}, Chose: &reduction.Choice{Search: c.search, Budget: 10000, Probe: 10000, Round: c.round}, Limit: c.limit}
		if c.limit != "" {
			r.Verdict, r.Guarantee = "incomplete", ""
		}
		var text bytes.Buffer
		WriteText(&text, r)
		if !strings.HasSuffix(text.String(), c.text) {
			t.Errorf("%s: the text report does not end with %q:\n%s", c.search, c.text, text.String())
		}
		var value string
		for _, table := range writePage(t, r, nil).Find("table.kv") {
			for _, row := range table.Find("tr") {
				if one(t, row, "th").Content() == "--search" {
					value = one(t, row, "td").Content()
				}
			}
		}
		if value != c.html {
			t.Errorf("%s: the page's --search is %q, want %q", c.search, value, c.html)
		}
	}
}

// TestNoExecutionEnds: a complete search in which no execution ended (the
// stateful search of a program that spins for ever) says so under its
// verdict; one in which executions ended does not.
func TestNoExecutionEnds(t *testing.T) {
	const note = "(but no execution ends: under every schedule the program runs forever, as java would not exit)\n"
	for _, executions := range []int64{0, 1} {
		r := &Report{Program: ProgramSpec{Main: "Spin"}, Verdict: "ok", Guarantee: reduction.CompleteGuarantee,
			Stats: reduction.Stats{Executions: executions, Transitions: 26}}
		var text bytes.Buffer
		WriteText(&text, r)
		if got := strings.Contains(text.String(), note); got != (executions == 0) {
			t.Errorf("%d executions: note shown %v:\n%s", executions, got, text.String())
		}
	}
}
