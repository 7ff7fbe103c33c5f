package javatool

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// writeProgram writes src to dir/name.java and parses it.
func writeProgram(t *testing.T, dir, name, src string) *Program {
	t.Helper()
	path := filepath.Join(dir, name+".java")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := LoadProgram(path)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// freshProgram returns a Tools with its own, empty cache directory, and
// the program name written from src into a directory of its own.
func freshProgram(t *testing.T, name, src string) (*Tools, *Program) {
	t.Helper()
	base := NeedJDK(t)
	tools := &Tools{Javac: base.Javac, Java: base.Java, Home: base.Home, CacheDir: t.TempDir()}
	return tools, writeProgram(t, t.TempDir(), name, src)
}

func TestFind(t *testing.T) {
	tools := NeedJDK(t)
	for _, p := range []string{tools.Javac, tools.Java} {
		if !filepath.IsAbs(p) || !isExecutable(p) {
			t.Errorf("%q is not an absolute path to an executable", p)
		}
	}
	if filepath.Dir(filepath.Dir(tools.Javac)) != tools.Home {
		t.Errorf("Home %q is not the parent of javac's bin (%q)", tools.Home, tools.Javac)
	}
	if v, err := tools.JavacVersion(); err != nil || !strings.HasPrefix(v, "javac ") {
		t.Errorf("JavacVersion = %q, %v", v, err)
	}

	// JAVA_HOME wins when it holds a JDK.
	t.Setenv("JAVA_HOME", tools.Home)
	t.Setenv("PATH", "")
	got, err := Find()
	if err != nil {
		t.Fatalf("Find with JAVA_HOME=%s: %v", tools.Home, err)
	}
	if got.Javac != filepath.Join(tools.Home, "bin", "javac") || got.Home != tools.Home {
		t.Errorf("Find with JAVA_HOME: %+v", got)
	}

	// PATH is searched, through symlinks, when JAVA_HOME is unset or useless.
	link := t.TempDir()
	for _, name := range []string{"javac", "java"} {
		if err := os.Symlink(filepath.Join(tools.Home, "bin", name), filepath.Join(link, name)); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("JAVA_HOME", t.TempDir())
	t.Setenv("PATH", link)
	got, err = Find()
	if err != nil {
		t.Fatalf("Find via PATH: %v", err)
	}
	realJavac, _ := filepath.EvalSymlinks(filepath.Join(tools.Home, "bin", "javac"))
	if got.Javac != realJavac || got.Home != filepath.Dir(filepath.Dir(realJavac)) {
		t.Errorf("Find via PATH symlink: %+v, want javac %s", got, realJavac)
	}

	t.Setenv("JAVA_HOME", "")
	t.Setenv("PATH", t.TempDir())
	if _, err := Find(); err == nil {
		t.Errorf("Find with no JDK anywhere: no error")
	}
}

const helloSrc = `// EXPECT: ok
// ARGS: x yz
// Prints its arguments and some non-ASCII text, writes to stderr, exits with 7.
public class Hello {
    public static void main(String[] args) throws Exception {
        System.out.println("args=" + String.join(",", args) + " n=" + args.length);
        System.out.println("αβγ 中文 😀 " + String.format("%,d", 1234567));
        System.out.println("stdin=" + System.in.read());
        System.err.println("to stderr");
        System.exit(7);
    }
}
`

func TestCompileAndRun(t *testing.T) {
	tools, p := freshProgram(t, "Hello", helloSrc)
	dir, r, err := tools.CompileAndRun(p)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Dir(dir) != tools.CacheDir {
		t.Errorf("class dir %s is not in the cache %s", dir, tools.CacheDir)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0].Name() != "Hello.class" {
		t.Errorf("class dir holds %v, want only Hello.class", entries)
	}
	wantOut := "args=x,yz n=2\nαβγ 中文 😀 1,234,567\nstdin=-1\n"
	if r.Stdout != wantOut || r.Stderr != "to stderr\n" || r.ExitCode != 7 || r.Cached {
		t.Errorf("result = %+v, want stdout %q, stderr %q, exit 7, not cached", r, wantOut, "to stderr\n")
	}
	if r.FirstStderrLine() != "to stderr" {
		t.Errorf("FirstStderrLine = %q", r.FirstStderrLine())
	}
}

func TestCompileCache(t *testing.T) {
	tools, p := freshProgram(t, "Hello", helloSrc)
	dir1, err := tools.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	// With javac gone, the same source is still served from the cache...
	tools.Javac = filepath.Join(t.TempDir(), "no-javac")
	dir2, err := tools.Compile(p)
	if err != nil {
		t.Fatalf("cached Compile: %v", err)
	}
	if dir1 != dir2 {
		t.Errorf("cached Compile gave %s, first gave %s", dir2, dir1)
	}
	// ... but a changed source needs javac.
	p2 := writeProgram(t, t.TempDir(), "Hello", helloSrc+"// changed\n")
	if _, err := tools.Compile(p2); err == nil {
		t.Errorf("Compile of changed source without javac: no error")
	}
	// A different cache directory, or a fresh Tools, finds the same key.
	tools2 := &Tools{Javac: NeedJDK(t).Javac, Java: tools.Java, CacheDir: tools.CacheDir}
	dir3, err := tools2.Compile(p)
	if err != nil || dir3 != dir1 {
		t.Errorf("second Tools: %s, %v; want %s", dir3, err, dir1)
	}
	// No temporary directories are left behind.
	entries, _ := os.ReadDir(tools.CacheDir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".tmp-") {
			t.Errorf("leftover temporary %s", e.Name())
		}
	}
}

func TestCompileConcurrent(t *testing.T) {
	tools, p := freshProgram(t, "Hello", helloSrc)
	const n = 4
	dirs := make([]string, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			// Separate Tools values share only the cache directory, as
			// separate processes would.
			tt := &Tools{Javac: tools.Javac, Java: tools.Java, CacheDir: tools.CacheDir}
			dirs[i], errs[i] = tt.Compile(p)
		}(i)
	}
	wg.Wait()
	for i := 0; i < n; i++ {
		if errs[i] != nil {
			t.Fatalf("goroutine %d: %v", i, errs[i])
		}
		if dirs[i] != dirs[0] {
			t.Errorf("goroutine %d got %s, goroutine 0 got %s", i, dirs[i], dirs[0])
		}
	}
	if _, err := os.Stat(filepath.Join(dirs[0], "Hello.class")); err != nil {
		t.Error(err)
	}
}

