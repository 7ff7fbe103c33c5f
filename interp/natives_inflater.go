package interp

import (
	"encoding/binary"
	"errors"
	"hash/adler32"
	"io"
	"iter"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/jcheck/jcheck/internal/inflate"
)

// java.util.zip.Inflater, which a jar's compressed entries (class path
// resources, service files) and GZIPInputStream read through, on
// jcheck's DEFLATE decoder (internal/inflate, whose errors carry zlib's
// messages) with the zlib framing (RFC 1950: header, preset
// dictionary, Adler-32 trailer) done here, as zlib's inflate does it.
//
// zlib inflates a stream pushed to it in pieces; internal/inflate's
// reader pulls it.
// The state of an Inflater (inflaterState, in the Inflater object's
// Native) is what decides what it does next: the input it has taken, the
// dictionary it was given, how much output it has returned. It is never
// changed in place, only replaced, so that executions copied from one
// another (clone.go shares an object's Native) do not share changes, and
// the fingerprint hashes it by content. Beside it each state keeps a
// cache: the output inflated and not yet returned, and, held by at most
// one state, a live decompressor positioned at the end of the input
// (liveInflater: the reader run as a coroutine that pauses when it
// needs more input). A new state takes the live decompressor over from
// the one it replaces (an atomic swap, so of two executions sharing a
// state only one gets it); a state that finds none, in an execution that
// was copied, builds one by inflating its input again, once. So reading
// a stream is linear in its length.

// inflaterData is the content of an inflaterState.
type inflaterData struct {
	nowrap bool
	// in is the compressed input taken so far; states that follow one
	// another share its array, which only the holder of the live
	// decompressor appends to (see liveInflater.in).
	in []byte
	// dict is the preset dictionary set, if hasDict.
	dict    []byte
	hasDict bool
	// given is how much output the Inflater has returned; pending is the
	// output inflated from in and not returned yet.
	given   int
	pending []byte
	// end is the length of the whole compressed stream once in holds
	// all of it, -1 before.
	end int
	// needDict: the zlib header asks for the dictionary whose Adler-32
	// is dictID (zlib's Z_NEED_DICT); showDictID: getAdler gives dictID,
	// from the call that read the header until the first call after the
	// dictionary was set, as zlib's strm->adler.
	needDict, showDictID bool
	dictID               uint32
	// adler is the Adler-32 of the output returned (of a zlib stream).
	adler uint32
	// err is the stream's fault, thrown by every call once the output
	// before it is returned (zlib's BAD mode).
	err error
}

// inflaterState is what an Inflater has taken and inflated, and its live
// decompressor if it holds it.
type inflaterState struct {
	inflaterData
	live atomic.Pointer[liveInflater]
}

// follow is a new state with st's content that takes st's live
// decompressor over.
func (st *inflaterState) follow() *inflaterState {
	next := &inflaterState{inflaterData: st.inflaterData}
	next.live.Store(st.live.Swap(nil))
	return next
}

// getAdler is zlib's strm->adler: 0 for a raw stream (calloc'd, never
// summed), the dictionary's Adler-32 while it is asked for, else that of
// the output returned.
func (st *inflaterState) getAdler() uint32 {
	switch {
	case st.nowrap:
		return 0
	case st.showDictID:
		return st.dictID
	}
	return st.adler
}

// inflateFault is a fault of the zlib framing, with zlib's message.
type inflateFault string

func (f inflateFault) Error() string { return string(f) }

// errInflateStopped ends a live decompressor's coroutine.
var errInflateStopped = errors.New("inflater stopped")

// inflateFeed is what a live decompressor's coroutine shares with its
// holder: the input it has not read yet, and what it found.
type inflateFeed struct {
	nowrap bool
	yield  func(struct{}) bool
	buf    []byte // input given and not read yet
	read   int    // input read in all
	// dict is the dictionary, once hasDict; the coroutine pauses at a
	// zlib header's DICTID until then.
	dict     []byte
	hasDict  bool
	needDict bool
	dictID   uint32
	out      []byte // output inflated since the holder took it
	done     bool   // the stream ended after read bytes
	err      error
}

// wait pauses the coroutine until its holder gives more input or a
// dictionary; false if it is to stop.
func (f *inflateFeed) wait() bool { return f.yield(struct{}{}) }

func (f *inflateFeed) ReadByte() (byte, error) {
	for len(f.buf) == 0 {
		if !f.wait() {
			return 0, errInflateStopped
		}
	}
	b := f.buf[0]
	f.buf = f.buf[1:]
	f.read++
	return b, nil
}

