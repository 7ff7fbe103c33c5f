package classpath

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

type jarSource struct {
	path  string
	f     *os.File
	files map[string]*zip.File
}

// OpenJar opens a jar or zip file. The file stays open until Close, and the
// central directory is indexed once so each lookup is a map access.
func OpenJar(path string) (Source, error) {
	f, zr, err := openZip(path, 0)
	if err != nil {
		return nil, err
	}
	files := make(map[string]*zip.File, len(zr.File))
	for _, zf := range zr.File {
		if strings.HasSuffix(zf.Name, "/") {
			continue // directory entries have no bytes to read
		}
		if _, dup := files[zf.Name]; !dup {
			files[zf.Name] = zf
		}
	}
	return &jarSource{path: path, f: f, files: files}, nil
}

// openZip opens the zip archive that starts skip bytes into the file at path.
func openZip(path string, skip int64) (*os.File, *zip.Reader, error) {
	f, err := openRegular(path)
	if err != nil {
		return nil, nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	size := fi.Size() - skip
	if size < 0 {
		f.Close()
		return nil, nil, fmt.Errorf("%s: too short (%d bytes)", path, fi.Size())
	}
	zr, err := zip.NewReader(io.NewSectionReader(f, skip, size), size)
	// ErrInsecurePath (only reported under GODEBUG=zipinsecurepath=0) comes
	// with a usable reader; entry names are only map keys here, never paths on
	// disk, so such names are harmless.
	if err != nil && !errors.Is(err, zip.ErrInsecurePath) {
		f.Close()
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, zr, nil
}

func (j *jarSource) ReadFile(name string) ([]byte, error) {
	zf := j.files[name]
	if zf == nil {
		return nil, fmt.Errorf("%s: %s: %w", j.path, name, fs.ErrNotExist)
	}
	data, err := readZipEntry(zf, name)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", j.path, name, err)
	}
	return data, nil
}

// readZipEntry reads the entry zf, which is the resource name, within the
// size its name allows.
func readZipEntry(zf *zip.File, name string) ([]byte, error) {
	if limit, _ := sizeLimit(name); zf.UncompressedSize64 > uint64(limit) {
		return nil, tooLarge(name)
	}
	rc, err := zf.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	// The declared size is only a hint: archive/zip stops at it and checks the
	// CRC, so a lying header gives an error, but a corrupt one must not make
	// us allocate its claim up front, nor inflate more than the limit.
	return readLimited(rc, name, zf.UncompressedSize64)
}

func (j *jarSource) String() string { return j.path }

func (j *jarSource) Close() error { return j.f.Close() }

// jmodMagic starts every .jmod file; the zip archive follows it.
const jmodMagic = "JM\x01\x00"

type jmodEntry struct {
	jmod string // file name, for error messages
	file *zip.File
}

type jmodsSource struct {
	dir   string
	files []*os.File
	index map[string]jmodEntry
}

// OpenJmods opens a JDK jmods/ directory. Each *.jmod holds one module's
// classes under "classes/".
//
// Names resolve as in a jimage: "java/lang/Object.class" is looked up in the
// module that has the package, and "/java.base/module-info.class" names a
// resource in a given module. Resources outside any package, and under
// META-INF, belong to no package and can only be read module-qualified.
func OpenJmods(dir string) (Source, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	s := &jmodsSource{dir: dir, index: make(map[string]jmodEntry)}
	for _, e := range ents {
		module, ok := strings.CutSuffix(e.Name(), ".jmod")
		if !ok || e.IsDir() {
			continue
		}
		if err := s.add(filepath.Join(dir, e.Name()), module); err != nil {
			s.Close()
			return nil, err
		}
	}
	if len(s.files) == 0 {
		return nil, fmt.Errorf("%s: no .jmod files", dir)
	}
	return s, nil
}

func (s *jmodsSource) add(path, module string) error {
	if err := checkJmodMagic(path); err != nil {
		return err
	}
	f, zr, err := openZip(path, int64(len(jmodMagic)))
	if err != nil {
		return err
	}
	s.files = append(s.files, f)
	jmod := filepath.Base(path)
	for _, zf := range zr.File {
		name, ok := strings.CutPrefix(zf.Name, "classes/")
		if !ok || name == "" || strings.HasSuffix(name, "/") {
			continue
		}
		entry := jmodEntry{jmod: jmod, file: zf}
		s.index["/"+module+"/"+name] = entry
		if packageOf(name) != "" {
			if _, dup := s.index[name]; !dup {
				s.index[name] = entry
			}
		}
	}
	return nil
}

func checkJmodMagic(path string) error {
	f, err := openRegular(path)
	if err != nil {
		return err
	}
	defer f.Close()
	magic := make([]byte, len(jmodMagic))
	if _, err := io.ReadFull(f, magic); err != nil || string(magic) != jmodMagic {
		return fmt.Errorf("%s: not a jmod file (it does not start with %q)", path, jmodMagic)
	}
	return nil
}

// ModuleOf returns the module whose jmod holds the resource.
func (s *jmodsSource) ModuleOf(name string) string {
	if e, ok := s.index[name]; ok {
		return strings.TrimSuffix(e.jmod, ".jmod")
	}
	return ""
}

func (s *jmodsSource) ReadFile(name string) ([]byte, error) {
	e, ok := s.index[name]
	if !ok {
		return nil, fmt.Errorf("%s: %s: %w", s.dir, name, fs.ErrNotExist)
	}
	data, err := readZipEntry(e.file, name)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", filepath.Join(s.dir, e.jmod), name, err)
	}
	return data, nil
}

func (s *jmodsSource) String() string { return s.dir }

func (s *jmodsSource) Close() error {
	var errs []error
	for _, f := range s.files {
		errs = append(errs, f.Close())
	}
	return errors.Join(errs...)
}
