package javatool

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// HeaderClassPath lists class path entries a program needs besides its
// own classes (resources, service files), separated by spaces, relative
// to the program's directory: a directory as it is, or name.jar for a jar
// the test builds from the directory name (see ClassPath).
const HeaderClassPath = "CLASSPATH"

// ClassPath returns the class path to run p with: classDir, then the
// entries of its CLASSPATH header. A name.jar entry is a jar of the files
// under the directory name, written next to classDir with fixed times and
// in sorted order, so that the same directory always gives the same jar.
func (p *Program) ClassPath(classDir string) (string, error) {
	entries := []string{classDir}
	for _, e := range strings.Fields(p.Headers[HeaderClassPath]) {
		path, err := filepath.Abs(filepath.Join(filepath.Dir(p.Path), e))
		if err != nil {
			return "", err
		}
		if dir, ok := strings.CutSuffix(path, ".jar"); ok {
			jar := filepath.Join(classDir+".jars", filepath.Base(path))
			if err := writeJar(jar, dir); err != nil {
				return "", fmt.Errorf("%s: CLASSPATH %s: %v", p.Path, e, err)
			}
			path = jar
		} else if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
			return "", fmt.Errorf("%s: CLASSPATH %s is not a directory", p.Path, e)
		}
		entries = append(entries, path)
	}
	return strings.Join(entries, string(filepath.ListSeparator)), nil
}

// writeJar writes a jar (a zip file) of the files under dir to path,
// through a temporary file renamed into place, so that concurrent tests
// each see a whole jar.
func writeJar(path, dir string) error {
	var names []string
	err := filepath.WalkDir(dir, func(f string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names = append(names, f)
		}
		return err
	})
	if err != nil {
		return err
	}
	sort.Strings(names)
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range names {
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, f)
		if err != nil {
			return err
		}
		w, err := zw.CreateHeader(&zip.FileHeader{Name: filepath.ToSlash(rel), Method: zip.Deflate, Modified: time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)})
		if err != nil {
			return err
		}
		if _, err := w.Write(data); err != nil {
			return err
		}
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*.jar")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(buf.Bytes()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
