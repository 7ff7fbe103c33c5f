package interp

import (
	"slices"
	"syscall"
	"unsafe"
)

// Mappings of files (FileChannel.map) on the execution's view of the
// file system (files.go). A mapping is a block of native memory
// (nativememory.go), so a MappedByteBuffer is a direct buffer like
// another; what differs is where its bytes live:
//
//   - a shared mapping (READ_ONLY, READ_WRITE) of a file is the file:
//     its block's byte[] is a slice of the overlay entry's content, so
//     what a thread writes through the mapping, reads through a channel
//     or a stream and every other mapping of the file see at once, and
//     what is written to the file the mappings see, as the page cache
//     makes them one on Linux. The entry is made when the file is mapped
//     (from the real file's content; WriteFiles leaves an entry only
//     ever mapped read-only alone). When the file grows past the
//     content's array, the array moves and the mappings with it; a
//     mapping past the end of a file that shrank keeps the bytes it had
//     (where Linux would raise SIGBUS), and a file that grows again
//     shows zeros there, in the mapping too;
//   - a private mapping (PRIVATE) is a copy of the file's bytes, which
//     its writes change alone (copy-on-write; Linux leaves unspecified
//     whether a private mapping sees later writes to the file, and Java
//     too).
//
// Unmapping frees the block; force, load and isLoaded have nothing to
// do (the bytes are always the file's and always in memory). A mapping
// outlives its channel, as in Java, and follows its file through a
// rename; a deleted file's mappings keep its bytes.

// The prot argument of map0 (FileChannelImpl.MAP_*).
const (
	mapReadOnly  = 0
	mapReadWrite = 1
	mapPrivate   = 2
	// mapPage is the alignment of a mapping's address, the allocation
	// granularity FileChannelImpl.initIDs gives.
	mapPage = 4096
)

// fileMapping is a shared mapping of an overlay entry: its block's bytes
// are the entry's from pos on.
type fileMapping struct {
	mem *Object
	pos int
}

// mappedEnd is the end of the file's furthest mapping: its content's
// array holds at least that many bytes.
func (f *overlayFile) mappedEnd() int {
	end := 0
	for _, m := range f.mappings {
		end = max(end, m.pos+len(m.mem.Array.([]int8)))
	}
	return end
}

// resize makes the content n bytes long (n >= its length), the new bytes
// zero; where the array must grow, it leaves room for every mapping and
// they move with it.
func (f *overlayFile) resize(n int) {
	old := len(f.data)
	if need := max(n, f.mappedEnd()); need > cap(f.data) {
		d := make([]byte, n, max(need, 2*cap(f.data)))
		copy(d, f.data)
		f.data = d
		f.realias()
		return
	}
	f.data = f.data[:n]
	clear(f.data[old:])
}

// realias points every mapping's bytes at the content's array.
func (f *overlayFile) realias() {
	all := f.data[:cap(f.data)]
	for _, m := range f.mappings {
		m.mem.Array = int8s(all[m.pos : m.pos+len(m.mem.Array.([]int8))])
	}
}

// int8s is b as a byte[]'s elements, the same memory.
func int8s(b []byte) []int8 {
	return unsafe.Slice((*int8)(unsafe.Pointer(unsafe.SliceData(b))), len(b))
}

// mapFile is map0: a mapping of length bytes of the file open at fd from
// position on, its address or 0 after throwing. FileChannelImpl has
// checked the mode against the channel and extended the file to
// position+length.
func (t *Thread) mapFile(fd *Object, prot int32, position, length int64) Value {
	vm := t.vm
	f := vm.openDescriptor(t, fd)
	if f == nil {
		return nothing
	}
	if position < 0 || length <= 0 || length > maxArrayLength || f.dir || prot < mapReadOnly || prot > mapPrivate {
		t.ThrowNew("java/io/IOException", strerror(syscall.EINVAL))
		return nothing
	}
	addr := vm.allocateNativeAligned(length, mapPage)
	if addr == 0 {
		// map0's error for mmap's ENOMEM, which FileChannelImpl tries
		// once more after a collection.
		t.ThrowNew("java/lang/OutOfMemoryError", "Map failed")
		return nothing
	}
	mem := vm.native.blocks[len(vm.native.blocks)-1].mem
	// The JDK's own code asked for the block, but its bytes are the
	// program's data, as a direct buffer's are: their accesses are
	// checked for races, not trusted as the library's state.
	mem.flags &^= flagTrustedState
	private := func(data []byte) Value {
		if position < int64(len(data)) {
			copy(mem.Array.([]int8), int8s(data[position:]))
		}
		return Long(addr)
	}
	if prot == mapPrivate {
		return private(vm.fileData(f))
	}
	o, ok := vm.overlaid(f.path)
	switch {
	case ok && (o.deleted || o.dir):
		// The path no longer names the file the descriptor opened: the
		// mapping has its bytes alone.
		return private(f.data)
	case !ok:
		// The real file, as the descriptor reads it.
		o = &overlayFile{data: slices.Clone(f.data), pristine: prot == mapReadOnly, times: realTimes(f.path)}
		vm.setOverlay(absPath(f.path), o)
	}
	if prot == mapReadWrite {
		o.pristine = false
		vm.modified(o)
	}
	o.mappings = append(o.mappings, fileMapping{mem: mem, pos: int(position)})
	if end := int(position + length); end > cap(o.data) {
		o.resize(len(o.data)) // a new array, with room for the mapping
	} else {
		o.realias()
	}
	return Long(addr)
}

// unmapFile is unmap0: the mapping's block is freed and its file no
// longer shares its bytes with it.
func (t *Thread) unmapFile(addr int64) Value {
	vm := t.vm
	mem := vm.native.blocks[vm.blockAt(addr, "FileChannel unmap")].mem
	for _, o := range vm.overlay {
		o.mappings = slices.DeleteFunc(o.mappings, func(m fileMapping) bool { return m.mem == mem })
	}
	vm.freeNative(addr, "FileChannel unmap")
	return Int(0)
}

func init() {
	// JDK 17: map0 is FileChannelImpl's, on its own descriptor.
	register("sun/nio/ch/FileChannelImpl", map[string]Native{
		"map0(IJJZ)J": func(t *Thread, a []Value) Value {
			return t.mapFile(fieldNamed(a[0].R, "fd").R, a[1].AsInt(), a[2].I, a[3].I)
		},
		"unmap0(JJ)I": func(t *Thread, a []Value) Value { return t.unmapFile(a[0].I) },
	})
	// JDK 25: the dispatcher's, given the descriptor.
	register(unixFileDispatcher, map[string]Native{
		"map0(Ljava/io/FileDescriptor;IJJZ)J": func(t *Thread, a []Value) Value {
			return t.mapFile(a[0].R, a[1].AsInt(), a[2].I, a[3].I)
		},
		"unmap0(JJ)I": func(t *Thread, a []Value) Value { return t.unmapFile(a[0].I) },
	})
	register("java/nio/MappedMemoryUtils", map[string]Native{
		"registerNatives()V":                  noop,
		"isLoaded0(JJJ)Z":                     constant(Bool(true)),
		"load0(JJ)V":                          noop,
		"unload0(JJ)V":                        noop,
		"force0(Ljava/io/FileDescriptor;JJ)V": noop,
	})
}
