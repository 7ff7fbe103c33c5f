package interp

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// Natives of java.io's file streams: file descriptor 0 reads the VM's
// stdin, 1 and 2 write its stdout and stderr; a FileInputStream opened by
// name reads a file of the real file system (the JDK's own time-zone and
// locale data, a program's input), whose content is read once per loader
// and kept, so that every execution sees the same bytes. Writing to files
// is not supported. Of the file system, the queries the class loaders
// make of the class path (canonical paths, whether a file exists and is a
// directory, its length) and the other queries of java.io.File (access,
// modification time, directory listings, sorted by name) read the real
// one too.

func init() {
	register("java/io/FileDescriptor", map[string]Native{
		"initIDs()V":    noop,
		"getHandle(I)J": constant(Long(-1)),
		"getAppend(I)Z": constant(Bool(false)),
		"close0()V": func(t *Thread, a []Value) Value {
			fd := &a[0].R.Fields[mustField(a[0].R.Class, "fd").Slot]
			if int(fd.I) >= firstFileFD {
				delete(t.vm.files, int(fd.I))
			}
			*fd = Int(-1)
			return nothing
		},
		"sync()V": noop,
	})
	register("java/io/FileOutputStream", map[string]Native{
		"initIDs()V": noop,
		"writeBytes([BIIZ)V": func(t *Thread, a []Value) Value {
			data, ok := t.byteRange(a[1].R, a[2].AsInt(), a[3].AsInt())
			if !ok {
				return nothing
			}
			buf := make([]byte, len(data))
			for i := range buf {
				buf[i] = byte(data[i])
			}
			t.vm.write(t, a[0].R, buf)
			return nothing
		},
		"write(IZ)V": func(t *Thread, a []Value) Value {
			t.vm.write(t, a[0].R, []byte{byte(a[1].I)})
			return nothing
		},
		"open0(Ljava/lang/String;Z)V": func(t *Thread, a []Value) Value {
			unsupported("writing to the file %q", t.vm.GoString(a[1].R))
			return nothing
		},
	})
	register("java/io/UnixFileSystem", map[string]Native{
		"initIDs()V": noop,
		"canonicalize0(Ljava/lang/String;)Ljava/lang/String;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			return Ref(t.vm.NewString(canonicalPath(t.vm.GoString(a[1].R))))
		},
		"checkAccess(Ljava/io/File;I)Z": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			return Bool(syscall.Access(filePath(t, a[1].R), uint32(a[2].I)) == nil)
		},
		"getLastModifiedTime(Ljava/io/File;)J": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			if fi, err := os.Stat(filePath(t, a[1].R)); err == nil {
				return Long(fi.ModTime().UnixMilli())
			}
			return Long(0)
		},
		"list(Ljava/io/File;)[Ljava/lang/String;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			// os.ReadDir sorts by name: every execution lists the same.
			entries, err := os.ReadDir(filePath(t, a[1].R))
			if err != nil {
				return Ref(nil)
			}
			names := make([]*Object, len(entries))
			for i, e := range entries {
				names[i] = t.vm.NewString(e.Name())
			}
			return Ref(t.vm.NewObjectArray(t.vm.wk.string, names))
		},
		"getNameMax0(Ljava/lang/String;)J": constant(Long(255)),
		"getLength(Ljava/io/File;)J": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			if fi, err := os.Stat(filePath(t, a[1].R)); err == nil {
				return Long(fi.Size())
			}
			return Long(0)
		},
		"getBooleanAttributes0(Ljava/io/File;)I": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			return Int(fileAttributes(filePath(t, a[1].R)))
		},
	})
	register("java/io/FileInputStream", map[string]Native{
		"initIDs()V": noop,
		"readBytes([BII)I": func(t *Thread, a []Value) Value {
			data, ok := t.byteRange(a[1].R, a[2].AsInt(), a[3].AsInt())
			if !ok {
				return nothing
			}
			if len(data) == 0 {
				return Int(0)
			}
			buf := make([]byte, len(data))
			k := t.vm.read(t, a[0].R, buf)
			for i := 0; i < k; i++ {
				data[i] = int8(buf[i])
			}
			if k == 0 {
				return Int(-1)
			}
			return Int(int32(k))
		},
		"read0()I": func(t *Thread, a []Value) Value {
			buf := make([]byte, 1)
			if t.vm.read(t, a[0].R, buf) == 0 {
				return Int(-1)
			}
			return Int(int32(buf[0]))
		},
		"available0()I": func(t *Thread, a []Value) Value {
			if f := t.vm.openFile(t, a[0].R, fileInputStream); f != nil {
				return Int(int32(min(max(len(f.data)-f.pos, 0), 1<<31-1)))
			}
			return Int(0)
		},
		"skip0(J)J": func(t *Thread, a []Value) Value {
			f := t.vm.openFile(t, a[0].R, fileInputStream)
			if f == nil {
				return nothing
			}
			// As lseek: past the end is allowed (reads then find none),
			// before the start is not.
			if int64(f.pos)+a[1].I < 0 {
				t.ThrowNew("java/io/IOException", "Invalid argument")
				return nothing
			}
			f.pos += int(a[1].I)
			return a[1]
		},
		"open0(Ljava/lang/String;)V": func(t *Thread, a []Value) Value {
			t.openFileFor(a[0].R, fileInputStream, a[1].R)
			return nothing
		},
	})
	register(randomAccessFile, map[string]Native{
		"initIDs()V": noop,
		"open0(Ljava/lang/String;I)V": func(t *Thread, a []Value) Value {
			// RandomAccessFile.O_RDWR: "rw", "rws" and "rwd" write.
			if a[2].I&2 != 0 && a[1].R != nil {
				unsupported("writing to the file %q", t.vm.GoString(a[1].R))
			}
			t.openFileFor(a[0].R, randomAccessFile, a[1].R)
			return nothing
		},
		"read0()I": func(t *Thread, a []Value) Value {
			buf := make([]byte, 1)
			if t.vm.readFile(t, a[0].R, randomAccessFile, buf) == 0 {
				return Int(-1)
			}
			return Int(int32(buf[0]))
		},
		"readBytes([BII)I": func(t *Thread, a []Value) Value {
			data, ok := t.byteRange(a[1].R, a[2].AsInt(), a[3].AsInt())
			if !ok || len(data) == 0 {
				return Int(0)
			}
			buf := make([]byte, len(data))
			k := t.vm.readFile(t, a[0].R, randomAccessFile, buf)
			for i := 0; i < k; i++ {
				data[i] = int8(buf[i])
			}
			if k == 0 {
				return Int(-1)
			}
			return Int(int32(k))
		},
		"getFilePointer()J": func(t *Thread, a []Value) Value {
			if f := t.vm.openFile(t, a[0].R, randomAccessFile); f != nil {
				return Long(int64(f.pos))
			}
			return nothing
		},
		"seek0(J)V": func(t *Thread, a []Value) Value {
			if f := t.vm.openFile(t, a[0].R, randomAccessFile); f != nil {
				f.pos = int(a[1].I)
			}
			return nothing
		},
		"length()J": func(t *Thread, a []Value) Value {
			if f := t.vm.openFile(t, a[0].R, randomAccessFile); f != nil {
				return Long(int64(len(f.data)))
			}
			return nothing
		},
		// Files are open for reading only: a write fails as on a
		// read-only descriptor.
		"write0(I)V":        readOnlyFile,
		"writeBytes([BII)V": readOnlyFile,
		"setLength(J)V":     readOnlyFile,
	})
}

