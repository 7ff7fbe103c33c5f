package verify_test

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/verify"
)

// pathClasses answers the verifier's questions from the class files of a
// class path, parsed once each.
type pathClasses struct {
	path   classpath.Path
	parsed map[string]*classfile.ClassFile
	// asked counts the questions, to show that checks did ask.
	asked int
}

func newPathClasses(path classpath.Path) *pathClasses {
	return &pathClasses{path: path, parsed: map[string]*classfile.ClassFile{}}
}

func (p *pathClasses) class(name string) (*classfile.ClassFile, error) {
	p.asked++
	if cf, ok := p.parsed[name]; ok {
		return cf, nil
	}
	data, _, err := p.path.ReadClass(name)
	if err != nil {
		return nil, err
	}
	cf, err := classfile.ParseUnverified(data, name)
	if err != nil {
		return nil, err
	}
	p.parsed[name] = cf
	return cf, nil
}

func (p *pathClasses) IsInterface(name string) (bool, error) {
	cf, err := p.class(name)
	if err != nil {
		return false, err
	}
	return cf.IsInterface(), nil
}

func (p *pathClasses) IsSubclass(sub, super string) (bool, error) {
	for c := sub; c != ""; {
		if c == super {
			return true, nil
		}
		cf, err := p.class(c)
		if err != nil {
			return false, err
		}
		c = cf.SuperName
	}
	return false, nil
}

func (p *pathClasses) Superclass(name string) (string, error) {
	cf, err := p.class(name)
	if err != nil {
		return "", err
	}
	return cf.SuperName, nil
}

func (p *pathClasses) Member(class, name, desc string, method bool) (string, bool, error) {
	for c := class; c != ""; {
		cf, err := p.class(c)
		if err != nil {
			return "", false, err
		}
		if method {
			if m := cf.FindMethod(name, desc); m != nil {
				return c, m.AccessFlags&classfile.AccProtected != 0, nil
			}
		} else {
			for _, f := range cf.Fields {
				if f.Name == name && f.Descriptor == desc {
					return c, f.AccessFlags&classfile.AccProtected != 0, nil
				}
			}
		}
		c = cf.SuperName
	}
	// Interfaces' members are public.
	return "", false, nil
}

// jdkPath is the boot class path of the installed JDK.
func jdkPath(t testing.TB) classpath.Path {
	t.Helper()
	javatool.NeedJDK(t)
	jdk, err := classpath.FindJDK("")
	if err != nil {
		t.Skip(err)
	}
	return jdk.Boot
}

// jdkSample parses n classes of the JDK: those that java/lang/Object,
// String, Thread, HashMap and ConcurrentHashMap refer to, and so on, in
// breadth-first order.
func jdkSample(tb testing.TB, n int) ([]*classfile.ClassFile, *pathClasses) {
	tb.Helper()
	classes := newPathClasses(jdkPath(tb))
	queue := []string{"java/lang/Object", "java/lang/String", "java/lang/Thread", "java/util/HashMap", "java/util/concurrent/ConcurrentHashMap"}
	seen := map[string]bool{}
	var sample []*classfile.ClassFile
	for len(queue) > 0 && len(sample) < n {
		name := queue[0]
		queue = queue[1:]
		if seen[name] {
			continue
		}
		seen[name] = true
		cf, err := classes.class(name)
		if err != nil {
			tb.Fatal(err)
		}
		sample = append(sample, cf)
		for i, c := range cf.Pool {
			if c.Tag != classfile.TagClass {
				continue
			}
			if n := cf.Pool.ClassName(uint16(i)); !strings.HasPrefix(n, "[") && !seen[n] {
				queue = append(queue, n)
			}
		}
	}
	if len(sample) != n {
		tb.Fatalf("found %d classes, want %d", len(sample), n)
	}
	return sample, classes
}

var jdkClasses = flag.Int("jdk-classes", 200, "number of java.base classes TestJDKSample verifies (go test -args -jdk-classes=5000)")

// TestJDKSample verifies 200 classes of java.base (or -jdk-classes) as if
// they were the application's. The JDK's classes are type safe: the
// verifier must accept them all.
func TestJDKSample(t *testing.T) {
	sample, classes := jdkSample(t, *jdkClasses)
	methods := 0
	for _, cf := range sample {
		if err := verify.Class(cf, classes); err != nil {
			t.Errorf("%s: %v", cf.Name, err)
		}
		for _, m := range cf.Methods {
			if m.Code != nil {
				methods++
			}
		}
	}
	t.Logf("%d classes, %d methods with code, %d questions about classes", len(sample), methods, classes.asked)
}

