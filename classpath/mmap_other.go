//go:build !(darwin || dragonfly || freebsd || linux || netbsd || openbsd)

package classpath

import "os"

// mapFile reads the whole file: this system has no syscall.Mmap. unmap is
// always nil.
func mapFile(f *os.File, size int64) (data []byte, unmap func() error, err error) {
	data, err = readWhole(f, size)
	return data, nil, err
}
