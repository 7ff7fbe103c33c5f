package main

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jcheck/jcheck/internal/htmltest"
	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/report"
)

// browserNames are the names a headless-capable Chromium has on PATH.
var browserNames = []string{"chromium", "chromium-browser"}

// needBrowser returns the path of Chromium, skipping the test when there
// is none — or failing it when JCHECK_REQUIRE_JDK is set, as CI does
// (.ci/run installs it), so that a missing browser cannot pass for a
// page that renders.
func needBrowser(t *testing.T) string {
	t.Helper()
	for _, name := range browserNames {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	const install = "a headless browser is needed to render the --html page (apt-get install chromium)"
	if os.Getenv("JCHECK_REQUIRE_JDK") != "" {
		t.Fatal(install)
	}
	t.Skip(install)
	return ""
}

// browse runs headless Chromium on a page with the flags given, with a
// profile of its own, and returns its standard output and error.
func browse(t *testing.T, browser, page string, flags ...string) (stdout, stderr string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	args := append([]string{"--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--user-data-dir=" + t.TempDir(),
		"--enable-logging=stderr", "--v=0", "--window-size=1280,900"}, flags...)
	cmd := exec.CommandContext(ctx, browser, append(args, "file://"+page)...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\n%s", browser, err, javatool.LastLines(errOut.String(), 20))
	}
	return out.String(), errOut.String()
}

// consoleError matches what Chromium logs for an error of a page's
// scripts or resources: "Uncaught ...", a console message, a resource
// that failed to load.
var consoleError = regexp.MustCompile(`Uncaught|:CONSOLE[(:]|Failed to load resource|net::ERR_`)

// TestBrowserLogsConsoleErrors checks that consoleError finds what this
// Chromium logs for a page whose script fails, so that TestCheckHTML's
// check of the log cannot pass for want of seeing anything.
func TestBrowserLogsConsoleErrors(t *testing.T) {
	browser := needBrowser(t)
	page := filepath.Join(t.TempDir(), "bad.html")
	if err := os.WriteFile(page, []byte(`<!DOCTYPE html><title>bad</title><script>console.error("boom"); undefinedFunction();</script>`), 0o666); err != nil {
		t.Fatal(err)
	}
	_, log := browse(t, browser, page, "--dump-dom")
	if got := consoleError.FindAllString(log, -1); len(got) < 2 {
		t.Errorf("consoleError finds %q in the log of a page with two console errors:\n%s", got, javatool.LastLines(log, 20))
	}
}

// TestCheckHTML writes the page of a deadlock and of a data race with
// check --html, compares its counterexample with the JSON report of the
// same search (a row per step, a column per thread, each step's source
// line, the race's two accesses highlighted), and renders it in headless
// Chromium, which must build the same table and log no error.
func TestCheckHTML(t *testing.T) {
	tools := javatool.NeedJDK(t)
	cases := []struct {
		name    string
		kind    string
		threads []string
		raced   []string // the highlighted cells: step/thread
		cycle   []string // the wait-for graph's nodes
	}{
		{name: "LockOrderDeadlock2", kind: "deadlock", threads: []string{"main", "t1", "t2"}, cycle: []string{"t1", "Object@2", "t2", "Object@1"}},
		{name: "LostUpdate", kind: "data race", threads: []string{"main", "t1", "t2"}, raced: []string{"3/t1", "6/t2"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, classes := compileCheckProgram(t, tools, c.name)
			dir := t.TempDir()
			page, js := filepath.Join(dir, "report.html"), filepath.Join(dir, "report.json")
			// The classes are in the compile cache, their source in the
			// corpus: --source-path finds it.
			got := runCheck(classes, p, "--html", page, "--json", js, "--source-path", checkCorpus)
			if got.code != exitFound || !strings.HasPrefix(got.firstError, c.kind+": ") {
				t.Fatalf("want exit code %d and a %s\n%s", exitFound, c.kind, got.describe())
			}
			r := readReport(t, js)
			data, err := os.ReadFile(page)
			if err != nil {
				t.Fatal(err)
			}
			doc, err := htmltest.Parse(data)
			if err != nil {
				t.Fatal(err)
			}
			checkTable(t, doc, r, c.threads, c.raced)
			source, err := os.ReadFile(filepath.Join(checkCorpus, c.name+".java"))
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(string(source), "\n")
			sourced := 0
			for i, row := range doc.Find("tr.step") {
				step := r.Errors[0].Trace.Steps[i]
				if at := step.Source; at == nil || at.File != c.name+".java" {
					continue
				}
				want := strings.TrimSpace(lines[step.Source.Line-1])
				if src := row.Find("code.src"); len(src) != 1 || src[0].Content() != want {
					t.Errorf("step %d (%s) shows the source %q, want %q", i+1, step.Position, htmltest.Contents(src), want)
				}
				sourced++
			}
			if sourced == 0 {
				t.Errorf("no step is in %s.java", c.name)
			}
			if nodes := htmltest.Contents(doc.Find("g.node")); !slices.Equal(nodes, c.cycle) {
				t.Errorf("wait-for graph nodes %q, want %q", nodes, c.cycle)
			}

			browser := needBrowser(t)
			dom, log := browse(t, browser, page, "--dump-dom")
			if bad := consoleError.FindString(log); bad != "" {
				t.Errorf("Chromium logged an error (%q):\n%s", bad, javatool.LastLines(log, 20))
			}
			rendered, err := htmltest.Parse([]byte(dom))
			if err != nil {
				t.Fatalf("Chromium's document: %v", err)
			}
			checkTable(t, rendered, r, c.threads, c.raced)
			checkStickyHeader(t, browser, page)
			shot := filepath.Join(dir, "report.png")
			browse(t, browser, page, "--screenshot="+shot)
			f, err := os.Open(shot)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			cfg, err := png.DecodeConfig(f)
			if err != nil || cfg.Width != 1280 || cfg.Height != 900 {
				t.Errorf("screenshot: %dx%d (%v), want 1280x900", cfg.Width, cfg.Height, err)
			}
		})
	}
}

// checkStickyHeader scrolls the page past the table's first rows, in a
// copy with a script (the page has none), and checks that the header row
// stays at the top of the window.
func checkStickyHeader(t *testing.T, browser, page string) {
	t.Helper()
	data, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	const probe = `<script>scrollTo(0, 600);
document.body.dataset.header = document.querySelector("thead th.thread").getBoundingClientRect().top;
document.body.dataset.row = document.querySelector("tr.step").getBoundingClientRect().top;
</script></body>`
	scrolled := filepath.Join(t.TempDir(), "scrolled.html")
	if err := os.WriteFile(scrolled, bytes.Replace(data, []byte("</body>"), []byte(probe), 1), 0o666); err != nil {
		t.Fatal(err)
	}
	dom, _ := browse(t, browser, scrolled, "--dump-dom")
	doc, err := htmltest.Parse([]byte(dom))
	if err != nil {
		t.Fatal(err)
	}
	body := doc.Find("body")
	if len(body) != 1 {
		t.Fatalf("%d bodies in Chromium's document", len(body))
	}
	if header, row := body[0].Attrs["data-header"], body[0].Attrs["data-row"]; header != "0" || !strings.HasPrefix(row, "-") {
		t.Errorf("scrolled down, the header row is at %q and the first step at %q: want 0 and above the window", header, row)
	}
}

// checkTable checks the counterexample table of a page against the
// report: a column per thread, named, and a row per step, its stepping
// thread's cell holding the operation; the cells of raced (step/thread)
// are highlighted, and no others.
func checkTable(t *testing.T, doc *htmltest.Element, r *report.Report, threads, raced []string) {
	t.Helper()
	tables := doc.Find("table.trace")
	if len(tables) != 1 {
		t.Fatalf("%d counterexample tables, want 1", len(tables))
	}
	if got := htmltest.Contents(tables[0].Find("th.thread")); !slices.Equal(got, threads) {
		t.Errorf("columns %q, want %q", got, threads)
	}
	steps := r.Errors[0].Trace.Steps
	rows := tables[0].Find("tr.step")
	if len(rows) != len(steps) {
		t.Fatalf("%d rows, want one per step: %d", len(rows), len(steps))
	}
	var highlighted []string
	for i, row := range rows {
		cells := row.Find("td")
		if len(cells) != 1+len(threads) {
			t.Fatalf("row %d has %d cells, want %d", i+1, len(cells), 1+len(threads))
		}
		for j, cell := range cells[1:] {
			op := cell.Find("div.op")
			if threads[j] != steps[i].Thread {
				if len(op) != 0 {
					t.Errorf("step %d: the column of %s has an operation", i+1, threads[j])
				}
				continue
			}
			if len(op) != 1 || op[0].Content() != steps[i].Op {
				t.Errorf("step %d: %s's cell has %q, want %q", i+1, threads[j], htmltest.Contents(op), steps[i].Op)
			}
			if cell.HasClasses("race") {
				highlighted = append(highlighted, fmt.Sprintf("%d/%s", i+1, threads[j]))
			}
		}
	}
	if !slices.Equal(highlighted, raced) {
		t.Errorf("highlighted cells %q, want %q", highlighted, raced)
	}
}

// TestCheckHTMLInterrupted interrupts a search that does not end: the
// page is written all the same, and says the search was interrupted.
func TestCheckHTMLInterrupted(t *testing.T) {
	dir := compileJava(t, map[string]string{"Spin.java": `public class Spin {
    static final Object lock = new Object();
    static int n;
    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[4];
        for (int k = 0; k < ts.length; k++) {
            ts[k] = new Thread(() -> {
                for (int i = 0; i < 10; i++) synchronized (lock) { n++; }
            });
            ts[k].start();
        }
        for (Thread t : ts) t.join();
    }
}`})
	page := filepath.Join(t.TempDir(), "report.html")
	code, stdout, stderr := interruptJcheck(t, syscall.SIGINT, searched, 0, "check", "--por=sleep", "--html", page, "-cp", dir, "Spin")
	if code != exitLimit {
		t.Fatalf("exit code %d, want %d\nstdout:\n%s\nstderr:\n%s", code, exitLimit, stdout, javatool.LastLines(stderr, 5))
	}
	data, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := htmltest.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	const want = "No error was found, but the search is incomplete: it was interrupted."
	if got := htmltest.Contents(doc.Find("p.verified")); !slices.Equal(got, []string{want}) || len(doc.Find("header.v-incomplete")) != 1 {
		t.Errorf("the page says %q, want %q under an incomplete verdict", got, want)
	}
}

// TestCheckHTMLOptionErrors checks that --html and --source-path are
// checked before the program is compiled: one line naming the option,
// exit 2, and no page left behind.
func TestCheckHTMLOptionErrors(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o666); err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(dir, "page.html")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--html", filepath.Join(dir, "none", "page.html")}, "jcheck: --html: open " + filepath.Join(dir, "none", "page.html") + ": no such file or directory\n"},
		{[]string{"--html", page, "--source-path", filepath.Join(dir, "none")}, "jcheck: --source-path: stat " + filepath.Join(dir, "none") + ": no such file or directory\n"},
		{[]string{"--html", page, "--source-path", dir + string(os.PathListSeparator) + file}, "jcheck: --source-path: " + file + " is not a directory\n"},
	}
	for _, c := range cases {
		// The program does not exist: the options are checked first.
		code, _, stderr := jcheck(append(append([]string{"check"}, c.args...), "NoSuchClass")...)
		if code != exitBadInput || stderr != c.want {
			t.Errorf("check %s: exit code %d, stderr %q; want %d, %q", strings.Join(c.args, " "), code, stderr, exitBadInput, c.want)
		}
		if _, err := os.Stat(page); err == nil {
			t.Errorf("check %s left %s behind", strings.Join(c.args, " "), page)
		}
	}
}

