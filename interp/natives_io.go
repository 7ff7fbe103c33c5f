package interp

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/jcheck/jcheck/classpath"
)

// Natives of java.io's file streams and java.io.File: file descriptor 0
// reads the VM's stdin, 1 and 2 write its stdout and stderr; a
// FileInputStream, FileOutputStream or RandomAccessFile opened by name
// reads and writes the execution's view of the file system (files.go):
// the real files (the JDK's own time-zone and locale data, a program's
// input), read once per loader and kept, so that every execution sees the
// same bytes, under an overlay that takes what the program writes. The
// queries of java.io.File (existence, kind, length, access, modification
// time, directory listings, sorted by name) and its changes (delete,
// renameTo, createNewFile, mkdir) use the same view.

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
			if ok {
				t.vm.write(t, a[0].R, bytesOf(data))
			}
			return nothing
		},
		"write(IZ)V": func(t *Thread, a []Value) Value {
			t.vm.write(t, a[0].R, []byte{byte(a[1].I)})
			return nothing
		},
		"open0(Ljava/lang/String;Z)V": func(t *Thread, a []Value) Value {
			t.openFileFor(a[0].R, fileOutputStream, a[1].R, openWrite{write: true, truncate: !a[2].AsBool(), append: a[2].AsBool()})
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
		"checkAccess(Ljava/io/File;I)Z": fileQuery(func(t *Thread, path string, a []Value) Value {
			// FileSystem.ACCESS_READ, _WRITE and _EXECUTE are access(2)'s
			// R_OK, W_OK and X_OK.
			return Bool(t.vm.access(path, uint32(a[2].I)) == 0)
		}),
		"getLastModifiedTime(Ljava/io/File;)J": fileQuery(func(t *Thread, path string, _ []Value) Value {
			if f, ok := t.vm.overlaid(path); ok {
				// Written by this execution: its clock's time, which is
				// the same in every execution (files.go).
				if f.deleted {
					return Long(0)
				}
				return Long(f.times.mtime / 1_000_000)
			}
			if fi, err := os.Stat(path); err == nil {
				return Long(fi.ModTime().UnixMilli())
			}
			return Long(0)
		}),
		"list(Ljava/io/File;)[Ljava/lang/String;": fileQuery(func(t *Thread, path string, _ []Value) Value {
			names := t.vm.list(path)
			if names == nil {
				return Ref(nil)
			}
			objs := make([]*Object, len(names))
			for i, n := range names {
				objs[i] = t.vm.NewString(n)
			}
			return Ref(t.vm.NewObjectArray(t.vm.wk.string, objs))
		}),
		"getNameMax0(Ljava/lang/String;)J": constant(Long(255)),
		"getLength(Ljava/io/File;)J": fileQuery(func(t *Thread, path string, _ []Value) Value {
			if f, ok := t.vm.overlaid(path); ok {
				return Long(int64(len(f.data)))
			}
			if fi, err := os.Stat(path); err == nil {
				return Long(fi.Size())
			}
			return Long(0)
		}),
		"getBooleanAttributes0(Ljava/io/File;)I": fileQuery(func(t *Thread, path string, _ []Value) Value {
			return Int(t.vm.attributes(path))
		}),
		"delete0(Ljava/io/File;)Z": fileQuery(func(t *Thread, path string, _ []Value) Value {
			return Bool(t.vm.remove(path))
		}),
		"rename0(Ljava/io/File;Ljava/io/File;)Z": fileQuery(func(t *Thread, path string, a []Value) Value {
			if !t.nullCheck(a[2].R) {
				return nothing
			}
			return Bool(t.vm.rename(path, filePath(t, a[2].R)))
		}),
		"createDirectory(Ljava/io/File;)Z": fileQuery(func(t *Thread, path string, _ []Value) Value {
			return Bool(t.vm.create(path, true))
		}),
		"createFileExclusively(Ljava/lang/String;)Z": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			path := t.vm.GoString(a[1].R)
			if t.vm.attributes(filepath.Dir(absPath(path)))&fileDirectory == 0 {
				t.ThrowNew("java/io/IOException", "No such file or directory")
				return nothing
			}
			return Bool(t.vm.create(path, false))
		},
		// Permissions are not kept: the view answers as if they were
		// set (the file must exist). Times are (files.go).
		"setLastModifiedTime(Ljava/io/File;J)Z": fileQuery(func(t *Thread, path string, a []Value) Value {
			return Bool(t.vm.setTimes(path, -1, a[2].I*1_000_000) == 0)
		}),
		"setReadOnly(Ljava/io/File;)Z": fileQuery(func(t *Thread, path string, _ []Value) Value {
			return Bool(t.vm.attributes(path)&fileExists != 0)
		}),
		"setPermission(Ljava/io/File;IZZ)Z": fileQuery(func(t *Thread, path string, _ []Value) Value {
			return Bool(t.vm.attributes(path)&fileExists != 0)
		}),
	})
	register("java/io/FileInputStream", map[string]Native{
		"initIDs()V": noop,
		"readBytes([BII)I": func(t *Thread, a []Value) Value {
			return t.readBytes(a, func(b []byte) int { return t.vm.read(t, a[0].R, b) })
		},
		"read0()I": func(t *Thread, a []Value) Value {
			buf := make([]byte, 1)
			if t.vm.read(t, a[0].R, buf) == 0 {
				return Int(-1)
			}
			return Int(int32(buf[0]))
		},
		"available0()I": func(t *Thread, a []Value) Value {
			if t.vm.streamFD(a[0].R, fileInputStream) == 0 {
				return Int(int32(min(t.vm.stdinAvailable(), 1<<31-1)))
			}
			if f := t.vm.openFile(t, a[0].R, fileInputStream); f != nil {
				return Int(int32(min(max(len(t.vm.fileData(f))-f.pos, 0), 1<<31-1)))
			}
			return Int(0)
		},
		// JDK 21 and later: whether the stream reads a file (the
		// standard input is none), and a file's length and position for
		// readAllBytes (0 for the standard input: read it as a stream).
		"isRegularFile0(Ljava/io/FileDescriptor;)Z": func(t *Thread, a []Value) Value {
			return Bool(t.vm.streamFD(a[0].R, fileInputStream) >= firstFileFD)
		},
		"length0()J": func(t *Thread, a []Value) Value {
			if t.vm.streamFD(a[0].R, fileInputStream) < firstFileFD {
				return Long(0)
			}
			if f := t.vm.openFile(t, a[0].R, fileInputStream); f != nil {
				return Long(int64(len(t.vm.fileData(f))))
			}
			return nothing
		},
		"position0()J": func(t *Thread, a []Value) Value {
			if t.vm.streamFD(a[0].R, fileInputStream) < firstFileFD {
				return Long(0)
			}
			if f := t.vm.openFile(t, a[0].R, fileInputStream); f != nil {
				return Long(int64(f.pos))
			}
			return nothing
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
			t.openFileFor(a[0].R, fileInputStream, a[1].R, openWrite{})
			return nothing
		},
	})
	register(randomAccessFile, map[string]Native{
		"initIDs()V": noop,
		"open0(Ljava/lang/String;I)V": func(t *Thread, a []Value) Value {
			// RandomAccessFile.O_RDWR: "rw", "rws" and "rwd" write,
			// creating the file if it is missing.
			t.openFileFor(a[0].R, randomAccessFile, a[1].R, openWrite{write: a[2].I&2 != 0})
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
			return t.readBytes(a, func(b []byte) int { return t.vm.readFile(t, a[0].R, randomAccessFile, b) })
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
				return Long(int64(len(t.vm.fileData(f))))
			}
			return nothing
		},
		"write0(I)V": func(t *Thread, a []Value) Value {
			t.vm.writeFile(t, a[0].R, randomAccessFile, []byte{byte(a[1].I)})
			return nothing
		},
		"writeBytes([BII)V": func(t *Thread, a []Value) Value {
			data, ok := t.byteRange(a[1].R, a[2].AsInt(), a[3].AsInt())
			if ok {
				t.vm.writeFile(t, a[0].R, randomAccessFile, bytesOf(data))
			}
			return nothing
		},
		"setLength(J)V": func(t *Thread, a []Value) Value {
			f := t.vm.openFile(t, a[0].R, randomAccessFile)
			if f == nil {
				return nothing
			}
			o, ok := t.vm.overlaid(f.path)
			if !f.write || !ok {
				t.ThrowNew("java/io/IOException", "Bad file descriptor")
				return nothing
			}
			o.truncate(int(a[1].I))
			t.vm.modified(o)
			f.pos = min(f.pos, int(a[1].I))
			return nothing
		},
	})
}

