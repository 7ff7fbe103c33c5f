package classpath

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The index as the JDK's ImageReader reads it: every location by name and
// by offset, its name, module string and content, the header, and offsets
// outside their tables.
func TestJImageIndex(t *testing.T) {
	for _, order := range []byteOrder{binary.LittleEndian, binary.BigEndian} {
		t.Run(fmt.Sprint(order), func(t *testing.T) {
			data, want := testImage(order)
			path := filepath.Join(t.TempDir(), "modules")
			writeFile(t, path, data)
			src, err := OpenJImage(path)
			if err != nil {
				t.Fatal(err)
			}
			defer src.Close()
			ix := src.(ImageIndex)
			h := ix.Header()
			if ix.ImageFile() != path || h.Magic != jimageMagic || h.MajorVersion != 1 || h.MinorVersion != 0 ||
				h.BigEndian != (order == binary.BigEndian) || h.IndexSize != uint64(jimageHeaderSize+8*h.TableLength+h.LocationsSize+h.StringsSize) {
				t.Fatalf("file %s header %+v", ix.ImageFile(), h)
			}
			var names []string
			for name, content := range want {
				i := ix.LocationIndex(name)
				off, err := ix.LocationOffset(i)
				if err != nil {
					t.Fatalf("%s: slot %d: %v", name, i, err)
				}
				attrs, err := ix.Attributes(off)
				if err != nil {
					t.Fatal(err)
				}
				full, err := ix.FullName(attrs)
				module, merr := ix.StringAt(uint32(attrs[attrModule]))
				got, cerr := ix.Content(attrs)
				if err != nil || merr != nil || cerr != nil || string(full) != name || "/"+string(module)+"/" != name[:len(module)+2] || !bytes.Equal(got, content) {
					t.Errorf("%s: name %q (%v) module %q (%v) content %q (%v)", name, full, err, module, merr, got, cerr)
				}
				if off != 0 { // an empty slot to the JDK's reader (getEntryNames)
					names = append(names, name)
				}
			}
			offs, err := ix.LocationOffsets()
			if err != nil {
				t.Fatal(err)
			}
			var all []string
			for _, off := range offs {
				attrs, _ := ix.Attributes(off)
				full, _ := ix.FullName(attrs)
				if !strings.HasPrefix(string(full), "/packages") { // the builder's own directory
					all = append(all, string(full))
				}
			}
			slices.Sort(names)
			slices.Sort(all)
			if !slices.Equal(all, names) {
				t.Errorf("locations %q, want %q", all, names)
			}
			if _, err := ix.Attributes(h.LocationsSize); !errors.Is(err, ErrImageOffset) {
				t.Errorf("Attributes past the table: %v", err)
			}
			if _, err := ix.StringAt(h.StringsSize); !errors.Is(err, ErrImageOffset) {
				t.Errorf("StringAt past the table: %v", err)
			}
			if _, err := ix.LocationOffset(int(h.TableLength)); !errors.Is(err, ErrImageOffset) {
				t.Errorf("LocationOffset past the table: %v", err)
			}
			src.Close()
			if _, err := ix.StringAt(0); err == nil {
				t.Error("StringAt after Close did not fail")
			}
		})
	}
}
