// Package inflate decodes DEFLATE streams (RFC 1951): stored, fixed and
// dynamic Huffman blocks over a 32 KB window that a preset dictionary can
// prime. Its faults carry zlib's messages ("invalid block type",
// "invalid distance too far back", …), which java.util.zip.Inflater
// throws.
//
// The decoder reads its input a byte at a time, and only when the symbol
// it decodes needs more bits, so it never reads past the end of the
// stream's last block (a zlib or gzip trailer that follows stays unread).
// If the source tells how much input it holds without blocking (a
// Buffered() int method, as bufio.Reader's), the decoder returns the
// output it has made before it would wait for more, as zlib's inflate
// returns all the output its input gives.
package inflate

import (
	"bufio"
	"errors"
	"io"
	"math/bits"
	"slices"
)

// CorruptInputError is a fault of the compressed data; its Error is
// zlib's message for it.
type CorruptInputError struct {
	Offset int64 // input bytes read when it was found
	Msg    string
}

func (e *CorruptInputError) Error() string { return e.Msg }

const (
	windowSize = 32 << 10
	// chunk is how much output a step makes at most before Read returns
	// it (a match may go past it by up to maxMatch-1 bytes).
	chunk    = 32 << 10
	maxMatch = 258
	// slideAt is the history length past which a step first keeps only
	// the last windowSize bytes.
	slideAt = 3 * windowSize
)

// Length and distance bases and extra bits (RFC 1951, 3.2.5).
var (
	lengthBase = [29]uint16{3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
		35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258}
	lengthExtra = [29]uint8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
		3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	distBase = [30]uint16{1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
		257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577}
	distExtra = [30]uint8{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
		7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}
	// codeLengthOrder is the order of the code length code's lengths in
	// a dynamic block's header (RFC 1951, 3.2.7).
	codeLengthOrder = [19]uint8{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}
)

// A code is a canonical Huffman code as a table indexed by the next n
// input bits (the first bit lowest). An entry is symbol<<5 | length, with
// invalidBit set where the bits make no valid code; an entry 0 is a
// pattern no code starts (of an incomplete code), invalid once n bits
// are there.
type code struct {
	table []uint32
	n     uint
}

const invalidBit = 16

// build makes c the canonical code of the code lengths lens (RFC 1951,
// 3.2.2). It returns how far the code is from complete, in units of
// 2^-15 (negative: over-subscribed, and c is not built) and the longest
// length (0: no symbol has a code, and c is not built).
func (c *code) build(lens []uint8) (left int, longest uint) {
	var count [16]int
	for _, l := range lens {
		count[l]++
	}
	longest = 15
	for longest > 0 && count[longest] == 0 {
		longest--
	}
	left = 1
	for l := 1; l <= 15; l++ {
		left = left<<1 - count[l]
		if left < 0 {
			return left, longest
		}
	}
	if longest == 0 {
		return left, 0
	}
	var next [16]int
	count[0] = 0
	for l, v := 1, 0; l <= 15; l++ {
		v = (v + count[l-1]) << 1
		next[l] = v
	}
	size := 1 << longest
	if cap(c.table) < size {
		c.table = make([]uint32, size)
	} else {
		c.table = c.table[:size]
		if left > 0 {
			clear(c.table)
		}
	}
	c.n = longest
	for sym, l := range lens {
		if l == 0 {
			continue
		}
		v := next[l]
		next[l]++
		e := uint32(sym)<<5 | uint32(l)
		for i := int(bits.Reverse16(uint16(v)) >> (16 - l)); i < size; i += 1 << l {
			c.table[i] = e
		}
	}
	return left, longest
}

// one makes c a code of one-bit patterns that all decode to the entry e
// (zlib's stand-in for a code without symbols).
func (c *code) one(e uint32) {
	c.table = append(c.table[:0], e, e)
	c.n = 1
}

// fixedLit and fixedDist are the fixed Huffman codes (RFC 1951, 3.2.6),
// symbols 286, 287 and distances 30, 31 included, which are invalid.
var fixedLit, fixedDist = func() (lit, dist code) {
	var lens [288]uint8
	for i := range lens {
		switch {
		case i < 144:
			lens[i] = 8
		case i < 256:
			lens[i] = 9
		case i < 280:
			lens[i] = 7
		default:
			lens[i] = 8
		}
	}
	lit.build(lens[:])
	var d [32]uint8
	for i := range d {
		d[i] = 5
	}
	dist.build(d[:])
	return lit, dist
}()

type state uint8

const (
	blockHeader state = iota
	storedData
	huffmanData
	streamEnd
)