// byteRange checks the (b, off, len) arguments of readBytes and
// writeBytes as the JDK's io_util.c does, and returns b[off:off+len].
func (t *Thread) byteRange(b *Object, off, n int32) ([]int8, bool) {
	if !t.nullCheck(b) {
		return nil, false
	}
	data := b.Array.([]int8)
	if off < 0 || n < 0 || int(off)+int(n) > len(data) {
		t.ThrowNew("java/lang/IndexOutOfBoundsException", "")
		return nil, false
	}
	return data[off : off+n], true
}

// streamFD returns the file descriptor number of a stream of class (or a
// subclass of) java/io/FileInputStream or java/io/FileOutputStream. The
// field is looked up in that class: a subclass may declare a field of the
// same name.
func (vm *VM) streamFD(stream *Object, class string) int {
	fdObj := stream.Fields[mustField(vm.must(class), "fd").Slot].R
	if fdObj == nil {
		return -1
	}
	return int(fdObj.Fields[mustField(fdObj.Class, "fd").Slot].I)
}

// write sends program output to the VM's stdout or stderr.
func (vm *VM) write(t *Thread, stream *Object, b []byte) {
	var w io.Writer
	switch vm.streamFD(stream, "java/io/FileOutputStream") {
	case 1:
		w = vm.opts.Stdout
	case 2:
		w = vm.opts.Stderr
	default:
		t.ThrowNew("java/io/IOException", "Stream Closed")
		return
	}
	if _, err := w.Write(b); err != nil {
		t.ThrowNew("java/io/IOException", err.Error())
	}
}

// read takes program input from the VM's stdin or an open file; 0 at end
// of input.
func (vm *VM) read(t *Thread, stream *Object, b []byte) int {
	if fd := vm.streamFD(stream, fileInputStream); fd >= firstFileFD {
		return vm.readFile(t, stream, fileInputStream, b)
	} else if fd != 0 {
		t.ThrowNew("java/io/IOException", "Stream Closed")
		return 0
	}
	if vm.opts.Stdin == nil {
		return 0
	}
	n, err := vm.opts.Stdin.Read(b)
	if n == 0 && err != nil && err != io.EOF {
		t.ThrowNew("java/io/IOException", err.Error())
	}
	return n
}

