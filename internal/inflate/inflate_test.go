package inflate

import (
	"bytes"
	"compress/flate"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"testing"
)

// inputs are data of many sizes: random, repetitive, text-like, runs.
func inputs() map[string][]byte {
	r := rand.New(rand.NewPCG(1, 2))
	m := map[string][]byte{}
	for _, n := range []int{0, 1, 2, 3, 7, 100, 258, 259, 1000, 4095, 32767, 32768, 32769, 65536, 100_000, 300_000} {
		random := make([]byte, n)
		for i := range random {
			random[i] = byte(r.Uint32())
		}
		m[fmt.Sprintf("random %d", n)] = random
		rep := make([]byte, n)
		for i := range rep {
			rep[i] = "abcabcabd"[i%9]
		}
		m[fmt.Sprintf("repetitive %d", n)] = rep
		text := make([]byte, n)
		for i := range text {
			text[i] = "the quick brown fox jumps "[r.IntN(26)] + byte(i/5000%3)
		}
		m[fmt.Sprintf("text %d", n)] = text
		runs := make([]byte, n)
		for i := range runs {
			runs[i] = byte(i / 300)
		}
		m[fmt.Sprintf("runs %d", n)] = runs
	}
	return m
}

func compress(t testing.TB, data []byte, level int, dict []byte, flushEvery int) []byte {
	var buf bytes.Buffer
	var w *flate.Writer
	var err error
	if dict != nil {
		w, err = flate.NewWriterDict(&buf, level, dict)
	} else {
		w, err = flate.NewWriter(&buf, level)
	}
	if err != nil {
		t.Fatal(err)
	}
	for len(data) > 0 {
		n := len(data)
		if flushEvery > 0 {
			n = min(n, flushEvery)
		}
		if _, err := w.Write(data[:n]); err != nil {
			t.Fatal(err)
		}
		data = data[n:]
		if flushEvery > 0 {
			if err := w.Flush(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestRoundTrip(t *testing.T) {
	for name, data := range inputs() {
		for level := -2; level <= 9; level++ {
			for _, flush := range []int{0, 1000} {
				if flush > 0 && len(data) > 100_000 && level != 6 {
					continue
				}
				z := compress(t, data, level, nil, flush)
				got, err := io.ReadAll(NewReader(bytes.NewReader(z)))
				if err != nil {
					t.Fatalf("%s level %d flush %d: %v", name, level, flush, err)
				}
				if !bytes.Equal(got, data) {
					t.Fatalf("%s level %d flush %d: got %d bytes, not the %d written", name, level, flush, len(got), len(data))
				}
			}
		}
	}
}

func TestRoundTripDict(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	data := make([]byte, 50_000)
	for i := range data {
		data[i] = "dictionary words here "[r.IntN(22)]
	}
	for _, dict := range [][]byte{[]byte("x"), data[1000:5000], data[:40_000], bytes.Repeat([]byte("dictionary "), 5000)} {
		for _, level := range []int{-2, 0, 1, 5, 9} {
			for _, n := range []int{0, 1, 30, 5000, 50_000} {
				z := compress(t, data[:n], level, dict, 0)
				got, err := io.ReadAll(NewReaderDict(bytes.NewReader(z), dict))
				if err != nil || !bytes.Equal(got, data[:n]) {
					t.Fatalf("dictionary %d, level %d, %d bytes: got %d bytes, %v", len(dict), level, n, len(got), err)
				}
			}
		}
	}
}

// oneByteReader reads one byte per Read, and is no io.ByteReader.
type oneByteReader struct{ b []byte }

func (r *oneByteReader) Read(p []byte) (int, error) {
	if len(r.b) == 0 {
		return 0, io.EOF
	}
	if len(p) == 0 {
		return 0, nil
	}
	p[0], r.b = r.b[0], r.b[1:]
	return 1, nil
}

// readAll reads zr to its end in reads of size bytes.
func readAll(t *testing.T, zr io.Reader, size int) []byte {
	t.Helper()
	var got []byte
	buf := make([]byte, size)
	for {
		n, err := zr.Read(buf)
		got = append(got, buf[:n]...)
		if err == io.EOF {
			return got
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

func TestPlainReaderAndSmallReads(t *testing.T) {
	data := inputs()["text 100000"]
	z := compress(t, data, 6, nil, 7000)
	got := readAll(t, NewReader(&oneByteReader{z}), 13)
	if !bytes.Equal(got, data) {
		t.Fatalf("got %d bytes, not the %d written", len(got), len(data))
	}
}

// The decoder reads nothing past the stream's end: what follows it (a
// zlib trailer) is left in the source.
func TestNoReadPastEnd(t *testing.T) {
	for _, data := range [][]byte{nil, []byte("a"), inputs()["random 1000"], inputs()["text 65536"]} {
		for level := -2; level <= 9; level++ {
			z := compress(t, data, level, nil, 0)
			src := bytes.NewReader(append(z, "TRAILER"...))
			got, err := io.ReadAll(NewReader(src))
			if err != nil || !bytes.Equal(got, data) {
				t.Fatalf("level %d: %v", level, err)
			}
			if rest, _ := io.ReadAll(src); string(rest) != "TRAILER" {
				t.Fatalf("level %d: left %q", level, rest)
			}
		}
	}
}

// feed holds input given in pieces; its Buffered says how much.
type feed struct {
	buf  []byte
	more func() []byte
}

func (f *feed) ReadByte() (byte, error) {
	for len(f.buf) == 0 {
		if f.buf = f.more(); f.buf == nil {
			return 0, io.EOF
		}
	}
	b := f.buf[0]
	f.buf = f.buf[1:]
	return b, nil
}

func (f *feed) Read(p []byte) (int, error) { panic("not used") }

func (f *feed) Buffered() int { return len(f.buf) }

// A source that says what it holds gets all the output its input makes
// before the decoder reads more.
func TestOutputBeforeWaiting(t *testing.T) {
	data := inputs()["text 100000"]
	for _, level := range []int{0, 1, 6, 9, -2} {
		z := compress(t, data, level, nil, 0)
		for _, piece := range []int{97, 1000} {
			rest := z
			var given []byte
			f := &feed{}
			var got []byte
			f.more = func() []byte {
				// Everything the input given so far holds has been
				// returned: a whole stream of it decodes to no more.
				part, _ := io.ReadAll(NewReader(bytes.NewReader(given)))
				if len(got) < len(part) {
					t.Fatalf("level %d piece %d: %d bytes returned before waiting, %d decoded from %d bytes", level, piece, len(got), len(part), len(given))
				}
				if len(rest) == 0 {
					return nil
				}
				n := min(piece, len(rest))
				given = append(given, rest[:n]...)
				p := rest[:n]
				rest = rest[n:]
				return p
			}
			// got grows as the reads return: more checks it.
			zr := NewReader(f)
			buf := make([]byte, 40_000)
			for {
				n, err := zr.Read(buf)
				got = append(got, buf[:n]...)
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.Equal(got, data) {
				t.Fatalf("level %d piece %d: wrong output", level, piece)
			}
		}
	}
}

// bitWriter writes a DEFLATE stream's bits, the first lowest.
type bitWriter struct {
	out []byte
	acc uint64
	n   uint
}

func (w *bitWriter) put(v int, n uint) {
	w.acc |= uint64(v) << w.n
	w.n += n
	for w.n >= 8 {
		w.out = append(w.out, byte(w.acc))
		w.acc >>= 8
		w.n -= 8
	}
}

// code writes sym's code of the canonical code of lens, first bit first.
func (w *bitWriter) code(lens []uint8, sym int) {
	code := 0
	for l := uint8(1); l <= 15; l++ {
		for s, sl := range lens {
			if sl != l {
				continue
			}
			if s == sym {
				for i := int(l) - 1; i >= 0; i-- {
					w.put(code>>i&1, 1)
				}
				return
			}
			code++
		}
		code <<= 1
	}
	panic("no code")
}

func (w *bitWriter) bytes() []byte {
	if w.n > 0 {
		return append(w.out, byte(w.acc))
	}
	return w.out
}

// fixedLens are the fixed code's literal/length code lengths.
func fixedLens() []uint8 {
	lens := make([]uint8, 288)
	for i := range lens {
		lens[i] = map[bool]uint8{true: 8, false: 9}[i < 144 || i >= 280]
		if i >= 256 && i < 280 {
			lens[i] = 7
		}
	}
	return lens
}

// cl is a code length symbol and its extra bits.
type cl struct{ sym, extra int }

// dynamic writes a final dynamic block's header: nlit and ndist, all 19
// code length code lengths, and the code length symbols seq.
func dynamic(w *bitWriter, nlit, ndist int, clens map[int]uint8, seq ...cl) {
	w.put(1, 1)
	w.put(2, 2)
	w.put(nlit-257, 5)
	w.put(ndist-1, 5)
	w.put(19-4, 4)
	var lens [19]uint8
	for s, l := range clens {
		lens[s] = l
	}
	for _, s := range codeLengthOrder {
		w.put(int(lens[s]), 3)
	}
	for _, c := range seq {
		w.code(lens[:], c.sym)
		w.put(c.extra, map[int]uint{16: 2, 17: 3, 18: 7}[c.sym])
	}
}

// zeros is the code length symbols for n zero lengths (n >= 11).
func zeros(n int) []cl {
	var s []cl
	for n > 0 {
		k := min(n, 138)
		if n-k > 0 && n-k < 11 {
			k = n - 11
		}
		s = append(s, cl{18, k - 11})
		n -= k
	}
	return s
}

type corruptCase struct {
	name string
	z    []byte
	out  string // the output before the fault
	msg  string // "" if the stream is good
}

func corruptCases() []corruptCase {
	var cases []corruptCase
	add := func(name, out, msg string, z []byte) {
		cases = append(cases, corruptCase{name, z, out, msg})
	}
	build := func(f func(w *bitWriter)) []byte {
		w := &bitWriter{}
		f(w)
		return w.bytes()
	}
	add("block type", "", "invalid block type", []byte{0x07})
	add("stored lengths", "", "invalid stored block lengths", []byte{0x01, 5, 0, 5, 0, 1, 2, 3, 4, 5})
	add("stored then bad block", "abcdef", "invalid block type", []byte{0x00, 6, 0, 0xf9, 0xff, 'a', 'b', 'c', 'd', 'e', 'f', 0x07})
	add("too many lengths", "", "too many length or distance symbols", build(func(w *bitWriter) {
		dynamic(w, 287, 1, nil)
	}))
	add("too many distances", "", "too many length or distance symbols", build(func(w *bitWriter) {
		dynamic(w, 257, 31, nil)
	}))
	add("code lengths incomplete", "", "invalid code lengths set", build(func(w *bitWriter) {
		dynamic(w, 257, 1, map[int]uint8{0: 1})
	}))
	add("code lengths oversubscribed", "", "invalid code lengths set", build(func(w *bitWriter) {
		dynamic(w, 257, 1, map[int]uint8{0: 1, 1: 1, 2: 1})
	}))
	add("repeat first", "", "invalid bit length repeat", build(func(w *bitWriter) {
		dynamic(w, 257, 1, map[int]uint8{0: 1, 16: 1}, cl{16, 0})
	}))
	add("repeat too long", "", "invalid bit length repeat", build(func(w *bitWriter) {
		dynamic(w, 257, 1, map[int]uint8{0: 1, 18: 1}, cl{18, 127}, cl{18, 127})
	}))
	add("no end of block", "", "invalid code -- missing end-of-block", build(func(w *bitWriter) {
		dynamic(w, 257, 1, map[int]uint8{0: 1, 18: 1}, zeros(258)...)
	}))
	add("no code length codes", "", "invalid code -- missing end-of-block", build(func(w *bitWriter) {
		dynamic(w, 257, 1, nil)
		for range 258 {
			w.put(0, 1)
		}
	}))
	add("literal/lengths set", "", "invalid literal/lengths set", build(func(w *bitWriter) {
		dynamic(w, 257, 1, map[int]uint8{18: 1, 0: 2, 2: 2}, append(zeros(256), cl{2, 0}, cl{0, 0})...)
	}))
	add("literal/lengths oversubscribed", "", "invalid literal/lengths set", build(func(w *bitWriter) {
		dynamic(w, 257, 1, map[int]uint8{18: 1, 0: 2, 1: 2}, cl{1, 0}, cl{1, 0}, cl{1, 0}, cl{0, 0}, cl{0, 0}, cl{0, 0}, cl{0, 0}, cl{0, 0}, cl{0, 0}, cl{0, 0}, cl{0, 0}, cl{0, 0}, cl{0, 0}, cl{0, 0}, cl{0, 0}, cl{0, 0}, cl{18, 138 - 11}, cl{18, 102 - 11}, cl{1, 0}, cl{0, 0})
	}))
	// Literal 0 and end of block, and a distance code of length 2 alone.
	distIncomplete := func(w *bitWriter) {
		dynamic(w, 257, 2, map[int]uint8{0: 2, 1: 2, 2: 2, 18: 2}, append(append([]cl{{1, 0}}, zeros(255)...), cl{1, 0}, cl{2, 0}, cl{0, 0})...)
	}
	add("distances set", "", "invalid distances set", build(distIncomplete))
	add("distances oversubscribed", "", "invalid distances set", build(func(w *bitWriter) {
		dynamic(w, 257, 3, map[int]uint8{0: 2, 1: 2, 2: 2, 18: 2}, append(append([]cl{{1, 0}}, zeros(255)...), cl{1, 0}, cl{1, 0}, cl{1, 0}, cl{1, 0})...)
	}))
	// A fixed block's literal/length codes 286 and 287 and distance
	// codes 30 and 31 are invalid.
	add("fixed length 286", "a", "invalid literal/length code", build(func(w *bitWriter) {
		w.put(1, 1)
		w.put(1, 2)
		w.code(fixedLens(), 'a')
		w.code(fixedLens(), 286)
	}))
	add("fixed distance 30", "ab", "invalid distance code", build(func(w *bitWriter) {
		w.put(1, 1)
		w.put(1, 2)
		w.code(fixedLens(), 'a')
		w.code(fixedLens(), 'b')
		w.code(fixedLens(), 257)
		w.put(0x0f, 5) // 30 is 11110, first bit first
	}))
	add("too far back", "", "invalid distance too far back", build(func(w *bitWriter) {
		w.put(1, 1)
		w.put(1, 2)
		w.code(fixedLens(), 257)
		w.put(0, 5)
	}))
	add("too far back after output", "abc", "invalid distance too far back", build(func(w *bitWriter) {
		w.put(1, 1)
		w.put(1, 2)
		w.code(fixedLens(), 'a')
		w.code(fixedLens(), 'b')
		w.code(fixedLens(), 'c')
		w.code(fixedLens(), 258)
		w.put(4, 5) // distance code 4 (00100): 5 or 6
		w.put(0, 1)
	}))
	// A dynamic block's header with lens: 'a' 2, end of block 2, length 3
	// (257) 1, and one distance code of length distLen (0: none).
	aBlock := func(w *bitWriter, distLen int) []uint8 {
		lens := make([]uint8, 258)
		lens['a'], lens[256], lens[257] = 2, 2, 1
		seq := append(append(zeros('a'), cl{2, 0}), zeros(256-'a'-1)...)
		seq = append(seq, cl{2, 0}, cl{1, 0}, cl{distLen, 0})
		dynamic(w, 258, 1, map[int]uint8{0: 2, 1: 2, 2: 2, 18: 2}, seq...)
		return lens
	}
	// One distance code of length 1, which zlib takes although it is
	// incomplete.
	oneDist := func(w *bitWriter, second int) {
		lens := aBlock(w, 1)
		w.code(lens, 'a')
		w.code(lens, 257)
		w.put(0, 1)
		w.code(lens, 257)
		w.put(second, 1)
		w.code(lens, 256)
	}
	add("one distance code", "aaaaaaa", "", build(func(w *bitWriter) { oneDist(w, 0) }))
	add("one distance code, other bit", "aaaa", "invalid distance code", build(func(w *bitWriter) { oneDist(w, 1) }))
	// Only the end of block has a code, of length 1, which zlib takes.
	oneLit := func(w *bitWriter, bit int) {
		dynamic(w, 257, 1, map[int]uint8{18: 1, 0: 2, 1: 2}, append(zeros(256), cl{1, 0}, cl{0, 0})...)
		w.put(bit, 1)
	}
	add("one literal/length code", "", "", build(func(w *bitWriter) { oneLit(w, 0) }))
	add("one literal/length code, other bit", "", "invalid literal/length code", build(func(w *bitWriter) { oneLit(w, 1) }))
	// No distance codes: a length is an invalid distance code.
	add("no distance codes", "a", "invalid distance code", build(func(w *bitWriter) {
		lens := aBlock(w, 0)
		w.code(lens, 'a')
		w.code(lens, 257)
		w.put(0, 8)
	}))
	return cases
}

func TestCorrupt(t *testing.T) {
	for _, c := range corruptCases() {
		zr := NewReader(bytes.NewReader(c.z))
		got, err := io.ReadAll(zr)
		if string(got) != c.out {
			t.Errorf("%s: output %q, want %q", c.name, got, c.out)
		}
		var ce *CorruptInputError
		switch {
		case c.msg == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.msg == "":
		case !errors.As(err, &ce) || ce.Msg != c.msg:
			t.Errorf("%s: error %v, want %q", c.name, err, c.msg)
		default:
			// The fault stays.
			if _, again := zr.Read(make([]byte, 10)); again != err {
				t.Errorf("%s: then %v", c.name, again)
			}
		}
	}
}

func TestTruncated(t *testing.T) {
	z := compress(t, inputs()["text 4095"], 6, nil, 0)
	for n := range len(z) {
		if _, err := io.ReadAll(NewReader(bytes.NewReader(z[:n]))); err != io.ErrUnexpectedEOF {
			t.Fatalf("%d of %d bytes: %v", n, len(z), err)
		}
	}
}

func TestTooFarBackWithDictionary(t *testing.T) {
	// A match at distance 1 reads the dictionary's last byte; one at
	// distance 4 from 3 bytes of dictionary is too far.
	w := &bitWriter{}
	w.put(1, 1)
	w.put(1, 2)
	w.code(fixedLens(), 257)
	w.put(0, 5)
	w.code(fixedLens(), 256)
	got, err := io.ReadAll(NewReaderDict(bytes.NewReader(w.bytes()), []byte("xyz")))
	if err != nil || string(got) != "zzz" {
		t.Fatalf("got %q, %v", got, err)
	}
	w = &bitWriter{}
	w.put(1, 1)
	w.put(1, 2)
	w.code(fixedLens(), 257)
	w.put(3<<3, 5) // distance code 3 (00011, first bit first): 4
	_, err = io.ReadAll(NewReaderDict(bytes.NewReader(w.bytes()), []byte("xyz")))
	if err == nil || err.Error() != "invalid distance too far back" {
		t.Fatalf("got %v", err)
	}
}

func BenchmarkInflate(b *testing.B) {
	for _, name := range []string{"text 300000", "random 300000", "runs 300000"} {
		data := inputs()[name]
		z := compress(b, data, 6, nil, 0)
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			buf := make([]byte, 32<<10)
			for b.Loop() {
				zr := NewReader(bytes.NewReader(z))
				for {
					_, err := zr.Read(buf)
					if err == io.EOF {
						break
					}
					if err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
