// Package classpath finds the bytes of Java class files and resources: in
// class directories, jars, a JDK's lib/modules jimage or its jmods/, along a
// class path; and it locates the installed JDK whose class library jcheck
// executes.
//
// Class paths and JDK files come from the user's machine and may be damaged,
// so nothing here panics on bad input: every failure is an error naming the
// file and what is wrong with it.
package classpath

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Source is one place class files and resources are read from.
type Source interface {
	// ReadFile returns the bytes of the resource with the given slash-separated
	// name inside the source, e.g. "java/lang/Object.class" or "META-INF/MANIFEST.MF".
	// A missing resource gives an error satisfying errors.Is(err, fs.ErrNotExist).
	ReadFile(name string) ([]byte, error)
	// String describes the source for error messages, e.g. "/x/app.jar" or "jrt:/usr/lib/jvm/java-17/lib/modules".
	String() string
	Close() error
}

// maxResourceSize bounds the size of one resource. Java arrays cannot hold
// more than 2 GiB, so nothing larger can be a class file or a resource a Java
// program reads into memory; the bound keeps a corrupt size field from making
// us allocate absurd amounts.
const maxResourceSize = 1<<31 - 1

// Tighter bounds for what jcheck itself reads whole. A source reads no
// more of a resource than its bound allows, so that a zip bomb, or a
// class file that is a link to /dev/zero, is one error naming it rather
// than memory without end.
const (
	// MaxClassFileSize bounds a class file. The JVM sets none, but every
	// table of a class file has a 16-bit count and a method's code is at
	// most 64 KiB: real class files are kilobytes, the largest of the
	// JDK a few hundred.
	MaxClassFileSize = 64 << 20
	// MaxManifestSize bounds a jar's manifest: attributes and a class
	// path, kilobytes.
	MaxManifestSize = 8 << 20
)

// manifestName is where a jar keeps its manifest.
const manifestName = "META-INF/MANIFEST.MF"

// sizeLimit is how many bytes the named resource may have, and what it is
// for messages.
func sizeLimit(name string) (int64, string) {
	switch {
	case strings.HasSuffix(name, ".class"):
		return MaxClassFileSize, "a class file"
	case name == manifestName:
		return MaxManifestSize, "a manifest"
	}
	return maxResourceSize, "a resource"
}

// tooLarge is the error for a resource over its size limit.
func tooLarge(name string) error {
	limit, what := sizeLimit(name)
	return fmt.Errorf("larger than %s may be (%d MiB): not read", what, limit>>20)
}

// readLimited reads r to its end, failing with tooLarge(name) as soon as
// it gives more than name's limit.
func readLimited(r io.Reader, name string, sizeHint uint64) ([]byte, error) {
	limit, _ := sizeLimit(name)
	var buf bytes.Buffer
	buf.Grow(int(min(sizeHint, 1<<22, uint64(limit))))
	if _, err := io.Copy(&buf, io.LimitReader(r, limit+1)); err != nil {
		return nil, err
	}
	if int64(buf.Len()) > limit {
		return nil, tooLarge(name)
	}
	return buf.Bytes(), nil
}

// ReadRegularFile reads the file at path whole, if it is a regular file
// (following symbolic links) of at most limit bytes: a directory, device,
// pipe or socket, or a larger file, is an error naming the file, and
// nothing more is read.
func ReadRegularFile(path string, limit int64) ([]byte, error) {
	f, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var buf bytes.Buffer
	if _, err := io.Copy(&buf, io.LimitReader(f, limit+1)); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(buf.Len()) > limit {
		return nil, fmt.Errorf("%s: larger than %d MiB: not read", path, limit>>20)
	}
	return buf.Bytes(), nil
}

// openRegular opens a regular file for reading. It looks before it opens:
// opening a pipe would wait for a writer.
func openRegular(path string) (*os.File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, notRegular(path, fi)
	}
	return os.Open(path)
}

// notRegular is the error for a file that is not a regular file.
func notRegular(path string, fi fs.FileInfo) error {
	what := "of an unknown kind"
	switch m := fi.Mode(); {
	case m.IsDir():
		what = "a directory"
	case m&fs.ModeCharDevice != 0:
		what = "a character device"
	case m&fs.ModeDevice != 0:
		what = "a device"
	case m&fs.ModeNamedPipe != 0:
		what = "a named pipe"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	}
	return fmt.Errorf("%s: not a regular file but %s: not read", path, what)
}

// Open opens path by kind: a directory as a class directory, a file named
// "modules" that starts with the jimage magic as a jimage, anything else as a
// jar.
func Open(path string) (Source, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if fi.IsDir() {
		return OpenDir(path)
	}
	if !fi.Mode().IsRegular() {
		return nil, notRegular(path, fi)
	}
	if filepath.Base(path) == "modules" {
		isImage, err := hasJImageMagic(path)
		if err != nil {
			return nil, err
		}
		if isImage {
			return OpenJImage(path)
		}
	}
	return OpenJar(path)
}

func hasJImageMagic(path string) (bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer f.Close()
	var magic [4]byte
	if _, err := io.ReadFull(f, magic[:]); err != nil {
		// Too short to be a jimage; let the jar reader report what it is not.
		return false, nil
	}
	_, ok := jimageByteOrder(magic[:])
	return ok, nil
}