// canonicalPath is UnixFileSystem.canonicalize0: the absolute path with
// "." and ".." removed and the symbolic links of its longest existing
// prefix resolved, as the JDK's canonicalize_md.c does. It reads the real
// file system (which every execution sees the same).
func canonicalPath(p string) string {
	p = filepath.Clean(p)
	var rest []string
	for dir := p; ; {
		if resolved, err := filepath.EvalSymlinks(dir); err == nil {
			return filepath.Join(append([]string{resolved}, rest...)...)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return p
		}
		rest = append([]string{filepath.Base(dir)}, rest...)
		dir = parent
	}
}

// The attributes getBooleanAttributes0 reports (java.io.FileSystem.BA_*).
const (
	fileExists    = 0x01
	fileRegular   = 0x02
	fileDirectory = 0x04
	fileHidden    = 0x08
)

// fileAttributes is UnixFileSystem.getBooleanAttributes0 for a path: of
// the real file system, read only.
func fileAttributes(path string) int32 {
	fi, err := os.Stat(path)
	if err != nil {
		return 0
	}
	attrs := int32(fileExists)
	switch {
	case fi.Mode().IsRegular():
		attrs |= fileRegular
	case fi.IsDir():
		attrs |= fileDirectory
	}
	if strings.HasPrefix(filepath.Base(path), ".") {
		attrs |= fileHidden
	}
	return attrs
}

// filePath is the path of a java.io.File.
func filePath(t *Thread, file *Object) string {
	return t.vm.GoString(fieldNamed(file, "path").R)
}

// firstFileFD is the first file descriptor number given to a file opened
// by name (0, 1 and 2 are the standard streams).
const firstFileFD = 3

// fileInput is a file open for reading in one execution: its content and
// the position of the next read.
type fileInput struct {
	data []byte
	pos  int
}

// The classes whose objects read files by descriptor.
const (
	fileInputStream  = "java/io/FileInputStream"
	randomAccessFile = "java/io/RandomAccessFile"
)

// openFileFor is the open0 of a FileInputStream or RandomAccessFile
// (class) reading path: read the file (as the loader first saw it) and
// give the object a descriptor of this execution, or throw
// FileNotFoundException with the JDK's message.
func (t *Thread) openFileFor(obj *Object, class string, path *Object) {
	if !t.nullCheck(path) {
		return
	}
	name := t.vm.GoString(path)
	data, err := t.vm.loader.fileContent(name)
	if err != nil {
		t.ThrowNew("java/io/FileNotFoundException", name+" ("+err.Error()+")")
		return
	}
	vm := t.vm
	if vm.files == nil {
		vm.files = map[int]*fileInput{}
	}
	vm.nextFD = max(vm.nextFD, firstFileFD)
	fd := vm.nextFD
	vm.nextFD++
	vm.files[fd] = &fileInput{data: data}
	fdObj := obj.Fields[mustField(vm.must(class), "fd").Slot].R
	fdObj.Fields[mustField(fdObj.Class, "fd").Slot] = Int(int32(fd))
}

// openFile is the open file a FileInputStream or RandomAccessFile (class)
// reads, nil (with an IOException thrown) if it is closed.
func (vm *VM) openFile(t *Thread, obj *Object, class string) *fileInput {
	f := vm.files[vm.streamFD(obj, class)]
	if f == nil {
		t.ThrowNew("java/io/IOException", "Stream Closed")
	}
	return f
}

// readFile reads from the file position on; 0 at the end (or past it).
func (vm *VM) readFile(t *Thread, obj *Object, class string, b []byte) int {
	f := vm.openFile(t, obj, class)
	if f == nil {
		return 0
	}
	n := copy(b, f.data[min(f.pos, len(f.data)):])
	f.pos += n
	return n
}

// readOnlyFile is a write to a file open for reading.
func readOnlyFile(t *Thread, a []Value) Value {
	t.ThrowNew("java/io/IOException", "Bad file descriptor")
	return nothing
}

// fileContent is the content of a file of the real file system, read on
// first use and kept for every execution of the loader. The error is the
// reason the JDK gives, as FileNotFoundException's message has it.
func (l *Loader) fileContent(path string) ([]byte, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if data, ok := l.fileCache[path]; ok {
		return data, nil
	}
	fi, err := os.Stat(path)
	switch {
	case err != nil && os.IsNotExist(err):
		return nil, errors.New("No such file or directory")
	case err != nil && os.IsPermission(err):
		return nil, errors.New("Permission denied")
	case err != nil:
		return nil, err
	case fi.IsDir():
		return nil, errors.New("Is a directory")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		if os.IsPermission(err) {
			return nil, errors.New("Permission denied")
		}
		return nil, err
	}
	if l.fileCache == nil {
		l.fileCache = map[string][]byte{}
	}
	l.fileCache[path] = data
	return data, nil
}
