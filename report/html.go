package report

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"math"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reduction"
)

// The page is one file that needs nothing else: its style sheet and the
// deadlock graphs (SVG) are inline, and it loads no fonts or scripts.
//
//go:embed html.tmpl
var htmlSource string

var htmlTemplate = template.Must(template.New("report").Parse(htmlSource))

// threadColors is the number of colours the style sheet gives threads
// (classes t0 ... t7); more threads reuse them in turn.
const threadColors = 8

// WriteHTML writes the report as a page for a browser: the verdict, each
// error's counterexample as a table with one column per thread and one row
// per step, the final state, and the statistics. src finds the source
// lines the steps name (nil: none are shown).
func WriteHTML(w io.Writer, r *Report, src *Sources) error {
	return htmlTemplate.Execute(w, newPage(r, src))
}

// page is what the template shows.
type page struct {
	Main     string
	Verdict  string // "ok", "error" or "incomplete": the header's colour
	Badge    string
	Headline string
	Notes    []string
	// Summary says what a page without errors shows.
	Summary  string
	Errors   []pageError
	Races    string
	Outcomes []reduction.Outcome
	Stats    []item
	Options  []item
	Program  []item
}

// item is a named value of the statistics and options.
type item struct{ Name, Value string }

type pageError struct {
	ID       string // the anchor of the error's section
	Label    string // "Error 2 of 3", "Warning", "Error"
	Kind     string
	Message  string
	Warning  bool
	Location string // the raced location of a data race or LD' violation
	Accesses []pageAccess
	Note     string
	Promoted string
	// Threads are the counterexample's columns, Rows its steps, Final
	// each thread's state at the end (one per column).
	Threads []pageThread
	Rows    []pageRow
	Final   []pageFinal
	Cycle   *graph
}

type pageThread struct {
	Name  string
	Color int
}

type pageAccess struct {
	Verb, Thread, Locks string
	Where               code
	// Step is the counterexample's step in which the access happens (0:
	// before the first).
	Step  int
	Row   string // the anchor of the step's row
	Color int
}

// code is a position in the program, with its source line if found.
type code struct {
	Position string // as the report has it, for the tooltip
	Method   string // Class.method without the package, the method alone in Class.java
	Short    string // Main.java:12
	From     string // the program's caller, for a step in the library
	Source   string
	// Again says that Source is the line of the step before too, by the
	// same thread (the library's steps under one call of the program):
	// it is shown dimmed.
	Again bool
}

type pageRow struct {
	ID    string // the anchor of the row
	N     int
	Cells []pageCell // one per thread; the stepping thread's has Op
}

type pageCell struct {
	Color  int
	Op     string
	Where  code
	Output string
	// Race describes the accesses of the error's data race or LD'
	// violation that happen in this step.
	Race []pageAccess
	// Failure is where the error that the step reveals happens: the
	// creation of an uncaught exception (the last step dispatches it).
	Failure *code
}

type pageFinal struct {
	Color              int
	State, Next, Owner string
	// Status is the state as one word, for the style sheet.
	Status string
	Holds  string
	// Stack is the thread's stack, innermost frame first; the innermost
	// frame whose source is found shows its line.
	Stack []code
}

func newPage(r *Report, src *Sources) *page {
	title, notes := headline(r)
	p := &page{
		Main: r.Program.Main, Verdict: r.Verdict, Headline: title, Notes: notes,
		Outcomes: r.Outcomes, Stats: statItems(&r.Stats), Options: optionItems(r), Program: programItems(&r.Program),
	}
	switch {
	case r.Verdict == "error":
		p.Badge = "error"
		if errors, _ := countErrors(r); errors == 0 {
			p.Badge = "warning"
		}
	case r.Verdict == "incomplete":
		p.Badge = "incomplete"
	case r.Guarantee == reduction.CompleteGuarantee || r.Guarantee == "":
		p.Badge = "verified"
		p.Summary = "The program was verified: every interleaving was explored, and none of them has an error."
	default:
		p.Badge = "no error found"
		p.Summary = "No error was found in what the search covered: " + r.Guarantee + "."
	}
	if r.Verdict == "incomplete" {
		p.Summary = "No error was found, but the search is incomplete: " + stopped(r.Limit, "it") + "."
	}
	if len(r.Promoted) > 0 {
		p.Races = racesNote(r)
	}
	for i := range r.Errors {
		p.Errors = append(p.Errors, newPageError(r, i, src))
	}
	return p
}

