package javatool

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Program is one test program from testdata/java: a single .java file whose
// main class is its base name.
//
// The file starts with header comment lines of the form
//
//	// EXPECT: ok
//	// COMPARE: java
//	// ARGS: a b c
//	// What the program tests, in free text.
//
// Header lines are the `//` comment lines before the first line that is
// neither blank nor a `//` comment. A header line is a key/value pair when it
// reads `// KEY: value` with KEY made of upper-case ASCII letters, digits and
// underscores (starting with a letter); other comment lines are description.
type Program struct {
	Path    string            // the .java file
	Name    string            // main class name (file base name)
	Expect  string            // value of the `// EXPECT:` header line (e.g. "ok", "exception", "race, assertion"); see Expects
	Compare string            // value of `// COMPARE:` (e.g. "java"); "" if absent
	Args    []string          // `// ARGS:` split on spaces; nil if absent
	Xmx     string            // `// XMX:`: the maximum heap java and jcheck run it with; "" if absent
	Headers map[string]string // every `// KEY: value` line at the top of the file
	// Description holds the header comment lines that are not KEY: value
	// pairs, comment markers removed, joined by newlines.
	Description string
}

// Header keys with a meaning to this package and its tests.
const (
	HeaderExpect  = "EXPECT"
	HeaderCompare = "COMPARE"
	HeaderArgs    = "ARGS"
	HeaderExit    = "EXIT"
	// HeaderMask is a regular expression (Go syntax) whose matches in
	// stdout and stderr are replaced by "<masked>" before they are
	// compared: output java itself does not repeat, such as the wall-clock
	// timestamps java.util.logging prints.
	HeaderMask = "MASK"
	// HeaderStderr "all" compares all of stderr with java's, not only its
	// first line.
	HeaderStderr = "STDERR"
	// HeaderError is, for EXPECT: annotation-error, the one line jcheck
	// prints before exiting with code 2, after "jcheck: ": the program's
	// annotation file (by its base name, beside the program), line and
	// message.
	HeaderError = "ERROR"
	// HeaderXmx is the maximum heap (256m) both java (-Xmx) and jcheck
	// (--xmx) run the program with: for a program that fills whatever
	// heap it has, which under java's default would take gigabytes.
	HeaderXmx = "XMX"
	// HeaderJDK is the feature release of the JDK a program is compiled
	// and run with when it is not the default one, the first that runs
	// it (testdata/java/jdk21: 21, run on JDK 21 and 25;
	// testdata/java/jdk25: 25); the tests of the default JDK leave such
	// programs out.
	HeaderJDK = "JDK"
)

// Mask replaces what the MASK header matches in s by "<masked>" (s as it
// is without the header, or with a MASK that Validate rejects).
func (p *Program) Mask(s string) string {
	expr, ok := p.Headers[HeaderMask]
	if !ok {
		return s
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return s
	}
	return re.ReplaceAllString(s, "<masked>")
}

// ComparedStderr is the part of a run's stderr that must be the same as
// java's, masked: all of it under `STDERR: all`, else its first line.
func (p *Program) ComparedStderr(stderr string) string {
	if p.Headers[HeaderStderr] != "all" {
		line, _, _ := strings.Cut(stderr, "\n")
		stderr = strings.TrimSuffix(line, "\r")
	}
	return p.Mask(stderr)
}

// ExpectedExit returns the exit code that `java` should give the program: the
// value of the `// EXIT:` header when present, else 0 for EXPECT ok and 1 for
// exception and assertion. ok is false when the expectation does not imply
// an exit code (e.g. deadlock) or the EXIT header is not an integer.
func (p *Program) ExpectedExit() (code int, ok bool) {
	if v, has := p.Headers[HeaderExit]; has {
		n, err := strconv.Atoi(v)
		if err != nil {
			return 0, false
		}
		return n, true
	}
	switch p.Expect {
	case "ok", "warning":
		return 0, true
	case "exception", "assertion":
		return 1, true
	}
	return 0, false
}

// String returns the program's name.
func (p *Program) String() string { return p.Name }

