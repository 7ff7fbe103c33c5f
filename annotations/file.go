package annotations

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
)

// The annotation file (--annotations FILE) tells jcheck how to intercept
// a program's objects, in the spirit of the .commun and .unshared files
// of Stoller 2002 §9: one declaration a line, '#' to the end of a line
// is a comment, words are separated by blanks.
//
//	unshared             SITE       objects allocated there are never intercepted
//	tentatively-unshared SITE       ... intercepted only to check that no second thread reaches them
//	communication        CLASS      every access to a field of the class is a visible operation
//	method               CLASS [reads=M,...]  method granularity (§8.1)
//	atomic               CLASS [reads=M,...]  atomic granularity (Stoller 2000 §5)
//	lock                 CLASS acquire=M[,M] release=M [try=M] [wait=M] [notify=M] [notifyall=M]
//
// A SITE is an allocation instruction: Class.method(Descriptor)@index,
// the index of the instruction in the method's bytecode as javap -c
// prints it, or File.java:line, every allocation on that line of a class
// compiled from File.java. A CLASS is a binary name (com.example.Outer$Inner)
// or an internal one (com/example/Outer$Inner).

// Set is the declarations of the annotation files a run reads.
type Set struct {
	Unshared      []SiteDecl
	Tentative     []SiteDecl
	Communication []ClassDecl
	Method        []GranularityDecl
	Atomic        []GranularityDecl
	Locks         []LockDecl
	// declared holds where each class was declared.
	declared map[string]Pos
}

// Pos is where a declaration is: file and line.
type Pos struct {
	File string
	Line int
}

func (p Pos) String() string { return p.File + ":" + strconv.Itoa(p.Line) }

// SiteDecl names allocation sites: an instruction of a method (Class,
// Method, Desc, Index) or a source line (SourceFile, Line).
type SiteDecl struct {
	Pos        Pos
	Class      string // internal name
	Method     string
	Desc       string
	Index      int
	SourceFile string
	Line       int
}

func (s SiteDecl) String() string {
	if s.SourceFile != "" {
		return s.SourceFile + ":" + strconv.Itoa(s.Line)
	}
	return strings.ReplaceAll(s.Class, "/", ".") + "." + s.Method + s.Desc + "@" + strconv.Itoa(s.Index)
}

// ClassDecl names a class (internal name).
type ClassDecl struct {
	Pos   Pos
	Class string
}

// GranularityDecl gives a class method or atomic granularity; Reads
// names its methods that only read the object's state (a call of one
// commutes with another reading call).
type GranularityDecl struct {
	ClassDecl
	Reads []string
}

// LockDecl makes a class a lock class: calls of the methods named are
// the lock operations on the object.
type LockDecl struct {
	ClassDecl
	// Methods maps each lock operation to the names of the methods that
	// perform it.
	Methods map[LockOp][]string
}

// LockOp is an operation of a lock class.
type LockOp string

// The operations a lock class's methods can be, each with the descriptor
// its methods must have.
const (
	Acquire   LockOp = "acquire"   // ()V: block until the lock is free, then take it
	Release   LockOp = "release"   // ()V: give it back
	Try       LockOp = "try"       // ()Z: take it if free, without blocking
	Wait      LockOp = "wait"      // ()V: as Object.wait on the lock
	Notify    LockOp = "notify"    // ()V: as Object.notify
	NotifyAll LockOp = "notifyall" // ()V: as Object.notifyAll
)

// Desc is the descriptor a method performing the operation must have.
func (op LockOp) Desc() string {
	if op == Try {
		return "()Z"
	}
	return "()V"
}

// LockOps are the operations of a lock class, in the order of their
// declaration above.
var LockOps = []LockOp{Acquire, Release, Try, Wait, Notify, NotifyAll}

// Error is a malformed declaration.
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// ReadFiles reads annotation files, in order, into one set.
func ReadFiles(paths []string) (*Set, error) {
	s := &Set{}
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			return nil, fmt.Errorf("annotation file: %w", err)
		}
		err = s.Read(p, f)
		f.Close()
		if err != nil {
			return nil, err
		}
	}
	return s, nil
}

// Read adds the declarations of one file, named name in errors.
func (s *Set) Read(name string, r io.Reader) error {
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		words := strings.Fields(text)
		if len(words) == 0 {
			continue
		}
		if err := s.declare(Pos{name, line}, words); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("annotation file %s: %w", name, err)
	}
	return nil
}

