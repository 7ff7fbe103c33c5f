package interp

import (
	"io"
	"os"
	"path/filepath"
	"strings"
)

// Natives of java.io's file streams, for the standard streams only: file
// descriptor 0 reads the VM's stdin, 1 and 2 write its stdout and stderr.
// Opening files by name is not supported. Of the file system, the queries
// the class loaders make of the class path (canonical paths, whether a
// file exists and is a directory) read the real one.

func init() {
	register("java/io/FileDescriptor", map[string]Native{
		"initIDs()V":    noop,
		"getHandle(I)J": constant(Long(-1)),
		"getAppend(I)Z": constant(Bool(false)),
		"close0()V":     noop,
		"sync()V":       noop,
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
		"getBooleanAttributes0(Ljava/io/File;)I": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			return Int(fileAttributes(t.vm.GoString(fieldNamed(a[1].R, "path").R)))
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
		"available0()I": constant(Int(0)),
		"open0(Ljava/lang/String;)V": func(t *Thread, a []Value) Value {
			unsupported("reading the file %q", t.vm.GoString(a[1].R))
			return nothing
		},
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

// read takes program input from the VM's stdin; 0 at end of input.
func (vm *VM) read(t *Thread, stream *Object, b []byte) int {
	if vm.streamFD(stream, "java/io/FileInputStream") != 0 {
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