func newPageError(r *Report, i int, src *Sources) pageError {
	e := &r.Errors[i]
	pe := pageError{ID: "error-" + strconv.Itoa(i+1), Label: ErrorLabel(r, i), Kind: e.Kind, Message: e.Message, Warning: e.Warning}
	if pe.Label == "" {
		pe.Label = "Error"
	}
	if len(e.Promoted) > 0 {
		pe.Promoted = promotedNote(e)
	}
	t := e.Trace
	if t == nil {
		return pe
	}
	column := pe.addThreads(t)
	if v := e.Violation; v != nil && !v.WrongInitThread {
		pe.Location = v.Location
		pe.Note = strings.Join(violationNote(e), " ")
		for _, a := range accesses(v) {
			pe.Accesses = append(pe.Accesses, pageAccess{
				Verb: accessVerb(a), Thread: a.Thread, Locks: lockList(a.Held), Where: codeAt(a.Position, a.Source, nil, src),
				Step: a.Step, Row: stepAnchor(pe.ID, a.Step), Color: pe.Threads[column[a.Thread]].Color,
			})
		}
	}
	pe.addRows(t, column, src)
	if e.Source != nil && len(t.Steps) > 0 {
		// Replay ends the path with the transition that reveals the error.
		last := t.Steps[len(t.Steps)-1]
		at := codeAt("", e.Source, nil, src)
		pe.Rows[len(pe.Rows)-1].Cells[column[last.Thread]].Failure = &at
	}
	pe.addFinal(t, column, src)
	if len(t.Cycle) > 0 {
		pe.Cycle = cycleGraph(t, column)
		pe.Cycle.ID = pe.ID + "-arrow"
	}
	return pe
}

// addThreads makes the counterexample's columns: its threads, in the
// order the final state lists them (the order they were created), and
// returns each thread's column.
func (pe *pageError) addThreads(t *reduction.Trace) map[string]int {
	column := map[string]int{}
	add := func(name string) {
		if _, ok := column[name]; !ok {
			column[name] = len(pe.Threads)
			pe.Threads = append(pe.Threads, pageThread{Name: name, Color: len(pe.Threads) % threadColors})
		}
	}
	for _, th := range t.Final {
		add(th.Name)
	}
	for _, s := range t.Steps {
		add(s.Thread)
	}
	return column
}

// addRows makes a row of the table for each step: the stepping thread's
// cell holds the operation, where it is, what it printed, and the
// accesses of the error's race made in the step.
func (pe *pageError) addRows(t *reduction.Trace, column map[string]int, src *Sources) {
	for n, s := range t.Steps {
		row := pageRow{ID: stepAnchor(pe.ID, n+1), N: n + 1, Cells: make([]pageCell, len(pe.Threads))}
		for i := range row.Cells {
			row.Cells[i].Color = pe.Threads[i].Color
		}
		c := &row.Cells[column[s.Thread]]
		c.Op, c.Where, c.Output = s.Op, codeAt(s.Position, s.Source, s.Caller, src), s.Output
		if n > 0 && t.Steps[n-1].Thread == s.Thread {
			before := pe.Rows[n-1].Cells[column[s.Thread]].Where.Source
			c.Where.Again = c.Where.Source != "" && c.Where.Source == before
		}
		for _, a := range pe.Accesses {
			if a.Step == n+1 {
				c.Race = append(c.Race, a)
			}
		}
		pe.Rows = append(pe.Rows, row)
	}
}

// addFinal makes the table's last row: each thread's state at the end.
func (pe *pageError) addFinal(t *reduction.Trace, column map[string]int, src *Sources) {
	pe.Final = make([]pageFinal, len(pe.Threads))
	for i := range pe.Final {
		pe.Final[i].Color = pe.Threads[i].Color
	}
	for _, th := range t.Final {
		f := &pe.Final[column[th.Name]]
		f.State, f.Next, f.Owner, f.Holds = th.State, th.Next, th.Owner, strings.Join(th.Holds, ", ")
		f.Status, _, _ = strings.Cut(th.State, " ")
		shown := false
		for _, frame := range th.Stack {
			c := codeAt(frame, parseFrame(frame), nil, src)
			if shown {
				c.Source = ""
			}
			shown = shown || c.Source != ""
			f.Stack = append(f.Stack, c)
		}
	}
}