// LoadPrograms returns every *.java file in dir (not recursive) as a
// Program, sorted by name. It is an error for a file to lack an EXPECT header.
func LoadPrograms(dir string) ([]*Program, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var progs []*Program
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".java") {
			continue
		}
		p, err := LoadProgram(filepath.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		progs = append(progs, p)
	}
	sort.Slice(progs, func(i, j int) bool { return progs[i].Name < progs[j].Name })
	return progs, nil
}

// LoadProgram reads one .java file and parses its header. It is an error
// for the file to lack an EXPECT header.
func LoadProgram(path string) (*Program, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	p, err := ParseProgram(path, src)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// ParseProgram parses the header of src, the contents of the file at path.
func ParseProgram(path string, src []byte) (*Program, error) {
	base := filepath.Base(path)
	if !strings.HasSuffix(base, ".java") {
		return nil, fmt.Errorf("%s: not a .java file", path)
	}
	p := &Program{
		Path:    path,
		Name:    strings.TrimSuffix(base, ".java"),
		Headers: map[string]string{},
	}
	var desc []string
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if line == 1 {
			text = strings.TrimPrefix(text, "\ufeff")
		}
		if text == "" {
			continue
		}
		if !strings.HasPrefix(text, "//") {
			break
		}
		body := strings.TrimSpace(strings.TrimPrefix(text, "//"))
		key, value, ok := splitHeader(body)
		if !ok {
			if body != "" {
				desc = append(desc, body)
			}
			continue
		}
		if _, dup := p.Headers[key]; dup {
			return nil, fmt.Errorf("%s:%d: duplicate header %s", path, line, key)
		}
		p.Headers[key] = value
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	p.Description = strings.Join(desc, "\n")
	expect, ok := p.Headers[HeaderExpect]
	if !ok {
		return nil, fmt.Errorf("%s: missing // EXPECT: header", path)
	}
	if expect == "" {
		return nil, fmt.Errorf("%s: empty // EXPECT: header", path)
	}
	p.Expect = expect
	p.Compare = p.Headers[HeaderCompare]
	if xmx, ok := p.Headers[HeaderXmx]; ok {
		if !xmxPattern.MatchString(xmx) {
			return nil, fmt.Errorf("%s: XMX %q is not a heap size such as 256m", path, xmx)
		}
		p.Xmx = xmx
	}
	if args, ok := p.Headers[HeaderArgs]; ok {
		p.Args = strings.Fields(args)
		if p.Args == nil {
			p.Args = []string{}
		}
	}
	return p, nil
}

// xmxPattern is what an XMX header may say: a size java's -Xmx and
// jcheck's --xmx both take.
var xmxPattern = regexp.MustCompile(`^[1-9][0-9]*[kmg]$`)

// splitHeader splits "KEY: value" and reports whether body has that form.
func splitHeader(body string) (key, value string, ok bool) {
	i := strings.IndexByte(body, ':')
	if i <= 0 {
		return "", "", false
	}
	key = body[:i]
	for j, c := range key {
		switch {
		case c >= 'A' && c <= 'Z':
		case j > 0 && (c >= '0' && c <= '9' || c == '_'):
		default:
			return "", "", false
		}
	}
	return key, strings.TrimSpace(body[i+1:]), true
}

// Expectations known to the test corpora: ok, or the kinds of what a
// model check reports — errors (exception, assertion, deadlock, race: a
// data race, ld: an LD' violation reported as an error, annotation: a
// requirement of the program's annotations broken as it runs) and warnings
// (an LD' violation that is not a data race); or annotation-error: the
// class files show a requirement of the annotations broken, and jcheck
// stops before the search (the ERROR header).
var knownExpect = map[string]bool{"ok": true, "exception": true, "assertion": true, "deadlock": true, "race": true, "ld": true, "warning": true, "annotation": true, "annotation-error": true}

// Expects returns the expectations of the EXPECT header, which lists them
// separated by commas ("race, assertion"), in the order written.
func (p *Program) Expects() []string {
	var out []string
	for _, e := range strings.Split(p.Expect, ",") {
		out = append(out, strings.TrimSpace(e))
	}
	return out
}

// Validate checks that the header is well formed: EXPECT is a known
// expectation, COMPARE is empty or "java", EXIT (if present) is an integer
// in 0..255, there is a description line, and the file declares a top-level
// type named after the file.
func (p *Program) Validate() error {
	expects := p.Expects()
	seen := map[string]bool{}
	for _, e := range expects {
		alone := e == "ok" || e == "annotation-error"
		if !knownExpect[e] || alone && len(expects) > 1 || seen[e] {
			return fmt.Errorf("%s: unknown EXPECT %q: want ok, annotation-error, or distinct kinds separated by commas (exception, assertion, deadlock, race, ld, warning, annotation)", p.Path, p.Expect)
		}
		seen[e] = true
	}
	if _, ok := p.Headers[HeaderError]; ok != seen["annotation-error"] {
		return fmt.Errorf("%s: an ERROR header goes with EXPECT: annotation-error, and only with it", p.Path)
	}
	if p.Compare != "" && p.Compare != "java" {
		return fmt.Errorf("%s: unknown COMPARE %q", p.Path, p.Compare)
	}
	if v, ok := p.Headers[HeaderExit]; ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 255 {
			return fmt.Errorf("%s: EXIT %q is not an exit code", p.Path, v)
		}
	}
	if v, ok := p.Headers[HeaderMask]; ok {
		if _, err := regexp.Compile(v); err != nil || v == "" {
			return fmt.Errorf("%s: MASK %q is not a regular expression: %v", p.Path, v, err)
		}
	}
	if v, ok := p.Headers[HeaderJDK]; ok {
		if n, err := strconv.Atoi(v); err != nil || n < 8 {
			return fmt.Errorf("%s: JDK %q is not a JDK feature release", p.Path, v)
		}
	}
	if v, ok := p.Headers[HeaderStderr]; ok && v != "all" {
		return fmt.Errorf("%s: STDERR %q: want all", p.Path, v)
	}
	if p.Description == "" {
		return fmt.Errorf("%s: header has no description line", p.Path)
	}
	src, err := os.ReadFile(p.Path)
	if err != nil {
		return err
	}
	if !declaresType(string(src), p.Name) {
		return fmt.Errorf("%s: no top-level class %s", p.Path, p.Name)
	}
	return nil
}

