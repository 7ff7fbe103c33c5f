package classpath

import (
	"archive/zip"
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"io/fs"
	"math/bits"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// findTestJDK returns the JDK this machine has, skipping the test if there is none.
func findTestJDK(t testing.TB) *JDK {
	t.Helper()
	j, err := FindJDK("")
	if err != nil {
		t.Skipf("no JDK: %v", err)
	}
	t.Cleanup(func() { j.Boot.Close() })
	return j
}

// jdkModules returns the lib/modules of the test JDK, skipping the test if it has none.
func jdkModules(t testing.TB, j *JDK) string {
	t.Helper()
	p := filepath.Join(j.Home, "lib", "modules")
	if !isRegular(p) {
		t.Skipf("%s has no lib/modules", j.Home)
	}
	return p
}

type jarEntry struct {
	name    string
	data    string
	deflate bool
}

// writeJar writes a jar (a zip) with the given entries.
func writeJar(t testing.TB, path string, entries ...jarEntry) {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		method := zip.Store
		if e.deflate {
			method = zip.Deflate
		}
		w, err := zw.CreateHeader(&zip.FileHeader{Name: e.name, Method: method})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(e.data)); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	writeFile(t, path, buf.Bytes())
}

func writeFile(t testing.TB, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// mustRead reads name from s, failing the test on error.
func mustRead(t testing.TB, s Source, name string) []byte {
	t.Helper()
	data, err := s.ReadFile(name)
	if err != nil {
		t.Fatalf("%s: ReadFile(%q): %v", s, name, err)
	}
	return data
}

// wantNotExist checks that reading name from s fails as absent.
func wantNotExist(t testing.TB, s Source, name string) {
	t.Helper()
	data, err := s.ReadFile(name)
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%s: ReadFile(%q) = %d bytes, %v; want a not-exist error", s, name, len(data), err)
	}
}

// wantErrorNaming checks that err is non-nil and mentions file (and, if
// given, what).
func wantErrorNaming(t testing.TB, err error, file string, what ...string) {
	t.Helper()
	if err == nil {
		t.Errorf("no error; want one naming %s", file)
		return
	}
	if !strings.Contains(err.Error(), file) {
		t.Errorf("error %q does not name %s", err, file)
	}
	for _, w := range what {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not say %q", err, w)
		}
	}
}

// byteOrder is binary.LittleEndian or binary.BigEndian.
type byteOrder interface {
	binary.ByteOrder
	binary.AppendByteOrder
}

// imageBuilder writes synthetic jimage files the way jlink lays them out.
type imageBuilder struct {
	order  byteOrder
	strs   []byte
	strOff map[string]uint32
	res    []imageResource
}

type imageResource struct {
	name   string // full name, "/module/parent/base.ext"
	stored []byte
	size   int    // uncompressed size
	offset uint64 // if non-zero, the content offset to record instead of the true one
}

func newImageBuilder(order byteOrder) *imageBuilder {
	b := &imageBuilder{order: order, strOff: make(map[string]uint32)}
	b.str("") // offset 0 is the empty string
	return b
}

func (b *imageBuilder) str(s string) uint32 {
	if off, ok := b.strOff[s]; ok {
		return off
	}
	off := uint32(len(b.strs))
	b.strs = append(append(b.strs, s...), 0)
	b.strOff[s] = off
	return off
}

// add adds an uncompressed resource.
func (b *imageBuilder) add(name string, data []byte) {
	b.res = append(b.res, imageResource{name: name, stored: data, size: len(data)})
}

// addCompressed adds a resource stored as the given compressed bytes.
func (b *imageBuilder) addCompressed(name string, stored []byte, size int) {
	b.res = append(b.res, imageResource{name: name, stored: stored, size: size})
}

