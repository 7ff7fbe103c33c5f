package classpath

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// extractPattern selects what the JDK comparisons extract with
// `jimage extract --include`: java.lang's own classes, java.util with its
// subpackages, sun.nio.cs, jdk.internal.misc, and all of java.logging.
const extractPattern = `regex:/(java\.base/(java/lang/[^/]*|java/util/.*|sun/nio/cs/.*|jdk/internal/misc/.*)|java\.logging/.*)`

// extract runs `jimage extract` on image into a new temporary directory.
func extract(t *testing.T, j *JDK, image string) string {
	t.Helper()
	tool, err := j.Tool("jimage")
	if err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	out, err := exec.Command(tool, "extract", "--include", extractPattern, "--dir", dir, image).CombinedOutput()
	if err != nil {
		t.Fatalf("jimage extract: %v\n%s", err, out)
	}
	return dir
}

// compareWithExtract checks that src has every file `jimage extract` wrote
// to dir, with the same bytes, read both module-qualified and (for files in a
// package) by class path name. It returns the names of the files compared.
func compareWithExtract(t *testing.T, src Source, dir string) []string {
	t.Helper()
	var names []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		module, name, _ := strings.Cut(filepath.ToSlash(rel), "/")
		want, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if got := mustRead(t, src, "/"+module+"/"+name); !bytes.Equal(got, want) {
			t.Errorf("%s: /%s/%s differs from jimage extract (%d bytes, want %d)", src, module, name, len(got), len(want))
		}
		if packageOf(name) != "" {
			if got := mustRead(t, src, name); !bytes.Equal(got, want) {
				t.Errorf("%s: %s differs from jimage extract (%d bytes, want %d)", src, name, len(got), len(want))
			}
		}
		names = append(names, name)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return names
}

func TestJImageMatchesJDKTools(t *testing.T) {
	j := findTestJDK(t)
	modules := jdkModules(t, j)
	dir := extract(t, j, modules)
	im, err := OpenJImage(modules)
	if err != nil {
		t.Fatal(err)
	}
	defer im.Close()
	names := compareWithExtract(t, im, dir)
	classes := 0
	for _, n := range names {
		if strings.HasSuffix(n, ".class") {
			classes++
		}
	}
	if classes < 200 {
		t.Errorf("compared only %d classes", classes)
	}
	for _, n := range []string{"java/lang/Object.class", "java/util/concurrent/ConcurrentHashMap.class", "sun/nio/cs/UTF_8.class", "jdk/internal/misc/Unsafe.class", "java/util/logging/Logger.class"} {
		if !slices.Contains(names, n) {
			t.Errorf("%s was not compared", n)
		}
	}
	t.Logf("%d resources (%d classes) equal to jimage extract", len(names), classes)

	jmodsDir := filepath.Join(j.Home, "jmods")
	if !isDir(jmodsDir) {
		t.Skipf("%s has no jmods/", j.Home)
	}
	jm, err := OpenJmods(jmodsDir)
	if err != nil {
		t.Fatal(err)
	}
	defer jm.Close()
	compareWithExtract(t, jm, dir)
}

func TestJImageCompressedByJlink(t *testing.T) {
	if testing.Short() {
		t.Skip("runs jlink")
	}
	j := findTestJDK(t)
	jlink, err := j.Tool("jlink")
	if err != nil {
		t.Skip(err)
	}
	for _, c := range []struct{ level, decompressor string }{{"1", "compact-cp"}, {"2", "zip"}} {
		t.Run(c.decompressor, func(t *testing.T) {
			t.Parallel()
			out := filepath.Join(t.TempDir(), "image")
			cmd := exec.Command(jlink, "--compress="+c.level, "--add-modules", "java.base,java.logging", "--output", out)
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("jlink: %v\n%s", err, msg)
			}
			modules := filepath.Join(out, "lib", "modules")
			src, err := OpenJImage(modules)
			if err != nil {
				t.Fatal(err)
			}
			defer src.Close()
			if n := countCompressed(t, src.(*jimage), c.decompressor); n < 1000 {
				t.Fatalf("only %d resources compressed with %s", n, c.decompressor)
			}
			names := compareWithExtract(t, src, extract(t, j, modules))
			t.Logf("%d %s-compressed resources equal to jimage extract", len(names), c.decompressor)
		})
	}
}