// invalidName reports a resource name that cannot exist in src. It satisfies
// fs.ErrNotExist so that a class path search moves on to the next source, as
// it would for any other absent name.
func invalidName(src Source, name string) error {
	return fmt.Errorf("%s: invalid resource name %q: %w", src, name, fs.ErrNotExist)
}

// packageOf returns the package directory of a resource name, or "" for a
// resource that belongs to no package: one at the top level or under
// META-INF, which the JDK's module system never assigns to a module.
func packageOf(name string) string {
	slash := strings.LastIndexByte(name, '/')
	if slash <= 0 {
		return ""
	}
	pkg := name[:slash]
	if pkg == "META-INF" || strings.HasPrefix(pkg, "META-INF/") {
		return ""
	}
	return pkg
}

// Path is a search order of sources.
type Path []Source

// ModuleSource is implemented by the sources of a JDK's class library
// (jimage and jmods), which know the module each resource belongs to.
type ModuleSource interface {
	// ModuleOf returns the module holding the named resource, "" if unknown.
	ModuleOf(name string) string
}

// ModuleImage is implemented by a JDK's module image (lib/modules), which
// holds each module's module-info.class as "/<module>/module-info.class".
type ModuleImage interface {
	// Modules returns the names of the image's modules, sorted.
	Modules() ([]string, error)
}

// Parse splits a class path string (os.PathListSeparator-separated; an entry
// "dir/*" means every .jar in dir, like java's -cp) and opens each entry.
// A missing entry is an error naming it. Empty entries are skipped rather
// than taken as the current directory, because they mostly come from
// carelessly joined shell variables.
func Parse(cp string) (Path, error) {
	var p Path
	for _, entry := range filepath.SplitList(cp) {
		if entry == "" {
			continue
		}
		srcs, err := openEntry(entry)
		if err != nil {
			p.Close() // the open error is the one worth reporting
			return nil, err
		}
		p = append(p, srcs...)
	}
	return p, nil
}

func openEntry(entry string) ([]Source, error) {
	dir, file := filepath.Split(entry)
	if file != "*" {
		s, err := Open(entry)
		if err != nil {
			return nil, fmt.Errorf("class path entry %s: %w", entry, err)
		}
		return []Source{s}, nil
	}
	if dir == "" {
		dir = "."
	}
	ents, err := os.ReadDir(dir) // sorted by name, which makes the search order reproducible
	if err != nil {
		return nil, fmt.Errorf("class path entry %s: %w", entry, err)
	}
	var srcs []Source
	for _, e := range ents {
		// Like java, match .jar in any case and ignore subdirectories.
		if e.IsDir() || !strings.EqualFold(filepath.Ext(e.Name()), ".jar") {
			continue
		}
		s, err := OpenJar(filepath.Join(dir, e.Name()))
		if err != nil {
			Path(srcs).Close()
			return nil, fmt.Errorf("class path entry %s: %w", entry, err)
		}
		srcs = append(srcs, s)
	}
	return srcs, nil
}

// ReadClass finds the class with the given internal name ("java/lang/String",
// "Outer$Inner") in the first source that has it.
// Not found: a *NotFoundError. Other I/O and format errors are returned as
// the source reported them, which names the source.
func (p Path) ReadClass(internalName string) (data []byte, from Source, err error) {
	return p.read(internalName+".class", internalName, false)
}

// ReadFile finds the resource with the given slash-separated name in the
// first source that has it. Errors are as for ReadClass.
func (p Path) ReadFile(name string) (data []byte, from Source, err error) {
	return p.read(name, name, true)
}

func (p Path) read(file, what string, resource bool) ([]byte, Source, error) {
	for _, s := range p {
		data, err := s.ReadFile(file)
		if err == nil {
			return data, s, nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return nil, s, err
		}
	}
	searched := make([]string, len(p))
	for i, s := range p {
		searched[i] = s.String()
	}
	return nil, nil, &NotFoundError{Name: what, Searched: searched, resource: resource}
}

// Close closes every source.
func (p Path) Close() error {
	var errs []error
	for _, s := range p {
		errs = append(errs, s.Close())
	}
	return errors.Join(errs...)
}

// String returns the sources joined with os.PathListSeparator.
func (p Path) String() string {
	parts := make([]string, len(p))
	for i, s := range p {
		parts[i] = s.String()
	}
	return strings.Join(parts, string(os.PathListSeparator))
}

// NotFoundError reports a class or resource that no source of a Path has.
type NotFoundError struct {
	Name     string   // the internal class name, or the resource name
	Searched []string // the sources searched, in order
	resource bool     // Name is a resource rather than a class
}

func (e *NotFoundError) Error() string {
	kind := "class"
	if e.resource {
		kind = "resource"
	}
	if len(e.Searched) == 0 {
		return fmt.Sprintf("%s %s not found (the class path is empty)", kind, e.Name)
	}
	return fmt.Sprintf("%s %s not found (searched: %s)", kind, e.Name,
		strings.Join(e.Searched, string(os.PathListSeparator)))
}

// Is makes a NotFoundError satisfy errors.Is(err, fs.ErrNotExist), so callers
// can treat it like any other absent file.
func (e *NotFoundError) Is(target error) bool {
	return target == fs.ErrNotExist
}
