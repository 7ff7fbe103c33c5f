package report

import (
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/interp"
)

// maxSourceSize bounds a source file read to show its lines: the bound
// jcheck puts on the source files it compiles.
const maxSourceSize = 64 << 20

// parseFrame reads a stack trace's frame, "pkg.Main.run(Main.java:12)"
// (JVMS §4.7.10's source file and §4.7.12's line), into its parts as
// interp.SourceOf gives them: the file in its package's directory. It
// returns nil for a string that names no class and method.
func parseFrame(frame string) *interp.Source {
	open := strings.IndexByte(frame, '(')
	end := strings.IndexByte(frame, ')')
	if open < 0 || end < open {
		return nil
	}
	dot := strings.LastIndexByte(frame[:open], '.')
	if dot <= 0 {
		return nil
	}
	s := &interp.Source{Class: frame[:dot], Method: frame[dot+1 : open]}
	where := frame[open+1 : end]
	if colon := strings.LastIndexByte(where, ':'); colon >= 0 {
		if n, err := strconv.Atoi(where[colon+1:]); err == nil && n > 0 {
			where, s.Line = where[:colon], n
		}
	}
	if strings.HasSuffix(where, ".java") {
		s.File = where
		if pkg := strings.LastIndexByte(s.Class, '.'); pkg >= 0 {
			s.File = strings.ReplaceAll(s.Class[:pkg], ".", "/") + "/" + where
		}
	}
	return s
}

// shortPosition renders a position without the class's package:
// "Main.java:12", or the class and method when the class names no
// source file.
func shortPosition(s *interp.Source) string {
	switch {
	case s.File != "" && s.Line > 0:
		return path.Base(s.File) + ":" + strconv.Itoa(s.Line)
	case s.File != "":
		return path.Base(s.File)
	}
	return s.Class + "." + s.Method
}

// Sources finds the lines of Java source files that positions name, in
// a list of directories: each holds the files either in directories of
// their packages (a source root, as javac's -sourcepath) or directly.
type Sources struct {
	dirs []string
	// files caches each file's lines by its path in its source root; nil
	// for a file found nowhere.
	files map[string][]string
}

// NewSources looks for source files in dirs, in that order.
func NewSources(dirs []string) *Sources {
	return &Sources{dirs: dirs, files: map[string][]string{}}
}

// Line returns the source text of a position's line without its
// indentation; ok is false when no source file has that line.
func (s *Sources) Line(at *interp.Source) (text string, ok bool) {
	if s == nil || at == nil || at.File == "" || at.Line <= 0 {
		return "", false
	}
	lines, seen := s.files[at.File]
	if !seen {
		lines = s.read(at.File)
		s.files[at.File] = lines
	}
	if at.Line > len(lines) {
		return "", false
	}
	return strings.TrimSpace(lines[at.Line-1]), true
}

// read returns the lines of the first file found, in a source root or
// flat.
func (s *Sources) read(file string) []string {
	for _, dir := range s.dirs {
		for _, p := range []string{filepath.Join(dir, filepath.FromSlash(file)), filepath.Join(dir, path.Base(file))} {
			if _, err := os.Stat(p); err != nil {
				continue
			}
			// A file that cannot be read (not a regular file, too large)
			// has no lines to show, and the page is written without them.
			data, err := classpath.ReadRegularFile(p, maxSourceSize)
			if err != nil {
				continue
			}
			return strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
		}
	}
	return nil
}
