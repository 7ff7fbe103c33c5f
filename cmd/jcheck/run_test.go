package main

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// compileJava compiles Java sources (file name -> text) with the JDK's
// javac into a class directory of the test's own: tests corrupt and delete
// class files, which must not reach the shared compile cache.
func compileJava(t *testing.T, sources map[string]string) string {
	t.Helper()
	return copyDir(t, javatool.CompileForTest(t, sources))
}

func copyDir(t *testing.T, dir string) string {
	t.Helper()
	out := t.TempDir()
	err := filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		if info.IsDir() {
			return os.MkdirAll(filepath.Join(out, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(out, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// jcheck runs the command in-process and returns its exit code and output.
func jcheck(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(append([]string{"jcheck"}, args...), strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestRunClassPathJarAndSource(t *testing.T) {
	dir := compileJava(t, map[string]string{"Main.java": `
package demo;
public class Main {
    public static void main(String[] args) {
        System.out.println("hi " + String.join(",", args) + " from " + Main.class.getProtectionDomain().getCodeSource().getLocation());
    }
}`})
	// The class's CodeSource is the class path entry, as a URL of its
	// canonical path.
	canonical := func(path string) string {
		real, err := filepath.EvalSymlinks(path)
		if err != nil {
			t.Fatal(err)
		}
		return "file:" + real
	}
	if code, out, errOut := jcheck("run", "-cp", dir, "demo.Main", "a", "b"); code != 0 || out != "hi a,b from "+canonical(dir)+"/\n" {
		t.Errorf("-cp: exit %d, stdout %q, stderr %q", code, out, errOut)
	}

	jar := filepath.Join(t.TempDir(), "app.jar")
	writeJar(t, jar, dir, "Main-Class: demo.Main\n")
	if code, out, errOut := jcheck("run", "-jar", jar, "x"); code != 0 || out != "hi x from "+canonical(jar)+"\n" {
		t.Errorf("-jar: exit %d, stdout %q, stderr %q", code, out, errOut)
	}

	src := filepath.Join(t.TempDir(), "Hello.java")
	os.WriteFile(src, []byte("/* class Comment {} */\nclass Hello { public static void main(String[] a) { System.out.println(\"src \" + a.length); } }\nclass Other {}\n"), 0o644)
	if code, out, errOut := jcheck("run", src, "1", "2"); code != 0 || out != "src 2\n" {
		t.Errorf("source file: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// writeJar packs the class files under dir into a jar with a manifest.
func writeJar(t *testing.T, jar, dir, manifest string) {
	t.Helper()
	f, err := os.Create(jar)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	w, _ := zw.Create("META-INF/MANIFEST.MF")
	w.Write([]byte("Manifest-Version: 1.0\n" + manifest))
	filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		w, _ := zw.Create(filepath.ToSlash(rel))
		data, _ := os.ReadFile(path)
		w.Write(data)
		return nil
	})
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

// TestBadInput checks that every kind of bad input ends with one clear
// error naming what is wrong, and exit code 2, in run and in check alike:
// a missing class is a fault of the class path, not an error of the
// program (whose own errors exit 1).
func TestBadInput(t *testing.T) {
	dir := compileJava(t, map[string]string{
		"Main.java": `public class Main {
    public static void main(String[] args) throws Exception {
        if (args[0].equals("helper")) System.out.println(Helper.value());
        if (args[0].equals("native")) System.out.println(NativeUser.compute());
        if (args[0].equals("gone")) System.out.println(Gone.value());
        if (args[0].equals("gone-in-thread")) {
            Thread t = new Thread(() -> System.out.println(Gone.value()));
            t.start();
            t.join();
        }
    }
}`,
		"Helper.java":     `class Helper { static int value() { return 1; } }`,
		"NativeUser.java": `class NativeUser { static native int compute(); }`,
		"Gone.java":       `class Gone { static int value() { return 2; } }`,
	})
	if err := os.WriteFile(filepath.Join(dir, "Helper.class"), []byte("\xCA\xFE\xBA\xBE\x00\x00\x00\x3D\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(dir, "Gone.class"))
	garbageJar := filepath.Join(t.TempDir(), "garbage.jar")
	os.WriteFile(garbageJar, []byte("not a zip"), 0o644)
	os.WriteFile(filepath.Join(dir, "Corrupt.class"), []byte("\x00\x01\x02"), 0o644)
	gone := "class Gone not found (searched: "

	cases := []struct {
		name string
		// args follow "run" and "check", or with command a command's.
		args    []string
		command bool
		want    []string // all must appear in stderr
	}{
		{"malformed class used at run time", []string{"-cp", dir, "Main", "helper"}, false, []string{"Helper.class", "malformed class file"}},
		{"malformed main class", []string{"-cp", dir, "Corrupt"}, false, []string{"LinkageError occurred while loading main class Corrupt\n\tjava.lang.ClassFormatError: ", "Corrupt.class: malformed class file"}},
		{"unsupported native method", []string{"-cp", dir, "Main", "native"}, false, []string{"native method NativeUser.compute()I is not supported", "(at Main.main(Main.java:4))"}},
		{"missing class", []string{"-cp", dir, "Main", "gone"}, false, []string{gone, ") (at Main.main(Main.java:5))"}},
		{"missing class in a thread", []string{"-cp", dir, "Main", "gone-in-thread"}, false, []string{gone, ") (at Main.lambda$main$0(Main.java:7))"}},
		{"unreadable jar", []string{"-jar", garbageJar}, false, []string{"garbage.jar"}},
		{"missing class path entry", []string{"-cp", filepath.Join(dir, "nope.jar"), "Main"}, false, []string{"nope.jar"}},
		{"no main class", nil, false, []string{"no main class"}},
		{"javap of a missing class", []string{"javap", "-cp", dir, "NoSuch"}, true, []string{"NoSuch"}},
	}
	for _, c := range cases {
		commands := [][]string{{"run"}, {"check"}}
		if c.command {
			commands = [][]string{nil}
		}
		for _, command := range commands {
			t.Run(strings.Join(append(command, c.name), " "), func(t *testing.T) {
				code, _, errOut := jcheck(append(command, c.args...)...)
				if code != exitBadInput {
					t.Errorf("exit code %d, want %d; stderr:\n%s", code, exitBadInput, errOut)
				}
				// The message ends stderr (after what the program
				// printed); run prints the launcher's as java does.
				start := strings.LastIndex("\n"+errOut, "\njcheck: ")
				if slices.Equal(command, []string{"run"}) {
					start = max(start, strings.LastIndex("\n"+errOut, "\nError: "))
				}
				if start < 0 {
					t.Fatalf("stderr has no line starting with \"jcheck: \":\n%s", errOut)
				}
				for _, w := range c.want {
					if !strings.Contains(errOut[start:], w) {
						t.Errorf("jcheck's message does not mention %q:\n%s", w, errOut[start:])
					}
				}
			})
		}
	}
}

func TestJavap(t *testing.T) {
	dir := compileJava(t, map[string]string{"Small.java": `class Small { int f(int x) { return x + 1; } }`})
	code, out, errOut := jcheck("javap", "-cp", dir, "Small")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"class Small", "iadd", "LineNumberTable"} {
		if !strings.Contains(out, want) {
			t.Errorf("javap output lacks %q", want)
		}
	}
	if code, out, _ := jcheck("javap", "java.lang.Runnable"); code != 0 || !strings.Contains(out, "interface java.lang.Runnable") && !strings.Contains(out, "java/lang/Runnable") {
		t.Errorf("javap of a JDK class: exit %d", code)
	}
}

func TestBenchCommand(t *testing.T) {
	javatool.NeedJDK(t) // the bench command compiles its programs with javac
	code, out, errOut := jcheck("bench", "--only", "OrderedPhilosophers(2,1)", "--time-limit", "30s")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		"| OrderedPhilosophers(2,1) | bytecode | off | 278 |",
		"| OrderedPhilosophers(2,1) | reduced | off | 61 |",
		"| OrderedPhilosophers(2,1) | off | 4.6× |",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("bench output lacks %q:\n%s", want, out)
		}
	}
}

// TestBenchStateful checks bench --stateful: the stateful search with
// DPOR beside the one with sleep sets, with the states of each (the sleep
// sets' 61 are the Stateful table's for reduced atomicity with lockset').
func TestBenchStateful(t *testing.T) {
	javatool.NeedJDK(t)
	code, out, errOut := jcheck("bench", "--stateful", "--only", "OrderedPhilosophers(2,1)", "--time-limit", "30s")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	const head = "| program | states, DPOR | transitions, DPOR | time, DPOR (s) | states, sleep sets | transitions, sleep sets | time, sleep sets (s) | errors found, DPOR / sleep sets |"
	row := regexp.MustCompile(`\| OrderedPhilosophers\(2,1\) \| 24 \| 25 \| [0-9.]+ \| 61 \| 67 \| [0-9.]+ \| 0 / 0 \|`)
	if !strings.Contains(out, head) || !row.MatchString(out) || strings.Contains(out, "### Partial-order") {
		t.Errorf("bench --stateful printed:\n%s", out)
	}
}

// TestBenchModels compares the java.util.concurrent models with the
// library's bytecode on a semaphore used as a mutex: 2 executions with
// the model (acquire, release: one operation each; which worker goes
// first), 99 with the bytecode (the compare-and-set loops inside, and a
// second round: run as bytecode the semaphore is no lock for LD').
func TestBenchModels(t *testing.T) {
	javatool.NeedJDK(t)
	code, out, errOut := jcheck("bench", "--only", "SemaphoreMutexOk", "--time-limit", "30s", "--models-corpus", jucCorpus)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"### java.util.concurrent: the models against the library's bytecode", "| SemaphoreMutexOk | 2 | "} {
		if !strings.Contains(out, want) {
			t.Errorf("bench output lacks %q:\n%s", want, out)
		}
	}
	if !regexp.MustCompile(`\| SemaphoreMutexOk \| 2 \| [0-9.]+ \| 99 \| [0-9.]+ \|`).MatchString(out) {
		t.Errorf("bench output lacks the row 2 / 99 executions:\n%s", out)
	}
}
