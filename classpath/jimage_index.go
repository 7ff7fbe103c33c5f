package classpath

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"runtime/debug"
)

// ImageIndex is implemented by a JDK's module image (lib/modules): its
// index as jdk.internal.jimage.BasicImageReader reads it, addressed by
// the same offsets (a location's offset in the locations table, a
// string's in the strings table), so that the JDK's own ImageReader —
// the jrt file system's — can run on it without mapping the file.
type ImageIndex interface {
	// ImageFile is the path the image was opened from.
	ImageFile() string
	// Header is the image's header.
	Header() ImageHeader
	// LocationIndex is BasicImageReader.getLocationIndex: the slot of
	// the offsets table the perfect hash gives the full name
	// ("/module/parent/base.extension"), -1 for none. The slot's
	// location may have another name (HasName tells).
	LocationIndex(name string) int
	// LocationOffset is the offset in the locations table held by slot
	// i of the offsets table.
	LocationOffset(i int) (uint32, error)
	// LocationOffsets are the nonzero entries of the offsets table, in
	// table order: the image's every location.
	LocationOffsets() ([]uint32, error)
	// Attributes are the values of the attribute kinds 0 to 7
	// (ImageLocation.ATTRIBUTE_COUNT) of the location at off; an
	// offset outside the locations table is ErrImageOffset.
	Attributes(off uint32) ([attrCount]uint64, error)
	// StringAt is the string at off in the strings table, as stored
	// (modified UTF-8, without its NUL); an offset outside the table
	// is ErrImageOffset.
	StringAt(off uint32) ([]byte, error)
	// FullName is the name "/module/parent/base.extension" of the
	// location with these attributes, as stored (modified UTF-8).
	FullName(attrs [attrCount]uint64) ([]byte, error)
	// Content is the resource of the location with these attributes,
	// decompressed.
	Content(attrs [attrCount]uint64) ([]byte, error)
}

// ImageHeader is the header of a jimage file (jdk.internal.jimage.ImageHeader).
type ImageHeader struct {
	Magic, MajorVersion, MinorVersion, Flags               uint32
	ResourceCount, TableLength, LocationsSize, StringsSize uint32
	// BigEndian tells the byte order of the index.
	BigEndian bool
	// IndexSize is the size of everything before the content: content
	// offsets count from it.
	IndexSize uint64
}

// ErrImageOffset is the error for an offset outside the image's table it
// addresses (BasicImageReader's IndexOutOfBoundsException).
var ErrImageOffset = errors.New("offset outside the image's table")

func (im *jimage) ImageFile() string { return im.path }

func (im *jimage) Header() ImageHeader {
	im.mu.RLock()
	defer im.mu.RUnlock()
	h := ImageHeader{TableLength: im.tableLen, IndexSize: im.indexSize, BigEndian: im.order == binary.BigEndian}
	if im.closed {
		return h
	}
	words := []*uint32{&h.Magic, nil, &h.Flags, &h.ResourceCount, &h.TableLength, &h.LocationsSize, &h.StringsSize}
	for i, w := range words {
		if w != nil {
			*w = im.order.Uint32(im.data[4*i:])
		}
	}
	version := im.order.Uint32(im.data[4:])
	h.MajorVersion, h.MinorVersion = version>>16, version&0xffff
	return h
}

func (im *jimage) LocationIndex(name string) int {
	var slot int
	err := im.reading(name, func() error {
		s, ok, err := im.slot(mutf8(name))
		if !ok {
			s = -1
		}
		slot = s
		return err
	})
	if err != nil {
		return -1
	}
	return slot
}

func (im *jimage) LocationOffset(i int) (uint32, error) {
	var off uint32
	err := im.reading("offsets table", func() error {
		if i < 0 || uint64(i) >= uint64(im.tableLen) {
			return ErrImageOffset
		}
		off = im.order.Uint32(im.offsets[4*i:])
		return nil
	})
	return off, err
}

func (im *jimage) LocationOffsets() ([]uint32, error) {
	var offs []uint32
	err := im.reading("offsets table", func() error {
		for i := 0; i+4 <= len(im.offsets); i += 4 {
			if off := im.order.Uint32(im.offsets[i:]); off != 0 {
				offs = append(offs, off)
			}
		}
		return nil
	})
	return offs, err
}

func (im *jimage) Attributes(off uint32) ([attrCount]uint64, error) {
	var loc location
	err := im.reading("locations table", func() error {
		if uint64(off) >= uint64(len(im.locations)) {
			return ErrImageOffset
		}
		var err error
		loc, err = im.location(off)
		return err
	})
	return loc, err
}

func (im *jimage) StringAt(off uint32) ([]byte, error) {
	var s []byte
	err := im.reading("strings table", func() error {
		if uint64(off) >= uint64(len(im.strs)) {
			return ErrImageOffset
		}
		b, err := im.str(uint64(off))
		s = append([]byte(nil), b...)
		return err
	})
	return s, err
}

func (im *jimage) FullName(attrs [attrCount]uint64) ([]byte, error) {
	var name []byte
	err := im.reading("strings table", func() error {
		loc := location(attrs)
		var err error
		name, err = im.fullName(&loc)
		return err
	})
	return name, err
}

func (im *jimage) Content(attrs [attrCount]uint64) ([]byte, error) {
	var data []byte
	err := im.reading("content", func() error {
		var err error
		data, err = im.content(location(attrs))
		return err
	})
	return data, err
}

// reading runs read while the image's data is in use: an error if the
// image is closed, and an error instead of a crash if the mapped file
// shrank under it (touching the lost pages raises SIGBUS). what names
// what is read in the error.
func (im *jimage) reading(what string, read func() error) (err error) {
	im.mu.RLock()
	defer im.mu.RUnlock()
	if im.closed {
		return fmt.Errorf("%s: %s: %w", im, what, fs.ErrClosed)
	}
	if im.unmap != nil {
		defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
		defer func() {
			if r := recover(); r != nil {
				if _, fault := r.(interface{ Addr() uintptr }); !fault {
					panic(r)
				}
				err = fmt.Errorf("%s: %s: memory fault reading the mapped file (was it truncated?)", im, what)
			}
		}()
	}
	return read()
}