// compressionHeader returns the header jlink puts before a compressed body.
func (b *imageBuilder) compressionHeader(decompressor string, body []byte, size int) []byte {
	h := make([]byte, resourceHeaderSize)
	b.order.PutUint32(h, resourceMagic)
	b.order.PutUint64(h[4:], uint64(len(body)))
	b.order.PutUint64(h[12:], uint64(size))
	b.order.PutUint32(h[20:], b.str(decompressor))
	b.order.PutUint32(h[24:], b.str(""))
	h[28] = 1
	return append(h, body...)
}

// zipStage compresses data as jlink's "zip" compressor does.
func (b *imageBuilder) zipStage(data []byte) []byte {
	var buf bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&buf, zlib.BestCompression)
	zw.Write(data)
	zw.Close()
	return b.compressionHeader("zip", buf.Bytes(), len(data))
}

// compactStage compresses a class file as jlink's "compact-cp" compressor
// does: every CONSTANT_Utf8 goes to the strings table, method descriptors in
// the split form.
func (b *imageBuilder) compactStage(class []byte) []byte {
	out := slices.Clone(class[:10])
	count := int(binary.BigEndian.Uint16(class[8:]))
	p := 10
	for i := 1; i < count; i++ {
		tag := class[p]
		p++
		switch tag {
		case tagUtf8:
			n := int(binary.BigEndian.Uint16(class[p:]))
			s := string(class[p+2 : p+2+n])
			p += 2 + n
			if shape, names := splitDescriptor(s); strings.HasPrefix(s, "(") && len(names) > 0 {
				var flow []byte
				for _, name := range names {
					flow = append(flow, compressInt(b.str(name))...)
				}
				out = append(out, tagExternalizedDescType)
				out = append(out, compressInt(b.str(shape))...)
				out = append(out, compressInt(uint32(len(flow)))...)
				out = append(out, flow...)
			} else {
				out = append(out, tagExternalString)
				out = append(out, compressInt(b.str(s))...)
			}
		default:
			if tag == tagLong || tag == tagDouble {
				i++
			}
			n := cpEntrySizes[tag]
			out = append(append(out, tag), class[p:p+n]...)
			p += n
		}
	}
	out = append(out, class[p:]...)
	return b.compressionHeader("compact-cp", out, len(class))
}

// splitDescriptor splits a descriptor as jlink's SignatureParser does: the
// shape with each class name after 'L' removed, and per class name its
// package and simple name.
func splitDescriptor(s string) (string, []string) {
	var shape strings.Builder
	var names []string
	inType, typ := false, ""
	for _, c := range s {
		switch {
		case c == ';' || c == ':' || c == '<':
			if inType {
				pkg, class := "", typ
				if i := strings.LastIndexByte(typ, '/'); i >= 0 {
					pkg, class = typ[:i], typ[i+1:]
				}
				names = append(names, pkg, class)
			}
			shape.WriteRune(c)
			inType, typ = false, ""
		case c == 'L' && !inType:
			inType = true
			shape.WriteRune(c)
		case inType:
			typ += string(c)
		default:
			shape.WriteRune(c)
		}
	}
	return shape.String(), names
}

// compressInt encodes v as CompressIndexes.compress does.
func compressInt(v uint32) []byte {
	size := min((bits.Len32(v)+2)>>3+1, 4)
	out := make([]byte, size)
	for i := range out {
		out[i] = byte(v >> ((size - i - 1) * 8))
	}
	if size < 4 {
		out[0] |= 0x80 | byte(size<<5)
	}
	return out
}