type decoder struct {
	src io.ByteReader
	// buffered is the source's count of input it holds, if it tells;
	// avail is a count of input known to be there without blocking.
	buffered interface{ Buffered() int }
	avail    int
	offset   int64
	// eager: the step has made output, so more does not wait for input
	// but pauses the step; taken is the input the step's current item
	// has taken, and back is input put back, to take before the source.
	eager       bool
	taken, back []byte

	bits uint64 // input bits taken and not used, the next lowest
	nb   uint   // how many

	// hist is the output, of which the last windowSize bytes (and the
	// dictionary before any) are the window; rpos is how much of it
	// Read has returned.
	hist []byte
	rpos int

	state     state
	final     bool
	stored    int // bytes of a stored block still to copy
	lit, dist *code
	dynLit    code
	dynDist   code
	codeLens  code
	lens      [286 + 30]uint8

	err error
}

// NewReader is a reader of the data the DEFLATE stream r holds. If r is
// no io.ByteReader it is read through a bufio.Reader, which may read
// past the stream's end.
func NewReader(r io.Reader) io.ReadCloser {
	return NewReaderDict(r, nil)
}

// NewReaderDict is NewReader with the window primed with dict (its last
// 32 KB), as a zlib preset dictionary does.
func NewReaderDict(r io.Reader, dict []byte) io.ReadCloser {
	d := &decoder{}
	if br, ok := r.(io.ByteReader); ok {
		d.src = br
	} else {
		d.src = bufio.NewReader(r)
	}
	d.buffered, _ = d.src.(interface{ Buffered() int })
	if len(dict) > windowSize {
		dict = dict[len(dict)-windowSize:]
	}
	d.hist = append(make([]byte, 0, max(len(dict), 4096)), dict...)
	d.rpos = len(d.hist)
	return d
}

func (d *decoder) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for {
		if d.rpos < len(d.hist) {
			n := copy(p, d.hist[d.rpos:])
			d.rpos += n
			return n, nil
		}
		if d.err != nil {
			return 0, d.err
		}
		d.step()
	}
}

// Close ends the reader; reading after it fails.
func (d *decoder) Close() error {
	if d.err == nil || d.err == io.EOF {
		d.err = errClosed
	}
	return nil
}

var errClosed = &CorruptInputError{Msg: "inflate: reader closed"}

func (d *decoder) corrupt(msg string) error {
	return &CorruptInputError{Offset: d.offset, Msg: msg}
}

// step decodes up to a chunk of output into hist, all of which Read has
// returned before: less if the stream ends or fails, or if the source
// would block for input when some output is made.
func (d *decoder) step() {
	if len(d.hist) > slideAt {
		n := copy(d.hist, d.hist[len(d.hist)-windowSize:])
		d.hist = d.hist[:n]
		d.rpos = n
	}
	start := len(d.hist)
	for d.err == nil && len(d.hist)-start < chunk {
		// Once there is output, a step that would wait for input
		// pauses instead: it puts back the input of the item it began
		// and returns, to begin it again in the next step.
		d.eager = d.buffered != nil && len(d.hist) > start
		bits, nb := d.bits, d.nb
		d.taken = d.taken[:0]
		var err error
		switch d.state {
		case blockHeader:
			err = d.blockHeader()
		case storedData:
			err = d.storedByte()
		case huffmanData:
			err = d.symbol()
		case streamEnd:
			err = io.EOF
		}
		if err == errPause {
			d.bits, d.nb = bits, nb
			d.back = append(slices.Clone(d.taken), d.back...)
			return
		}
		d.err = err
	}
}

// errPause is more's answer when the step is to pause.
var errPause = errors.New("inflate: pause")

// more takes a byte of input.
func (d *decoder) more() error {
	var b byte
	if len(d.back) > 0 {
		b, d.back = d.back[0], d.back[1:]
	} else {
		if d.eager && d.avail == 0 {
			if d.avail = d.buffered.Buffered(); d.avail == 0 {
				return errPause
			}
		}
		var err error
		if b, err = d.src.ReadByte(); err != nil {
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return err
		}
		d.offset++
		if d.avail > 0 {
			d.avail--
		}
	}
	d.taken = append(d.taken, b)
	d.bits |= uint64(b) << d.nb
	d.nb += 8
	return nil
}

// getBits takes the next n bits (n <= 32) as a number, first bit lowest.
func (d *decoder) getBits(n uint) (int, error) {
	for d.nb < n {
		if err := d.more(); err != nil {
			return 0, err
		}
	}
	v := int(d.bits & (1<<n - 1))
	d.bits >>= n
	d.nb -= n
	return v, nil
}

// decode takes the next symbol of c: -1 if the bits make no code.
func (d *decoder) decode(c *code) (int, error) {
	mask := uint64(1)<<c.n - 1
	for {
		e := c.table[d.bits&mask]
		l := uint(e & 15)
		if l != 0 && l <= d.nb {
			if e&invalidBit != 0 {
				return -1, nil
			}
			d.bits >>= l
			d.nb -= l
			return int(e >> 5), nil
		}
		if l == 0 && d.nb >= c.n {
			return -1, nil
		}
		if err := d.more(); err != nil {
			return 0, err
		}
	}
}

func (d *decoder) endBlock() {
	if d.final {
		d.state = streamEnd
	} else {
		d.state = blockHeader
	}
}

