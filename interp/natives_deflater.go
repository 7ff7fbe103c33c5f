package interp

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"hash/adler32"
	"slices"
)

// java.util.zip.Deflater, which DeflaterOutputStream, GZIPOutputStream
// and ZipOutputStream write through, on Go's compress/flate. The
// compressed stream is a valid deflate (RFC 1951) or zlib (RFC 1950)
// stream that any inflater, java's included, inflates to the input; its
// bytes are not zlib's, whose matcher and block splitting Go's does not
// reproduce (an empty stream and the zlib header and trailer are
// zlib's). Like an Inflater's (natives_inflater.go), a Deflater's state
// is replaced, never changed in place, so that executions copied from
// one another do not share changes: it records the input taken, split
// where the program flushed or changed the level or strategy, and the
// output up to the last flush is compressed again from that record when
// the program flushes or finishes (with NO_FLUSH nothing comes out before
// the end, as zlib may keep all of it). A preset dictionary
// (setDictionary) is taken before the stream starts, as zlib's
// deflateSetDictionary takes it for a zlib stream (FDICT and the
// dictionary's Adler-32 in the header, the compressor primed with it);
// jcheck does not take one into a raw stream under way.

// Deflater's flush modes and strategies (java.util.zip.Deflater).
const (
	deflateNoFlush     = 0
	deflateSyncFlush   = 2
	deflateFullFlush   = 3
	deflateFinish      = 4
	deflateHuffmanOnly = 2
)

// deflateSegment is input compressed with one level and strategy, up to
// where it ended: a flush mode, or deflateNoFlush for a change of level
// or strategy.
type deflateSegment struct {
	data            []byte
	level, strategy int
	flush           int
}

// deflaterState is what a Deflater has taken and given.
type deflaterState struct {
	nowrap          bool
	level, strategy int // for the input still to come
	segments        []deflateSegment
	open            []byte // input taken since the last segment
	finished        bool   // FINISH has been asked for
	out             []byte // the stream up to the last flush or the end
	given           int    // how much of out the Deflater has returned
	// dict is the preset dictionary, if hasDict; started: deflate has
	// been called (zlib's stream is past its INIT state).
	dict             []byte
	hasDict, started bool
}

// withInput returns the state after taking in.
func (st *deflaterState) withInput(in []byte) *deflaterState {
	next := *st
	next.open = append(slices.Clip(st.open), in...)
	return &next
}

// closeSegment returns the state with the open input made a segment that
// ends with flush, at the current level and strategy.
func (st *deflaterState) closeSegment(flush int) *deflaterState {
	next := *st
	next.segments = append(slices.Clip(st.segments), deflateSegment{data: st.open, level: st.level, strategy: st.strategy, flush: flush})
	next.open = nil
	return &next
}

// input is everything the Deflater has taken.
func (st *deflaterState) input() []byte {
	var all []byte
	for _, s := range st.segments {
		all = append(all, s.data...)
	}
	return append(all, st.open...)
}

// adler is Deflater.getAdler: the Adler-32 of the input taken for a zlib
// stream, 1 (that of nothing) for a raw one, which zlib does not sum.
func (st *deflaterState) adler() uint32 {
	switch {
	case st.nowrap:
		return 1
	case st.hasDict && !st.started:
		// deflateSetDictionary's strm->adler, until deflate writes the
		// header.
		return adler32.Checksum(st.dict)
	}
	return adler32.Checksum(st.input())
}

// flateLevel is compress/flate's level for zlib's level and strategy:
// level 0 stores whatever the strategy, as zlib's deflate_stored;
// FILTERED has no counterpart and compresses at the level.
func flateLevel(level, strategy int) int {
	switch {
	case level == 0:
		return flate.NoCompression
	case strategy == deflateHuffmanOnly:
		return flate.HuffmanOnly
	}
	return level
}

