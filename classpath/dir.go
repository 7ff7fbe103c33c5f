package classpath

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

type dirSource struct {
	dir string
}

// OpenDir opens a class directory: "java/lang/Foo.class" is read from
// dir/java/lang/Foo.class.
func OpenDir(dir string) (Source, error) {
	fi, err := os.Stat(dir)
	if err != nil {
		return nil, err
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("%s: not a directory", dir)
	}
	return &dirSource{dir: dir}, nil
}

func (d *dirSource) ReadFile(name string) ([]byte, error) {
	// ValidPath rejects "..", absolute and empty names, so a class name taken
	// from untrusted bytecode cannot reach outside the directory.
	if !fs.ValidPath(name) {
		return nil, invalidName(d, name)
	}
	path := filepath.Join(d.dir, filepath.FromSlash(name))
	// Look before opening: opening a named pipe would wait for a writer.
	fi, err := os.Stat(path)
	if errors.Is(err, syscall.ENOTDIR) || err == nil && fi.IsDir() {
		// A name running through a file, or naming a directory, is not a
		// resource of this source: absent, so the search goes on.
		return nil, &fs.PathError{Op: "read", Path: path, Err: fs.ErrNotExist}
	}
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, notRegular(path, fi)
	}
	if limit, _ := sizeLimit(name); fi.Size() > limit {
		return nil, fmt.Errorf("%s: %w", path, tooLarge(name))
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// The size may have changed since: read no more than the limit.
	data, err := readLimited(f, name, uint64(fi.Size()))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return data, nil
}

func (d *dirSource) String() string { return d.dir }

func (d *dirSource) Close() error { return nil }