// Buffered is the input given and not read yet, which the decoder reads
// without pausing: it returns its output before it would pause.
func (f *inflateFeed) Buffered() int { return len(f.buf) }

func (f *inflateFeed) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for len(f.buf) == 0 {
		if !f.wait() {
			return 0, errInflateStopped
		}
	}
	n := copy(p, f.buf)
	f.buf = f.buf[n:]
	f.read += n
	return n, nil
}

// run inflates the stream, as zlib's inflate does with a zlib wrapper
// (windowBits 15) or without: the header's checks in zlib's order, the
// dictionary, the deflate data, the Adler-32 trailer.
func (f *inflateFeed) run() {
	if !f.nowrap {
		var h [2]byte
		if _, err := io.ReadFull(f, h[:]); err != nil {
			return
		}
		switch {
		case (int(h[0])<<8|int(h[1]))%31 != 0:
			f.err = inflateFault("incorrect header check")
		case h[0]&0xf != 8:
			f.err = inflateFault("unknown compression method")
		case h[0]>>4 > 7:
			f.err = inflateFault("invalid window size")
		}
		if f.err != nil {
			return
		}
		if h[1]&0x20 != 0 {
			var id [4]byte
			if _, err := io.ReadFull(f, id[:]); err != nil {
				return
			}
			f.needDict, f.dictID = true, binary.BigEndian.Uint32(id[:])
			for !f.hasDict {
				if !f.wait() {
					return
				}
			}
			f.needDict = false
		}
	}
	var zr io.ReadCloser
	if f.hasDict {
		zr = inflate.NewReaderDict(f, f.dict)
	} else {
		zr = inflate.NewReader(f)
	}
	sum := adler32.New()
	buf := make([]byte, 32<<10)
	for {
		n, err := zr.Read(buf)
		f.out = append(f.out, buf[:n]...)
		sum.Write(buf[:n])
		if err == io.EOF {
			break
		}
		if err != nil {
			if !errors.Is(err, errInflateStopped) {
				f.err = err
			}
			return
		}
	}
	if !f.nowrap {
		var trailer [4]byte
		if _, err := io.ReadFull(f, trailer[:]); err != nil {
			return
		}
		if binary.BigEndian.Uint32(trailer[:]) != sum.Sum32() {
			f.err = inflateFault("incorrect data check")
			return
		}
	}
	f.done = true
}

// liveInflater is a decompressor that has read the input of the state
// holding it.
type liveInflater struct {
	feed *inflateFeed
	next func() (struct{}, bool)
	// in is the input read; the holder's state's in is this slice, and
	// only the holder appends to its array.
	in []byte
	// skip is output it will inflate again that was inflated before
	// (it was built anew for a state that had some).
	skip int
}

// newLiveInflater starts a decompressor, with the dictionary if any. Its
// coroutine is stopped when the decompressor is no longer reachable
// (the coroutine does not reach it: the cleanup's argument is stop).
func newLiveInflater(nowrap bool, dict []byte, hasDict bool) *liveInflater {
	f := &inflateFeed{nowrap: nowrap, dict: dict, hasDict: hasDict}
	next, stop := iter.Pull(func(yield func(struct{}) bool) {
		f.yield = yield
		f.run()
	})
	l := &liveInflater{feed: f, next: next}
	runtime.AddCleanup(l, func(stop func()) { stop() }, stop)
	return l
}

// advance gives the decompressor input and runs it until it needs more,
// needs a dictionary, or the stream ends or fails; it returns how much of
// the input it read (the rest is not taken) and the output it made.
func (l *liveInflater) advance(in []byte) (taken int, out []byte) {
	f := l.feed
	before := f.read
	f.buf = in
	if !f.done && f.err == nil {
		l.next()
	}
	taken = f.read - before
	f.buf = nil
	l.in = append(l.in, in[:taken]...)
	out, f.out = f.out, nil
	if l.skip > 0 {
		k := min(l.skip, len(out))
		out, l.skip = out[k:], l.skip-k
	}
	return taken, out
}

// liveFor is the decompressor of st, taken from it or built anew by
// inflating its input again.
func (st *inflaterState) liveFor() *liveInflater {
	if l := st.live.Swap(nil); l != nil {
		return l
	}
	l := newLiveInflater(st.nowrap, st.dict, st.hasDict)
	l.skip = st.given + len(st.pending)
	l.in = make([]byte, 0, len(st.in)+len(st.in)/4+512)
	l.advance(st.in)
	return l
}

