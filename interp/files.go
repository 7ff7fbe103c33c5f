package interp

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"
)

// The file system as an execution sees it: the real one, read only,
// under an overlay that belongs to the execution. What the program
// writes — files it creates, writes, appends to, truncates, renames or
// deletes, directories it makes — goes to the overlay, so the program
// sees its own changes, every execution of a search starts from the same
// files, and nothing on disk changes. A file the overlay does not name
// is the real file, as the loader first read it (Loader.fileContent).
//
// The overlay is part of the execution's state: it is copied with the VM
// and hashed into its fingerprint. Every operation on files by a thread
// while another is alive is a visible operation on FileSystemState
// (natives_io.go): a query reads it, anything that changes a file or
// moves a descriptor's position writes it, so the search explores the
// orders of threads that use files.

// overlayFile is a path the execution created or changed: a file with
// its content, a directory, or a deleted path (hiding the real one).
type overlayFile struct {
	data    []byte
	dir     bool
	deleted bool
	// mappings are the file's shared mappings (mappedfiles.go), whose
	// bytes are data's.
	mappings []fileMapping
	// pristine: the entry was made only to be mapped read-only and holds
	// the real file's content, which WriteFiles need not write.
	pristine bool
	times    fileTimes
}

// fileTimes are a file's access, modification, status-change and birth
// (creation) times, in nanoseconds since the epoch: the execution's
// clock for what it made or changed (the same in every execution), the
// real file's for what it only moved or mapped.
type fileTimes struct{ atime, mtime, ctime, btime int64 }

// now is the execution's clock as a time since the epoch, in
// nanoseconds (System.currentTimeMillis's time).
func (vm *VM) now() int64 { return clockEpoch*1_000_000 + vm.clock }

// stamped is the times of a file made now.
func (vm *VM) stamped() fileTimes {
	n := vm.now()
	return fileTimes{n, n, n, n}
}

// modified notes that the execution changed the file's content now.
func (vm *VM) modified(f *overlayFile) {
	n := vm.now()
	f.times.mtime, f.times.ctime = n, n
}

// timesOf is the times of a path in the execution's view.
func (vm *VM) timesOf(path string) fileTimes {
	if f, ok := vm.overlaid(path); ok && !f.deleted {
		return f.times
	}
	return realTimes(absPath(path))
}

// setTimes sets a file's access and modification times (nanoseconds;
// a negative one is left as it is), as utimes(2) does: a file the
// overlay does not hold gets an entry with its content and times; a
// real directory has none to keep them in (its entry would hide what it
// holds), and keeps its own. It fails as stat(2) would.
func (vm *VM) setTimes(path string, atime, mtime int64) syscall.Errno {
	attrs := vm.attributes(path)
	if attrs&fileExists == 0 {
		return syscall.ENOENT
	}
	f, ok := vm.overlaid(path)
	if !ok && attrs&fileDirectory != 0 {
		return 0
	}
	if !ok {
		var err error
		if f, err = vm.writable(path, false); err != nil {
			return syscall.EACCES
		}
	}
	if atime >= 0 {
		f.times.atime = atime
	}
	if mtime >= 0 {
		f.times.mtime = mtime
	}
	f.times.ctime = vm.now()
	return 0
}

// realTimes are the times of a file of the real file system (zero if it
// cannot be read).
func realTimes(path string) fileTimes {
	var st syscall.Stat_t
	if syscall.Stat(path, &st) != nil {
		return fileTimes{}
	}
	t := fileTimes{st.Atim.Nano(), st.Mtim.Nano(), st.Ctim.Nano(), 0}
	var ok bool
	if t.btime, ok = realBirth(path); !ok {
		t.btime = min(t.mtime, t.ctime)
	}
	return t
}

// absPath is the overlay's key of a path: absolute (relative paths are
// relative to the working directory, which is java's user.dir) and
// clean.
func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return filepath.Clean(p)
}

// overlaid returns the overlay's entry of a path, if it has one.
func (vm *VM) overlaid(path string) (*overlayFile, bool) {
	f, ok := vm.overlay[absPath(path)]
	return f, ok
}

// attributes is getBooleanAttributes0 of a path, overlay first.
func (vm *VM) attributes(path string) int32 {
	f, ok := vm.overlaid(path)
	switch {
	case !ok:
		return fileAttributes(path)
	case f.deleted:
		return 0
	}
	attrs := int32(fileExists | fileRegular)
	if f.dir {
		attrs = fileExists | fileDirectory
	}
	if strings.HasPrefix(filepath.Base(path), ".") {
		attrs |= fileHidden
	}
	return attrs
}

