package classpath

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"os"
	"slices"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"
)

// The jimage format (JDK 9+ lib/modules), as read by OpenJDK's
// jdk.internal.jimage.BasicImageReader:
//
//	header     7 x u4: magic, version (major<<16 | minor), flags,
//	           resource count, table length, locations size, strings size
//	redirect   table length x s4
//	offsets    table length x u4, offsets into locations
//	locations  attribute streams, one per resource
//	strings    NUL-terminated modified UTF-8 strings
//	content    resource bytes; location offsets count from here
//
// The index (everything before the content) is in the byte order of the
// machine that built the image, told apart by how the magic reads; content
// integers are big-endian, like class files.
//
// A resource's name is "/<module>/<parent>/<base>.<extension>". Its hash
// picks a redirect slot, which either names the offsets slot directly (as
// -1-slot) or gives a seed for a second hash that does (a perfect hash built
// by jlink). Any name hashes somewhere, so the location found must be checked
// to really have the requested name.
const (
	jimageMagic      = 0xCAFEDADA
	jimageHeaderSize = 7 * 4
	hashMultiplier   = 0x01000193
)

// Location attribute kinds.
const (
	attrEnd = iota
	attrModule
	attrParent
	attrBase
	attrExtension
	attrOffset
	attrCompressed
	attrUncompressed
	attrCount
)

type location [attrCount]uint64

type jimage struct {
	path  string
	order binary.ByteOrder

	// mu is held for reading while the image data is in use and for writing
	// by Close, which unmaps it: touching unmapped memory would crash.
	mu     sync.RWMutex
	data   []byte       // the whole file
	unmap  func() error // unmaps data; nil if data was read into memory instead
	closed bool

	indexSize uint64
	tableLen  uint32
	redirect  []byte
	offsets   []byte
	locations []byte
	strs      []byte

	pkgOnce sync.Once
	pkgs    map[string][]string // dotted package name -> modules that have it
	pkgErr  error
}

// OpenJImage opens a JDK 9+ lib/modules jimage file. The file is mapped into
// memory (or, where that is impossible, read whole), and opening reads only
// the header, so it is fast; lookups touch just the pages they need.
//
// Resource names are those of the class path: "java/lang/Object.class" is
// found in the module that has package java.lang. A name starting with "/"
// names a resource in a given module, as in "/java.base/module-info.class".
// Resources outside any package can only be read that way. Reads may run
// concurrently.
func OpenJImage(path string) (Source, error) {
	f, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close() // a mapping outlives its file descriptor
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	data, unmap, err := mapFile(f, fi.Size())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	im, err := newJImage(path, data)
	if err != nil {
		if unmap != nil {
			unmap()
		}
		return nil, err
	}
	im.unmap = unmap
	return im, nil
}

// readWhole reads the file into memory, for systems or file systems where it
// cannot be mapped.
func readWhole(f *os.File, size int64) ([]byte, error) {
	if size > math.MaxInt {
		return nil, fmt.Errorf("too large to read into memory (%d bytes)", size)
	}
	data := make([]byte, size)
	n, err := f.ReadAt(data, 0)
	if n == len(data) {
		return data, nil
	}
	return nil, err
}

func jimageByteOrder(magic []byte) (binary.ByteOrder, bool) {
	switch uint32(jimageMagic) {
	case binary.LittleEndian.Uint32(magic):
		return binary.LittleEndian, true
	case binary.BigEndian.Uint32(magic):
		return binary.BigEndian, true
	}
	return nil, false
}

// newJImage interprets data as a jimage file named path.
func newJImage(path string, data []byte) (*jimage, error) {
	if len(data) < jimageHeaderSize {
		return nil, fmt.Errorf("%s: not a jimage file: %d bytes is shorter than its header", path, len(data))
	}
	order, ok := jimageByteOrder(data)
	if !ok {
		return nil, fmt.Errorf("%s: not a jimage file: bad magic %#08x", path, binary.BigEndian.Uint32(data))
	}
	if v := order.Uint32(data[4:]); v != 1<<16 {
		return nil, fmt.Errorf("%s: unsupported jimage version %d.%d (want 1.0)", path, v>>16, v&0xffff)
	}
	tableLen := order.Uint32(data[16:])
	redirect := uint64(jimageHeaderSize)
	offsets := redirect + 4*uint64(tableLen)
	locations := offsets + 4*uint64(tableLen)
	strs := locations + uint64(order.Uint32(data[20:]))
	index := strs + uint64(order.Uint32(data[24:]))
	if index > uint64(len(data)) {
		return nil, fmt.Errorf("%s: corrupt jimage: header claims a %d-byte index but the file has %d bytes", path, index, len(data))
	}
	return &jimage{
		path:      path,
		order:     order,
		data:      data,
		indexSize: index,
		tableLen:  tableLen,
		redirect:  data[redirect:offsets],
		offsets:   data[offsets:locations],
		locations: data[locations:strs],
		strs:      data[strs:index],
	}, nil
}

