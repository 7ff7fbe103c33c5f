// Package launch turns what a user names on the command line — a class
// path and main class, a jar, or a .java source file — into the class path
// and main class jcheck runs, the way the java launcher does.
package launch

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/jcheck/jcheck/classpath"
)

// Spec is a program as the user names it.
type Spec struct {
	// ClassPath is the -cp value ("" for the current directory, as java).
	ClassPath string
	// Jar is the -jar file; its manifest names the main class.
	Jar string
	// Target is the main class (binary name, "com.example.Main") or a
	// .java source file; with Jar it is empty.
	Target string
	Args   []string
	// JDK is the --jdk value ("" to find one).
	JDK string
	// EnablePreview compiles a source file Target with the JDK's preview
	// features, as java --enable-preview's source-file mode does.
	EnablePreview bool
}

// Program is what jcheck runs.
type Program struct {
	JDK       *classpath.JDK
	ClassPath classpath.Path
	// ClassPathString is the class path as java.class.path reports it.
	ClassPathString string
	MainClass       string
	Args            []string
	// CompilerMessages is what javac printed compiling a source file
	// that it compiled (warnings, notes), as java's source-file mode
	// prints it; "" if none.
	CompilerMessages string
}

// Close releases the class path's files.
func (p *Program) Close() error { return p.ClassPath.Close() }

// Resolve finds the JDK and the program's class path and main class.
func Resolve(s Spec) (*Program, error) {
	jdk, err := classpath.FindJDK(s.JDK)
	if err != nil {
		return nil, err
	}
	p := &Program{JDK: jdk, Args: s.Args}
	switch {
	case s.Jar != "":
		err = p.fromJar(s.Jar)
	case strings.HasSuffix(s.Target, ".java"):
		err = p.fromSource(s.Target, s.EnablePreview)
	case s.Target == "":
		err = errors.New("no main class given")
	default:
		cp := s.ClassPath
		if cp == "" {
			cp = "."
		}
		p.ClassPathString = cp
		p.MainClass = strings.ReplaceAll(s.Target, "/", ".")
		p.ClassPath, err = classpath.Parse(cp)
	}
	if err != nil {
		return nil, err
	}
	return p, nil
}

// fromJar uses a jar's manifest: Main-Class, and Class-Path entries
// relative to the jar's directory.
func (p *Program) fromJar(jar string) error {
	src, err := classpath.OpenJar(jar)
	if err != nil {
		return err
	}
	m, err := classpath.ReadManifest(src)
	if err != nil {
		src.Close()
		return fmt.Errorf("%s: cannot read the manifest: %w", jar, err)
	}
	if m.MainClass == "" {
		src.Close()
		return fmt.Errorf("no main manifest attribute, in %s", jar)
	}
	p.ClassPath = classpath.Path{src}
	p.ClassPathString = jar
	for _, entry := range m.ClassPath {
		path := filepath.Join(filepath.Dir(jar), filepath.FromSlash(entry))
		s, err := classpath.Open(path)
		if err != nil {
			continue // java ignores Class-Path entries that do not exist
		}
		p.ClassPath = append(p.ClassPath, s)
	}
	p.MainClass = m.MainClass
	return nil
}

// maxSourceSize bounds a source file jcheck reads to compile: real ones
// are kilobytes, and one that is a link to /dev/zero must not be read
// without end.
const maxSourceSize = 64 << 20

// fromSource compiles a .java file with the JDK's javac into a cache
// directory keyed by the file's contents; the main class is the first
// top-level class the file declares, as in java's source-file mode.
func (p *Program) fromSource(file string, preview bool) error {
	src, err := classpath.ReadRegularFile(file, maxSourceSize)
	if err != nil {
		return err
	}
	main := firstTopLevelType(string(src))
	dir, messages, err := compile(p.JDK, file, src, preview)
	if err != nil {
		return err
	}
	// A compact source file (JDK 25, JEP 512: methods and fields at the
	// top level) declares its class implicitly, named after the file, and
	// the classes it declares are that class's members.
	implicit := strings.TrimSuffix(filepath.Base(file), ".java")
	if _, err := os.Stat(filepath.Join(dir, implicit+".class")); err == nil {
		if _, err := os.Stat(filepath.Join(dir, main+".class")); main == "" || err != nil {
			main = implicit
		}
	}
	if main == "" {
		return fmt.Errorf("%s: no class declared in the source file", file)
	}
	p.CompilerMessages = messages
	if p.ClassPath, err = classpath.Parse(dir); err != nil {
		return err
	}
	p.ClassPathString = dir
	p.MainClass = main
	return nil
}

