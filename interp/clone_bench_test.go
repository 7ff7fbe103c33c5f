package interp_test

import (
	"io"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

// BenchmarkClone copies a booted execution, as every replay of the
// search from the initial state and every checkpoint does: the heap the
// JDK's start-up leaves (some thousands of objects) is most of it.
func BenchmarkClone(b *testing.B) {
	dir := javatool.CompileForTest(b, map[string]string{"Main.java": `public class Main { public static void main(String[] a) {} }`})
	jdk, l := javatool.LoaderForTest(b, dir)
	vm := interp.NewVM(l, interp.Options{Stdout: io.Discard, Stderr: io.Discard, JDK: jdk, ClassPath: dir})
	if err := vm.Boot(); err != nil {
		b.Fatal(err)
	}
	if err := vm.Launch("Main", nil); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		vm.Clone()
	}
}
