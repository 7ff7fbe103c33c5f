package interp

import (
	"errors"
	"path/filepath"
	"slices"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/internal/wtf8"
)

// The jrt file system (FileSystems.getFileSystem(URI.create("jrt:/")),
// Path.of of a jrt: URI) runs the JDK's own code: JrtFileSystem over
// ImageReader, which builds the /modules and /packages trees from the
// image's directory locations in the JDK's order. Its base,
// BasicImageReader, maps lib/modules into memory (NativeImageBuffer or
// FileChannel.map) and reads the index through ByteBuffers; jcheck
// models no memory outside the Java heap, so the methods that touch
// those buffers are replaced by reads of jcheck's own reader of the
// image (classpath.ImageIndex), addressed by the same location and string
// offsets, and the buffers are never made. Only the image of the JDK
// jcheck runs on can be opened this way.

const basicImageReader = "jdk/internal/jimage/BasicImageReader"

func init() {
	const location = "Ljdk/internal/jimage/ImageLocation;"
	natives := map[string]Native{
		"<init>(Ljava/nio/file/Path;Ljava/nio/ByteOrder;)V": func(t *Thread, a []Value) Value {
			reader, path, order := a[0].R, a[1], a[2].R
			if !t.nullCheck(path.R) || !t.nullCheck(order) {
				return nothing
			}
			toString := t.selectMethod(path.R.Class, mustMethod(t.vm.wk.object, "toString", "()Ljava/lang/String;"), false)
			if toString == nil {
				return nothing
			}
			t.Call(toString, []Value{path}, func(t *Thread, name Value, exc *Object) Value {
				if exc != nil {
					t.exc = exc
					return nothing
				}
				t.openImage(reader, path.R, order, name.R)
				return nothing
			})
			return nothing
		},
		"getLocationIndex(Ljava/lang/String;)I": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			return Int(int32(t.vm.loader.imageIndex().LocationIndex(t.vm.GoString(a[1].R))))
		},
		"findLocation(Ljava/lang/String;)" + location: func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			return t.findImageLocation(a[0].R, "", t.vm.GoString(a[1].R))
		},
		"findLocation(Ljava/lang/String;Ljava/lang/String;)" + location: func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) || !t.nullCheck(a[2].R) {
				return nothing
			}
			return t.findImageLocation(a[0].R, t.vm.GoString(a[1].R), t.vm.GoString(a[2].R))
		},
		"verifyLocation(Ljava/lang/String;Ljava/lang/String;)Z": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) || !t.nullCheck(a[2].R) {
				return nothing
			}
			loc := t.findImageLocation(a[0].R, t.vm.GoString(a[1].R), t.vm.GoString(a[2].R))
			return Bool(t.exc == nil && loc.R != nil)
		},
		"getAttributes(I)[J": func(t *Thread, a []Value) Value {
			attrs, ok := t.imageAttributes(a[1].AsInt())
			if !ok {
				return nothing
			}
			return Ref(t.vm.imageAttributeArray(attrs))
		},
		"getString(I)Ljava/lang/String;": func(t *Thread, a []Value) Value {
			s, ok := t.imageString(a[1].AsInt())
			if !ok {
				return nothing
			}
			return Ref(t.vm.NewString(s))
		},
		// The length of the image's string at offset if the string
		// continues with it from stringOffset, else -1.
		"match(ILjava/lang/String;I)I": func(t *Thread, a []Value) Value {
			s, ok := t.imageString(a[1].AsInt())
			if !ok || !t.nullCheck(a[2].R) {
				return nothing
			}
			image, str, from := wtf8.ToUTF16(s), wtf8.ToUTF16(t.vm.GoString(a[2].R)), int(a[3].AsInt())
			if from < 0 || from > len(str) || !slices.Equal(str[from:min(len(str), from+len(image))], image) {
				return Int(-1)
			}
			return Int(int32(len(image)))
		},
		// java's reads the offsets with a relative bulk get, which leaves
		// the reader's buffer at its end: a second call throws
		// BufferUnderflowException. jcheck keeps no buffer, so the first
		// call leaves an empty one in the field, which nothing else here
		// reads, for the second to find.
		"getEntryNames()[Ljava/lang/String;": func(t *Thread, a []Value) Value {
			reader := a[0].R
			offsets := mustField(t.vm.must(basicImageReader), "offsets")
			if reader.Fields[offsets.Slot].R != nil {
				t.ThrowNew("java/nio/BufferUnderflowException", "")
				return nothing
			}
			ix := t.vm.loader.imageIndex()
			offs, err := ix.LocationOffsets()
			if err != nil {
				t.ThrowNew("java/lang/InternalError", err.Error())
				return nothing
			}
			names := make([][]uint16, 0, len(offs))
			for _, off := range offs {
				name, ok := t.imageFullName(ix, off)
				if !ok {
					return nothing
				}
				names = append(names, wtf8.ToUTF16(name))
			}
			slices.SortFunc(names, slices.Compare) // String.compareTo
			elems := make([]*Object, len(names))
			for i, n := range names {
				elems[i] = t.vm.newStringUTF16(n)
			}
			buffers := t.loadClass("java/nio/IntBuffer")
			if buffers == nil {
				return nothing
			}
			return t.initThen(buffers, func() Value {
				t.Call(mustMethod(buffers, "allocate", "(I)Ljava/nio/IntBuffer;"), []Value{Int(0)}, func(t *Thread, empty Value, exc *Object) Value {
					if exc != nil {
						return passResult(t, empty, exc)
					}
					reader.Fields[offsets.Slot] = empty
					return Ref(t.vm.NewObjectArray(t.vm.wk.string, elems))
				})
				return nothing
			})
		},
		"getResource(" + location + ")[B": func(t *Thread, a []Value) Value {
			data, ok := t.imageResource(a[1].R)
			if !ok {
				return nothing
			}
			return Ref(data)
		},
		// A heap buffer over the resource's bytes, where java's slices the
		// mapped image for an uncompressed resource.
		"getResourceBuffer(" + location + ")Ljava/nio/ByteBuffer;": func(t *Thread, a []Value) Value {
			data, ok := t.imageResource(a[1].R)
			buffers := t.loadClass("java/nio/ByteBuffer")
			if !ok || buffers == nil {
				return nothing
			}
			return t.initThen(buffers, func() Value {
				t.Call(mustMethod(buffers, "wrap", "([B)Ljava/nio/ByteBuffer;"), []Value{Ref(data)}, passResult)
				return nothing
			})
		},
	}
	replace(basicImageReader, natives)
	// Only the JDK's own reader: the classes of another JDK's
	// jrt-fs.jar (FileSystems.newFileSystem of jrt:/ with a java.home)
	// have the same names, in a loader of their own, and run as they are.
	for sig := range natives {
		replacementGuards[basicImageReader+"."+sig] = func(vm *VM, reader *Object) bool {
			return reader != nil && !reader.Class.App && reader.Class.Namespace == 0
		}
	}
}