// stepAnchor is the anchor of an error's step (none for step 0, before
// the first).
func stepAnchor(errorID string, step int) string {
	if step == 0 {
		return ""
	}
	return errorID + "-step-" + strconv.Itoa(step)
}

// codeAt describes where a step, access or frame is: at (Position's
// parts), and for a step in the class library the program's caller, whose
// source line is shown when the library's is not found.
func codeAt(position string, at, caller *interp.Source, src *Sources) code {
	c := code{Position: position}
	if at == nil {
		return c
	}
	c.Method, c.Short = methodIn(at), shortPosition(at)
	c.Source, _ = src.Line(at)
	if caller != nil {
		c.From = shortPosition(caller)
		if c.Source == "" {
			c.Source, _ = src.Line(caller)
		}
	}
	return c
}

// methodIn names a position's method for a reader who sees its file's
// name: "run" in Main.java for Main.run, "Inner.run" for Main$Inner.run,
// else the class without its package and the method ("Main$1.run").
func methodIn(at *interp.Source) string {
	class := at.Class[strings.LastIndexByte(at.Class, '.')+1:]
	outer, inner, nested := strings.Cut(class, "$")
	switch {
	case path.Base(at.File) != outer+".java":
	case !nested:
		return at.Method
	case inner != "" && (inner[0] < '0' || inner[0] > '9'):
		return inner + "." + at.Method
	}
	return class + "." + at.Method
}

// statItems are the search's statistics, as WriteStats writes them, with
// their digits grouped by three to be read at a glance.
func statItems(s *reduction.Stats) []item {
	items := []item{
		{"executions", grouped(s.Executions)},
		{"transitions", grouped(s.Transitions)},
		{"replayed", grouped(s.Replayed)},
		{"states", grouped(s.States)},
	}
	if s.Matched > 0 {
		items = append(items, item{"revisits pruned", grouped(s.Matched)})
	}
	if s.VisitedBytes > 0 {
		items = append(items, item{"visited set", fmt.Sprintf("%s states in %s", grouped(s.VisitedStates), byteSize(s.VisitedBytes))})
	}
	if s.SleepSets {
		items = append(items, item{"reduction", "the state space has a cycle: the stateful search went on with sleep sets instead of DPOR"})
	}
	if b := s.Bitstate; b != nil {
		items = append(items, item{"bitstate", fmt.Sprintf("%s of %s bits set, %d hash functions: a state not visited is taken as visited with probability %.2g", grouped(b.BitsSet), grouped(b.Bits), b.Hashes, b.Omission)})
	}
	if s.Workers > 0 {
		items = append(items, item{"workers", fmt.Sprintf("%d, exploring %s parts of the tree", s.Workers, grouped(s.Units))})
	}
	items = append(items,
		item{"max depth", grouped(int64(s.MaxDepth))},
		item{"instructions", grouped(s.Instructions)},
		item{"time", seconds(s.Elapsed)},
		item{"peak heap", megabytes(s.PeakMemory)},
	)
	if s.PersistentSets > 0 {
		persistent, enabled := s.MeanPersistent()
		items = append(items, item{"persistent set", fmt.Sprintf("%.2f of %.2f enabled", persistent, enabled)})
	}
	return items
}

// grouped renders n with its digits in groups of three: "101,543".
func grouped(n int64) string {
	digits := strconv.FormatInt(n, 10)
	sign := ""
	if n < 0 {
		sign, digits = "-", digits[1:]
	}
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(d)
	}
	return sign + b.String()
}

// optionItems are the options of the search, named as check's flags.
func optionItems(r *Report) []item {
	o := &r.Options
	items := []item{
		{"--search", o.Search}, {"--reduction", o.Reduction}, {"--atomicity", o.Atomicity},
		{"--lockset", map[bool]string{true: "on", false: "off"}[o.Lockset]},
		{"--races", o.Races}, {"--discipline", o.Discipline}, {"--init", o.Init}, {"--uncaught", o.Uncaught},
	}
	if c := r.Chose; c != nil {
		items[0].Value = o.Search + ": " + c.Search + " (" + choiceReason(r) + ")"
	}
	if o.MaxInvisible > 0 {
		items = append(items, item{"--max-invisible", strconv.FormatInt(o.MaxInvisible, 10)})
	}
	if r.Guarantee != "" {
		items = append(items, item{"covered", r.Guarantee})
	}
	if r.Limit != "" {
		items = append(items, item{"stopped by", stopped(r.Limit, "the search")})
	}
	return slices.DeleteFunc(items, func(i item) bool { return i.Value == "" })
}

