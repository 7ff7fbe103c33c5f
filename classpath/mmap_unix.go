//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package classpath

import (
	"math"
	"os"
	"syscall"
)

// mapFile maps the file read-only, so that opening a 100+ MB image costs
// nothing and only the pages lookups touch are read. It falls back to reading
// the file where mapping fails (some file systems cannot be mapped); unmap is
// nil then.
func mapFile(f *os.File, size int64) (data []byte, unmap func() error, err error) {
	if size > 0 && size <= math.MaxInt {
		data, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
		if err == nil {
			return data, func() error { return syscall.Munmap(data) }, nil
		}
	}
	data, err = readWhole(f, size)
	return data, nil, err
}
