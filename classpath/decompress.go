package classpath

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
)

// A compressed resource (jlink --compress) starts with a header, in the
// image's byte order:
//
//	u4 magic 0xCAFEFAFA, u8 compressed size, u8 uncompressed size,
//	u4 string offset of the decompressor name, u4 string offset of its
//	configuration (unused), u1 "is terminal" (unused)
//
// and the decompressor's output may itself start with such a header: jlink
// stacks compressors, and the outermost header belongs to the last one
// applied.
const (
	resourceMagic      = 0xCAFEFAFA
	resourceHeaderSize = 29
	// maxStages bounds the stacking. jlink has two compressors, so real
	// images stack at most two; the bound keeps crafted data that
	// decompresses to itself from looping forever.
	maxStages = 8
)

// decompress undoes the compressors applied to raw, which must become size
// bytes. The result never aliases raw.
func (im *jimage) decompress(raw []byte, size uint64) ([]byte, error) {
	out, stage := raw, 0
	for ; len(out) >= resourceHeaderSize && im.order.Uint32(out) == resourceMagic; stage++ {
		if stage == maxStages {
			return nil, fmt.Errorf("corrupt jimage: resource has more than %d compression headers", maxStages)
		}
		want := im.order.Uint64(out[12:])
		if want > maxResourceSize {
			return nil, fmt.Errorf("corrupt jimage: compressed resource claims %d bytes uncompressed", want)
		}
		name, err := im.str(uint64(im.order.Uint32(out[20:])))
		if err != nil {
			return nil, err
		}
		body := out[resourceHeaderSize:]
		switch string(name) {
		case "zip":
			out, err = inflate(body, want)
		case "compact-cp":
			out, err = im.expandStrings(body, want)
		default:
			return nil, fmt.Errorf("unknown decompressor %q", name)
		}
		if err != nil {
			return nil, fmt.Errorf("corrupt jimage: %s decompressor: %w", name, err)
		}
		if uint64(len(out)) != want {
			return nil, fmt.Errorf("corrupt jimage: %s decompressor produced %d bytes, header says %d", name, len(out), want)
		}
	}
	if uint64(len(out)) != size {
		return nil, fmt.Errorf("corrupt jimage: resource decompresses to %d bytes, location says %d", len(out), size)
	}
	if stage == 0 {
		// Marked compressed but with no header: the bytes are stored as they are.
		return bytes.Clone(raw), nil
	}
	return out, nil
}

