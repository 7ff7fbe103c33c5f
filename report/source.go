package report

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/jcheck/jcheck/classpath"
)

// maxSourceSize bounds a source file read to show its lines: the bound
// jcheck puts on the source files it compiles.
const maxSourceSize = 64 << 20

// CodePosition is a position in the code as a report renders it:
// "com.example.Main.run(Main.java:12)", JVMS §4.7.10's SourceFile and
// §4.7.12's line number in a stack trace's form.
type CodePosition struct {
	Class, Method string
	// File is the source file's name without directory ("Main.java").
	File string
	// Line is 0 when the class has no line numbers.
	Line int
}

// ParsePosition reads the first position of a string such as a step's
// "Main.run(Main.java:12) from Main.main(Main.java:30)"; ok is false for
// one that names no class and method.
func ParsePosition(s string) (p CodePosition, ok bool) {
	open := strings.IndexByte(s, '(')
	end := strings.IndexByte(s, ')')
	if open < 0 || end < open {
		return p, false
	}
	name := s[:open]
	dot := strings.LastIndexByte(name, '.')
	if dot <= 0 {
		return p, false
	}
	p.Class, p.Method = name[:dot], name[dot+1:]
	where := s[open+1 : end]
	if colon := strings.LastIndexByte(where, ':'); colon >= 0 {
		if n, err := strconv.Atoi(where[colon+1:]); err == nil && n > 0 {
			where, p.Line = where[:colon], n
		}
	}
	if strings.HasSuffix(where, ".java") {
		p.File = where
	}
	return p, true
}

// Short renders the position without the class's package:
// "Main.java:12", or the method's class and name when the class has no
// source file attribute.
func (p CodePosition) Short() string {
	switch {
	case p.File != "" && p.Line > 0:
		return p.File + ":" + strconv.Itoa(p.Line)
	case p.File != "":
		return p.File
	}
	return p.Class + "." + p.Method
}

// Sources finds the lines of Java source files that positions name, in
// a list of directories: each holds the files either in directories of
// their packages (as javac's -sourcepath) or directly.
type Sources struct {
	dirs []string
	// files caches each file's lines by class package and file name; nil
	// for a file found nowhere.
	files map[string][]string
}

// NewSources looks for source files in dirs, in that order.
func NewSources(dirs []string) *Sources {
	return &Sources{dirs: dirs, files: map[string][]string{}}
}

// Line returns the source text of a position's line without its
// indentation; ok is false when no source file has that line.
func (s *Sources) Line(p CodePosition) (text string, ok bool) {
	if s == nil || p.File == "" || p.Line <= 0 {
		return "", false
	}
	pkg := ""
	if dot := strings.LastIndexByte(p.Class, '.'); dot >= 0 {
		pkg = strings.ReplaceAll(p.Class[:dot], ".", "/")
	}
	key := pkg + "/" + p.File
	lines, seen := s.files[key]
	if !seen {
		lines = s.read(pkg, p.File)
		s.files[key] = lines
	}
	if p.Line > len(lines) {
		return "", false
	}
	return strings.TrimSpace(lines[p.Line-1]), true
}

// read returns the lines of the first file of that name found.
func (s *Sources) read(pkg, file string) []string {
	for _, dir := range s.dirs {
		for _, path := range []string{filepath.Join(dir, filepath.FromSlash(pkg), file), filepath.Join(dir, file)} {
			if _, err := os.Stat(path); err != nil {
				continue
			}
			// A file that cannot be read (not a regular file, too large)
			// has no lines to show, and the page is written without them.
			data, err := classpath.ReadRegularFile(path, maxSourceSize)
			if err != nil {
				continue
			}
			return strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
		}
	}
	return nil
}