// bytes lays out the image: header, perfect hash, locations, strings, content.
// With packages, it adds the /packages directory jlink writes.
func (b *imageBuilder) bytes(packages bool) []byte {
	res := slices.Clone(b.res)
	var dirIndex []int // indexes in res of /packages/<pkg> entries
	if packages {
		pkgModules := map[string][]string{}
		var pkgNames []string
		for _, r := range res {
			module, rest, _ := strings.Cut(strings.TrimPrefix(r.name, "/"), "/")
			pkg := packageOf(rest)
			if pkg == "" {
				continue
			}
			pkg = strings.ReplaceAll(pkg, "/", ".")
			if _, ok := pkgModules[pkg]; !ok {
				pkgNames = append(pkgNames, pkg)
			}
			if !slices.Contains(pkgModules[pkg], module) {
				pkgModules[pkg] = append(pkgModules[pkg], module)
			}
		}
		for _, pkg := range pkgNames {
			var refs []byte
			for _, m := range pkgModules[pkg] {
				refs = b.order.AppendUint32(refs, 0)
				refs = b.order.AppendUint32(refs, b.str(m))
			}
			dirIndex = append(dirIndex, len(res))
			res = append(res, imageResource{name: "/packages/" + pkg, stored: refs, size: len(refs)})
		}
		// The directory's content, the location offsets of its entries, is
		// filled in below once the locations are laid out.
		res = append(res, imageResource{name: "/packages", stored: make([]byte, 4*len(dirIndex)), size: 4 * len(dirIndex)})
	}

	var content []byte
	contentOff := make([]uint64, len(res))
	for i, r := range res {
		contentOff[i] = uint64(len(content))
		content = append(content, r.stored...)
	}
	var locs []byte
	locOff := make([]uint32, len(res))
	for i, r := range res {
		locOff[i] = uint32(len(locs))
		var attrs location
		module, parent, base, ext := splitName(r.name)
		attrs[attrModule] = uint64(b.str(module))
		attrs[attrParent] = uint64(b.str(parent))
		attrs[attrBase] = uint64(b.str(base))
		attrs[attrExtension] = uint64(b.str(ext))
		attrs[attrOffset] = contentOff[i]
		if r.offset != 0 {
			attrs[attrOffset] = r.offset
		}
		if len(r.stored) != r.size {
			attrs[attrCompressed] = uint64(len(r.stored))
		}
		attrs[attrUncompressed] = uint64(r.size)
		for kind := attrModule; kind < attrCount; kind++ {
			v := attrs[kind]
			if v == 0 {
				continue
			}
			n := (bits.Len64(v) - 1) / 8
			locs = append(locs, byte(kind<<3|n))
			for j := n; j >= 0; j-- {
				locs = append(locs, byte(v>>(8*j)))
			}
		}
		locs = append(locs, 0)
	}
	if packages {
		dir := contentOff[len(res)-1]
		for j, i := range dirIndex {
			b.order.PutUint32(content[dir+uint64(4*j):], locOff[i])
		}
	}

	n := uint32(len(res))
	redirect := make([]int32, n)
	slots := make([]uint32, n)
	used := make([]bool, n)
	if n > 0 {
		buckets := make([][]int, n)
		for i, r := range res {
			h := nameHash([]byte(r.name), hashMultiplier) % n
			buckets[h] = append(buckets[h], i)
		}
		order := make([]int, n)
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(x, y int) int { return len(buckets[y]) - len(buckets[x]) })
		for _, bk := range order {
			members := buckets[bk]
			switch {
			case len(members) > 1:
				for seed := uint32(1); ; seed++ {
					var picked []uint32
					for _, i := range members {
						s := nameHash([]byte(res[i].name), seed) % n
						if used[s] || slices.Contains(picked, s) {
							break
						}
						picked = append(picked, s)
					}
					if len(picked) == len(members) {
						for k, i := range members {
							used[picked[k]] = true
							slots[i] = picked[k]
						}
						redirect[bk] = int32(seed)
						break
					}
				}
			case len(members) == 1:
				s := uint32(slices.Index(used, false))
				used[s] = true
				slots[members[0]] = s
				redirect[bk] = -1 - int32(s)
			}
		}
	}
	offsets := make([]uint32, n)
	for i := range res {
		offsets[slots[i]] = locOff[i]
	}

	var img []byte
	for _, v := range []uint32{jimageMagic, 1 << 16, 0, n, n, uint32(len(locs)), uint32(len(b.strs))} {
		img = b.order.AppendUint32(img, v)
	}
	for _, r := range redirect {
		img = b.order.AppendUint32(img, uint32(r))
	}
	for _, o := range offsets {
		img = b.order.AppendUint32(img, o)
	}
	img = append(img, locs...)
	img = append(img, b.strs...)
	return append(img, content...)
}