// content is the content of the file at path, overlay first, or the
// reason it cannot be read as FileNotFoundException's message has it.
func (vm *VM) content(path string) ([]byte, error) {
	if f, ok := vm.overlaid(path); ok {
		switch {
		case f.deleted:
			return nil, errors.New("No such file or directory")
		case f.dir:
			return nil, errors.New("Is a directory")
		}
		return f.data, nil
	}
	return vm.loader.fileContent(path)
}

// writable returns the overlay's entry of a regular file, creating it
// from the real file's content (or empty) the first time the execution
// writes it; with truncate its content is dropped. It fails as open(2)
// would with O_CREAT: the directory the file is in must exist, and the
// path must not be a directory.
func (vm *VM) writable(path string, truncate bool) (*overlayFile, error) {
	key := absPath(path)
	if vm.attributes(filepath.Dir(key))&fileDirectory == 0 {
		return nil, errors.New("No such file or directory")
	}
	attrs := vm.attributes(key)
	if attrs&fileDirectory != 0 {
		return nil, errors.New("Is a directory")
	}
	f, ok := vm.overlay[key]
	if !ok || f.deleted {
		f = &overlayFile{times: vm.stamped()}
		if !ok && attrs&fileExists != 0 {
			data, err := vm.loader.fileContent(key)
			if err != nil {
				return nil, err
			}
			f.data = slices.Clone(data)
			// The real file, whose times it keeps until it is written
			// (its birth time for good).
			f.times = realTimes(key)
		}
		vm.setOverlay(key, f)
	}
	if truncate {
		f.data = f.data[:0]
		vm.modified(f)
	}
	return f, nil
}

func (vm *VM) setOverlay(key string, f *overlayFile) {
	if vm.overlay == nil {
		vm.overlay = map[string]*overlayFile{}
	}
	vm.overlay[key] = f
}

// writeAt writes b into a file at pos, extending it (with zeros if pos
// is past its end, as a sparse file reads).
func (f *overlayFile) writeAt(pos int, b []byte) {
	if end := pos + len(b); end > len(f.data) {
		f.resize(end)
	}
	f.pristine = false
	copy(f.data[pos:], b)
}

// truncate makes the file n bytes long, as ftruncate(2): cut, or
// extended with zeros.
func (f *overlayFile) truncate(n int) {
	f.pristine = false
	if n < len(f.data) {
		f.data = f.data[:n]
	} else {
		f.resize(n)
	}
}