func (s *Set) declare(pos Pos, words []string) error {
	fail := func(format string, args ...any) error { return &Error{pos, fmt.Sprintf(format, args...)} }
	kind, args := words[0], words[1:]
	if len(args) == 0 {
		return fail("%q needs an argument", kind)
	}
	switch kind {
	case "unshared", "tentatively-unshared":
		if len(args) != 1 {
			return fail("%s takes one allocation site, not %d words", kind, len(args))
		}
		site, err := parseSite(args[0])
		if err != nil {
			return fail("%v", err)
		}
		site.Pos = pos
		if kind == "unshared" {
			s.Unshared = append(s.Unshared, site)
		} else {
			s.Tentative = append(s.Tentative, site)
		}
	case "communication":
		if len(args) != 1 {
			return fail("communication takes one class, not %d words", len(args))
		}
		c, err := parseClass(args[0])
		if err != nil {
			return fail("%v", err)
		}
		if err := s.declareClass(pos, c); err != nil {
			return err
		}
		s.Communication = append(s.Communication, ClassDecl{pos, c})
	case "method", "atomic":
		c, err := parseClass(args[0])
		if err != nil {
			return fail("%v", err)
		}
		if err := s.declareClass(pos, c); err != nil {
			return err
		}
		d := GranularityDecl{ClassDecl: ClassDecl{pos, c}}
		for _, opt := range args[1:] {
			key, names, err := parseOption(opt)
			if err != nil {
				return fail("%v", err)
			}
			if key != "reads" {
				return fail("%s takes reads=METHOD,..., not %q", kind, key)
			}
			d.Reads = append(d.Reads, names...)
		}
		if kind == "method" {
			s.Method = append(s.Method, d)
		} else {
			s.Atomic = append(s.Atomic, d)
		}
	case "lock":
		c, err := parseClass(args[0])
		if err != nil {
			return fail("%v", err)
		}
		if err := s.declareClass(pos, c); err != nil {
			return err
		}
		d := LockDecl{ClassDecl: ClassDecl{pos, c}, Methods: map[LockOp][]string{}}
		for _, opt := range args[1:] {
			key, names, err := parseOption(opt)
			if err != nil {
				return fail("%v", err)
			}
			op := LockOp(key)
			if !slices.Contains(LockOps, op) {
				return fail("a lock class's methods are acquire, release, try, wait, notify or notifyall, not %q", key)
			}
			d.Methods[op] = append(d.Methods[op], names...)
		}
		if d.Methods[Acquire] == nil || d.Methods[Release] == nil {
			return fail("lock %s needs acquire=METHOD and release=METHOD", args[0])
		}
		s.Locks = append(s.Locks, d)
	default:
		return fail("unknown declaration %q (unshared, tentatively-unshared, communication, method, atomic or lock)", kind)
	}
	return nil
}

// declareClass notes a class's declaration, rejecting a class declared
// twice: one class has one treatment.
func (s *Set) declareClass(pos Pos, class string) error {
	if p, dup := s.declared[class]; dup {
		return &Error{pos, fmt.Sprintf("class %s is declared at %s already", strings.ReplaceAll(class, "/", "."), p)}
	}
	if s.declared == nil {
		s.declared = map[string]Pos{}
	}
	s.declared[class] = pos
	return nil
}

// parseOption splits key=NAME,NAME.
func parseOption(opt string) (string, []string, error) {
	key, list, ok := strings.Cut(opt, "=")
	if !ok || key == "" || list == "" {
		return "", nil, fmt.Errorf("expected key=METHOD,..., not %q", opt)
	}
	names := strings.Split(list, ",")
	for _, n := range names {
		if !isIdentifier(n) {
			return "", nil, fmt.Errorf("%q is not a method name", n)
		}
	}
	return key, names, nil
}

// parseClass turns a binary or internal class name into an internal one.
func parseClass(word string) (string, error) {
	name := strings.ReplaceAll(word, ".", "/")
	for _, part := range strings.Split(name, "/") {
		if !isIdentifier(part) {
			return "", fmt.Errorf("%q is not a class name", word)
		}
	}
	return name, nil
}

// parseSite reads Class.method(Desc)@index or File.java:line.
func parseSite(word string) (SiteDecl, error) {
	if file, line, ok := strings.Cut(word, ":"); ok && strings.HasSuffix(file, ".java") && !strings.Contains(word, "(") {
		n, err := strconv.Atoi(line)
		if err != nil || n <= 0 {
			return SiteDecl{}, fmt.Errorf("%q: the line must be a positive number", word)
		}
		return SiteDecl{SourceFile: file, Line: n}, nil
	}
	bad := fmt.Errorf("%q is not an allocation site (Class.method(Descriptor)@index or File.java:line)", word)
	open := strings.IndexByte(word, '(')
	at := strings.LastIndexByte(word, '@')
	if open < 0 || at < open {
		return SiteDecl{}, bad
	}
	index, err := strconv.Atoi(word[at+1:])
	if err != nil || index < 0 {
		return SiteDecl{}, bad
	}
	desc := word[open:at]
	if !strings.HasPrefix(desc, "(") || !strings.Contains(desc, ")") {
		return SiteDecl{}, bad
	}
	dot := strings.LastIndexByte(word[:open], '.')
	if dot <= 0 {
		return SiteDecl{}, bad
	}
	class, err := parseClass(word[:dot])
	if err != nil {
		return SiteDecl{}, err
	}
	method := word[dot+1 : open]
	if method != "<init>" && method != "<clinit>" && !isIdentifier(method) {
		return SiteDecl{}, bad
	}
	return SiteDecl{Class: class, Method: method, Desc: desc, Index: index}, nil
}

// isIdentifier accepts a Java identifier (with '$', as in nested class
// names).
func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		letter := r == '_' || r == '$' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f
		if !letter && (i == 0 || r < '0' || r > '9') {
			return false
		}
	}
	return true
}
