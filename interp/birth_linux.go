//go:build linux && (amd64 || arm64)

package interp

import (
	"encoding/binary"
	"runtime"
	"syscall"
	"unsafe"
)

// sysStatx is statx(2)'s number, which package syscall does not name on
// these architectures.
var sysStatx = map[string]uintptr{"amd64": 332, "arm64": 291}[runtime.GOARCH]

// realBirth is the birth time of a real file, in nanoseconds since the
// epoch, as statx(2) gives it (java's creationTime on Linux); false when
// the file system or the kernel does not keep one.
func realBirth(path string) (int64, bool) {
	const statxBtime = 0x800
	atFDCWD := -100 // the working directory (a relative path's base)
	p, err := syscall.BytePtrFromString(path)
	if err != nil {
		return 0, false
	}
	// struct statx: stx_mask first, stx_btime (a 64-bit second, a 32-bit
	// nanosecond) at byte 80, in the machine's (little-endian) order.
	var buf [256]byte
	_, _, errno := syscall.Syscall6(sysStatx, uintptr(atFDCWD), uintptr(unsafe.Pointer(p)), 0, statxBtime, uintptr(unsafe.Pointer(&buf[0])), 0)
	if errno != 0 || binary.LittleEndian.Uint32(buf[0:4])&statxBtime == 0 {
		return 0, false
	}
	return int64(binary.LittleEndian.Uint64(buf[80:88]))*1_000_000_000 + int64(binary.LittleEndian.Uint32(buf[88:92])), true
}