// programItems say which program was checked, and how it was run.
func programItems(p *ProgramSpec) []item {
	items := []item{{"main class", p.Main}, {"test", p.Test}, {"arguments", strings.Join(p.Args, " ")}, {"class path", p.ClassPath}, {"JDK", p.JDK}}
	if p.DisableAssertions {
		items = append(items, item{"assertions", "disabled"})
	}
	if p.EnumerateRandom {
		items = append(items, item{"--random", "enumerate"})
	}
	if p.LibraryBytecode {
		items = append(items, item{"--jdk-models", "off"})
	}
	if p.MaxHeap > 0 {
		items = append(items, item{"heap limit", megabytes(uint64(p.MaxHeap))})
	}
	if len(p.Annotations) > 0 {
		items = append(items, item{"annotations", strings.Join(p.Annotations, ", ")})
	}
	if len(p.Stdin) > 0 {
		items = append(items, item{"standard input", plural(len(p.Stdin), "byte", "bytes")})
	}
	items = append(items, item{"system properties", strings.Join(p.Properties, " ")}, item{"environment", strings.Join(p.Env, " ")},
		item{"time zone", p.TimeZone})
	if p.AnyTimeouts {
		items = append(items, item{"timeouts", "any"})
	} else if p.EarlySleeps != 0 {
		early := "none"
		if p.EarlySleeps > 0 {
			early = "up to " + time.Duration(p.EarlySleeps).String()
		}
		items = append(items, item{"sleeps ending early", early})
	}
	if p.Processors > 0 {
		items = append(items, item{"processors", strconv.Itoa(p.Processors)})
	}
	return slices.DeleteFunc(items, func(i item) bool { return i.Value == "" })
}

// graph is a wait-for cycle drawn as SVG: its threads, the locks they
// wait for, on a circle, with an arrow from each waiting thread to what
// it waits for and from each lock to the thread that holds it.
type graph struct {
	ID            string // of the arrow head's marker, unique in the page
	Width, Height int
	// Waits says what each thread of the cycle waits for, in words.
	Waits []string
	Nodes []node
	Edges []edge
}

type node struct {
	X, Y, W, H int // the box's top left corner and size
	CX, CY     int // its centre, for the label
	Label      string
	Lock       bool
	Color      int
}

type edge struct {
	// Path is the arrow, a quadratic Bézier curve bowed away from the
	// circle's centre, so that two threads waiting for each other have
	// two arrows apart.
	Path   string
	LX, LY int // the label's position
	Label  string
}

// Sizes of the graph, in pixels: the label font is 13 px, whose
// characters are about 7.5 px wide.
const (
	charWidth  = 7.5
	nodeHeight = 30
	nodePad    = 24
)

