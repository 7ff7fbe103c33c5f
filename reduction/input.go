package reduction

import (
	"io"
	"sync"
)

// Input is a program's standard input for a search. A stream can be read
// only once, but every execution of a search must read the same bytes
// from the start: the first execution that reads its standard input
// reads the stream to its end, and every execution then reads the bytes
// kept. A program that never reads it leaves the stream alone (a
// terminal is not waited for).
type Input struct {
	r    io.Reader
	once sync.Once
	data []byte
	err  error
	// used is set once an execution has read it.
	used bool
}

// NewInput makes the standard input of a search from a stream.
func NewInput(r io.Reader) *Input { return &Input{r: r} }

// read reads the stream to its end, once.
func (in *Input) read() ([]byte, error) {
	in.once.Do(func() {
		in.data, in.err = io.ReadAll(in.r)
		in.used = true
	})
	return in.data, in.err
}

// Bytes returns what the program was given on its standard input, and
// whether any execution read it.
func (in *Input) Bytes() (data []byte, used bool) { return in.data, in.used }

// inputReader is one execution's standard input: its position in the
// search's Input.
type inputReader struct {
	in  *Input
	pos int
}

func (r *inputReader) Read(b []byte) (int, error) {
	data, err := r.in.read()
	if err != nil {
		// The same error in every execution.
		return 0, err
	}
	if r.pos >= len(data) {
		return 0, io.EOF
	}
	n := copy(b, data[r.pos:])
	r.pos += n
	return n, nil
}

// Available is how much of the input is left to read: all of it is in
// memory (interp.InputAvailable).
func (r *inputReader) Available() int {
	data, err := r.in.read()
	if err != nil {
		return 0
	}
	return max(len(data)-r.pos, 0)
}
