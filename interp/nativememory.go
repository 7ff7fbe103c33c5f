package interp

import (
	"fmt"
	"sort"
)

// Memory outside the Java heap: what Unsafe.allocateMemory returns, and
// so what a direct ByteBuffer reads and writes (java.nio.DirectByteBuffer
// keeps the address of the block it allocated and calls Unsafe.getX(null,
// address)). It is part of each execution's state, cloned and
// fingerprinted with the heap.
//
// Addresses are jcheck's own and the same in every execution and replay:
// blocks are handed out upwards from nativeBase, aligned to 16 bytes as
// malloc aligns them, with a 16-byte gap after each, and never reused, so
// that an access past a block's end or through a freed block's address
// names no live block and is reported (HotSpot would read whatever is
// there; jcheck stops with an error naming the address). A new block's
// bytes are zero, not malloc's garbage. Each block's bytes live in a
// byte[] the program cannot reach.
//
// Any thread that knows an address may use it, and an address is a long
// that no reachability follows: native memory counts as shared from the
// moment a second thread was started (nativeShared). From then on its
// accesses are observed for data races and LD', and volatile and
// compare-and-set accesses are visible operations, as for a shared heap
// array's elements; the location is the block and the offset of the
// access's first byte (a bulk copy is observed at the first byte of each
// range). Plain accesses become visible operations too where the
// race-adaptive search promoted the block's allocation site, as a heap
// array's elements do.
type nativeMemory struct {
	// next is the address of the next block.
	next int64
	// live is the number of bytes allocated and not freed.
	live int64
	// blocks are every block allocated, in address order; a freed one
	// keeps its range with mem nil.
	blocks []nativeBlock
}

type nativeBlock struct {
	addr, size int64
	mem        *Object
}

const (
	// nativeBase is the first block's address: above 4 GiB, so that an
	// address truncated to an int is out of range.
	nativeBase = 1 << 32
	// nativeAlign is malloc's alignment on x86-64 and the gap left after
	// each block.
	nativeAlign = 16
)

// allocateNative gives a new block of size bytes (size > 0), zeroed, or 0
// when the block is larger than a byte[] can be (which holds it) or the
// live blocks and this one would exceed the heap limit (where
// Unsafe.allocateMemory throws OutOfMemoryError: "Unable to allocate",
// the error of a malloc that failed; HotSpot bounds the direct buffers'
// memory by the heap limit too, java.nio.Bits.reserveMemory).
func (vm *VM) allocateNative(size int64) int64 {
	return vm.allocateNativeAligned(size, nativeAlign)
}

// allocateNativeAligned is allocateNative for a block whose address is a
// multiple of align (a power of two; a file's mapping starts at a page).
func (vm *VM) allocateNativeAligned(size, align int64) int64 {
	m := &vm.native
	if max := vm.opts.MaxHeap; max >= 0 && size > max-m.live || size > maxArrayLength {
		return 0
	}
	if m.next == 0 {
		m.next = nativeBase
	}
	m.next = (m.next + align - 1) &^ (align - 1)
	vm.allocs++
	mem := &Object{Class: vm.wk.byteArray, Array: make([]int8, size), id: vm.allocs, flags: flagShared}
	if t := vm.current; vm.recorder != nil && t != nil {
		// The block is allocated by the code that asked Unsafe for it:
		// its allocating thread (--init=strict) and allocation site, for
		// the race-adaptive search to promote (promote.go), are that
		// frame's.
		n := len(t.frames)
		t.frames = t.frames[:t.memoryCaller()]
		vm.noteAllocation(mem)
		// A native that allocates (FileChannelImpl.map0) is not a
		// site: the code that called it is.
		for i := len(t.frames) - 1; i >= 0; i-- {
			if f := &t.frames[i]; f.code != nil {
				vm.setSite(mem, Site{f.method, max(f.pc-1, 0)})
				break
			}
		}
		t.frames = t.frames[:n]
	}
	addr := m.next
	m.blocks = append(m.blocks, nativeBlock{addr: addr, size: size, mem: mem})
	m.next += (size + 2*nativeAlign - 1) &^ (nativeAlign - 1)
	m.live += size
	return addr
}

// freeNative frees the block at addr (Unsafe.freeMemory; 0 is no block).
func (vm *VM) freeNative(addr int64, what string) {
	if addr == 0 {
		return
	}
	b := &vm.native.blocks[vm.blockAt(addr, what)]
	vm.native.live -= b.size
	b.mem = nil
}