// list is the names in a directory, overlay and real file system merged,
// sorted by name (so every execution lists the same), or nil if the path
// is not a directory.
func (vm *VM) list(path string) []string {
	if vm.attributes(path)&fileDirectory == 0 {
		return nil
	}
	dir := absPath(path)
	names := map[string]bool{}
	if _, ok := vm.overlay[dir]; !ok {
		if entries, err := os.ReadDir(dir); err == nil {
			for _, e := range entries {
				names[e.Name()] = true
			}
		}
	}
	for key, f := range vm.overlay {
		if filepath.Dir(key) == dir && key != dir {
			names[filepath.Base(key)] = !f.deleted
		}
	}
	out := []string{} // an empty directory's list is empty, not null
	for name, present := range names {
		if present {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}

// remove is File.delete: a file, or an empty directory, leaves the
// execution's view.
func (vm *VM) remove(path string) bool {
	attrs := vm.attributes(path)
	if attrs&fileExists == 0 || attrs&fileDirectory != 0 && len(vm.list(path)) > 0 {
		return false
	}
	vm.setOverlay(absPath(path), &overlayFile{deleted: true})
	return true
}

// rename is File.renameTo: the file, or a directory with what is in it,
// moves; a file at the destination is replaced, as rename(2) does.
func (vm *VM) rename(from, to string) bool {
	src, dst := absPath(from), absPath(to)
	attrs := vm.attributes(src)
	if attrs&fileExists == 0 || vm.attributes(filepath.Dir(dst))&fileDirectory == 0 ||
		dst == src || strings.HasPrefix(dst, src+string(filepath.Separator)) {
		return attrs&fileExists != 0 && dst == src
	}
	if dattrs := vm.attributes(dst); dattrs&fileDirectory != 0 && (attrs&fileDirectory == 0 || len(vm.list(dst)) > 0) {
		return false
	}
	if attrs&fileDirectory != 0 {
		// The directory first: what it holds moves into it.
		names := vm.list(src)
		vm.setOverlay(dst, &overlayFile{dir: true, times: vm.timesOf(src)})
		for _, name := range names {
			vm.rename(filepath.Join(src, name), filepath.Join(dst, name))
		}
	} else if f, ok := vm.overlay[src]; ok {
		// The entry itself moves, with its mappings, which follow the
		// file as they follow its inode.
		vm.setOverlay(dst, f)
	} else {
		data, err := vm.content(src)
		if err != nil {
			return false
		}
		vm.setOverlay(dst, &overlayFile{data: slices.Clone(data), times: realTimes(src)})
	}
	vm.setOverlay(src, &overlayFile{deleted: true})
	return true
}

// create is File.createNewFile (exclusive) and File.mkdir: false if the
// path exists or its directory does not.
func (vm *VM) create(path string, dir bool) bool {
	key := absPath(path)
	if vm.attributes(key)&fileExists != 0 || vm.attributes(filepath.Dir(key))&fileDirectory == 0 {
		return false
	}
	vm.setOverlay(key, &overlayFile{dir: dir, times: vm.stamped()})
	return true
}

// cloneOverlay copies the overlay for a copy of the VM; the copies of
// mapped files' entries share their bytes with the copies of their
// mappings' blocks, as the originals do.
func cloneOverlay(o map[string]*overlayFile, c *cloner) map[string]*overlayFile {
	if o == nil {
		return nil
	}
	n := make(map[string]*overlayFile, len(o))
	for k, f := range o {
		d := &overlayFile{dir: f.dir, deleted: f.deleted, pristine: f.pristine, times: f.times}
		if f.mappings == nil {
			d.data = slices.Clone(f.data)
		} else {
			// The bytes past the end that a mapping still shows too.
			d.data = make([]byte, len(f.data), cap(f.data))
			copy(d.data[:cap(f.data)], f.data[:cap(f.data)])
			d.mappings = make([]fileMapping, len(f.mappings))
			for i, m := range f.mappings {
				d.mappings[i] = fileMapping{mem: c.object(m.mem), pos: m.pos}
			}
			d.realias()
		}
		n[k] = d
	}
	return n
}

// overlay feeds the overlay to a fingerprint, in path order.
func (f *fingerprinter) overlay(o map[string]*overlayFile) {
	for _, k := range slices.Sorted(maps.Keys(o)) {
		e := o[k]
		f.word(uint64(len(k)))
		hashRaw(f, []byte(k))
		switch {
		case e.deleted:
			f.word(1)
		case e.dir:
			f.word(2)
		default:
			f.word(3)
			f.word(uint64(e.times.atime))
			f.word(uint64(e.times.mtime))
			f.word(uint64(e.times.ctime))
			f.word(uint64(e.times.btime))
			f.word(uint64(len(e.data)))
			hashRaw(f, e.data)
			for _, m := range e.mappings {
				f.ref(m.mem)
				f.word(uint64(m.pos))
			}
		}
	}
}

// WriteFiles writes what the execution changed to the real file system
// (jcheck run --allow-writes): the paths it deleted are removed, deepest
// first, then the directories it made and the files it wrote are made,
// parents first (a parent's path sorts before its children's). The
// overlay keeps contents, not times or permissions: a file made is
// 0644 and a directory 0755, less the umask.
func (vm *VM) WriteFiles() error {
	keys := slices.Sorted(maps.Keys(vm.overlay))
	var errs []error
	for _, k := range slices.Backward(keys) {
		if vm.overlay[k].deleted {
			if err := os.Remove(k); err != nil && !errors.Is(err, fs.ErrNotExist) {
				errs = append(errs, err)
			}
		}
	}
	for _, k := range keys {
		f := vm.overlay[k]
		if f.deleted || f.pristine {
			continue
		}
		if fi, err := os.Lstat(k); err == nil && fi.IsDir() != f.dir {
			// Replaced by the other kind (the program removed the one
			// and made the other).
			if err := os.Remove(k); err != nil {
				errs = append(errs, err)
				continue
			}
		}
		var err error
		if f.dir {
			if err = os.Mkdir(k, 0o755); errors.Is(err, fs.ErrExist) {
				err = nil
			}
		} else {
			err = os.WriteFile(k, f.data, 0o644)
			if err == nil {
				// The times the program saw (its clock, or those it set).
				err = os.Chtimes(k, time.Unix(0, f.times.atime), time.Unix(0, f.times.mtime))
			}
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
