package launch

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/classpath"
)

func TestFirstTopLevelType(t *testing.T) {
	for _, c := range []struct {
		name, src, want string
	}{
		{"plain", "class Main {}", "Main"},
		{"modifiers", "public final class Hello { public static void main(String[] a) {} }", "Hello"},
		{"no type", "// class Fake {}\n", ""},
		{"empty", "", ""},
		{"package", "package com.example;\nclass Main {}", "com.example.Main"},
		{"package with spaces and comments", "package com /* the org */ . example ;\nclass Main {}", "com.example.Main"},
		{"package after a comment", "/* Copyright */\n// package wrong;\npackage right;\nclass Main {}", "right.Main"},
		{"imports", "package p;\nimport java.util.*;\nimport static java.lang.Math.max;\npublic class Main {}", "p.Main"},
		{"line comment", "// class Fake {\nclass Real {}", "Real"},
		{"block comment", "/* class Fake { } */ class Real {}", "Real"},
		{"javadoc", "/**\n * A class Doc {\n */\npublic class Real {}", "Real"},
		{"comment in the declaration", "class /* Fake */ Real {}", "Real"},
		{"string in an annotation", `@Name("class Fake {") class Real {}`, "Real"},
		{"brace in a string", `@Name("}") class Real {}`, "Real"},
		{"escaped quote", `@Name("\" class Fake {") class Real {}`, "Real"},
		{"char literal brace", `@Ch('{') class Real {}`, "Real"},
		{"text block", "@Doc(\"\"\"\n   class Fake {\n   \"\"\") class Real {}", "Real"},
		{"text block with a quote", "@Doc(\"\"\"\n   say \"hi\" { and \" {\n   \"\"\") class Real {}", "Real"},
		{"annotation array", `@SuppressWarnings({"unchecked", "rawtypes"}) class Real {}`, "Real"},
		{"comment markers in a string", `@Name("/* class Fake { */") class Real {}`, "Real"},
		{"string markers in a comment", "// \"\nclass Real { String s = \"\"; }", "Real"},
		{"generic", "class Box<T extends Comparable<T>> {}", "Box"},
		{"identifier characters", "class $My_Class1 {}", "$My_Class1"},
		{"non-ASCII name", "class Größe {}", "Größe"},
		{"non-ASCII start", "class Ärger {}", "Ärger"},
		{"non-ASCII package", "package über.paket;\nclass Main {}", "über.paket.Main"},
		{"interface first", "interface Shape { double area(); }\nclass Main {}", "Shape"},
		{"enum first", "enum Color { RED, GREEN }\npublic class Main {}", "Color"},
		{"record first", "record Point(int x, int y) {}\nclass Main {}", "Point"},
		{"annotation type first", "@interface Marker {}\nclass Main {}", "Marker"},
		{"sealed interface first", "sealed interface S permits A {}\nfinal class A implements S {}", "S"},
		{"nested types", "class Outer {\n  static class Inner { void m() { if (true) { } } }\n  interface I {}\n}\nclass Second {}", "Outer"},
		{"member named like a type", "class Main { int record = 1; Object o = new Object() { }; }", "Main"},
		{"class literal in an annotation", "@Run(Other.class) class Main {}", "Main"},
		{"keyword inside an identifier", "class myclass {}\nclass Main {}", "myclass"},
	} {
		if got := firstTopLevelType(c.src); got != c.want {
			t.Errorf("%s: firstTopLevelType(%q) = %q, want %q", c.name, c.src, got, c.want)
		}
	}
}

// testJDK finds the JDK the tests resolve programs with.
func testJDK(t *testing.T) *classpath.JDK {
	t.Helper()
	jdk, err := classpath.FindJDK("")
	if err != nil {
		t.Skip("no JDK:", err)
	}
	return jdk
}

// writeZip writes a zip (a jar) with the given entries.
func writeZip(t *testing.T, path string, entries map[string]string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := zip.NewWriter(&buf)
	for name, data := range entries {
		f, err := w.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		f.Write([]byte(data))
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// readClass reads a class file from the program's class path.
func readClass(t *testing.T, p *Program, name string) string {
	t.Helper()
	data, _, err := p.ClassPath.ReadClass(name)
	if err != nil {
		t.Fatalf("class path %s: %v", p.ClassPath, err)
	}
	return string(data)
}

func TestResolveClassPath(t *testing.T) {
	jdk := testJDK(t)
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "a"), 0o755)
	os.WriteFile(filepath.Join(dir, "a", "Main.class"), []byte("main bytes"), 0o644)
	t.Chdir(dir)

	for _, c := range []struct {
		name       string
		spec       Spec
		wantCP     string
		wantMain   string
		wantSource string // what the class path reads for a/Main
	}{
		{"default is the current directory", Spec{Target: "a.Main"}, ".", "a.Main", "main bytes"},
		{"explicit", Spec{ClassPath: dir, Target: "a.Main"}, dir, "a.Main", "main bytes"},
		{"slashes become dots", Spec{Target: "a/Main"}, ".", "a.Main", "main bytes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.spec.JDK = jdk.Home
			c.spec.Args = []string{"x", "y"}
			p, err := Resolve(c.spec)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			if p.ClassPathString != c.wantCP || p.MainClass != c.wantMain {
				t.Errorf("class path %q, main class %q; want %q, %q", p.ClassPathString, p.MainClass, c.wantCP, c.wantMain)
			}
			if p.JDK == nil || p.JDK.Home != jdk.Home {
				t.Errorf("JDK %v, want %s", p.JDK, jdk.Home)
			}
			if strings.Join(p.Args, " ") != "x y" {
				t.Errorf("args %q", p.Args)
			}
			if got := readClass(t, p, "a/Main"); got != c.wantSource {
				t.Errorf("a/Main reads %q", got)
			}
		})
	}
}