// declaresType reports whether src has `class Name` (or record, enum,
// interface) followed by a non-identifier character.
func declaresType(src, name string) bool {
	for _, kw := range []string{"class ", "record ", "enum ", "interface "} {
		needle := kw + name
		for i := 0; ; {
			j := strings.Index(src[i:], needle)
			if j < 0 {
				break
			}
			end := i + j + len(needle)
			if end == len(src) || !isIdentChar(src[end]) {
				return true
			}
			i = end
		}
	}
	return false
}

func isIdentChar(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

const uncaughtPrefix = `Exception in thread "main" `

// LangExpectation reports how r, java's result on a single-threaded
// program of testdata/java/lang, disagrees with p's EXPECT and EXIT
// headers.
func (p *Program) LangExpectation(r *Result) []string {
	var bad []string
	want, _ := p.ExpectedExit()
	if r.ExitCode != want {
		bad = append(bad, fmt.Sprintf("exit code %d, want %d", r.ExitCode, want))
	}
	first := r.FirstStderrLine()
	switch p.Expect {
	case "exception":
		if !strings.HasPrefix(first, uncaughtPrefix) {
			bad = append(bad, fmt.Sprintf("stderr starts %q, want %q...", first, uncaughtPrefix))
		} else if strings.Contains(first, "java.lang.AssertionError") {
			bad = append(bad, "uncaught AssertionError: EXPECT should be assertion")
		}
	case "assertion":
		if !strings.HasPrefix(first, uncaughtPrefix) || !strings.Contains(first, "java.lang.AssertionError") {
			bad = append(bad, fmt.Sprintf("stderr starts %q, want an uncaught java.lang.AssertionError", first))
		}
	case "ok":
		if strings.HasPrefix(first, uncaughtPrefix) {
			bad = append(bad, fmt.Sprintf("uncaught exception: %s", first))
		}
	}
	if r.Stdout == "" {
		bad = append(bad, "it prints nothing on stdout")
	}
	return bad
}