func (d *decoder) blockHeader() error {
	h, err := d.getBits(3)
	if err != nil {
		return err
	}
	d.final = h&1 != 0
	switch h >> 1 {
	case 0:
		// The rest of the byte is skipped; LEN and NLEN follow.
		d.bits >>= d.nb & 7
		d.nb -= d.nb & 7
		v, err := d.getBits(32)
		if err != nil {
			return err
		}
		n, ncomp := v&0xffff, v>>16
		if n != ^ncomp&0xffff {
			return d.corrupt("invalid stored block lengths")
		}
		d.stored = n
		if n == 0 {
			d.endBlock()
		} else {
			d.state = storedData
		}
	case 1:
		d.lit, d.dist = &fixedLit, &fixedDist
		d.state = huffmanData
	case 2:
		if err := d.dynamicHeader(); err != nil {
			return err
		}
		d.lit, d.dist = &d.dynLit, &d.dynDist
		d.state = huffmanData
	default:
		return d.corrupt("invalid block type")
	}
	return nil
}

func (d *decoder) storedByte() error {
	b, err := d.getBits(8)
	if err != nil {
		return err
	}
	d.hist = append(d.hist, byte(b))
	if d.stored--; d.stored == 0 {
		d.endBlock()
	}
	return nil
}

// dynamicHeader reads a dynamic block's codes (RFC 1951, 3.2.7), with
// zlib's checks.
func (d *decoder) dynamicHeader() error {
	v, err := d.getBits(14)
	if err != nil {
		return err
	}
	nlit, ndist, nclen := v&31+257, v>>5&31+1, v>>10+4
	if nlit > 286 || ndist > 30 {
		return d.corrupt("too many length or distance symbols")
	}
	var clens [19]uint8
	for i := range nclen {
		l, err := d.getBits(3)
		if err != nil {
			return err
		}
		clens[codeLengthOrder[i]] = uint8(l)
	}
	switch left, longest := d.codeLens.build(clens[:]); {
	case longest == 0 && left > 0:
		// No code length has a code: every bit reads as length 0.
		d.codeLens.one(0<<5 | 1)
	case left != 0:
		return d.corrupt("invalid code lengths set")
	}
	lens := d.lens[:nlit+ndist]
	for i := 0; i < len(lens); {
		s, err := d.decode(&d.codeLens)
		if err != nil {
			return err
		}
		if s < 16 {
			lens[i] = uint8(s)
			i++
			continue
		}
		var rep int
		var l uint8
		switch s {
		case 16:
			if rep, err = d.getBits(2); err != nil {
				return err
			}
			if i == 0 {
				return d.corrupt("invalid bit length repeat")
			}
			rep, l = rep+3, lens[i-1]
		case 17:
			if rep, err = d.getBits(3); err != nil {
				return err
			}
			rep += 3
		default:
			if rep, err = d.getBits(7); err != nil {
				return err
			}
			rep += 11
		}
		if i+rep > len(lens) {
			return d.corrupt("invalid bit length repeat")
		}
		for range rep {
			lens[i] = l
			i++
		}
	}
	if lens[256] == 0 {
		return d.corrupt("invalid code -- missing end-of-block")
	}
	// zlib takes an incomplete code only if it is of one 1-bit code.
	if left, longest := d.dynLit.build(lens[:nlit]); left < 0 || left > 0 && longest != 1 {
		return d.corrupt("invalid literal/lengths set")
	}
	switch left, longest := d.dynDist.build(lens[nlit:]); {
	case longest == 0:
		d.dynDist.one(invalidBit | 1)
	case left < 0 || left > 0 && longest != 1:
		return d.corrupt("invalid distances set")
	}
	return nil
}

// symbol decodes a literal, a match or the end of the block.
func (d *decoder) symbol() error {
	s, err := d.decode(d.lit)
	if err != nil {
		return err
	}
	switch {
	case s < 0:
		return d.corrupt("invalid literal/length code")
	case s < 256:
		d.hist = append(d.hist, byte(s))
		return nil
	case s == 256:
		d.endBlock()
		return nil
	}
	s -= 257
	if s >= len(lengthBase) {
		return d.corrupt("invalid literal/length code")
	}
	extra, err := d.getBits(uint(lengthExtra[s]))
	if err != nil {
		return err
	}
	length := int(lengthBase[s]) + extra
	s, err = d.decode(d.dist)
	if err != nil {
		return err
	}
	if s < 0 || s >= len(distBase) {
		return d.corrupt("invalid distance code")
	}
	if extra, err = d.getBits(uint(distExtra[s])); err != nil {
		return err
	}
	dist := int(distBase[s]) + extra
	if dist > len(d.hist) {
		return d.corrupt("invalid distance too far back")
	}
	if from := len(d.hist) - dist; dist >= length {
		d.hist = append(d.hist, d.hist[from:from+length]...)
	} else {
		for i := range length {
			d.hist = append(d.hist, d.hist[from+i])
		}
	}
	return nil
}