func TestResolveErrors(t *testing.T) {
	jdk := testJDK(t)
	dir := t.TempDir()
	writeZip(t, filepath.Join(dir, "nomain.jar"), map[string]string{
		"META-INF/MANIFEST.MF": "Manifest-Version: 1.0\nClass-Path: lib.jar\n",
		"a/Main.class":         "x",
	})
	writeZip(t, filepath.Join(dir, "nomanifest.jar"), map[string]string{"a/Main.class": "x"})
	os.WriteFile(filepath.Join(dir, "Empty.java"), []byte("// nothing here\n"), 0o644)
	for _, c := range []struct {
		name string
		spec Spec
		want string
	}{
		{"no main class", Spec{}, "no main class given"},
		{"no Main-Class", Spec{Jar: filepath.Join(dir, "nomain.jar")}, "no main manifest attribute, in " + filepath.Join(dir, "nomain.jar")},
		{"no manifest", Spec{Jar: filepath.Join(dir, "nomanifest.jar")}, "cannot read the manifest"},
		{"missing jar", Spec{Jar: filepath.Join(dir, "missing.jar")}, "missing.jar"},
		{"missing source", Spec{Target: filepath.Join(dir, "Missing.java")}, "Missing.java"},
		{"source without a class", Spec{Target: filepath.Join(dir, "Empty.java")}, "no class declared in the source file"},
		{"missing JDK", Spec{Target: "Main", JDK: filepath.Join(dir, "nojdk")}, "--jdk " + filepath.Join(dir, "nojdk")},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.spec.JDK == "" {
				c.spec.JDK = jdk.Home
			}
			p, err := Resolve(c.spec)
			if err == nil {
				p.Close()
				t.Fatalf("Resolve(%+v) succeeded, want an error containing %q", c.spec, c.want)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q, want one containing %q", err, c.want)
			}
		})
	}
}

// TestResolveJar checks that a jar's manifest gives the main class and
// that its Class-Path entries are relative to the jar's directory, not to
// the current one; entries that do not exist are left out, as java does.
func TestResolveJar(t *testing.T) {
	jdk := testJDK(t)
	root := t.TempDir()
	app := filepath.Join(root, "app")
	writeZip(t, filepath.Join(app, "app.jar"), map[string]string{
		"META-INF/MANIFEST.MF":   "Manifest-Version: 1.0\nMain-Class: com.example.Main\nClass-Path: lib/dep.jar missing.jar classes/\n",
		"com/example/Main.class": "main",
	})
	writeZip(t, filepath.Join(app, "lib", "dep.jar"), map[string]string{"dep/Dep.class": "dep"})
	os.MkdirAll(filepath.Join(app, "classes", "extra"), 0o755)
	os.WriteFile(filepath.Join(app, "classes", "extra", "Extra.class"), []byte("extra"), 0o644)
	// Decoys where the entries would be if they were relative to the
	// current directory.
	writeZip(t, filepath.Join(root, "lib", "dep.jar"), map[string]string{"dep/Dep.class": "decoy"})

	t.Chdir(root)
	for _, jar := range []string{filepath.Join("app", "app.jar"), filepath.Join(app, "app.jar")} {
		t.Run(jar, func(t *testing.T) {
			p, err := Resolve(Spec{Jar: jar, JDK: jdk.Home, ClassPath: "ignored"})
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			if p.MainClass != "com.example.Main" || p.ClassPathString != jar {
				t.Errorf("main class %q, class path %q; want com.example.Main, %s", p.MainClass, p.ClassPathString, jar)
			}
			if len(p.ClassPath) != 3 {
				t.Errorf("class path %s has %d entries, want 3 (the jar, lib/dep.jar, classes/)", p.ClassPath, len(p.ClassPath))
			}
			for name, want := range map[string]string{"com/example/Main": "main", "dep/Dep": "dep", "extra/Extra": "extra"} {
				if got := readClass(t, p, name); got != want {
					t.Errorf("%s reads %q, want %q", name, got, want)
				}
			}
		})
	}
}