// compress is the stream the state's segments make, to the end if it is
// finished. A segment after a full flush or at another level starts a
// new compressor, whose matches do not reach back before it.
func (st *deflaterState) compress() []byte {
	var buf bytes.Buffer
	segments := st.segments
	if st.finished {
		segments = append(slices.Clip(segments), deflateSegment{data: st.open, level: st.level, strategy: st.strategy, flush: deflateFinish})
	}
	if !st.nowrap {
		level, strategy := st.level, st.strategy
		if len(segments) > 0 {
			level, strategy = segments[0].level, segments[0].strategy
		}
		buf.Write(zlibHeader(level, strategy, st.hasDict))
		if st.hasDict {
			buf.Write(binary.BigEndian.AppendUint32(nil, adler32.Checksum(st.dict)))
		}
	}
	var w *flate.Writer
	wLevel := 0
	pending := false // data written to w since its last flush
	for i, s := range segments {
		if l := flateLevel(s.level, s.strategy); w == nil || l != wLevel {
			if i == 0 && st.hasDict {
				// Matches may reach into the dictionary; later compressors
				// (a new level, a full flush) do not need it.
				w, _ = flate.NewWriterDict(&buf, l, st.dict)
			} else {
				w, _ = flate.NewWriter(&buf, l) // l is a valid level
			}
			wLevel = l
		}
		w.Write(s.data) // writes to a bytes.Buffer do not fail
		pending = pending || len(s.data) > 0
		switch s.flush {
		case deflateFinish:
			if pending {
				w.Close()
			} else {
				// zlib's last block when nothing is pending: a final
				// fixed-Huffman block of only its end code (RFC 1951
				// §3.2.6), where Go writes an empty stored block.
				buf.Write([]byte{0x03, 0x00})
			}
		case deflateFullFlush:
			w.Flush()
			w = nil
		default:
			w.Flush()
		}
		pending = false
	}
	if st.finished && !st.nowrap {
		buf.Write(binary.BigEndian.AppendUint32(nil, adler32.Checksum(st.input())))
	}
	return buf.Bytes()
}

// zlibHeader is the two bytes zlib begins a stream with (RFC 1950 §2.2):
// deflate with a 32 KiB window, the level class zlib's deflate sets,
// whether a dictionary's Adler-32 (DICTID) follows, and the check bits.
func zlibHeader(level, strategy int, dict bool) []byte {
	flags := 2
	switch {
	case strategy >= deflateHuffmanOnly || level == 0 || level == 1:
		flags = 0
	case level >= 2 && level < 6:
		flags = 1
	case level > 6:
		flags = 3
	}
	cmf, flg := 0x78, flags<<6
	if dict {
		flg |= 0x20
	}
	flg += 31 - (cmf<<8+flg)%31
	return []byte{byte(cmf), byte(flg)}
}

// Deflater.init's address encodes the parameters it was made with, the
// state of a Deflater that has taken nothing.
func deflaterAddress(level, strategy int32, nowrap bool) int64 {
	addr := int64(1) | int64(strategy)<<2 | int64(level+1)<<4
	if nowrap {
		addr |= 2
	}
	return addr
}

func deflaterFromAddress(addr int64) *deflaterState {
	return &deflaterState{nowrap: addr&2 != 0, strategy: int(addr >> 2 & 3), level: int(addr>>4) - 1}
}

// deflaterOf is the state of the Deflater d.
func deflaterOf(d *Object) *deflaterState {
	if st, ok := d.Native.(*deflaterState); ok {
		return st
	}
	zs := fieldNamed(d, "zsRef").R
	return deflaterFromAddress(fieldNamed(zs, "address").I)
}