// TestCheckHTMLSourceDirs checks where the page's source lines come from
// without --source-path: beside a .java program, beside the classes, or
// nowhere.
func TestCheckHTMLSourceDirs(t *testing.T) {
	javatool.NeedJDK(t)
	const name = "LockOrderDeadlock2"
	source, err := os.ReadFile(filepath.Join(checkCorpus, name+".java"))
	if err != nil {
		t.Fatal(err)
	}
	program := filepath.Join(t.TempDir(), name+".java")
	if err := os.WriteFile(program, source, 0o666); err != nil {
		t.Fatal(err)
	}
	beside := compileJava(t, map[string]string{name + ".java": string(source)})
	if err := os.WriteFile(filepath.Join(beside, name+".java"), source, 0o666); err != nil {
		t.Fatal(err)
	}
	alone := compileJava(t, map[string]string{name + ".java": string(source)})
	cases := []struct {
		name  string
		args  []string
		first string // the source line of the first step
	}{
		{"program", []string{program}, "Thread t1 = new Thread(() -> {"},
		{"classes", []string{"-cp", beside, name}, "Thread t1 = new Thread(() -> {"},
		{"none", []string{"-cp", alone, name}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			page := filepath.Join(t.TempDir(), "report.html")
			code, stdout, stderr := jcheck(append([]string{"check", "--html", page}, c.args...)...)
			if code != exitFound {
				t.Fatalf("exit code %d, want %d\n%s\n%s", code, exitFound, javatool.LastLines(stdout, 10), stderr)
			}
			data, err := os.ReadFile(page)
			if err != nil {
				t.Fatal(err)
			}
			doc, err := htmltest.Parse(data)
			if err != nil {
				t.Fatal(err)
			}
			rows := doc.Find("tr.step")
			if len(rows) == 0 {
				t.Fatal("no step in the page")
			}
			var first []string
			if c.first != "" {
				first = []string{c.first}
			}
			if got := htmltest.Contents(rows[0].Find("code.src")); !slices.Equal(got, first) {
				t.Errorf("the first step shows the source %q, want %q", got, first)
			}
			if c.first == "" && len(doc.Find("code.src")) != 0 {
				t.Errorf("a source line is shown with no source file to be found")
			}
		})
	}
}
