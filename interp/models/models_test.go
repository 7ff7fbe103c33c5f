package models

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestClassesUpToDate compiles the sources as go generate does and
// requires the embedded class files to be what they compile to, so that
// a change to a model's source cannot go unnoticed. javac's output
// depends on its version: with another javac than the one that compiled
// them (compiledWith), the test compiles the sources but does not compare
// bytes.
func TestClassesUpToDate(t *testing.T) {
	javac, err := exec.LookPath("javac")
	if err != nil {
		if os.Getenv("JCHECK_REQUIRE_JDK") != "" {
			t.Fatal("javac not found")
		}
		t.Skip("javac not found")
	}
	var sources []string
	filepath.WalkDir("src", func(path string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".java") {
			sources = append(sources, path)
		}
		return nil
	})
	out := t.TempDir()
	args := append([]string{"-source", "17", "-target", "17", "-nowarn", "-g:source,lines", "--patch-module", "java.base=src", "-d", out}, sources...)
	if msg, err := exec.Command(javac, args...).CombinedOutput(); err != nil {
		t.Fatalf("javac: %v\n%s", err, msg)
	}
	version, _ := exec.Command(javac, "-version").CombinedOutput()
	compare := strings.TrimSpace(string(version)) == "javac "+compiledWith
	var compiled []string
	filepath.WalkDir(out, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(out, path)
			name := strings.TrimSuffix(filepath.ToSlash(rel), ".class")
			compiled = append(compiled, name)
			if compare {
				want, _ := os.ReadFile(path)
				if got, ok := Class(name); !ok || !bytes.Equal(got, want) {
					t.Errorf("the embedded %s is not what its source compiles to: run go generate ./interp/models", name)
				}
			}
		}
		return nil
	})
	slices.Sort(compiled)
	if names := Names(); !slices.Equal(names, compiled) {
		t.Errorf("embedded classes %v, the sources compile to %v: run go generate ./interp/models", names, compiled)
	}
	if len(compiled) == 0 {
		t.Error("no model classes")
	}
}