func init() {
	register("java/util/zip/Deflater", map[string]Native{
		"init(IIZ)J": func(t *Thread, a []Value) Value {
			return Long(deflaterAddress(a[0].AsInt(), a[1].AsInt(), a[2].AsBool()))
		},
		"reset(J)V": noop,
		"end(J)V":   noop,
	})
	// The result packs the input taken (bits 0-30), the output
	// written (31-61), finished (62) and parameters still to be set
	// (63), as the JDK's Deflater.c.
	zipNatives("java/util/zip/Deflater", "deflate", "II", "J", func(t *Thread, a []Value, in, out []int8, rest []Value) Value {
		d := a[0].R
		flush, params := int(rest[0].AsInt()), int(rest[1].AsInt())
		st := deflaterFromAddress(a[1].I)
		if cur, ok := d.Native.(*deflaterState); ok {
			st = cur
		}
		taken := 0
		switch {
		case st.finished:
		case params&1 != 0:
			// zlib's deflateParams: the input taken so far is
			// compressed with the old parameters, the input to come
			// with the new ones, which this call takes none of.
			if level, strategy := params>>3, params>>1&3; level != st.level || strategy != st.strategy {
				if len(st.open) > 0 {
					st = st.closeSegment(deflateNoFlush)
				} else {
					next := *st
					st = &next
				}
				st.level, st.strategy = level, strategy
			}
		default:
			taken = len(in)
			st = st.withInput(bytesOf(in))
			st.started = true
			switch flush {
			case deflateFinish:
				st.finished = true
				st.out = st.compress()
			case deflateSyncFlush, deflateFullFlush:
				// A flush with nothing new since the last one adds
				// nothing, as zlib's.
				if n := len(st.segments); len(st.open) > 0 || n == 0 || st.segments[n-1].flush < flush {
					st = st.closeSegment(flush)
					st.out = st.compress()
				}
			}
		}
		n := 0
		for ; n < len(out) && st.given+n < len(st.out); n++ {
			out[n] = int8(st.out[st.given+n])
		}
		if n > 0 {
			next := *st
			next.given += n
			st = &next
		}
		d.Native = st
		result := int64(taken) | int64(n)<<31
		if st.finished && st.given == len(st.out) {
			result |= 1 << 62
		}
		return Long(result)
	})
	register("java/util/zip/Deflater", map[string]Native{
		"setDictionary(J[BII)V": func(t *Thread, a []Value) Value {
			data, ok := t.byteRange(a[1].R, a[2].AsInt(), a[3].AsInt())
			if ok {
				t.setDeflaterDictionary(bytesOf(data))
			}
			return nothing
		},
		"setDictionaryBuffer(JJI)V": func(t *Thread, a []Value) Value {
			t.setDeflaterDictionary(t.readMemory(nil, a[1].I, int64(a[2].AsInt()), "Deflater.setDictionary"))
			return nothing
		},
	})
	replace("java/util/zip/Deflater", map[string]Native{
		"getAdler()I": func(t *Thread, a []Value) Value { return Int(int32(deflaterOf(a[0].R).adler())) },
		// reset starts a new stream with the level and strategy last
		// set, as zlib's deflateReset keeps them, then clears the fields
		// as the JDK's does (the static reset(long) has only the address).
		"reset()V": func(t *Thread, a []Value) Value {
			d := a[0].R
			st := deflaterOf(d)
			d.Native = &deflaterState{nowrap: st.nowrap, level: st.level, strategy: st.strategy}
			return resetZipFields(t, d, "finish", "finished")
		},
	})
}

// setDeflaterDictionary is Deflater.setDictionary, as zlib's
// deflateSetDictionary: a zlib stream takes the dictionary only before
// the first deflate, and refuses it (IllegalArgumentException, without a
// message) until the stream is finished, when it no longer matters; a
// raw stream takes it whenever it has no input pending, which jcheck
// does only before any input (and ignores once finished).
func (t *Thread) setDeflaterDictionary(dict []byte) {
	d := t.zipReceiver("java/util/zip/Deflater", "Deflater.setDictionary")
	st := deflaterOf(d)
	switch {
	case st.finished:
		return
	case !st.nowrap && st.started:
		t.ThrowNew("java/lang/IllegalArgumentException", "")
		return
	case st.nowrap && (len(st.segments) > 0 || len(st.open) > 0):
		unsupported("Deflater.setDictionary on a raw (nowrap) stream after input")
	}
	next := *st
	next.dict, next.hasDict = dict, true
	d.Native = &next
}
