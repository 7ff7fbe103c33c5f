package interp_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/interp"
)

// TestPatternSwitch runs testdata/preview/PatternSwitch, compiled with
// javac --release 17 --enable-preview (pattern matching for switch is a
// preview feature of Java 17, linked with SwitchBootstraps.typeSwitch and
// enumSwitch: class, Integer, String and enum-constant labels, guards
// that restart the search, null), with java --enable-preview and with the
// interpreter with EnablePreview, and requires the same output; without
// EnablePreview the class is refused as java refuses it.
func TestPatternSwitch(t *testing.T) {
	if j := jdk(t); j.Version != 17 {
		t.Skipf("the JDK at %s is version %d: preview features are those of 17", j.Home, j.Version)
	}
	src, err := os.ReadFile(filepath.Join("testdata", "preview", "PatternSwitch.java"))
	if err != nil {
		t.Fatal(err)
	}
	dir := compileJava(t, map[string]string{"PatternSwitch.java": string(src)}, "--release", "17", "--enable-preview")
	want := mustRun(t, jdkTool(t, "java"), "--enable-preview", "-cp", dir, "PatternSwitch")
	if !strings.Contains(want, "another: null, one, two, large, some 7, some null\n") {
		t.Fatalf("java printed\n%s", want)
	}
	for _, preview := range []bool{true, false} {
		l := newLoader(t, dir)
		l.MaxVersion, l.EnablePreview = 61, preview
		if preview {
			for run := 0; run < 2; run++ { // the second run reuses the linked call sites
				got := runOnLoader(t, l, dir, "PatternSwitch", interp.RoundRobin{})
				if got.stdout != want || got.code != 0 {
					t.Errorf("run %d: exit %d, printed\n%s%s\nwant\n%s", run, got.code, got.stdout, got.stderr, want)
				}
			}
			continue
		}
		var out bytes.Buffer
		vm := boot(t, l, dir, &out, &out, interp.Options{})
		err := vm.Launch("PatternSwitch", nil)
		const refused = "Preview features are not enabled for PatternSwitch (class file version 61.65535). Try running with '--enable-preview'"
		if err == nil || !strings.Contains(err.Error(), refused) {
			t.Errorf("without EnablePreview: Launch error %v, want one saying %q", err, refused)
		}
	}
}
