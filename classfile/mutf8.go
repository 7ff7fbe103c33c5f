package classfile

import (
	"errors"

	"github.com/jcheck/jcheck/internal/wtf8"
)

// DecodeModifiedUTF8 converts modified UTF-8 outside class files (the
// strings of a JDK's module image) to a WTF-8 Go string, reading overlong
// forms as the JDK's own decoders do.
func DecodeModifiedUTF8(b []byte) (string, error) { return decodeModifiedUTF8(b, true) }

// decodeModifiedUTF8 converts the "modified UTF-8" of CONSTANT_Utf8 entries
// (JVMS §4.4.7) to a WTF-8 Go string: NUL is encoded as C0 80, supplementary
// characters as two three-byte surrogates, and no four-byte forms exist.
// Overlong forms other than C0 80 are rejected unless allowOverlong is set
// (HotSpot accepts them in class files up to version 47).
func decodeModifiedUTF8(b []byte, allowOverlong bool) (string, error) {
	ascii := true
	for _, c := range b {
		if c == 0 {
			return "", errors.New("modified UTF-8 contains a zero byte")
		}
		if c >= 0x80 {
			ascii = false
		}
	}
	if ascii {
		return string(b), nil
	}
	units := make([]uint16, 0, len(b))
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c < 0x80:
			units = append(units, uint16(c))
			i++
		case c&0xE0 == 0xC0:
			if i+1 >= len(b) || b[i+1]&0xC0 != 0x80 {
				return "", errors.New("malformed two-byte sequence in modified UTF-8")
			}
			u := uint16(c&0x1F)<<6 | uint16(b[i+1]&0x3F)
			if u != 0 && u < 0x80 && !allowOverlong {
				return "", errors.New("overlong two-byte sequence in modified UTF-8")
			}
			units = append(units, u)
			i += 2
		case c&0xF0 == 0xE0:
			if i+2 >= len(b) || b[i+1]&0xC0 != 0x80 || b[i+2]&0xC0 != 0x80 {
				return "", errors.New("malformed three-byte sequence in modified UTF-8")
			}
			u := uint16(c&0x0F)<<12 | uint16(b[i+1]&0x3F)<<6 | uint16(b[i+2]&0x3F)
			if u < 0x800 && !allowOverlong {
				return "", errors.New("overlong three-byte sequence in modified UTF-8")
			}
			units = append(units, u)
			i += 3
		default:
			return "", errors.New("invalid byte in modified UTF-8")
		}
	}
	return wtf8.FromUTF16(units), nil
}