// imageIndex is the index of the JDK's module image the loader reads the
// class library from; nil if it reads jmods or directories instead.
func (l *Loader) imageIndex() classpath.ImageIndex {
	for _, src := range l.boot {
		if ix, ok := src.(classpath.ImageIndex); ok {
			return ix
		}
	}
	return nil
}

// openImage is the rest of BasicImageReader's constructor, once the
// path's name is known: the image must be the JDK's own, read in its
// byte order; the reader keeps what java's does but the buffers.
func (t *Thread) openImage(reader, path, order, name *Object) {
	vm := t.vm
	ix, file := vm.loader.imageIndex(), vm.GoString(name)
	if ix == nil || filepath.Clean(file) != filepath.Clean(ix.ImageFile()) {
		unsupported("jdk.internal.jimage.BasicImageReader.<init> of %s (jcheck reads only the module image of the JDK it runs on, not another image)", file)
	}
	h := ix.Header()
	byteOrder := "LITTLE_ENDIAN"
	if h.BigEndian {
		byteOrder = "BIG_ENDIAN"
	}
	if vm.GoString(fieldNamed(order, "name").R) != byteOrder {
		t.ThrowNew("java/io/IOException", "\""+file+"\" is not an image file")
		return
	}
	headers, strs := t.loadClass("jdk/internal/jimage/ImageHeader"), t.loadClass("jdk/internal/jimage/ImageStringsReader")
	if headers == nil || strs == nil {
		return
	}
	header := vm.NewObject(headers)
	for _, f := range []struct {
		name  string
		value uint32
	}{
		{"magic", h.Magic}, {"majorVersion", h.MajorVersion}, {"minorVersion", h.MinorVersion}, {"flags", h.Flags},
		{"resourceCount", h.ResourceCount}, {"tableLength", h.TableLength}, {"locationsSize", h.LocationsSize}, {"stringsSize", h.StringsSize},
	} {
		setFieldNamed(header, f.name, Int(int32(f.value)))
	}
	stringsReader := vm.NewObject(strs)
	setFieldNamed(stringsReader, "reader", Ref(reader))
	c := vm.must(basicImageReader)
	for _, f := range []struct {
		name  string
		value Value
	}{
		{"imagePath", Ref(path)}, {"byteOrder", Ref(order)}, {"name", Ref(name)}, {"header", Ref(header)},
		{"indexSize", Long(int64(h.IndexSize))}, {"stringsReader", Ref(stringsReader)},
	} {
		reader.Fields[mustField(c, f.name).Slot] = f.value
	}
}

// imageAttributes is BasicImageReader.getAttributes: the attributes of
// the location at offset, or false with the exception java's throws.
func (t *Thread) imageAttributes(offset int32) ([8]uint64, bool) {
	if offset < 0 {
		t.ThrowNew("java/lang/IndexOutOfBoundsException", "offset")
		return [8]uint64{}, false
	}
	attrs, err := t.vm.loader.imageIndex().Attributes(uint32(offset))
	return attrs, t.imageError(err)
}