func init() {
	// java.io.Console: no terminal, as when java's input or output is
	// redirected: System.console() is null, the same in every run.
	register("java/io/Console", map[string]Native{
		"ttyStatus()I":                 constant(Int(0)),
		"istty()Z":                     constant(Bool(false)),
		"encoding()Ljava/lang/String;": constant(Ref(nil)),
		// Echo is on, as the terminal's would be; with no console
		// nothing asks.
		"echo(Z)Z": constant(Bool(true)),
	})
	// JDK 21 and 25 look for a console among the boot layer's providers
	// (JDK 21 also when there is no terminal), which jcheck does not
	// have: there is none.
	replace("java/io/Console", map[string]Native{
		"instantiateConsole(Z)Ljava/io/Console;": constant(Ref(nil)),
		"instantiateConsole()Ljava/io/Console;":  constant(Ref(nil)),
	})
	// java.util.prefs' file locks: the preferences' files are the
	// execution's (files.go), which no other process shares, so a lock
	// is always had (a handle of 1, no error) and given back, and a
	// permission change succeeds, as a file's permissions do elsewhere.
	register("java/util/prefs/FileSystemPreferences", map[string]Native{
		"lockFile0(Ljava/lang/String;IZ)[I": func(t *Thread, _ []Value) Value {
			r := t.newArray(t.vm.must("[I"), 2)
			if r == nil {
				return nothing
			}
			r.Array.([]int32)[0] = 1
			return Ref(r)
		},
		"unlockFile0(I)I":             constant(Int(0)),
		"chmod(Ljava/lang/String;I)I": constant(Int(0)),
	})
}