func (im *jimage) String() string { return "jrt:" + im.path }

// Close releases the image. Reads after Close fail with fs.ErrClosed.
func (im *jimage) Close() error {
	im.mu.Lock()
	defer im.mu.Unlock()
	if im.closed {
		return nil
	}
	im.closed = true
	im.data, im.redirect, im.offsets, im.locations, im.strs = nil, nil, nil, nil, nil
	if im.unmap != nil {
		if err := im.unmap(); err != nil {
			return fmt.Errorf("%s: %w", im.path, err)
		}
	}
	return nil
}

func (im *jimage) ReadFile(name string) (data []byte, err error) {
	err = im.reading(name, func() error {
		var err error
		data, err = im.read(name)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			err = fmt.Errorf("%s: %s: %w", im, name, err)
		}
		return err
	})
	return data, err
}

func (im *jimage) read(name string) ([]byte, error) {
	key := mutf8(name)
	if strings.HasPrefix(name, "/") {
		loc, ok, err := im.find(key)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, im.notExist(name)
		}
		return im.resource(loc, name)
	}
	pkg := packageOf(string(key))
	if pkg == "" {
		return nil, im.notExist(name)
	}
	pkgs, err := im.packages()
	if err != nil {
		return nil, err
	}
	for _, module := range pkgs[strings.ReplaceAll(pkg, "/", ".")] {
		full := make([]byte, 0, len(module)+len(key)+2)
		full = append(append(append(append(full, '/'), module...), '/'), key...)
		loc, ok, err := im.find(full)
		if err != nil {
			return nil, err
		}
		if ok {
			return im.resource(loc, name)
		}
	}
	return nil, im.notExist(name)
}

// ModuleOf returns the module that holds the resource, "" if none does.
func (im *jimage) ModuleOf(name string) string {
	im.mu.RLock()
	defer im.mu.RUnlock()
	pkgs, err := im.packages()
	if err != nil || im.closed {
		return ""
	}
	key := mutf8(name)
	for _, module := range pkgs[strings.ReplaceAll(packageOf(string(key)), "/", ".")] {
		full := append(append(append([]byte{'/'}, module...), '/'), key...)
		if _, ok, err := im.find(full); ok && err == nil {
			return module
		}
	}
	return ""
}

// Modules returns the names of the modules that hold the image's
// packages, sorted.
func (im *jimage) Modules() ([]string, error) {
	im.mu.RLock()
	defer im.mu.RUnlock()
	pkgs, err := im.packages()
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, modules := range pkgs {
		for _, m := range modules {
			seen[m] = true
		}
	}
	return slices.Sorted(maps.Keys(seen)), nil
}

func (im *jimage) notExist(name string) error {
	return fmt.Errorf("%s: %s: %w", im, name, fs.ErrNotExist)
}

// mutf8 encodes s in modified UTF-8, the encoding of the image's strings and
// of the bytes its hash is computed over: NUL takes two bytes and characters
// beyond the BMP are encoded as their two UTF-16 surrogates.
func mutf8(s string) []byte {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] == 0 || s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return []byte(s)
	}
	b := make([]byte, 0, len(s)+8)
	for _, r := range s {
		switch {
		case r == 0:
			b = append(b, 0xC0, 0x80)
		case r > 0xFFFF:
			hi, lo := utf16.EncodeRune(r)
			b = appendSurrogate(appendSurrogate(b, hi), lo)
		default:
			b = utf8.AppendRune(b, r)
		}
	}
	return b
}