func TestCompileError(t *testing.T) {
	src := "// EXPECT: ok\n// broken\npublic class Broken {\n    int x = \"not an int\";\n}\n"
	tools, p := freshProgram(t, "Broken", src)
	_, err := tools.Compile(p)
	if err == nil {
		t.Fatal("no error compiling a broken program")
	}
	var ce *CompileError
	if !errors.As(err, &ce) {
		t.Fatalf("error %T is not a *CompileError: %v", err, err)
	}
	msg := err.Error()
	for _, want := range []string{p.Path + ":4: error:", "incompatible types", "int x ="} {
		if !strings.Contains(msg, want) {
			t.Errorf("error message lacks %q:\n%s", want, msg)
		}
	}
	if strings.Contains(msg, tools.CacheDir) {
		t.Errorf("error message names the temporary copy:\n%s", msg)
	}
	entries, _ := os.ReadDir(tools.CacheDir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".probe") {
			continue
		}
		if _, err := os.Stat(filepath.Join(tools.CacheDir, e.Name(), "JavacServer.class")); err == nil {
			continue // the compile server's own classes
		}
		t.Errorf("failed compile left %s in the cache", e.Name())
	}
}

func TestRunJavaCache(t *testing.T) {
	tools, p := freshProgram(t, "Hello", helloSrc)
	dir, r1, err := tools.CompileAndRun(p)
	if err != nil {
		t.Fatal(err)
	}
	realJava := tools.Java
	tools.Java = filepath.Join(t.TempDir(), "no-java")
	r2, err := tools.RunJava(dir, p)
	if err != nil {
		t.Fatalf("cached RunJava: %v", err)
	}
	if !r2.Cached || r2.Stdout != r1.Stdout || r2.Stderr != r1.Stderr || r2.ExitCode != r1.ExitCode {
		t.Errorf("cached result %+v differs from first %+v", r2, r1)
	}
	// Other arguments are another cache entry.
	p.Args = []string{"other"}
	if _, err := tools.RunJava(dir, p); err == nil {
		t.Errorf("RunJava with new args without java: no error (args not in the cache key?)")
	}

	// Class directories outside the cache are never cached.
	tools.Java = realJava
	outside := t.TempDir()
	data, err := os.ReadFile(filepath.Join(dir, "Hello.class"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(outside, "Hello.class"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		r, err := tools.RunJava(outside, p)
		if err != nil {
			t.Fatal(err)
		}
		if r.Cached || r.Stdout != "args=other n=1\n"+strings.SplitN(r1.Stdout, "\n", 2)[1] {
			t.Errorf("run %d outside the cache: %+v", i, r)
		}
	}
	if entries, _ := os.ReadDir(filepath.Dir(outside)); len(entries) > 0 {
		for _, e := range entries {
			if strings.HasSuffix(e.Name(), ".results") {
				t.Errorf("results cached next to a foreign class dir: %s", e.Name())
			}
		}
	}
}

func TestRunJavaUncaught(t *testing.T) {
	src := `// EXPECT: exception
// Throws from depth 2.
public class Boom {
    static void f() { throw new IllegalStateException("boom"); }
    public static void main(String[] args) { System.out.println("before"); f(); }
}
`
	tools, p := freshProgram(t, "Boom", src)
	_, r, err := tools.CompileAndRun(p)
	if err != nil {
		t.Fatal(err)
	}
	if r.ExitCode != 1 || r.Stdout != "before\n" ||
		r.FirstStderrLine() != `Exception in thread "main" java.lang.IllegalStateException: boom` {
		t.Errorf("result %+v", r)
	}
}

func TestLineDiff(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"x\ny\n", "x\ny\n", "(no differing line)"},
		{"x\ny\nz", "x\nY\nz", "line 2:\n  java:   \"y\"\n  jcheck: \"Y\""},
		// A missing line is not an empty one; white space shows.
		{"x\n", "x\n\n", "line 3:\n  java:   (no line)\n  jcheck: \"\""},
		{"a ", "a", "line 1:\n  java:   \"a \"\n  jcheck: \"a\""},
	} {
		if got := LineDiff(c.a, c.b, "java", "jcheck"); got != c.want {
			t.Errorf("LineDiff(%q, %q) =\n%s\nwant\n%s", c.a, c.b, got, c.want)
		}
	}
	many := strings.Repeat("a\n", 2*maxDiffLines)
	if got := LineDiff(many, strings.ReplaceAll(many, "a", "b"), "1", "2"); strings.Count(got, "line ") != maxDiffLines {
		t.Errorf("LineDiff of %d differing lines shows %d, want %d", 2*maxDiffLines, strings.Count(got, "line "), maxDiffLines)
	}
}