// countCompressed counts the resources of im whose outermost compressor is decompressor.
func countCompressed(t *testing.T, im *jimage, decompressor string) int {
	n := 0
	for i := range im.tableLen {
		loc, err := im.location(im.order.Uint32(im.offsets[4*i:]))
		if err != nil {
			t.Fatal(err)
		}
		if loc[attrCompressed] == 0 {
			continue
		}
		raw := im.data[im.indexSize+loc[attrOffset]:]
		name, err := im.str(uint64(im.order.Uint32(raw[20:])))
		if err != nil {
			t.Fatal(err)
		}
		if string(name) == decompressor {
			n++
		}
	}
	return n
}

func TestJImageSynthetic(t *testing.T) {
	for _, order := range []byteOrder{binary.LittleEndian, binary.BigEndian} {
		t.Run(fmt.Sprint(order), func(t *testing.T) {
			data, want := testImage(order)
			path := filepath.Join(t.TempDir(), "modules")
			writeFile(t, path, data)
			src, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer src.Close()
			if got, want := src.String(), "jrt:"+path; got != want {
				t.Errorf("String() = %q, want %q", got, want)
			}
			for name, content := range want {
				if got := mustRead(t, src, name); !bytes.Equal(got, content) {
					t.Errorf("%s = %q, want %q", name, got, content)
				}
				module, rest, _ := strings.Cut(name[1:], "/")
				if packageOf(rest) == "" {
					wantNotExist(t, src, rest) // no package, so no module to look in
					continue
				}
				if got := mustRead(t, src, rest); !bytes.Equal(got, content) {
					t.Errorf("%s (in %s) = %q, want %q", rest, module, got, content)
				}
			}
			for _, name := range []string{"p/Missing.class", "p/foo.class", "nopkg/X.class", "/m.one/p/Missing.class", "/m.two/p/Foo.class", "/nomodule/p/Foo.class", "", "/", "p/", "p/Foo", "p/Foo.class.x", "m.one/p/Foo.class"} {
				wantNotExist(t, src, name)
			}
		})
	}
}

func TestJImageConcurrentReads(t *testing.T) {
	j := findTestJDK(t)
	src, err := OpenJImage(jdkModules(t, j))
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	names := classList(t, j, 300)
	var wg sync.WaitGroup
	results := make([][][]byte, 8)
	for g := range results {
		wg.Go(func() {
			for i := range names {
				// Each goroutine starts elsewhere, so that the first
				// lookups (which build the package map) race.
				name := names[(i+g*37)%len(names)]
				data, err := src.ReadFile(name + ".class")
				if err != nil {
					t.Error(err)
					return
				}
				results[g] = append(results[g], data)
			}
		})
	}
	wg.Wait()
	for g := range results {
		for i, data := range results[g] {
			name := names[(i+g*37)%len(names)]
			if want := mustRead(t, src, name+".class"); !bytes.Equal(data, want) {
				t.Errorf("goroutine %d read %s differently", g, name)
			}
		}
	}
}

func TestJImageOpenIsFast(t *testing.T) {
	j := findTestJDK(t)
	modules := jdkModules(t, j)
	fastest := time.Hour
	for range 5 {
		start := time.Now()
		src, err := OpenJImage(modules)
		elapsed := time.Since(start)
		if err != nil {
			t.Fatal(err)
		}
		src.Close()
		fastest = min(fastest, elapsed)
	}
	t.Logf("OpenJImage(%s) takes %v", modules, fastest)
	if fastest > 10*time.Millisecond {
		t.Errorf("OpenJImage takes %v, want well under 10ms", fastest)
	}
}

// openImageFile writes data to a file named modules, as in a JDK, and
// opens it with OpenJImage, failing the test if it does not open. It
// returns the file's path too, which error messages must name.
func openImageFile(t *testing.T, data []byte) (path string, src Source) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "modules")
	writeFile(t, path, data)
	src, err := OpenJImage(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, src
}

func TestJImageClose(t *testing.T) {
	data, _ := testImage(binary.LittleEndian)
	path, src := openImageFile(t, data)
	mustRead(t, src, "p/Foo.class")
	if err := src.Close(); err != nil {
		t.Fatal(err)
	}
	if err := src.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	_, err := src.ReadFile("p/Foo.class")
	if !errors.Is(err, fs.ErrClosed) {
		t.Errorf("ReadFile after Close: %v, want fs.ErrClosed", err)
	}
	wantErrorNaming(t, err, path)
}

func TestJImageTruncatedWhileMapped(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("relies on Linux raising SIGBUS for pages past the end of a mapped file")
	}
	data, _ := testImage(binary.LittleEndian)
	path, src := openImageFile(t, data)
	defer src.Close()
	if src.(*jimage).unmap == nil {
		t.Skip("the image was read into memory, not mapped")
	}
	if err := os.Truncate(path, 0); err != nil {
		t.Fatal(err)
	}
	_, err := src.ReadFile("p/Foo.class")
	wantErrorNaming(t, err, path, "memory fault")
}