func init() {
	// Every use of a file by a thread while another is alive is a
	// visible operation on the file system's state (files.go), of the
	// parts it uses (FileUse; anyFileUse's, the whole of it); the standard
	// streams are not (their PrintStream's monitor orders them).
	// A stream's reads and writes use its descriptor and its file's
	// content (FileUse).
	byDescriptor := func(class string, use FileUse) func(*Thread, []Value) (Op, bool) {
		return stateVisible(func(t *Thread, a []Value) (StateAccess, bool) {
			fd := t.vm.streamFD(a[0].R, class)
			return t.vm.descriptorUse(fd, use), fd >= firstFileFD
		})
	}
	// A query of a File reads the paths and its content.
	query := stateVisible(func(t *Thread, a []Value) (StateAccess, bool) {
		if a[1].R == nil {
			return StateAccess{State: FileSystemState}, true
		}
		return StateAccess{State: FileSystemState, File: FileQuery, Path: pathKey(t.vm.GoString(fieldNamed(a[1].R, "path").R))}, true
	})
	for _, sig := range []string{"getBooleanAttributes0(Ljava/io/File;)I", "getLength(Ljava/io/File;)J", "checkAccess(Ljava/io/File;I)Z",
		"getLastModifiedTime(Ljava/io/File;)J", "list(Ljava/io/File;)[Ljava/lang/String;"} {
		visibleNatives["java/io/UnixFileSystem."+sig] = query
	}
	for _, sig := range []string{"delete0(Ljava/io/File;)Z", "rename0(Ljava/io/File;Ljava/io/File;)Z", "createDirectory(Ljava/io/File;)Z",
		"createFileExclusively(Ljava/lang/String;)Z", "setLastModifiedTime(Ljava/io/File;J)Z", "setReadOnly(Ljava/io/File;)Z",
		"setPermission(Ljava/io/File;IZZ)Z"} {
		visibleNatives["java/io/UnixFileSystem."+sig] = anyFileUse
	}
	for _, class := range []string{fileInputStream, fileOutputStream, randomAccessFile} {
		open := "open0(Ljava/lang/String;)V"
		switch class {
		case fileOutputStream:
			open = "open0(Ljava/lang/String;Z)V"
		case randomAccessFile:
			open = "open0(Ljava/lang/String;I)V"
		}
		// Only a FileInputStream opens without creating or truncating.
		write := class != fileInputStream
		visibleNatives[class+"."+open] = stateVisible(func(t *Thread, a []Value) (StateAccess, bool) {
			if a[1].R == nil {
				return StateAccess{State: FileSystemState}, true
			}
			return StateAccess{State: FileSystemState, File: FileOpen, Path: pathKey(t.vm.GoString(a[1].R)), Write: write}, true
		})
	}
	for _, key := range []string{fileInputStream + ".readBytes([BII)I", fileInputStream + ".read0()I", fileInputStream + ".available0()I", fileInputStream + ".skip0(J)J"} {
		visibleNatives[key] = byDescriptor(fileInputStream, FileRead)
	}
	for _, key := range []string{fileOutputStream + ".writeBytes([BIIZ)V", fileOutputStream + ".write(IZ)V"} {
		visibleNatives[key] = byDescriptor(fileOutputStream, FileWrite)
	}
	visibleNatives["java/io/FileDescriptor.close0()V"] = stateVisible(func(t *Thread, a []Value) (StateAccess, bool) {
		fd := int(a[0].R.Fields[mustField(a[0].R.Class, "fd").Slot].I)
		return t.vm.descriptorUse(fd, FileClose), fd >= firstFileFD
	})
	for _, sig := range []string{"read0()I", "readBytes([BII)I", "write0(I)V", "writeBytes([BII)V", "getFilePointer()J", "seek0(J)V", "length()J", "setLength(J)V"} {
		visibleNatives[randomAccessFile+"."+sig] = anyFileUse
	}
	for _, key := range []string{fileInputStream + ".length0()J", fileInputStream + ".position0()J"} {
		visibleNatives[key] = byDescriptor(fileInputStream, FileQuery)
	}
	// JDK 21 and later give these natives a 0 suffix (File's checkAccess0,
	// list0, ..., RandomAccessFile's length0, ...): the same natives.
	for _, sig := range []string{"checkAccess(Ljava/io/File;I)Z", "getLastModifiedTime(Ljava/io/File;)J", "list(Ljava/io/File;)[Ljava/lang/String;",
		"getLength(Ljava/io/File;)J", "createDirectory(Ljava/io/File;)Z", "createFileExclusively(Ljava/lang/String;)Z",
		"setLastModifiedTime(Ljava/io/File;J)Z", "setReadOnly(Ljava/io/File;)Z", "setPermission(Ljava/io/File;IZZ)Z"} {
		renamedNative("java/io/UnixFileSystem", sig)
	}
	for _, sig := range []string{"readBytes([BII)I", "writeBytes([BII)V", "length()J", "setLength(J)V"} {
		renamedNative(randomAccessFile, sig)
	}
}