// TestCompileServerMatchesJavac checks that the compile server writes the
// class files a javac process writes, byte for byte, and reports a compile
// error as javac does, with the same diagnostics.
func TestCompileServerMatchesJavac(t *testing.T) {
	base := NeedJDK(t)
	sources := map[string]string{
		"Hello.java": helloSrc,
		"Pair.java":  "final class Pair<A, B> { A a; B b; class Inner {} Runnable r = () -> System.out.println(\"é\" + a + b); }\n",
	}
	broken := map[string]string{"Broken.java": "class Broken { int x = \"s\"; }\n"}
	server := &Tools{Javac: base.Javac, Java: base.Java, CacheDir: t.TempDir()}
	process := &Tools{Javac: base.Javac, Java: base.Java, CacheDir: t.TempDir()}
	dirS, err := server.compile("", sources)
	if err != nil {
		t.Fatal(err)
	}
	dirP, err := process.compileProcess("", sources)
	if err != nil {
		t.Fatal(err)
	}
	if server.servers.running == 0 {
		t.Fatal("no compile server ran")
	}
	entries, err := os.ReadDir(dirP)
	if err != nil || len(entries) < 3 {
		t.Fatalf("javac wrote %d class files (%v), want Hello, Pair and Pair$Inner", len(entries), err)
	}
	for _, e := range entries {
		want, _ := os.ReadFile(filepath.Join(dirP, e.Name()))
		got, err := os.ReadFile(filepath.Join(dirS, e.Name()))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: the server's differs from javac's (%v)", e.Name(), err)
		}
	}
	_, errS := server.compile("", broken)
	_, errP := process.compileProcess("", broken)
	var ceS, ceP *CompileError
	if !errors.As(errS, &ceS) || !errors.As(errP, &ceP) {
		t.Fatalf("broken source: server %v, javac %v; want compile errors", errS, errP)
	}
	if ceS.Output != ceP.Output {
		t.Errorf("diagnostics differ:\nserver:\n%s\njavac:\n%s", ceS.Output, ceP.Output)
	}
}

// TestCompileServerDies: a compile server that died is stopped, and the
// compilation it was given runs in a javac process instead; the next one
// starts a new server.
func TestCompileServerDies(t *testing.T) {
	base := NeedJDK(t)
	tools := &Tools{Javac: base.Javac, Java: base.Java, CacheDir: t.TempDir()}
	if _, err := tools.compile("", map[string]string{"A.java": "class A {}\n"}); err != nil {
		t.Fatal(err)
	}
	if len(tools.servers.idle) != 1 {
		t.Fatalf("%d idle servers after a compilation, want 1", len(tools.servers.idle))
	}
	dead := tools.servers.idle[0]
	dead.cmd.Process.Kill()
	dead.cmd.Wait()
	dir, err := tools.compile("", map[string]string{"B.java": "class B {}\n"})
	if err != nil {
		t.Fatalf("compiling after the server died: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "B.class")); err != nil {
		t.Error(err)
	}
	if tools.servers.running != 0 || len(tools.servers.idle) != 0 {
		t.Errorf("%d servers running, %d idle after one died; want none", tools.servers.running, len(tools.servers.idle))
	}
	if _, err := tools.compile("", map[string]string{"C.java": "class C {}\n"}); err != nil || tools.servers.running != 1 {
		t.Errorf("the next compilation: %v, %d servers running; want a new server", err, tools.servers.running)
	}
}