// reallocateNative is Unsafe.reallocateMemory: the block always moves
// (as realloc may), keeping the bytes both sizes hold, so that a stale
// address is caught; 0 when the new block does not fit.
func (vm *VM) reallocateNative(addr, size int64) int64 {
	old := vm.native.blocks[vm.blockAt(addr, "Unsafe.reallocateMemory")].mem
	n := vm.allocateNative(size)
	if n == 0 {
		return 0
	}
	copy(vm.nativeBytes(n, size, "Unsafe.reallocateMemory"), old.Array.([]int8))
	vm.freeNative(addr, "Unsafe.reallocateMemory")
	return n
}

// blockAt is the index of the live block that starts at addr; any other
// address stops the execution with an error naming the call (what).
func (vm *VM) blockAt(addr int64, what string) int {
	i, ok := vm.native.find(addr)
	if !ok || vm.native.blocks[i].addr != addr || vm.native.blocks[i].mem == nil {
		fatalf("%s of native address %#x, which is not the start of an allocated block: %s", what, addr, vm.native.describe(addr, 1))
	}
	return i
}

// find returns the index of the block whose range holds addr, or of the
// last block starting before it (ok false when there is none).
func (m *nativeMemory) find(addr int64) (int, bool) {
	i := sort.Search(len(m.blocks), func(i int) bool { return m.blocks[i].addr > addr }) - 1
	return i, i >= 0
}

// describe says where addr is with respect to the allocated memory, for
// an error message about an access of n bytes there (or a free).
func (m *nativeMemory) describe(addr, n int64) string {
	i, ok := m.find(addr)
	if !ok {
		return "no memory was allocated there"
	}
	b := m.blocks[i]
	switch {
	case b.mem == nil:
		return fmt.Sprintf("the block of %d bytes at %#x was freed", b.size, b.addr)
	case addr >= b.addr+b.size:
		return fmt.Sprintf("it is past the end of the block of %d bytes at %#x", b.size, b.addr)
	case addr+n > b.addr+b.size:
		return fmt.Sprintf("the access runs past the end of the block of %d bytes at %#x", b.size, b.addr)
	}
	return fmt.Sprintf("it is inside the block of %d bytes at %#x", b.size, b.addr)
}

// nativeShared reports whether native memory is shared: whether the
// execution has started a second thread (the system threads started
// during boot never run).
func (vm *VM) nativeShared() bool {
	running := 0
	for _, t := range vm.threads {
		if !t.dormant {
			running++
		}
	}
	return running > 1
}

// nativeLocation finds the live block that holds the n bytes at addr and
// the offset of addr in it.
func (vm *VM) nativeLocation(addr, n int64) (*Object, int64, bool) {
	i, ok := vm.native.find(addr)
	if !ok {
		return nil, 0, false
	}
	b := vm.native.blocks[i]
	off := addr - b.addr
	if b.mem == nil || n < 0 || off+n > b.size {
		return nil, 0, false
	}
	return b.mem, off, true
}

// nativeBytes is the n bytes at addr, which must lie in one live block;
// otherwise the execution stops with an error naming the access (what).
func (vm *VM) nativeBytes(addr, n int64, what string) []int8 {
	mem, off, ok := vm.nativeLocation(addr, n)
	if !ok {
		unit := "bytes"
		if n == 1 {
			unit = "byte"
		}
		fatalf("%s of %d %s at native address %#x, outside the allocated memory: %s", what, n, unit, addr, vm.native.describe(addr, n))
	}
	return mem.Array.([]int8)[off : off+n]
}

// locationName names the byte at offset slot of the block whose bytes o
// holds, for reports (a scan of the blocks); ok is false if o holds none.
func (m *nativeMemory) locationName(o *Object, slot int) (string, bool) {
	for _, b := range m.blocks {
		if b.mem == o {
			return fmt.Sprintf("native memory at %#x", b.addr+int64(slot)), true
		}
	}
	return "", false
}

// clone copies the blocks' bytes with the rest of the state.
func (m nativeMemory) clone(c *cloner) nativeMemory {
	m.blocks = append([]nativeBlock(nil), m.blocks...)
	for i := range m.blocks {
		m.blocks[i].mem = c.object(m.blocks[i].mem)
	}
	return m
}

// hash hashes the blocks: their addresses, sizes and bytes (a freed one
// as freed) and the next address, which the program sees.
func (f *fingerprinter) nativeMemory(m *nativeMemory) {
	f.word(uint64(m.next))
	f.word(uint64(len(m.blocks)))
	for _, b := range m.blocks {
		f.word(uint64(b.addr))
		f.word(uint64(b.size))
		f.ref(b.mem)
	}
}