// imageString is BasicImageReader.getString, as a WTF-8 Go string.
func (t *Thread) imageString(offset int32) (string, bool) {
	if offset < 0 {
		t.ThrowNew("java/lang/IndexOutOfBoundsException", "offset")
		return "", false
	}
	b, err := t.vm.loader.imageIndex().StringAt(uint32(offset))
	if !t.imageError(err) {
		return "", false
	}
	return t.decodeImageString(b)
}

func (t *Thread) decodeImageString(b []byte) (string, bool) {
	s, err := classfile.DecodeModifiedUTF8(b)
	if err != nil {
		t.ThrowNew("java/lang/InternalError", "jimage string: "+err.Error())
		return "", false
	}
	return s, true
}

// imageError throws what java's reader would for err and reports whether
// there was none: IndexOutOfBoundsException for an offset outside its
// table, InternalError for a corrupt or unreadable image.
func (t *Thread) imageError(err error) bool {
	switch {
	case err == nil:
		return true
	case errors.Is(err, classpath.ErrImageOffset):
		t.ThrowNew("java/lang/IndexOutOfBoundsException", "offset")
	default:
		t.ThrowNew("java/lang/InternalError", err.Error())
	}
	return false
}

// imageFullName is the name "/module/parent/base.extension" of the
// location at off.
func (t *Thread) imageFullName(ix classpath.ImageIndex, off uint32) (string, bool) {
	attrs, err := ix.Attributes(off)
	if !t.imageError(err) {
		return "", false
	}
	b, err := ix.FullName(attrs)
	if !t.imageError(err) {
		return "", false
	}
	return t.decodeImageString(b)
}

// findImageLocation is BasicImageReader.findLocation: the ImageLocation
// of the resource name of module ("" for a full name), null if the image
// has none.
func (t *Thread) findImageLocation(reader *Object, module, name string) Value {
	ix := t.vm.loader.imageIndex()
	full := name
	if module != "" {
		full = "/" + module + "/" + name
	}
	i := ix.LocationIndex(full)
	if i < 0 {
		return Ref(nil)
	}
	off, err := ix.LocationOffset(i)
	if !t.imageError(err) {
		return nothing
	}
	found, ok := t.imageFullName(ix, off)
	if !ok {
		return nothing
	}
	attrs, _ := ix.Attributes(off)
	if module != "" {
		m, err := ix.StringAt(uint32(attrs[1])) // ImageLocation.ATTRIBUTE_MODULE
		if !t.imageError(err) {
			return nothing
		}
		if string(m) != module {
			return Ref(nil)
		}
	}
	if found != full {
		return Ref(nil)
	}
	locations := t.loadClass("jdk/internal/jimage/ImageLocation")
	if locations == nil {
		return nothing
	}
	loc := t.vm.NewObject(locations)
	setFieldNamed(loc, "attributes", Ref(t.vm.imageAttributeArray(attrs)))
	setFieldNamed(loc, "strings", reader.Fields[mustField(t.vm.must(basicImageReader), "stringsReader").Slot])
	return Ref(loc)
}

// imageAttributeArray is an ImageLocation's long[] of attributes.
func (vm *VM) imageAttributeArray(attrs [8]uint64) *Object {
	arr := vm.NewArray(vm.ArrayClass("J"), len(attrs))
	for i, v := range attrs {
		arr.Array.([]int64)[i] = int64(v)
	}
	return arr
}

// imageResource is BasicImageReader.getResource(ImageLocation): the
// content of the location, decompressed, as a byte[].
func (t *Thread) imageResource(loc *Object) (*Object, bool) {
	if !t.nullCheck(loc) {
		return nil, false
	}
	stored := fieldNamed(loc, "attributes").R
	if !t.nullCheck(stored) {
		return nil, false
	}
	var attrs [8]uint64
	for i, v := range stored.Array.([]int64) {
		if i < len(attrs) {
			attrs[i] = uint64(v)
		}
	}
	// BasicImageReader.getResourceBuffer's checks
	// (ImageLocation.ATTRIBUTE_COMPRESSED and _UNCOMPRESSED).
	if c := int64(attrs[6]); c < 0 || c > 1<<31-1 {
		t.ThrowNew("java/lang/IndexOutOfBoundsException", "Bad compressed size: "+itoa(int(c)))
		return nil, false
	}
	if u := int64(attrs[7]); u < 0 || u > 1<<31-1 {
		t.ThrowNew("java/lang/IndexOutOfBoundsException", "Bad uncompressed size: "+itoa(int(u)))
		return nil, false
	}
	data, err := t.vm.loader.imageIndex().Content(attrs)
	if !t.imageError(err) {
		return nil, false
	}
	if data == nil {
		data = []byte{}
	}
	return t.vm.rawBytes(data), true
}