func appendSurrogate(b []byte, r rune) []byte {
	return append(b, byte(0xE0|r>>12), byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
}

// nameHash is the image's string hash (ImageStringsReader.hashCode): FNV-1
// style over the modified UTF-8 bytes, starting from seed.
func nameHash(name []byte, seed uint32) uint32 {
	h := seed
	for _, c := range name {
		h = h*hashMultiplier ^ uint32(c)
	}
	return h & 0x7FFFFFFF
}

// find looks up the location of the resource with the given full name.
func (im *jimage) find(name []byte) (location, bool, error) {
	slot, ok, err := im.slot(name)
	if !ok || err != nil {
		return location{}, false, err
	}
	loc, err := im.location(im.order.Uint32(im.offsets[4*slot:]))
	if err != nil {
		return location{}, false, err
	}
	ok, err = im.hasName(&loc, name)
	return loc, ok, err
}

// slot is the slot of the offsets table the perfect hash gives the full
// name, if it gives one; the slot's location may have another name.
func (im *jimage) slot(name []byte) (int, bool, error) {
	n := im.tableLen
	if n == 0 {
		return 0, false, nil
	}
	r := int32(im.order.Uint32(im.redirect[4*(nameHash(name, hashMultiplier)%n):]))
	var slot uint32
	switch {
	case r < 0:
		slot = uint32(^r) // -1-slot
	case r > 0:
		slot = nameHash(name, uint32(r)) % n
	default:
		return 0, false, nil
	}
	if slot >= n {
		return 0, false, fmt.Errorf("corrupt jimage: redirect entry %d points past the %d-entry table", r, n)
	}
	return int(slot), true, nil
}

// location decodes the attribute stream at off in the locations table: a
// byte holding kind<<3 | (length-1), then length big-endian value bytes, up
// to a byte of kind 0.
func (im *jimage) location(off uint32) (location, error) {
	var loc location
	if uint64(off) >= uint64(len(im.locations)) {
		return loc, fmt.Errorf("corrupt jimage: location offset %d is beyond the %d-byte location table", off, len(im.locations))
	}
	b := im.locations[off:]
	for len(b) > 0 {
		kind, n := b[0]>>3, int(b[0]&7)+1
		if kind == attrEnd {
			break
		}
		if n > len(b)-1 {
			return loc, fmt.Errorf("corrupt jimage: attribute at location offset %d runs past the location table", off)
		}
		var v uint64
		for _, c := range b[1 : 1+n] {
			v = v<<8 | uint64(c)
		}
		b = b[1+n:]
		// Newer JDKs add kinds (such as preview flags) that reading
		// resources does not need.
		if kind < attrCount {
			loc[kind] = v
		}
	}
	return loc, nil
}

// str returns the string at off in the strings table.
func (im *jimage) str(off uint64) ([]byte, error) {
	if off >= uint64(len(im.strs)) {
		return nil, fmt.Errorf("corrupt jimage: string offset %d is beyond the %d-byte string table", off, len(im.strs))
	}
	s := im.strs[off:]
	end := bytes.IndexByte(s, 0)
	if end < 0 {
		return nil, fmt.Errorf("corrupt jimage: string at offset %d is not terminated", off)
	}
	return s[:end], nil
}

// nameParts spells a location's name: "/<module>/<parent>/<base>.<extension>".
// A string offset of 0 (the empty string) marks a part as absent, and its
// separators go with it; the base is always present, if possibly empty.
var nameParts = [...]struct {
	kind        int
	sep, suffix string
}{
	{attrModule, "/", "/"},
	{attrParent, "", "/"},
	{attrBase, "", ""},
	{attrExtension, ".", ""},
}

// eachNamePart calls visit with the three pieces of each part of loc's
// name that is present, in order, until visit returns false.
func (im *jimage) eachNamePart(loc *location, visit func(sep, s, suffix []byte) bool) error {
	for _, part := range nameParts {
		off := loc[part.kind]
		if off == 0 && part.kind != attrBase {
			continue
		}
		s, err := im.str(off)
		if err != nil {
			return err
		}
		if !visit([]byte(part.sep), s, []byte(part.suffix)) {
			return nil
		}
	}
	return nil
}

// hasName reports whether loc's name is name, without building the name.
func (im *jimage) hasName(loc *location, name []byte) (bool, error) {
	rest, match := name, true
	err := im.eachNamePart(loc, func(sep, s, suffix []byte) bool {
		for _, piece := range [...][]byte{sep, s, suffix} {
			if rest, match = bytes.CutPrefix(rest, piece); !match {
				return false
			}
		}
		return true
	})
	return err == nil && match && len(rest) == 0, err
}

// fullName builds the name of loc, the inverse of hasName.
func (im *jimage) fullName(loc *location) ([]byte, error) {
	var name []byte
	err := im.eachNamePart(loc, func(sep, s, suffix []byte) bool {
		name = append(append(append(name, sep...), s...), suffix...)
		return true
	})
	return name, err
}

// resource is content for the resource name, within the size its name
// allows.
func (im *jimage) resource(loc location, name string) ([]byte, error) {
	if limit, _ := sizeLimit(name); loc[attrUncompressed] > uint64(limit) {
		return nil, tooLarge(name)
	}
	return im.content(loc)
}

// content returns a copy of loc's resource bytes, decompressed.
func (im *jimage) content(loc location) ([]byte, error) {
	off, size := loc[attrOffset], loc[attrUncompressed]
	stored := size
	if loc[attrCompressed] != 0 {
		stored = loc[attrCompressed]
	}
	avail := uint64(len(im.data)) - im.indexSize
	if off > avail || stored > avail-off {
		return nil, fmt.Errorf("corrupt jimage: resource of %d bytes at content offset %d is beyond the end of the file (%d content bytes)", stored, off, avail)
	}
	start := im.indexSize + off
	raw := im.data[start : start+stored]
	if loc[attrCompressed] == 0 {
		return bytes.Clone(raw), nil
	}
	if size > maxResourceSize {
		return nil, fmt.Errorf("corrupt jimage: resource claims %d bytes uncompressed", size)
	}
	return im.decompress(raw, size)
}

// packages returns the map from dotted package name to the modules that have
// the package, built on first use from the image's /packages directory.
func (im *jimage) packages() (map[string][]string, error) {
	im.pkgOnce.Do(func() { im.pkgs, im.pkgErr = im.readPackages() })
	return im.pkgs, im.pkgErr
}

// readPackages reads "/packages", whose content is the location offsets of
// its entries "/packages/<dotted package>", each of whose content is pairs of
// u4 (a flags word, then the string offset of a module name).
//
// The flags word changed meaning across JDK releases (an "is empty" flag up
// to JDK 25, "has resources" and preview bits after), and a package appears
// in every module with a subpackage of it; so all the modules listed are
// kept, to be tried in turn. At most one has the package's resources.
func (im *jimage) readPackages() (map[string][]string, error) {
	dir, ok, err := im.find([]byte("/packages"))
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errors.New("corrupt jimage: it has no /packages directory")
	}
	entries, err := im.content(dir)
	if err != nil {
		return nil, fmt.Errorf("/packages: %w", err)
	}
	if len(entries)%4 != 0 {
		return nil, fmt.Errorf("corrupt jimage: /packages has %d bytes, not a whole number of offsets", len(entries))
	}
	pkgs := make(map[string][]string, len(entries)/4)
	for i := 0; i < len(entries); i += 4 {
		loc, err := im.location(im.order.Uint32(entries[i:]))
		if err != nil {
			return nil, err
		}
		full, err := im.fullName(&loc)
		if err != nil {
			return nil, err
		}
		pkg, ok := strings.CutPrefix(string(full), "/packages/")
		if !ok || pkg == "" || strings.Contains(pkg, "/") {
			return nil, fmt.Errorf("corrupt jimage: /packages lists %q", full)
		}
		refs, err := im.content(loc)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", full, err)
		}
		if len(refs)%8 != 0 {
			return nil, fmt.Errorf("corrupt jimage: %s has %d bytes, not a whole number of module references", full, len(refs))
		}
		modules := make([]string, 0, len(refs)/8)
		for j := 0; j < len(refs); j += 8 {
			module, err := im.str(uint64(im.order.Uint32(refs[j+4:])))
			if err != nil {
				return nil, fmt.Errorf("%s: %w", full, err)
			}
			modules = append(modules, string(module))
		}
		pkgs[pkg] = modules
	}
	return pkgs, nil
}