// splitName splits a full name as jlink's ImageLocationWriter does.
func splitName(name string) (module, parent, base, ext string) {
	rest := name
	if len(name) >= 2 && name[0] == '/' {
		if i := strings.IndexByte(name[1:], '/'); i >= 0 {
			module, rest = name[1:1+i], name[2+i:]
		}
	}
	if i := strings.LastIndexByte(rest, '/'); i > 1 {
		parent, rest = rest[:i], rest[i+1:]
	}
	base = rest
	if i := strings.LastIndexByte(rest, '.'); i >= 0 {
		base, ext = rest[:i], rest[i+1:]
	}
	return module, parent, base, ext
}

// testClass returns a small class file whose constant pool has every kind
// of entry the compact-cp compressor treats specially.
func testClass() []byte {
	utf8 := func(s string) []byte {
		return append([]byte{tagUtf8, byte(len(s) >> 8), byte(len(s))}, s...)
	}
	cp := [][]byte{
		utf8("p/Foo"),            // 1
		{7, 0, 1},                // 2 Class p/Foo
		utf8("java/lang/Object"), // 3
		{7, 0, 3},                // 4 Class java/lang/Object
		utf8("(Ljava/lang/String;[Ljava/util/List;IJ)Lp/Foo;"), // 5
		utf8("run"),                  // 6
		{12, 0, 6, 0, 5},             // 7 NameAndType
		{5, 0, 0, 0, 0, 0, 0, 0, 42}, // 8-9 Long
		{3, 0, 0, 0, 7},              // 10 Integer
		{6, 0x40, 9, 0x21, 0xFB, 0x54, 0x44, 0x2D, 0x18}, // 11-12 Double
		utf8("(I)V"),                 // 13: a descriptor without class names
		utf8("caf\u00e9 \U0001F600"), // 14: non-ASCII
		{15, 6, 0, 2},                // 15 MethodHandle
		{16, 0, 13},                  // 16 MethodType
		{18, 0, 0, 0, 7},             // 17 InvokeDynamic
		utf8(""),                     // 18
	}
	class := []byte{0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61, 0, 19}
	for _, e := range cp {
		class = append(class, e...)
	}
	// access flags, this, super, no interfaces/fields/methods/attributes
	return append(class, 0, 0x21, 0, 2, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0)
}

// testImage builds a small image with plain, zip, compact-cp and stacked
// resources in two modules, and returns it with its resources' bytes.
func testImage(order byteOrder) ([]byte, map[string][]byte) {
	b := newImageBuilder(order)
	class := testClass()
	want := map[string][]byte{
		"/m.one/p/Foo.class":       class,
		"/m.one/p/Zip.class":       class,
		"/m.one/p/q/Compact.class": class,
		"/m.one/p/q/Stacked.class": class,
		"/m.one/module-info.class": []byte("module info"),
		"/m.one/META-INF/x.txt":    []byte("meta"),
		"/m.two/r/Bar.class":       []byte("bar bytes"),
		"/m.two/r/s/t/data.bin":    {0, 1, 2, 3},
		"/m.two/r/empty":           {},
		// Package p.q in a second module too: lookups must try both.
		"/m.two/p/q/other.properties": []byte("a=b"),
	}
	b.add("/m.one/p/Foo.class", class)
	b.addCompressed("/m.one/p/Zip.class", b.zipStage(class), len(class))
	b.addCompressed("/m.one/p/q/Compact.class", b.compactStage(class), len(class))
	b.addCompressed("/m.one/p/q/Stacked.class", b.zipStage(b.compactStage(class)), len(class))
	for _, name := range []string{"/m.one/module-info.class", "/m.one/META-INF/x.txt", "/m.two/r/Bar.class", "/m.two/r/s/t/data.bin", "/m.two/r/empty", "/m.two/p/q/other.properties"} {
		b.add(name, want[name])
	}
	return b.bytes(true), want
}
