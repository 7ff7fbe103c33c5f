package interp

import (
	"bytes"
	"compress/flate"
	"compress/zlib"
	"errors"
	"io"
	"slices"
	"strings"
)

// java.util.zip.Inflater, which a jar's compressed entries (class path
// resources, service files) and GZIPInputStream read through, on Go's
// compress/flate. zlib inflates a stream pushed to it in pieces; Go's
// readers pull it. The state of an Inflater is the input it has taken
// and what that input inflates to, kept in the Inflater object; when new
// input comes, the whole input so far is inflated again (a stream that
// ends early is not an error but a need for input). The state is never
// changed in place, only replaced, so that executions copied from one
// another (clone.go shares an object's Native) do not share changes.
// Dictionaries and direct buffers are not supported: their natives are
// not implemented, and a program that needs them stops with an error
// naming the method.

// inflaterState is what an Inflater has taken and inflated.
type inflaterState struct {
	in  []byte // the compressed input taken so far
	out []byte // what in inflates to
	// given is how much of out the Inflater has returned.
	given int
	// end is the length of the whole compressed stream once in holds
	// all of it, -1 before.
	end int
	err error
}

// inflateAll inflates in: everything it gives, and the length of the
// stream if in holds all of it.
func inflateAll(in []byte, nowrap bool) (out []byte, end int, err error) {
	r := bytes.NewReader(in)
	var zr io.ReadCloser
	if nowrap {
		zr = flate.NewReader(r)
	} else if zr, err = zlib.NewReader(r); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
			return nil, -1, nil
		}
		return nil, -1, err
	}
	out, err = io.ReadAll(zr)
	switch {
	case err == nil:
		return out, len(in) - r.Len(), nil
	case errors.Is(err, io.ErrUnexpectedEOF):
		return out, -1, nil
	}
	return out, -1, err
}

func init() {
	const (
		nowrapAddress = 2 // init's "address": which format, nothing else
		zlibAddress   = 1
	)
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
	})
	// The result packs the input taken (bits 0-30), the output
	// written (31-61), finished (62) and needs a dictionary (63).
	zipNatives("java/util/zip/Inflater", "inflate", "", "J", func(t *Thread, a []Value, in, out []int8, _ []Value) Value {
		inf := a[0].R
		st, _ := inf.Native.(*inflaterState)
		if st == nil {
			st = &inflaterState{end: -1}
		}
		taken := 0
		if st.end < 0 && len(in) > 0 {
			next := &inflaterState{in: append(slices.Clip(st.in), bytesOf(in)...), given: st.given}
			next.out, next.end, next.err = inflateAll(next.in, a[1].I == nowrapAddress)
			taken = len(in)
			if next.end >= 0 {
				taken = next.end - len(st.in)
			}
			st = next
		}
		if st.err != nil {
			inf.Native = st
			t.ThrowNew("java/util/zip/DataFormatException", st.err.Error())
			return nothing
		}
		n := 0
		for ; n < len(out) && st.given+n < len(st.out); n++ {
			out[n] = int8(st.out[st.given+n])
		}
		if n > 0 || taken > 0 {
			st = &inflaterState{in: st.in, out: st.out, given: st.given + n, end: st.end}
		}
		inf.Native = st
		result := int64(taken) | int64(n)<<31
		if st.end >= 0 && st.given == len(st.out) {
			result |= 1 << 62
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
