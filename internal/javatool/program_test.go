package javatool

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParseProgramHeaders(t *testing.T) {
	src := "\ufeff// EXPECT: exception\n" +
		"// COMPARE: java\n" +
		"//   ARGS:  a  b   c \n" +
		"// EXIT: 3\n" +
		"// X_2: under_score and digits\n" +
		"//\n" +
		"// What it tests: the colon here is not a header key.\n" +
		"\n" +
		"// second description line\n" +
		"import java.util.List;\n" +
		"// NOTE: after the first code line, not a header\n" +
		"public class Foo {}\n"
	p, err := ParseProgram("dir/Foo.java", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "Foo" || p.Path != "dir/Foo.java" {
		t.Errorf("Name, Path = %q, %q", p.Name, p.Path)
	}
	if p.Expect != "exception" || p.Compare != "java" {
		t.Errorf("Expect, Compare = %q, %q", p.Expect, p.Compare)
	}
	if want := []string{"a", "b", "c"}; !reflect.DeepEqual(p.Args, want) {
		t.Errorf("Args = %q, want %q", p.Args, want)
	}
	wantHeaders := map[string]string{
		"EXPECT": "exception", "COMPARE": "java", "ARGS": "a  b   c", "EXIT": "3", "X_2": "under_score and digits",
	}
	if !reflect.DeepEqual(p.Headers, wantHeaders) {
		t.Errorf("Headers = %q, want %q", p.Headers, wantHeaders)
	}
	wantDesc := "What it tests: the colon here is not a header key.\nsecond description line"
	if p.Description != wantDesc {
		t.Errorf("Description = %q, want %q", p.Description, wantDesc)
	}
	if code, ok := p.ExpectedExit(); !ok || code != 3 {
		t.Errorf("ExpectedExit = %d, %v; want 3, true", code, ok)
	}
}

func TestParseProgramDefaults(t *testing.T) {
	p, err := ParseProgram("Bar.java", []byte("// EXPECT: ok\nclass Bar {}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if p.Compare != "" || p.Args != nil || len(p.Headers) != 1 {
		t.Errorf("Compare %q, Args %#v, Headers %q: want empty, nil, only EXPECT", p.Compare, p.Args, p.Headers)
	}
	if code, ok := p.ExpectedExit(); !ok || code != 0 {
		t.Errorf("ExpectedExit = %d, %v; want 0, true", code, ok)
	}
	// An ARGS header with no arguments gives an empty, non-nil slice.
	p, err = ParseProgram("Bar.java", []byte("// EXPECT: deadlock\n// ARGS:\nclass Bar {}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if p.Args == nil || len(p.Args) != 0 {
		t.Errorf("Args = %#v, want empty non-nil", p.Args)
	}
	if _, ok := p.ExpectedExit(); ok {
		t.Errorf("ExpectedExit for deadlock should not be known")
	}
}

func TestParseProgramErrors(t *testing.T) {
	cases := map[string]string{
		"missing":   "// COMPARE: java\nclass A {}\n",
		"empty":     "// EXPECT:\nclass A {}\n",
		"after":     "class A {}\n// EXPECT: ok\n",
		"duplicate": "// EXPECT: ok\n// EXPECT: exception\nclass A {}\n",
		"lowercase": "// expect: ok\nclass A {}\n",
	}
	for name, src := range cases {
		if _, err := ParseProgram("A.java", []byte(src)); err == nil {
			t.Errorf("%s: no error", name)
		} else if !strings.Contains(err.Error(), "A.java") {
			t.Errorf("%s: error %q does not name the file", name, err)
		}
	}
	if _, err := ParseProgram("A.txt", []byte("// EXPECT: ok\n")); err == nil {
		t.Errorf("non-.java path: no error")
	}
}

func TestLoadPrograms(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("Zeta.java", "// EXPECT: ok\n// ARGS: 1 2\n// zeta\npublic class Zeta {}\n")
	write("Alpha.java", "// EXPECT: exception\n// alpha\nclass Alpha {}\n")
	write("Mid.java", "// EXPECT: race\n// mid\nfinal class Mid {}\n")
	write("notes.txt", "not java")
	if err := os.MkdirAll(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	write("sub/Nested.java", "no header at all")

	progs, err := LoadPrograms(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range progs {
		names = append(names, p.Name)
		if err := p.Validate(); err != nil {
			t.Errorf("Validate: %v", err)
		}
	}
	if want := []string{"Alpha", "Mid", "Zeta"}; !reflect.DeepEqual(names, want) {
		t.Fatalf("names = %q, want %q", names, want)
	}
	if !reflect.DeepEqual(progs[2].Args, []string{"1", "2"}) {
		t.Errorf("Zeta args = %q", progs[2].Args)
	}

	write("Broken.java", "// COMPARE: java\nclass Broken {}\n")
	if _, err := LoadPrograms(dir); err == nil || !strings.Contains(err.Error(), "Broken.java") {
		t.Errorf("LoadPrograms with a file lacking EXPECT: err = %v", err)
	}
	if _, err := LoadPrograms(filepath.Join(dir, "nonexistent")); err == nil {
		t.Errorf("LoadPrograms of a missing dir: no error")
	}
}

func TestValidate(t *testing.T) {
	dir := t.TempDir()
	check := func(name, src string, wantErr string) {
		t.Helper()
		err := writeProgram(t, dir, name, src).Validate()
		switch {
		case wantErr == "" && err != nil:
			t.Errorf("%s: unexpected error %v", name, err)
		case wantErr != "" && (err == nil || !strings.Contains(err.Error(), wantErr)):
			t.Errorf("%s: error %v, want one containing %q", name, err, wantErr)
		}
	}
	check("Good", "// EXPECT: ok\n// COMPARE: java\n// EXIT: 3\n// desc\npublic class Good {}\n", "")
	check("Rec", "// EXPECT: ok\n// desc\nrecord Rec(int x) {}\n", "")
	check("Expect", "// EXPECT: maybe\n// desc\nclass Expect {}\n", "unknown EXPECT")
	check("Compare", "// EXPECT: ok\n// COMPARE: python\n// desc\nclass Compare {}\n", "unknown COMPARE")
	check("Exit", "// EXPECT: ok\n// EXIT: three\n// desc\nclass Exit {}\n", "EXIT")
	check("NoDesc", "// EXPECT: ok\nclass NoDesc {}\n", "description")
	check("Named", "// EXPECT: ok\n// desc\nclass NamedX {}\n", "no top-level class")
	check("Rejected", "// EXPECT: annotation-error\n// ERROR: Rejected.annotations:1: no\n// desc\nclass Rejected {}\n", "")
	check("NoError", "// EXPECT: annotation-error\n// desc\nclass NoError {}\n", "an ERROR header goes with EXPECT: annotation-error")
	check("StrayError", "// EXPECT: annotation\n// ERROR: x\n// desc\nclass StrayError {}\n", "an ERROR header goes with EXPECT: annotation-error")
	check("Both", "// EXPECT: annotation-error, race\n// ERROR: x\n// desc\nclass Both {}\n", "unknown EXPECT")
}

func TestMaskAndComparedStderr(t *testing.T) {
	p, err := ParseProgram("dir/Log.java", []byte("// EXPECT: ok\n// MASK: \\d\\d:\\d\\d\n// STDERR: all\n// Logs.\npublic class Log {}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Mask("at 12:34 and 56:07\n"); got != "at <masked> and <masked>\n" {
		t.Errorf("Mask = %q", got)
	}
	if got := p.ComparedStderr("12:00 first\nINFO: second\n"); got != "<masked> first\nINFO: second\n" {
		t.Errorf("ComparedStderr with STDERR all = %q", got)
	}
	delete(p.Headers, HeaderStderr)
	if got := p.ComparedStderr("12:00 first\r\nINFO: second\n"); got != "<masked> first" {
		t.Errorf("ComparedStderr of the first line = %q", got)
	}
	delete(p.Headers, HeaderMask)
	if got := p.Mask("12:00"); got != "12:00" {
		t.Errorf("Mask without MASK = %q", got)
	}
	for _, bad := range []string{"// MASK: (\n", "// STDERR: first\n"} {
		dir := t.TempDir()
		path := filepath.Join(dir, "Bad.java")
		if err := os.WriteFile(path, []byte("// EXPECT: ok\n"+bad+"// Bad.\npublic class Bad {}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		p, err := LoadProgram(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Validate(); err == nil {
			t.Errorf("Validate accepted %q", bad)
		}
	}
}