// inflateStep is Inflater.inflate on state st with input in and room
// for len(out) bytes of output: the next state, the input taken, the
// output written to out, and the fault to throw if any.
func inflateStep(st *inflaterState, in []byte, out []int8) (next *inflaterState, taken, n int, fault error) {
	next = st.follow()
	if st.err == nil && st.end < 0 && !(st.needDict && !st.hasDict) && (len(in) > 0 || st.hasDict && st.showDictID) {
		l := next.liveFor()
		f := l.feed
		if st.hasDict && !f.hasDict {
			f.dict, f.hasDict = st.dict, true
		}
		var made []byte
		taken, made = l.advance(in)
		next.in = l.in
		if len(made) > 0 {
			next.pending = append(slices.Clip(next.pending), made...)
		}
		next.needDict, next.dictID = f.needDict, f.dictID
		if f.done {
			next.end = f.read
		}
		next.err = f.err
		if f.err == nil && !f.done {
			next.live.Store(l)
		}
	}
	next.showDictID = next.needDict
	for ; n < len(out) && n < len(next.pending); n++ {
		out[n] = int8(next.pending[n])
	}
	// zlib fills the output before it reaches a fault: one that comes
	// after more output than there is room for is not thrown yet.
	throw := next.err != nil && len(next.pending) <= len(out)
	if n > 0 {
		if !next.nowrap {
			next.adler = adler32Update(next.adler, next.pending[:n])
		}
		next.given += n
		next.pending = next.pending[n:]
	}
	if throw {
		fault = next.err
	}
	return next, taken, n, fault
}

// inflaterOf is the state of the Inflater inf, whose stream's address
// says which format it reads.
func inflaterOf(inf *Object, addr int64) *inflaterState {
	if st, ok := inf.Native.(*inflaterState); ok {
		return st
	}
	return &inflaterState{inflaterData: inflaterData{nowrap: addr == nowrapAddress, end: -1, adler: 1}}
}

const (
	nowrapAddress = 2 // Inflater.init's "address": which format, nothing else
	zlibAddress   = 1
)

// zipReceiver is the Inflater or Deflater (class) whose method called the
// running static native, which has only the stream's address: the
// receiver of the caller's frame.
func (t *Thread) zipReceiver(class, what string) *Object {
	if n := len(t.frames); n >= 2 {
		if f := t.frames[n-2]; f.method != nil && f.method.Class.Name == class && !f.method.IsStatic() {
			return t.stack[f.lp].R
		}
	}
	unsupported("%s called other than by its class's own methods", what)
	return nil
}

// setInflaterDictionary is Inflater.setDictionary: zlib's
// inflateSetDictionary, which takes a zlib stream's dictionary only when
// the header asked for it, and only the one whose Adler-32 it names
// (else IllegalArgumentException, without a message as zlib sets none);
// a raw stream's only before any input (jcheck does not put one into the
// window of a stream under way).
func (t *Thread) setInflaterDictionary(addr int64, dict []byte) {
	inf := t.zipReceiver("java/util/zip/Inflater", "Inflater.setDictionary")
	st := inflaterOf(inf, addr)
	switch {
	case st.nowrap && (len(st.in) > 0 || st.given > 0 || st.err != nil):
		unsupported("Inflater.setDictionary on a raw (nowrap) stream after input")
	case !st.nowrap && !st.showDictID, !st.nowrap && adler32.Checksum(dict) != st.dictID:
		t.ThrowNew("java/lang/IllegalArgumentException", "")
		return
	}
	next := st.follow()
	if st.nowrap {
		next.live.Store(nil) // a raw stream's decompressor starts with the dictionary
	}
	next.dict, next.hasDict, next.needDict = dict, true, false
	inf.Native = next
}

