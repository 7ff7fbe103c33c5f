// Package wtf8 converts between Java's UTF-16 strings and Go strings.
//
// Java strings are sequences of UTF-16 code units and may contain unpaired
// surrogates; Go strings are byte sequences that are usually UTF-8. To keep
// every Java string representable, a Go string here is WTF-8: UTF-8 in which
// a lone surrogate is encoded like any other code point of the BMP (three
// bytes, ED A0 80 to ED BF BF). Valid surrogate pairs are always encoded as
// one four-byte sequence, so a Java string and its WTF-8 form convert back
// and forth without loss.
package wtf8

import "unicode/utf8"

// FromUTF16 returns the WTF-8 form of a sequence of UTF-16 code units.
func FromUTF16(u []uint16) string {
	b := make([]byte, 0, len(u))
	for i := 0; i < len(u); i++ {
		c := rune(u[i])
		if c >= 0xD800 && c < 0xDC00 && i+1 < len(u) && u[i+1] >= 0xDC00 && u[i+1] < 0xE000 {
			c = 0x10000 + (c-0xD800)<<10 + rune(u[i+1]) - 0xDC00
			i++
		}
		b = AppendRune(b, c)
	}
	return string(b)
}

// FromLatin1 returns the WTF-8 form of ISO-8859-1 bytes.
func FromLatin1(l []byte) string {
	ascii := true
	for _, c := range l {
		if c >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return string(l)
	}
	b := make([]byte, 0, len(l)+8)
	for _, c := range l {
		b = utf8.AppendRune(b, rune(c))
	}
	return string(b)
}

// AppendRune appends the WTF-8 encoding of c, which may be a surrogate.
func AppendRune(b []byte, c rune) []byte {
	if c >= 0xD800 && c < 0xE000 {
		return append(b, 0xE0|byte(c>>12), 0x80|byte(c>>6)&0x3F, 0x80|byte(c)&0x3F)
	}
	return utf8.AppendRune(b, c)
}

// ToUTF16 returns the UTF-16 code units of a WTF-8 string. Bytes that are not
// WTF-8 each become U+FFFD, as a Java decoder would replace them.
func ToUTF16(s string) []uint16 {
	u := make([]uint16, 0, len(s))
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0x80 {
			u = append(u, uint16(c))
			i++
			continue
		}
		if c == 0xED && i+2 < len(s) && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2]&0xC0 == 0x80 {
			u = append(u, uint16(rune(c&0x0F)<<12|rune(s[i+1]&0x3F)<<6|rune(s[i+2]&0x3F)))
			i += 3
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		if r >= 0x10000 {
			r -= 0x10000
			u = append(u, uint16(0xD800+(r>>10)), uint16(0xDC00+(r&0x3FF)))
		} else {
			u = append(u, uint16(r))
		}
	}
	return u
}

// IsLatin1 reports whether every code unit of s (as ToUTF16 reads it) is
// below 256, so that the string can be stored in Java's compact (one byte
// per char) form. U+0080 to U+00FF are the two-byte sequences C2 80 to
// C3 BF; any other byte from 0x80 up starts a larger character or is not
// WTF-8 (U+FFFD).
func IsLatin1(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < 0x80:
		case (c == 0xC2 || c == 0xC3) && i+1 < len(s) && s[i+1]&0xC0 == 0x80:
			i++
		default:
			return false
		}
	}
	return true
}