// cycleGraph lays out the wait-for cycle of a deadlock. A thread blocked
// on a lock its successor holds waits for the lock; one blocked otherwise
// (a join, a wait for a notification) waits for the thread itself.
func cycleGraph(t *reduction.Trace, column map[string]int) *graph {
	final := map[string]reduction.ThreadState{}
	for _, th := range t.Final {
		final[th.Name] = th
	}
	type vertex struct {
		label string
		lock  bool
		color int
	}
	var vs []vertex
	var labels []string // labels[i]: the edge from vs[i] to vs[i+1]
	var waits []string
	for i, name := range t.Cycle {
		th := final[name]
		next := t.Cycle[(i+1)%len(t.Cycle)]
		vs = append(vs, vertex{label: name, color: column[name] % threadColors})
		if lock := heldLock(th, final[next]); lock != "" {
			vs = append(vs, vertex{label: lock, lock: true})
			labels = append(labels, "waits for", "held by")
			waits = append(waits, fmt.Sprintf("%s waits for %s, which %s holds.", name, lock, next))
			continue
		}
		labels = append(labels, th.Next)
		waits = append(waits, fmt.Sprintf("%s waits for %s (%s).", name, next, th.Next))
	}
	// The vertices go round a circle, clockwise from the left, far enough
	// apart that the widest boxes do not touch.
	widest := 0
	for _, v := range vs {
		widest = max(widest, boxWidth(v.label))
	}
	if len(vs) == 1 {
		return selfLoop(vs[0].label, vs[0].color, labels[0], widest, waits)
	}
	n := float64(len(vs))
	radius := max(100, float64(widest+24)/(2*math.Sin(math.Pi/n)))
	marginX, marginY := float64(widest)/2+16, float64(nodeHeight)/2+28
	cx, cy := radius+marginX, radius+marginY
	g := &graph{Width: int(2 * cx), Height: int(2 * cy), Waits: waits}
	centres := make([][2]float64, len(vs))
	for i, v := range vs {
		a := math.Pi + 2*math.Pi*float64(i)/n
		x, y := cx+radius*math.Cos(a), cy+radius*math.Sin(a)
		centres[i] = [2]float64{x, y}
		w := boxWidth(v.label)
		g.Nodes = append(g.Nodes, node{X: int(x) - w/2, Y: int(y) - nodeHeight/2, W: w, H: nodeHeight, CX: int(x), CY: int(y), Label: v.label, Lock: v.lock, Color: v.color})
	}
	for i := range vs {
		j := (i + 1) % len(vs)
		a, b := centres[i], centres[j]
		dx, dy := b[0]-a[0], b[1]-a[1]
		d := max(math.Hypot(dx, dy), 1)
		// A normal to the direction of travel: to its right on the
		// screen (whose y axis points down), so that two vertices have
		// their two arrows on either side; with more, the normal that
		// points away from the centre.
		nx, ny := -dy/d, dx/d
		mx, my := (a[0]+b[0])/2, (a[1]+b[1])/2
		if len(vs) > 2 && nx*(mx-cx)+ny*(my-cy) < 0 {
			nx, ny = -nx, -ny
		}
		bow := 0.18 * d
		q := [2]float64{mx + nx*bow, my + ny*bow}
		x1, y1 := clip(a, q, g.Nodes[i])
		x2, y2 := clip(b, q, g.Nodes[j])
		// The label goes beside the curve's middle, on its outer side.
		lx, ly := (x1+2*q[0]+x2)/4+nx*12, (y1+2*q[1]+y2)/4+ny*12+4
		g.Edges = append(g.Edges, edge{
			Path: fmt.Sprintf("M%.0f %.0fQ%.0f %.0f %.0f %.0f", x1, y1, q[0], q[1], x2, y2),
			LX:   int(lx), LY: int(ly), Label: labels[i],
		})
	}
	return g
}

// selfLoop draws a thread that waits for itself (it joins itself): its
// box, and an arrow from its top back to it.
func selfLoop(label string, color int, edgeLabel string, width int, waits []string) *graph {
	w := max(width+80, int(float64(len(edgeLabel))*charWidth)+40)
	h := nodeHeight + 90
	x, y := w/2, h-nodeHeight/2-16
	top := y - nodeHeight/2
	return &graph{
		Width: w, Height: h, Waits: waits,
		Nodes: []node{{X: x - width/2, Y: top, W: width, H: nodeHeight, CX: x, CY: y, Label: label, Color: color}},
		Edges: []edge{{
			Path: fmt.Sprintf("M%d %dC%d %d %d %d %d %d", x+width/4, top, x+width/4+30, top-60, x-width/4-30, top-60, x-width/4, top-6),
			LX:   x, LY: top - 50, Label: edgeLabel,
		}},
	}
}

// heldLock is the lock that a blocked thread waits for and its owner
// holds: the longest of the owner's locks that its next operation names.
func heldLock(th, owner reduction.ThreadState) string {
	if th.Owner == "" || th.Owner != owner.Name {
		return ""
	}
	lock := ""
	for _, h := range owner.Holds {
		if strings.Contains(th.Next, h) && len(h) > len(lock) {
			lock = h
		}
	}
	return lock
}

func boxWidth(label string) int { return int(float64(len(label))*charWidth) + nodePad }

// clip returns where the line from the centre a of box towards b leaves
// the box, with a gap for the arrow head.
func clip(a, b [2]float64, box node) (float64, float64) {
	dx, dy := b[0]-a[0], b[1]-a[1]
	t := math.Inf(1)
	if dx != 0 {
		t = float64(box.W) / 2 / math.Abs(dx)
	}
	if dy != 0 {
		t = min(t, float64(box.H)/2/math.Abs(dy))
	}
	gap := 6 / max(math.Hypot(dx, dy), 1)
	return a[0] + dx*(t+gap), a[1] + dy*(t+gap)
}