// inflate undoes the "zip" compressor: a zlib stream (java.util.zip.Deflater).
func inflate(body []byte, size uint64) ([]byte, error) {
	zr, err := zlib.NewReader(bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	buf.Grow(int(min(size, 1<<22)))
	// Read one byte beyond the expected size so that an overlong stream is
	// noticed without inflating all of it.
	if _, err := io.Copy(&buf, io.LimitReader(zr, int64(size)+1)); err != nil {
		return nil, err
	}
	if uint64(buf.Len()) > size {
		return nil, fmt.Errorf("inflates to more than %d bytes", size)
	}
	return buf.Bytes(), zr.Close()
}

// The "compact-cp" compressor moves a class file's CONSTANT_Utf8 entries into
// the image's strings table, replacing each by one of two tags:
//
//	23  a compressed int: the string offset of the whole entry
//	25  compressed ints: the string offset of a descriptor with the class
//	    names cut out after each 'L', then the byte length of a run of
//	    compressed ints that give, per 'L', the string offsets of the
//	    package (empty for none) and the simple class name
//
// Other constant pool entries and everything after the pool are kept.
const (
	tagUtf8                 = 1
	tagLong                 = 5
	tagDouble               = 6
	tagExternalString       = 23
	tagExternalizedDescType = 25
)

// cpEntrySizes is the size of a constant pool entry after its tag, indexed
// by tag, exactly as OpenJDK's StringSharingDecompressor has it. Its zeros
// include CONSTANT_Dynamic (17), whose real size is 4: jlink's compressor
// reads pools with this same table, so mirroring it is what reproduces the
// original bytes.
var cpEntrySizes = [...]int{3: 4, 4: 4, 5: 8, 6: 8, 7: 2, 8: 2, 9: 4, 10: 4, 11: 4, 12: 4, 15: 3, 16: 2, 18: 4, 19: 2, 20: 2}

var errTruncated = errors.New("truncated")

type cpReader struct {
	b []byte
}

func (r *cpReader) take(n int) ([]byte, error) {
	if n < 0 || n > len(r.b) {
		return nil, errTruncated
	}
	v := r.b[:n]
	r.b = r.b[n:]
	return v, nil
}

func (r *cpReader) u1() (byte, error) {
	v, err := r.take(1)
	if err != nil {
		return 0, err
	}
	return v[0], nil
}

func (r *cpReader) u2() (int, error) {
	v, err := r.take(2)
	if err != nil {
		return 0, err
	}
	return int(v[0])<<8 | int(v[1]), nil
}

// compressedInt reads an int in the CompressIndexes format: if the first
// byte's top bit is set, bits 6-5 give the length in bytes (header included)
// and bits 4-0 the high bits; otherwise the value is a plain 4-byte int.
func (r *cpReader) compressedInt() (uint32, error) {
	h, err := r.u1()
	if err != nil {
		return 0, err
	}
	n, v := 4, uint32(h)
	if h&0x80 != 0 {
		n, v = int(h>>5&3), uint32(h&0x1F)
	}
	for i := 1; i < n; i++ {
		c, err := r.u1()
		if err != nil {
			return 0, err
		}
		v = v<<8 | uint32(c)
	}
	return v, nil
}

// expandStrings undoes the "compact-cp" compressor; the result must be size
// bytes.
func (im *jimage) expandStrings(body []byte, size uint64) ([]byte, error) {
	r := &cpReader{b: body}
	out := make([]byte, 0, min(size, 1<<22))
	head, err := r.take(8) // magic, minor and major version
	if err != nil {
		return nil, err
	}
	out = append(out, head...)
	count, err := r.u2()
	if err != nil {
		return nil, err
	}
	out = append(out, byte(count>>8), byte(count))
	for i := 1; i < count; i++ {
		tag, err := r.u1()
		if err != nil {
			return nil, err
		}
		switch tag {
		case tagUtf8:
			n, err := r.u2()
			if err != nil {
				return nil, err
			}
			s, err := r.take(n)
			if err != nil {
				return nil, err
			}
			out = appendUtf8Entry(out, s)
		case tagExternalString:
			off, err := r.compressedInt()
			if err != nil {
				return nil, err
			}
			s, err := im.str(uint64(off))
			if err != nil {
				return nil, err
			}
			if len(s) > 0xFFFF {
				return nil, fmt.Errorf("constant pool string of %d bytes", len(s))
			}
			out = appendUtf8Entry(out, s)
		case tagExternalizedDescType:
			s, err := im.descriptor(r)
			if err != nil {
				return nil, err
			}
			out = appendUtf8Entry(out, s)
		case tagLong, tagDouble:
			i++ // these take two constant pool slots
			fallthrough
		default:
			if int(tag) >= len(cpEntrySizes) {
				return nil, fmt.Errorf("bad constant pool tag %d", tag)
			}
			v, err := r.take(cpEntrySizes[tag])
			if err != nil {
				return nil, err
			}
			out = append(append(out, tag), v...)
		}
		if uint64(len(out)) > size {
			return nil, fmt.Errorf("expands to more than %d bytes", size)
		}
	}
	return append(out, r.b...), nil
}

func appendUtf8Entry(out, s []byte) []byte {
	return append(append(out, tagUtf8, byte(len(s)>>8), byte(len(s))), s...)
}

// descriptor rebuilds a descriptor stored by the compact-cp compressor.
func (im *jimage) descriptor(r *cpReader) ([]byte, error) {
	off, err := r.compressedInt()
	if err != nil {
		return nil, err
	}
	shape, err := im.str(uint64(off))
	if err != nil {
		return nil, err
	}
	n, err := r.compressedInt()
	if err != nil {
		return nil, err
	}
	flow, err := r.take(int(n))
	if err != nil {
		return nil, err
	}
	names := &cpReader{b: flow}
	var s []byte
	for _, c := range shape {
		s = append(s, c)
		if c != 'L' {
			continue
		}
		pkg, err := im.flowString(names)
		if err != nil {
			return nil, err
		}
		class, err := im.flowString(names)
		if err != nil {
			return nil, err
		}
		if len(pkg) > 0 {
			s = append(append(s, pkg...), '/')
		}
		s = append(s, class...)
	}
	if len(s) > 0xFFFF {
		return nil, fmt.Errorf("descriptor of %d bytes", len(s))
	}
	return s, nil
}

// flowString reads the next string offset of a descriptor's name run.
func (im *jimage) flowString(names *cpReader) ([]byte, error) {
	if len(names.b) == 0 {
		return nil, errors.New("descriptor has more class names than offsets")
	}
	if h := names.b[0]; h&0x80 != 0 && h>>5&3 == 0 {
		// A zero-length int, which OpenJDK's reader would loop on forever.
		return nil, fmt.Errorf("bad compressed int header %#02x", h)
	}
	off, err := names.compressedInt()
	if err != nil {
		return nil, err
	}
	return im.str(uint64(off))
}