// Compile compiles one source file with javac -g into a directory of the
// user's cache, reused while the source and the javac stay the same; it
// also returns what javac printed (its warnings and notes), kept in the
// cache beside the classes with the file's name as given replaced, so
// that a run that finds them compiled prints them too, naming the file
// as that run was given it.
func Compile(jdk *classpath.JDK, file string, src []byte) (dir, messages string, err error) {
	return compile(jdk, file, src, false)
}

// compile is Compile, with the JDK's preview features if preview is set
// (javac --enable-preview --release N, N the JDK's own version, as java
// --enable-preview's source-file mode compiles).
func compile(jdk *classpath.JDK, file string, src []byte, preview bool) (dir, messages string, err error) {
	javac, err := jdk.Tool("javac")
	if err != nil {
		return "", "", fmt.Errorf("cannot compile %s: %w", file, err)
	}
	args := []string{"-g:source,lines", "-encoding", "UTF-8"}
	// The key's "messages" marks entries that keep javac's messages (an
	// older entry's .done is empty whatever javac printed); "preview"
	// those compiled with the preview features.
	key := "messages\x00"
	if preview {
		args = append(args, "--enable-preview", "--release", strconv.Itoa(jdk.Version))
		key = "messages preview\x00"
	}
	sum := sha256.Sum256(append([]byte(key+javac+"\x00"+filepath.Base(file)+"\x00"), src...))
	root, err := os.UserCacheDir()
	if err != nil {
		root = os.TempDir()
	}
	dir = filepath.Join(root, "jcheck", "javac", hex.EncodeToString(sum[:12]))
	// .done marks a complete entry and holds javac's messages, with the
	// file's name as given replaced by a NUL.
	if kept, err := os.ReadFile(filepath.Join(dir, ".done")); err == nil {
		return dir, strings.ReplaceAll(string(kept), "\x00", file), nil
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return "", "", err
	}
	// Compile into a fresh directory and rename it into place, so that
	// concurrent runs never see a half-written cache entry.
	tmp, err := os.MkdirTemp(filepath.Dir(dir), "tmp-")
	if err != nil {
		return "", "", err
	}
	out, err := exec.Command(javac, append(args, "-d", tmp, file)...).CombinedOutput()
	if err != nil {
		os.RemoveAll(tmp)
		return "", "", fmt.Errorf("javac failed on %s:\n%s", file, strings.TrimSpace(string(out)))
	}
	if err := os.WriteFile(filepath.Join(tmp, ".done"), []byte(strings.ReplaceAll(string(out), file, "\x00")), 0o644); err != nil {
		os.RemoveAll(tmp)
		return "", "", err
	}
	if err := os.Rename(tmp, dir); err != nil {
		os.RemoveAll(tmp)
		if _, statErr := os.Stat(filepath.Join(dir, ".done")); statErr != nil {
			return "", "", err
		}
	}
	return dir, string(out), nil
}

// javaIdentifier is a Java identifier: a character for which
// Character.isJavaIdentifierStart holds, then ones for which
// isJavaIdentifierPart does (letters and digits of any script, currency
// symbols, connecting punctuation, combining marks).
const javaIdentifier = `[\p{L}\p{Nl}\p{Sc}\p{Pc}][\p{L}\p{Nl}\p{Sc}\p{Pc}\p{Nd}\p{Mn}\p{Mc}\p{Cf}]*`

var (
	// ignoredText matches comments and the literals (text blocks, strings,
	// characters) in which braces and comment markers do not count.
	ignoredText  = regexp.MustCompile(`(?s)/\*.*?\*/|//[^\n]*|"""(?:\\.|[^\\])*?"""|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'`)
	typeDecl     = regexp.MustCompile(`\b(?:class|interface|enum|record)\s+(` + javaIdentifier + `)`)
	packageDecl  = regexp.MustCompile(`^\s*package\s+(` + javaIdentifier + `(?:\s*\.\s*` + javaIdentifier + `)*)\s*;`)
	bracesInText = regexp.MustCompile(`[{}]`)
)

// firstTopLevelType finds the name of the first type declared at the top
// level of a compilation unit (qualified with its package).
func firstTopLevelType(src string) string {
	code := ignoredText.ReplaceAllStringFunc(src, func(s string) string { return strings.Repeat(" ", len(s)) })
	depth := 0
	last := 0
	for _, loc := range bracesInText.FindAllStringIndex(code, -1) {
		if depth == 0 {
			if m := typeDecl.FindStringSubmatch(code[last:loc[0]]); m != nil {
				return qualify(code, m[1])
			}
		}
		if code[loc[0]] == '{' {
			depth++
		} else {
			depth--
		}
		last = loc[1]
	}
	return ""
}

func qualify(code, name string) string {
	if m := packageDecl.FindStringSubmatch(code); m != nil {
		return strings.Join(strings.Fields(m[1]), "") + "." + name
	}
	return name
}