// fakeJDK makes a JDK whose javac is a shell script; setJavac replaces the
// script.
func fakeJDK(t *testing.T) (jdk *classpath.JDK, setJavac func(script string)) {
	t.Helper()
	home := t.TempDir()
	javac := filepath.Join(home, "bin", "javac")
	if err := os.MkdirAll(filepath.Dir(javac), 0o755); err != nil {
		t.Fatal(err)
	}
	setJavac = func(script string) {
		t.Helper()
		// A new file each time, so that no old descriptor keeps the
		// script busy.
		tmp := javac + ".new"
		if err := os.WriteFile(tmp, []byte("#!/bin/sh\n"+script+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(tmp, javac); err != nil {
			t.Fatal(err)
		}
	}
	return &classpath.JDK{Home: home}, setJavac
}

// TestCompileCache checks that Compile compiles a source once and then
// reuses the result: the second call succeeds with a javac that fails.
func TestCompileCache(t *testing.T) {
	real := testJDK(t)
	realJavac, err := real.Tool("javac")
	if err != nil {
		t.Skip(err)
	}
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	jdk, setJavac := fakeJDK(t)
	// javac's messages name the file as it was given (the last argument).
	setJavac(`for f; do :; done; echo "Note: $f has a note." >&2; exec "` + realJavac + `" "$@"`)

	dir := t.TempDir()
	file := filepath.Join(dir, "Hello.java")
	src := []byte("class Hello { public static void main(String[] a) { System.out.println(\"hi\"); } }\n")
	os.WriteFile(file, src, 0o644)
	first, messages, err := Compile(jdk, file, src)
	if err != nil {
		t.Fatal(err)
	}
	if want := "Note: " + file + " has a note.\n"; messages != want {
		t.Errorf("javac's messages %q, want %q", messages, want)
	}
	for _, f := range []string{"Hello.class", ".done"} {
		if _, err := os.Stat(filepath.Join(first, f)); err != nil {
			t.Errorf("the compiled directory has no %s: %v", f, err)
		}
	}
	if !strings.HasPrefix(first, os.Getenv("XDG_CACHE_HOME")) {
		t.Errorf("compiled into %s, outside the user's cache", first)
	}

	setJavac(`echo "javac must not run" >&2; exit 1`)
	second, messages, err := Compile(jdk, file, src)
	if err != nil {
		t.Fatalf("second Compile ran javac: %v", err)
	}
	if second != first {
		t.Errorf("second Compile gave %s, want the cached %s", second, first)
	}
	// The cached messages name the file as this compilation was given it.
	moved := filepath.Join(t.TempDir(), "Hello.java")
	if third, messages, err := Compile(jdk, moved, src); err != nil || third != first || messages != "Note: "+moved+" has a note.\n" {
		t.Errorf("Compile of the same file elsewhere: %s, %q, %v; want the cached %s and the note naming %s", third, messages, err, first, moved)
	}
	if messages != "Note: "+file+" has a note.\n" {
		t.Errorf("cached messages %q, want the note naming %s", messages, file)
	}

	// The cache is keyed by the source and its file name: a change to
	// either compiles again (and here fails).
	changed := append([]byte("// changed\n"), src...)
	if _, _, err := Compile(jdk, file, changed); err == nil || !strings.Contains(err.Error(), "javac must not run") {
		t.Errorf("Compile of changed source: %v, want javac's failure", err)
	}
	other := filepath.Join(dir, "Other.java")
	os.WriteFile(other, src, 0o644)
	if _, _, err := Compile(jdk, other, src); err == nil || !strings.Contains(err.Error(), "javac failed on "+other) {
		t.Errorf("Compile under another name: %v, want javac's failure", err)
	}
	// A failed compilation leaves no directory behind.
	entries, _ := os.ReadDir(filepath.Dir(first))
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("the cache holds %v, want only %s", names, filepath.Base(first))
	}
}

func TestCompileWithoutJavac(t *testing.T) {
	jdk := &classpath.JDK{Home: t.TempDir()}
	_, _, err := Compile(jdk, "Main.java", []byte("class Main {}"))
	if err == nil || !strings.Contains(err.Error(), "cannot compile Main.java") {
		t.Errorf("Compile with no javac: %v", err)
	}
}

// TestResolveSource compiles a source file as java's source-file mode does:
// the main class is the file's first top-level type, with its package.
func TestResolveSource(t *testing.T) {
	jdk := testJDK(t)
	if _, err := jdk.Tool("javac"); err != nil {
		t.Skip(err)
	}
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	dir := t.TempDir()
	file := filepath.Join(dir, "Prog.java")
	os.WriteFile(file, []byte("package demo;\n// class Fake {}\npublic class Prog { public static void main(String[] a) {} }\nclass Helper {}\n"), 0o644)
	p, err := Resolve(Spec{Target: file, JDK: jdk.Home, ClassPath: "ignored"})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if p.MainClass != "demo.Prog" {
		t.Errorf("main class %q, want demo.Prog", p.MainClass)
	}
	if !strings.HasPrefix(p.ClassPathString, os.Getenv("XDG_CACHE_HOME")) {
		t.Errorf("class path %q is not the compile cache", p.ClassPathString)
	}
	for _, name := range []string{"demo/Prog", "demo/Helper"} {
		if data := readClass(t, p, name); !strings.HasPrefix(data, "\xCA\xFE\xBA\xBE") {
			t.Errorf("%s is not a class file", name)
		}
	}
}