func TestJImageCorrupt(t *testing.T) {
	good, _ := testImage(binary.LittleEndian)
	index := indexSizeOf(good)

	patched := func(f func(b []byte)) []byte {
		b := slices.Clone(good)
		f(b)
		return b
	}
	le := binary.LittleEndian
	openErrors := map[string]struct {
		data []byte
		what string
	}{
		"empty":           {nil, "shorter than its header"},
		"short":           {good[:20], "shorter than its header"},
		"wrong magic":     {patched(func(b []byte) { b[0] ^= 0xFF }), "bad magic"},
		"zip file":        {[]byte("PK\x03\x04 not a jimage at all, but a zip"), "bad magic"},
		"wrong version":   {patched(func(b []byte) { le.PutUint32(b[4:], 2<<16) }), "version 2.0"},
		"huge table":      {patched(func(b []byte) { le.PutUint32(b[16:], 0x7FFFFFFF) }), "index"},
		"huge locations":  {patched(func(b []byte) { le.PutUint32(b[20:], 0xFFFFFFFF) }), "index"},
		"huge strings":    {patched(func(b []byte) { le.PutUint32(b[24:], 0xFFFFFFFF) }), "index"},
		"truncated index": {good[:index-1], "index"},
	}
	for name, c := range openErrors {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "modules")
			writeFile(t, path, c.data)
			_, err := OpenJImage(path)
			wantErrorNaming(t, err, path, c.what)
		})
	}

	// Images that open but fail on reading p/Foo.class: built is one of
	// the resources add adds, with or without the /packages directory.
	built := func(packages bool, add func(b *imageBuilder)) []byte {
		b := newImageBuilder(le)
		add(b)
		return b.bytes(packages)
	}
	class := testClass()
	readErrors := map[string]struct {
		data []byte
		name string
		what string
	}{
		"content offset beyond file": {built(true, func(b *imageBuilder) {
			b.add("/m/p/Foo.class", []byte("foo"))
			b.res = append(b.res, imageResource{name: "/m/p/Far.class", stored: []byte("far"), size: 3, offset: 1 << 40})
		}), "p/Far.class", "beyond the end of the file"},
		"truncated content": {good[:index], "/m.one/p/Foo.class", "beyond the end of the file"},
		"location offsets beyond table": {patched(func(b []byte) {
			n := le.Uint32(b[16:])
			for i := range n {
				le.PutUint32(b[jimageHeaderSize+4*n+4*i:], 0xFFFFFF00)
			}
		}), "/m.one/p/Foo.class", "location offset"},
		"string offsets beyond table": {patched(func(b []byte) {
			le.PutUint32(b[24:], 0) // no strings, all content
		}), "/m.one/p/Foo.class", "string offset"},
		"unknown decompressor": {built(true, func(b *imageBuilder) {
			b.addCompressed("/m/p/Foo.class", b.compressionHeader("lz4", []byte("xx"), 2), 2)
		}), "p/Foo.class", `unknown decompressor "lz4"`},
		"truncated zip": {built(true, func(b *imageBuilder) {
			zipped := b.zipStage(class)
			b.addCompressed("/m/p/Foo.class", zipped[:len(zipped)-10], len(class))
		}), "p/Foo.class", "zip"},
		"wrong size": {built(true, func(b *imageBuilder) {
			b.addCompressed("/m/p/Foo.class", b.zipStage(class), len(class)+1)
		}), "p/Foo.class", "location says"},
		"truncated compact-cp": {built(true, func(b *imageBuilder) {
			compact := b.compactStage(class)
			b.addCompressed("/m/p/Foo.class", compact[:len(compact)-30], len(class))
		}), "p/Foo.class", "compact-cp"},
		"no /packages": {built(false, func(b *imageBuilder) {
			b.add("/m/p/Foo.class", []byte("foo"))
		}), "p/Foo.class", "no /packages"},
	}
	for name, c := range readErrors {
		t.Run(name, func(t *testing.T) {
			path, src := openImageFile(t, c.data)
			defer src.Close()
			_, err := src.ReadFile(c.name)
			wantErrorNaming(t, err, path, c.what)
			if errors.Is(err, fs.ErrNotExist) {
				t.Errorf("corruption reported as a missing resource: %v", err)
			}
		})
	}
}

func indexSizeOf(img []byte) int {
	le := binary.LittleEndian
	return jimageHeaderSize + 8*int(le.Uint32(img[16:])) + int(le.Uint32(img[20:])) + int(le.Uint32(img[24:]))
}