// BenchmarkVerify verifies the 200 classes of TestJDKSample (about 4,000
// methods, 500 KB of class files): the cost verification adds to linking
// (the classes the verifier asks about are loaded once, before).
func BenchmarkVerify(b *testing.B) {
	sample, classes := jdkSample(b, 200)
	for _, cf := range sample {
		if err := verify.Class(cf, classes); err != nil {
			b.Fatal(err)
		}
	}
	code := 0
	for _, cf := range sample {
		for _, m := range cf.Methods {
			if m.Code != nil {
				code += len(m.Code.Bytecode)
			}
		}
	}
	b.SetBytes(int64(code))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, cf := range sample {
			if err := verify.Class(cf, classes); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// corpusDirs are the directories of testdata/java that hold programs.
func corpusDirs(t *testing.T) []string {
	t.Helper()
	entries, err := os.ReadDir("../testdata/java")
	if err != nil {
		t.Fatal(err)
	}
	var dirs []string
	for _, e := range entries {
		dir := filepath.Join("../testdata/java", e.Name())
		if progs, err := javatool.LoadPrograms(dir); e.IsDir() && err == nil && len(progs) > 0 {
			dirs = append(dirs, dir)
		}
	}
	sort.Strings(dirs)
	return dirs
}

// classFiles lists the class files under dir.
func classFiles(t *testing.T, dir string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".class") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// supportSources are the Java sources in the subdirectories of a corpus
// directory, which its programs are compiled with (the stand-in for JPF's
// Verify class of testdata/java/verify), by file name.
func supportSources(t *testing.T, dir string) map[string]string {
	t.Helper()
	sources := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Dir(path) == dir || !strings.HasSuffix(path, ".java") {
			return err
		}
		src, err := os.ReadFile(path)
		sources[filepath.Base(path)] = string(src)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return sources
}

// TestCorpora verifies every class javac compiles from the programs of
// testdata/java (those of the junit corpus against JUnit's jars): none
// may be rejected.
func TestCorpora(t *testing.T) {
	tools := javatool.NeedJDK(t)
	boot := jdkPath(t)
	for _, dir := range corpusDirs(t) {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			libraries := ""
			if filepath.Base(dir) == "junit" {
				libraries = javatool.NeedJUnit(t)
			}
			support := supportSources(t, dir)
			verified := 0
			for _, p := range javatool.LoadCorpus(t, dir, 1, nil) {
				if _, other := p.Headers[javatool.HeaderJDK]; other {
					continue // compiled by its own JDK's javac in its own test
				}
				src, err := os.ReadFile(p.Path)
				if err != nil {
					t.Fatal(err)
				}
				sources := map[string]string{p.Name + ".java": string(src)}
				for name, text := range support {
					sources[name] = text
				}
				classDir, err := tools.CompileSourcesWith(libraries, sources)
				if err != nil {
					t.Fatal(err)
				}
				app, err := classpath.Parse(strings.Trim(classDir+string(filepath.ListSeparator)+libraries, string(filepath.ListSeparator)))
				if err != nil {
					t.Fatal(err)
				}
				classes := newPathClasses(append(append(classpath.Path{}, boot...), app...))
				for _, f := range classFiles(t, classDir) {
					data, err := os.ReadFile(f)
					if err != nil {
						t.Fatal(err)
					}
					cf, err := classfile.ParseUnverified(data, f)
					if err != nil {
						t.Fatal(err)
					}
					if err := verify.Class(cf, classes); err != nil {
						t.Errorf("%s: %v", p.Path, err)
					}
					verified++
				}
			}
			t.Logf("%d classes verified", verified)
		})
	}
}

// TestMutantsDoNotPanic verifies single-byte mutants of JDK classes: the
// verifier must accept or refuse each, never panic (a panic would be an
// internal error of jcheck's). Half the mutated bytes are in code or
// stack map frames.
func TestMutantsDoNotPanic(t *testing.T) {
	sample, classes := jdkSample(t, 20)
	boot := jdkPath(t)
	rng := rand.New(rand.NewPCG(3, 9))
	perClass := 200
	if testing.Short() {
		perClass = 50
	}
	parsed, refused := 0, 0
	for _, cf := range sample {
		data, _, err := boot.ReadClass(cf.Name)
		if err != nil {
			t.Fatal(err)
		}
		var spans [][2]int
		for _, m := range cf.Methods {
			if m.Code != nil {
				if at := bytes.Index(data, m.Code.Bytecode); at >= 0 {
					spans = append(spans, [2]int{at, at + len(m.Code.Bytecode)})
				}
			}
		}
		for i := range perClass {
			at := rng.IntN(len(data))
			if i%2 == 0 && len(spans) > 0 {
				s := spans[rng.IntN(len(spans))]
				at = s[0] + rng.IntN(s[1]-s[0])
			}
			mutant := bytes.Clone(data)
			mutant[at] ^= byte(1 + rng.IntN(255))
			mcf, err := classfile.ParseUnverified(mutant, cf.Name)
			if err != nil {
				continue
			}
			parsed++
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("%s byte %d: %#02x -> %#02x: panic: %v", cf.Name, at, data[at], mutant[at], r)
					}
				}()
				if verify.Class(mcf, classes) != nil {
					refused++
				}
			}()
		}
	}
	t.Logf("%d mutants parsed, %d refused", parsed, refused)
}