// anyFileUse makes a native a visible operation on the whole file system
// (FileAny): one whose parts are not told apart.
var anyFileUse = stateVisible(func(*Thread, []Value) (StateAccess, bool) {
	return StateAccess{State: FileSystemState}, true
})

// descriptorUse is the FileSystemState use of an operation of kind use
// through descriptor fd: the descriptor, and the content of the path it
// opened (none if it is not open: the operation fails).
func (vm *VM) descriptorUse(fd int, use FileUse) StateAccess {
	a := StateAccess{State: FileSystemState, File: use, Key: uint32(fd)}
	if f := vm.files[fd]; f != nil && f.path != "" {
		a.Path = pathKey(f.path)
	}
	return a
}

// renamedNative registers the native sig of class, and whether it is
// visible, under its later name: its name with a 0 suffix.
func renamedNative(class, sig string) {
	name, desc, _ := strings.Cut(sig, "(")
	key, key0 := class+"."+sig, class+"."+name+"0("+desc
	natives[key0], visibleNatives[key0] = natives[key], visibleNatives[key]
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

// readBytes is the readBytes(b, off, len) of a stream or a
// RandomAccessFile: read (0 at the end) fills b[off:off+len], checked as
// the JDK's io_util.c does; -1 at the end.
func (t *Thread) readBytes(a []Value, read func(b []byte) int) Value {
	data, ok := t.byteRange(a[1].R, a[2].AsInt(), a[3].AsInt())
	if !ok {
		return nothing
	}
	if len(data) == 0 {
		return Int(0)
	}
	buf := make([]byte, len(data))
	k := read(buf)
	for i := range k {
		data[i] = int8(buf[i])
	}
	if k == 0 {
		return Int(-1)
	}
	return Int(int32(k))
}

// bytesOf copies a Java byte array's elements.
func bytesOf(data []int8) []byte {
	buf := make([]byte, len(data))
	for i := range buf {
		buf[i] = byte(data[i])
	}
	return buf
}

// write sends program output to the VM's stdout or stderr, or to a file
// the stream opened.
func (vm *VM) write(t *Thread, stream *Object, b []byte) {
	var w io.Writer
	switch fd := vm.streamFD(stream, fileOutputStream); {
	case fd == 1:
		w = vm.opts.Stdout
	case fd == 2:
		w = vm.opts.Stderr
	case fd >= firstFileFD:
		vm.writeFile(t, stream, fileOutputStream, b)
		return
	default:
		t.ThrowNew("java/io/IOException", "Stream Closed")
		return
	}
	if r := vm.recorder; r != nil {
		r.printed = true
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

// fileInput is a file open in one execution: its path, the content it
// had when opened if the execution had not written it (a descriptor
// keeps reading what it opened, as on Unix, while the overlay has no
// entry), the position of the next read or write, whether it may write,
// and whether every write goes to the end. A directory's (dir) lists the
// entries it had when opened (natives_nio.go's directory streams), pos
// the next.
type fileInput struct {
	path    string
	data    []byte
	pos     int
	write   bool
	append  bool
	dir     bool
	entries []string
}

// The classes whose objects read and write files by descriptor.
const (
	fileInputStream  = "java/io/FileInputStream"
	fileOutputStream = "java/io/FileOutputStream"
	randomAccessFile = "java/io/RandomAccessFile"
)

// openWrite says how open0 opens a file: for writing (creating it if it
// is missing), emptied first, or with every write at the end.
type openWrite struct{ write, truncate, append bool }

// openFileFor is the open0 of a FileInputStream, FileOutputStream or
// RandomAccessFile (class) of path: give the object a descriptor of this
// execution on the execution's view of the file, or throw
// FileNotFoundException with the JDK's message.
func (t *Thread) openFileFor(obj *Object, class string, path *Object, how openWrite) {
	if !t.nullCheck(path) {
		return
	}
	name := t.vm.GoString(path)
	vm := t.vm
	f := &fileInput{path: absPath(name), write: how.write, append: how.append}
	if how.write {
		o, err := vm.writable(name, how.truncate)
		if err != nil {
			t.ThrowNew("java/io/FileNotFoundException", name+" ("+err.Error()+")")
			return
		}
		if how.append {
			f.pos = len(o.data)
		}
	} else {
		data, err := vm.content(name)
		if err != nil {
			t.ThrowNew("java/io/FileNotFoundException", name+" ("+err.Error()+")")
			return
		}
		f.data = data
	}
	fd := vm.newFD(f)
	fdObj := obj.Fields[mustField(vm.must(class), "fd").Slot].R
	fdObj.Fields[mustField(fdObj.Class, "fd").Slot] = Int(int32(fd))
}

// newFD gives an open file the next descriptor number of the execution.
func (vm *VM) newFD(f *fileInput) int {
	if vm.files == nil {
		vm.files = map[int]*fileInput{}
	}
	vm.nextFD = max(vm.nextFD, firstFileFD)
	fd := vm.nextFD
	vm.nextFD++
	vm.files[fd] = f
	return fd
}

// openFile is the open file a stream or RandomAccessFile (class) uses,
// nil (with an IOException thrown) if it is closed.
func (vm *VM) openFile(t *Thread, obj *Object, class string) *fileInput {
	f := vm.files[vm.streamFD(obj, class)]
	if f == nil {
		t.ThrowNew("java/io/IOException", "Stream Closed")
	}
	return f
}

// fileData is what an open file reads: the overlay's content of its
// path, or what it opened.
func (vm *VM) fileData(f *fileInput) []byte {
	if o, ok := vm.overlaid(f.path); ok && !o.deleted && !o.dir {
		return o.data
	}
	return f.data
}

// readFile reads from the file position on; 0 at the end (or past it).
func (vm *VM) readFile(t *Thread, obj *Object, class string, b []byte) int {
	f := vm.openFile(t, obj, class)
	if f == nil {
		return 0
	}
	n := vm.fileReadAt(f, b, f.pos)
	f.pos += n
	return n
}

// fileReadAt reads what an open file holds from pos on into b; 0 at the
// end (or past it).
func (vm *VM) fileReadAt(f *fileInput, b []byte, pos int) int {
	data := vm.fileData(f)
	return copy(b, data[min(pos, len(data)):])
}

// writeFile writes at the file position (at the end when appending),
// into the execution's overlay; a descriptor open for reading fails as
// on Unix.
func (vm *VM) writeFile(t *Thread, obj *Object, class string, b []byte) {
	f := vm.openFile(t, obj, class)
	if f == nil {
		return
	}
	if !f.write {
		t.ThrowNew("java/io/IOException", "Bad file descriptor")
		return
	}
	f.pos = vm.fileWriteAt(f, b, -1)
}

// fileWriteAt writes b into an open file's overlay entry at pos (-1: at
// the file position, or the end when appending) and returns the
// position after it.
func (vm *VM) fileWriteAt(f *fileInput, b []byte, pos int) int {
	o, ok := vm.overlaid(f.path)
	if pos < 0 {
		pos = f.pos
		if f.append && ok {
			pos = len(o.data)
		}
	}
	if !ok || o.deleted || o.dir {
		// Deleted or renamed while open: the bytes go to a file no
		// path names any more.
		return pos + len(b)
	}
	o.writeAt(pos, b)
	vm.modified(o)
	return pos + len(b)
}

// fileQuery is a native of UnixFileSystem that takes a java.io.File (its
// first argument): fn gets the file's path.
func fileQuery(fn func(t *Thread, path string, a []Value) Value) Native {
	return func(t *Thread, a []Value) Value {
		if !t.nullCheck(a[1].R) {
			return nothing
		}
		return fn(t, filePath(t, a[1].R), a)
	}
}

// maxFileSize bounds a file of the real file system the program reads:
// jcheck reads it whole, and keeps it for every execution.
const maxFileSize = 1 << 30

// fileContent is the content of a file of the real file system, read on
// first use and kept for every execution of the loader. The error is the
// reason the JDK gives, as FileNotFoundException's message has it.
func (l *Loader) fileContent(path string) ([]byte, error) {
	if data, ok := entropyDevice(path); ok {
		return data, nil
	}
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
	case !fi.Mode().IsRegular():
		// A device or a pipe may have no end: jcheck reads a file whole.
		return nil, errors.New("Not a regular file")
	case fi.Size() > maxFileSize:
		return nil, errors.New("File too large")
	}
	data, err := classpath.ReadRegularFile(path, maxFileSize)
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
