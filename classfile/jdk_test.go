package classfile

import (
	"io"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// parseAll parses every file in parallel, reporting each failure, and
// returns the number of files parsed. With disassemble set it also
// disassembles each class.
func parseAll(t *testing.T, files []string, disassemble bool) {
	t.Helper()
	var next atomic.Int64
	var failures atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(files) {
					return
				}
				data, err := os.ReadFile(files[i])
				if err != nil {
					t.Error(err)
					return
				}
				cf, err := Parse(data, files[i])
				if err == nil && disassemble {
					err = Disassemble(io.Discard, cf)
				}
				if err != nil {
					if failures.Add(1) <= 20 {
						t.Error(err)
					}
				}
			}
		}()
	}
	wg.Wait()
	if n := failures.Load(); n > 0 {
		t.Errorf("%d of %d class files failed", n, len(files))
	}
}

// TestParseJavaLang parses (and disassembles) the classes of the package
// java.lang of the JDK found via $JAVA_HOME or $PATH.
func TestParseJavaLang(t *testing.T) {
	dir := extractJDK(t, jdkHome(), "regex:/java.base/java/lang/[^/]*\\.class")
	files := classFiles(t, dir)
	if len(files) < 100 {
		t.Fatalf("jimage extracted only %d classes of java.lang", len(files))
	}
	parseAll(t, files, true)
}

// TestParseJDKModules parses every class of every module of the JDK found
// via $JAVA_HOME or $PATH, and the classes of java.base of the JDK 25 if
// there is one (all its modules parse too, but take seconds more).
func TestParseJDKModules(t *testing.T) {
	if testing.Short() {
		t.Skip("parsing all JDK modules takes seconds")
	}
	for _, jdk := range []struct{ home, include string }{
		{jdkHome(), ""},
		{temurin25, "regex:/java.base/.*\\.class"},
	} {
		t.Run(strings.ReplaceAll(jdk.home, "/", "_"), func(t *testing.T) {
			start := time.Now()
			dir := extractJDK(t, jdk.home, jdk.include)
			files := classFiles(t, dir)
			if len(files) < 5000 {
				t.Fatalf("jimage extracted only %d classes", len(files))
			}
			extracted := time.Since(start)
			parseAll(t, files, false)
			t.Logf("%d classes: extracted in %v, parsed in %v", len(files), extracted, time.Since(start)-extracted)
		})
	}
}

// BenchmarkParse parses 200 classes of java.base.
func BenchmarkParse(b *testing.B) {
	dir := extractJDK(b, jdkHome(), "regex:/java.base/java/(lang|util)/[^/]*\\.class")
	files := classFiles(b, dir)
	if len(files) > 200 {
		files = files[:200]
	}
	var data [][]byte
	size := 0
	for _, f := range files {
		d, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		data = append(data, d)
		size += len(d)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for i, d := range data {
			if _, err := Parse(d, files[i]); err != nil {
				b.Fatal(err)
			}
		}
	}
}