func init() {
	register("java/util/zip/Inflater", map[string]Native{
		"initIDs()V": noop,
		"init(Z)J": func(t *Thread, a []Value) Value {
			if a[0].AsBool() {
				return Long(nowrapAddress)
			}
			return Long(zlibAddress)
		},
		"reset(J)V": noop,
		"end(J)V":   noop,
		"getAdler(J)I": func(t *Thread, a []Value) Value {
			inf := t.zipReceiver("java/util/zip/Inflater", "Inflater.getAdler")
			return Int(int32(inflaterOf(inf, a[0].I).getAdler()))
		},
		"setDictionary(J[BII)V": func(t *Thread, a []Value) Value {
			data, ok := t.byteRange(a[1].R, a[2].AsInt(), a[3].AsInt())
			if ok {
				t.setInflaterDictionary(a[0].I, bytesOf(data))
			}
			return nothing
		},
		"setDictionaryBuffer(JJI)V": func(t *Thread, a []Value) Value {
			t.setInflaterDictionary(a[0].I, t.readMemory(nil, a[1].I, int64(a[2].AsInt()), "Inflater.setDictionary"))
			return nothing
		},
	})
	// The result packs the input taken (bits 0-30), the output
	// written (31-61), finished (62) and needs a dictionary (63).
	zipNatives("java/util/zip/Inflater", "inflate", "", "J", func(t *Thread, a []Value, in, out []int8, _ []Value) Value {
		inf := a[0].R
		st, taken, n, fault := inflateStep(inflaterOf(inf, a[1].I), bytesOf(in), out)
		inf.Native = st
		if fault != nil {
			// What the call took and wrote before the fault, which
			// Inflater.inflate adds to its counts when it catches the
			// exception.
			setFieldNamed(inf, "inputConsumed", Int(int32(taken)))
			setFieldNamed(inf, "outputConsumed", Int(int32(n)))
			t.ThrowNew("java/util/zip/DataFormatException", fault.Error())
			return nothing
		}
		result := int64(taken) | int64(n)<<31
		if st.end >= 0 && len(st.pending) == 0 {
			result |= 1 << 62
		}
		if st.needDict {
			result = int64(uint64(result) | 1<<63)
		}
		return Long(result)
	})
	replace("java/util/zip/Inflater", map[string]Native{
		// reset forgets the state (the static reset(long) has only the
		// address), then clears the fields as the JDK's does.
		"reset()V": func(t *Thread, a []Value) Value {
			a[0].R.Native = nil
			return resetZipFields(t, a[0].R, "finished", "needDict")
		},
	})
}

// resetZipFields clears the fields of an Inflater or Deflater z as their
// reset() does after resetting the stream: the input to ZipUtils'
// empty buffer, the counts to 0, and the named boolean flags to false.
func resetZipFields(t *Thread, z *Object, flags ...string) Value {
	zipUtils := t.loadClass("java/util/zip/ZipUtils")
	if zipUtils == nil {
		return nothing
	}
	return t.initThen(zipUtils, func() Value {
		setFieldNamed(z, "input", t.vm.Statics(zipUtils)[mustField(zipUtils, "defaultBuf").Slot])
		setFieldNamed(z, "inputArray", Ref(nil))
		for _, f := range flags {
			setFieldNamed(z, f, Bool(false))
		}
		setFieldNamed(z, "bytesRead", Long(0))
		setFieldNamed(z, "bytesWritten", Long(0))
		return nothing
	})
}

// zipNatives registers the four natives of an Inflater or Deflater
// operation, named name+BytesBytes, BytesBuffer, BufferBytes and
// BufferBuffer: after the receiver and the stream's address, the input,
// then the output, each a byte array range (array, offset, length) or a
// direct buffer's memory (address, length), then the arguments of tail
// (descriptor letters), which op receives in rest.
func zipNatives(class, name, tail, ret string, op func(t *Thread, a []Value, in, out []int8, rest []Value) Value) {
	fns, what := map[string]Native{}, class[strings.LastIndexByte(class, '/')+1:]+"."+name
	for _, in := range []bool{true, false} {
		for _, out := range []bool{true, false} {
			desc, kinds := "(J", ""
			for _, array := range []bool{in, out} {
				if array {
					desc, kinds = desc+"[BII", kinds+"Bytes"
				} else {
					desc, kinds = desc+"JI", kinds+"Buffer"
				}
			}
			fns[name+kinds+desc+tail+")"+ret] = func(t *Thread, a []Value) Value {
				inBytes, next, ok := t.zipOperand(a, 2, in, what)
				if !ok {
					return nothing
				}
				outBytes, next, ok := t.zipOperand(a, next, out, what)
				if !ok {
					return nothing
				}
				return op(t, a, inBytes, outBytes, a[next:])
			}
		}
	}
	register(class, fns)
}

// zipOperand is the byte range of a zip native's arguments from i on:
// a byte array range, or a direct buffer's native memory; and the index
// of the arguments that follow.
func (t *Thread) zipOperand(a []Value, i int, array bool, what string) ([]int8, int, bool) {
	if !array {
		return t.vm.nativeBytes(a[i].I, int64(a[i+1].AsInt()), what), i + 2, true
	}
	b, ok := t.byteRange(a[i].R, a[i+1].AsInt(), a[i+2].AsInt())
	return b, i + 3, ok
}