func TestJImageTruncatedJDKImage(t *testing.T) {
	j := findTestJDK(t)
	data, err := os.ReadFile(jdkModules(t, j))
	if err != nil {
		t.Fatal(err)
	}
	src, err := newJImage("modules", data)
	if err != nil {
		t.Fatal(err)
	}
	index := int(src.indexSize)
	dir := t.TempDir()

	short := filepath.Join(dir, "short", "modules")
	writeFile(t, short, data[:index/2])
	_, err = OpenJImage(short)
	wantErrorNaming(t, err, short, "index")

	indexOnly := filepath.Join(dir, "index-only", "modules")
	writeFile(t, indexOnly, data[:index])
	im, err := OpenJImage(indexOnly)
	if err != nil {
		t.Fatal(err)
	}
	defer im.Close()
	_, err = im.ReadFile("/java.base/java/lang/Object.class")
	wantErrorNaming(t, err, indexOnly, "beyond the end of the file")
	_, err = im.ReadFile("java/lang/Object.class")
	wantErrorNaming(t, err, indexOnly, "/packages")
}

func TestMutf8(t *testing.T) {
	for s, want := range map[string]string{
		"java/lang/Object": "java/lang/Object",
		"caf\u00e9":        "caf\xc3\xa9",
		"a\x00b":           "a\xc0\x80b",
		"\U0001F600":       "\xed\xa0\xbd\xed\xb8\x80",
		"\u20ac":           "\xe2\x82\xac",
	} {
		if got := string(mutf8(s)); got != want {
			t.Errorf("mutf8(%q) = %q, want %q", s, got, want)
		}
	}
}

func FuzzJImage(f *testing.F) {
	for _, order := range []byteOrder{binary.LittleEndian, binary.BigEndian} {
		img, _ := testImage(order)
		f.Add(img)
		f.Add(img[:len(img)/2])
	}
	b := newImageBuilder(binary.LittleEndian)
	b.add("/m/p/A.class", []byte("a"))
	f.Add(b.bytes(true))
	f.Add(newImageBuilder(binary.BigEndian).bytes(false))
	names := []string{"p/Foo.class", "p/Zip.class", "p/q/Compact.class", "p/q/Stacked.class", "/m.one/module-info.class", "r/Bar.class", "p/A.class", "java/lang/Object.class", "x"}
	f.Fuzz(func(t *testing.T, data []byte) {
		im, err := newJImage("fuzz/modules", data)
		if err != nil {
			wantErrorNaming(t, err, "fuzz/modules")
			return
		}
		for _, name := range names {
			if _, err := im.ReadFile(name); err != nil {
				wantErrorNaming(t, err, "fuzz/modules")
			}
		}
		if err := im.Close(); err != nil {
			t.Error(err)
		}
	})
}

// classList returns up to n class names of java.base that the JDK lists in
// lib/classlist (those loaded at startup), skipping the test if there is none.
func classList(t testing.TB, j *JDK, n int) []string {
	data, err := os.ReadFile(filepath.Join(j.Home, "lib", "classlist"))
	if err != nil {
		t.Skip(err)
	}
	var names []string
	for line := range strings.Lines(string(data)) {
		line = strings.TrimSpace(line)
		if line == "" || strings.ContainsAny(line, "#@ ") {
			continue
		}
		names = append(names, line)
		if len(names) == n {
			break
		}
	}
	return names
}

func BenchmarkReadClass(b *testing.B) {
	j := findTestJDK(b)
	names := classList(b, j, 1000)
	if len(names) < 1000 {
		b.Skipf("lib/classlist has only %d classes", len(names))
	}
	for _, name := range names {
		if _, _, err := j.Boot.ReadClass(name); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		for _, name := range names {
			j.Boot.ReadClass(name)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(names)), "ns/class")
}

// TestJImageModules checks that the image lists its modules, sorted, and
// that each has its module-info.class.
func TestJImageModules(t *testing.T) {
	j := findTestJDK(t)
	src, err := OpenJImage(jdkModules(t, j))
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	modules, err := src.(ModuleImage).Modules()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.IsSorted(modules) || !slices.Contains(modules, "java.base") || !slices.Contains(modules, "jdk.localedata") || !slices.Contains(modules, "java.logging") {
		t.Fatalf("modules %v", modules)
	}
	for _, m := range modules {
		if _, err := src.ReadFile("/" + m + "/module-info.class"); err != nil {
			t.Errorf("module %s: %v", m, err)
		}
	}
}
