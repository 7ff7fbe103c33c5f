package interp

import (
	"encoding"
	"encoding/binary"
	"hash/adler32"
	"hash/crc32"
)

// Native libraries and java.util.zip's checksums. jcheck implements the
// natives of the JDK's own libraries itself, so System.loadLibrary finds
// each of them built in (as HotSpot finds a library linked into the
// launcher) and loading it does nothing; a native method that jcheck does
// not implement is reported when it is called. Any other library is
// looked for on disk as the JDK's NativeLibraries looks for one that is
// not built in: one that is not there is java's UnsatisfiedLinkError
// ("no x in java.library.path: …", "Can't load library: …"), one that is
// there loads as a library without natives.

// jdkLibraries are the file names of the native libraries of JDK 17 to
// 25 on Linux (lib/*.so of their images).
var jdkLibraries = map[string]bool{}

func init() {
	for _, name := range []string{
		"atk-wrapper", "attach", "awt", "awt_headless", "awt_xawt", "dt_socket", "extnet",
		"fallbackLinker", "fontmanager", "freetype", "harfbuzz", "instrument", "j2gss",
		"j2pcsc", "j2pkcs11", "jaas", "java", "javajpeg", "jawt", "jdwp", "jimage", "jli",
		"jsig", "jsound", "jsvml", "lcms", "le", "management", "management_agent",
		"management_ext", "mlib_image", "net", "nio", "prefs", "rmi", "saproc", "sctp",
		"simdsort", "splashscreen", "syslookup", "verify", "zip",
	} {
		jdkLibraries["lib"+name+".so"] = true
	}
	register("jdk/internal/loader/NativeLibraries", map[string]Native{
		// The name of a library file (System.mapLibraryName's), or null
		// if the library is not built in.
		"findBuiltinLib(Ljava/lang/String;)Ljava/lang/String;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) || !jdkLibraries[t.vm.GoString(a[0].R)] {
				return Ref(nil)
			}
			return a[0]
		},
		"load(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;ZZZ)Z": constant(Bool(true)),
		// JDK 21 and later: without the flag of JNI_OnLoad's presence.
		"load(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;ZZ)Z": constant(Bool(true)),
		"unload(Ljava/lang/String;ZZJ)V": noop,
	})
	// CRC32 as zlib's crc32(crc, buf, len), which Go's IEEE table
	// computes the same way (the running value in, the new one out).
	register("java/util/zip/CRC32", map[string]Native{
		"update(II)I": func(t *Thread, a []Value) Value {
			return Int(int32(crc32.Update(uint32(a[0].I), crc32.IEEETable, []byte{byte(a[1].I)})))
		},
		"updateBytes0(I[BII)I": func(t *Thread, a []Value) Value {
			data, ok := t.byteRange(a[1].R, a[2].AsInt(), a[3].AsInt())
			if !ok {
				return nothing
			}
			buf := make([]byte, len(data))
			for i, b := range data {
				buf[i] = byte(b)
			}
			return Int(int32(crc32.Update(uint32(a[0].I), crc32.IEEETable, buf)))
		},
		// A direct ByteBuffer's bytes: len bytes at address addr + off.
		"updateByteBuffer0(IJII)I": func(t *Thread, a []Value) Value {
			data := t.readMemory(nil, a[1].I+int64(a[2].AsInt()), int64(a[3].AsInt()), "CRC32.update")
			return Int(int32(crc32.Update(uint32(a[0].I), crc32.IEEETable, data)))
		},
	})
	// Adler32 as zlib's adler32(adler, buf, len): Go's hash/adler32
	// continued from the running value.
	register("java/util/zip/Adler32", map[string]Native{
		"update(II)I": func(t *Thread, a []Value) Value {
			return Int(int32(adler32Update(uint32(a[0].I), []byte{byte(a[1].I)})))
		},
		"updateBytes(I[BII)I": func(t *Thread, a []Value) Value {
			data, ok := t.byteRange(a[1].R, a[2].AsInt(), a[3].AsInt())
			if !ok {
				return nothing
			}
			return Int(int32(adler32Update(uint32(a[0].I), bytesOf(data))))
		},
		// A direct ByteBuffer's bytes: len bytes at address addr + off.
		"updateByteBuffer(IJII)I": func(t *Thread, a []Value) Value {
			data := t.readMemory(nil, a[1].I+int64(a[2].AsInt()), int64(a[3].AsInt()), "Adler32.update")
			return Int(int32(adler32Update(uint32(a[0].I), data)))
		},
	})
}

// adler32Update is the Adler-32 of p continued from adler, the checksum
// of what came before (zlib's adler32(adler, p, len)): Go's digest
// restored to adler (its binary form is "adl\x01" and the value).
func adler32Update(adler uint32, p []byte) uint32 {
	if len(p) == 0 {
		return adler
	}
	h := adler32.New()
	if err := h.(encoding.BinaryUnmarshaler).UnmarshalBinary(binary.BigEndian.AppendUint32([]byte("adl\x01"), adler)); err != nil {
		panic(err) // the form is Go's own
	}
	h.Write(p)
	return h.Sum32()
}
