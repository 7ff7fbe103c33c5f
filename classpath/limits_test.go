package classpath

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
)

// zeros writes n zero bytes to w, a megabyte at a time.
func zeros(t testing.TB, w io.Writer, n int) {
	t.Helper()
	chunk := make([]byte, 1<<20)
	for ; n > 0; n -= len(chunk) {
		if _, err := w.Write(chunk[:min(n, len(chunk))]); err != nil {
			t.Fatal(err)
		}
	}
}

// writeBomb writes a jar whose entry name inflates to size zero bytes
// from a few kilobytes. With lie, its header claims a size under every
// limit.
func writeBomb(t testing.TB, path, name string, size int, lie bool) {
	t.Helper()
	var deflated bytes.Buffer
	fw, _ := flate.NewWriter(&deflated, flate.BestCompression)
	zeros(t, fw, size)
	fw.Close()
	crc := crc32.NewIEEE()
	zeros(t, crc, size)
	h := &zip.FileHeader{Name: name, Method: zip.Deflate, CRC32: crc.Sum32(), CompressedSize64: uint64(deflated.Len()), UncompressedSize64: uint64(size)}
	if lie {
		h.UncompressedSize64 = 1000
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateRaw(h)
	if err != nil {
		t.Fatal(err)
	}
	w.Write(deflated.Bytes())
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	writeFile(t, path, buf.Bytes())
}

// allocated is how many bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestZipBomb checks that a manifest or class file that inflates beyond
// its limit is an error naming the jar and the entry, read no further
// than the limit, whether the entry's header says its size or lies.
func TestZipBomb(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		name  string
		size  int
		limit int
	}{
		{manifestName, 4 * MaxManifestSize, MaxManifestSize},
		{"p/Bomb.class", MaxClassFileSize + 1<<20, MaxClassFileSize},
	} {
		for _, lie := range []bool{false, true} {
			jar := filepath.Join(dir, "bomb.jar")
			writeBomb(t, jar, c.name, c.size, lie)
			src, err := OpenJar(jar)
			if err != nil {
				t.Fatal(err)
			}
			var data []byte
			used := allocated(func() { data, err = src.ReadFile(c.name) })
			src.Close()
			wantErrorNaming(t, err, jar, c.name)
			if data != nil || used > uint64(2*c.limit) {
				t.Errorf("%s (lying header: %v): %d bytes read, %d allocated; want none read and at most %d allocated", c.name, lie, len(data), used, 2*c.limit)
			}
		}
	}
	jar := filepath.Join(dir, "bomb.jar")
	writeBomb(t, jar, manifestName, 4*MaxManifestSize, false)
	src, err := OpenJar(jar)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	_, err = ReadManifest(src)
	wantErrorNaming(t, err, jar, manifestName, "larger than a manifest may be (8 MiB)")
}

// TestNotRegularFiles checks that a class file that is not a regular file
// — a link to /dev/zero, a named pipe — or that is too large is an error
// naming it, from a class directory and as a class path entry, and that
// nothing of it is read (a pipe would block, /dev/zero never end).
func TestNotRegularFiles(t *testing.T) {
	dir := t.TempDir()
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "Zero.class")); err != nil {
		t.Skip(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "Pipe.class"), 0o644); err != nil {
		t.Skip(err)
	}
	big := filepath.Join(dir, "Big.class")
	writeFile(t, big, nil)
	if err := os.Truncate(big, MaxClassFileSize+1); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "Linked.class"), []byte("class bytes"))
	if err := os.Symlink("Linked.class", filepath.Join(dir, "Link.class")); err != nil {
		t.Fatal(err)
	}
	src, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{
		"Zero.class": "not a regular file but a character device",
		"Pipe.class": "not a regular file but a named pipe",
		"Big.class":  "larger than a class file may be (64 MiB)",
	} {
		_, err := src.ReadFile(name)
		wantErrorNaming(t, err, filepath.Join(dir, name), want)
	}
	if got := mustRead(t, src, "Link.class"); string(got) != "class bytes" {
		t.Errorf("a link to a class file reads %q", got)
	}

	for _, entry := range []string{"Zero.class", "Pipe.class"} {
		_, err := Parse(filepath.Join(dir, entry))
		wantErrorNaming(t, err, filepath.Join(dir, entry), "not a regular file")
	}
	_, err = ReadRegularFile(filepath.Join(dir, "Zero.class"), 1<<20)
	wantErrorNaming(t, err, filepath.Join(dir, "Zero.class"), "not a regular file but a character device")
	_, err = ReadRegularFile(big, 1<<20)
	wantErrorNaming(t, err, big, "larger than 1 MiB")
	if got, err := ReadRegularFile(filepath.Join(dir, "Link.class"), 1<<20); err != nil || string(got) != "class bytes" {
		t.Errorf("ReadRegularFile of a link = %q, %v", got, err)
	}
}
