package interp_test

import (
	"bytes"
	"sync"
	"testing"

	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

var (
	jdkOnce sync.Once
	testJDK *classpath.JDK
	jdkErr  error
)

// jdk finds the JDK whose class library the tests run on.
func jdk(t *testing.T) *classpath.JDK {
	t.Helper()
	jdkOnce.Do(func() { testJDK, jdkErr = classpath.FindJDK("") })
	if jdkErr != nil {
		t.Skip("no JDK:", jdkErr)
	}
	return testJDK
}

// compileSources compiles Java sources (file name -> text) with javac.
func compileSources(t *testing.T, sources map[string]string) string {
	t.Helper()
	tools, err := javatool.Find()
	if err != nil {
		t.Skip("no JDK:", err)
	}
	dir, err := tools.CompileSources(sources)
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// bootVM boots an execution of the classes in dir; output goes to out.
func bootVM(t *testing.T, dir string, out *bytes.Buffer, opts interp.Options) *interp.VM {
	t.Helper()
	j := jdk(t)
	cp, err := classpath.Parse(dir)
	if err != nil {
		t.Fatal(err)
	}
	opts.Stdout, opts.Stderr, opts.JDK, opts.ClassPath = out, out, j, dir
	vm := interp.NewVM(interp.NewLoader(j.Boot, cp), opts)
	if err := vm.Boot(); err != nil {
		t.Fatal(err)
	}
	return vm
}
