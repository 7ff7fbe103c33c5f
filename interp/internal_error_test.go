package interp_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

// TestInternalErrorNamesPosition checks that a panic of the interpreter
// (a bug in jcheck, such as the index out of range that bad bytecode
// caused before it was verified) is an error that says so and names where
// the program was, not a crash.
func TestInternalErrorNamesPosition(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Starter.java": `public class Starter {
    public static void main(String[] args) {
        new Thread(() -> {}).start();
    }
}
`})
	var out bytes.Buffer
	vm := bootVM(t, dir, &out, interp.Options{})
	if err := vm.Launch("Starter", nil); err != nil {
		t.Fatal(err)
	}
	// The main thread runs up to its visible operation, the start.
	if _, err := vm.Step(vm.Threads()[0], 0); err != nil {
		t.Fatal(err)
	}
	err := vm.RecoverInternal(func() { panic("index out of range [7] with length 7") })
	want := "internal error, a bug in jcheck: index out of range [7] with length 7 (at Starter.main(Starter.java:3))\ngoroutine "
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("got %v, want it to start with %q", err, want)
	}
}
