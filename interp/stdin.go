package interp

import "io"

// SetInput gives the program another standard input: a search gives each
// execution its own reader of the same bytes.
func (vm *VM) SetInput(stdin io.Reader) {
	vm.opts.Stdin = stdin
}

// InputAvailable is a standard input that knows how many bytes it can
// give without blocking (FileInputStream.available on descriptor 0).
type InputAvailable interface {
	io.Reader
	Available() int
}

// stdinAvailable is what System.in's available() answers: 0 for a stream
// that cannot say (a terminal, a pipe), as java may.
func (vm *VM) stdinAvailable() int {
	if in, ok := vm.opts.Stdin.(InputAvailable); ok {
		return in.Available()
	}
	return 0
}
