package wtf8

import (
	"math/rand/v2"
	"slices"
	"testing"
	"unicode/utf16"
)

// utf16Cases are UTF-16 sequences and their WTF-8 forms. Every one
// converts to its WTF-8 form and back unchanged.
var utf16Cases = []struct {
	name string
	u    []uint16
	s    string
}{
	{"empty", []uint16{}, ""},
	{"ASCII", []uint16{'a', 'b', 'c'}, "abc"},
	{"NUL", []uint16{0}, "\x00"},
	{"NUL inside", []uint16{'a', 0, 'b'}, "a\x00b"},
	{"Latin-1", []uint16{0xE9, 0xFF, 0x80}, "\xC3\xA9\xC3\xBF\xC2\x80"},
	{"three bytes", []uint16{0x20AC, 0xFFFF}, "\xE2\x82\xAC\xEF\xBF\xBF"},
	{"U+FFFD itself", []uint16{0xFFFD}, "\xEF\xBF\xBD"},
	{"below the surrogates", []uint16{0xD7FF}, "\xED\x9F\xBF"},
	{"above the surrogates", []uint16{0xE000}, "\xEE\x80\x80"},
	{"pair", []uint16{0xD83D, 0xDE00}, "\xF0\x9F\x98\x80"},
	{"first pair", []uint16{0xD800, 0xDC00}, "\xF0\x90\x80\x80"},
	{"last pair", []uint16{0xDBFF, 0xDFFF}, "\xF4\x8F\xBF\xBF"},
	{"lone high", []uint16{0xD800}, "\xED\xA0\x80"},
	{"lone low", []uint16{0xDFFF}, "\xED\xBF\xBF"},
	{"high at the end", []uint16{'a', 0xD83D}, "a\xED\xA0\xBD"},
	{"low before high", []uint16{0xDE00, 0xD83D}, "\xED\xB8\x80\xED\xA0\xBD"},
	{"high, then a pair", []uint16{0xD83D, 0xD83D, 0xDE00}, "\xED\xA0\xBD\xF0\x9F\x98\x80"},
	{"high, then not a low", []uint16{0xD83D, 'x'}, "\xED\xA0\xBDx"},
	{"pair, then lone low", []uint16{0xD83D, 0xDE00, 0xDE00}, "\xF0\x9F\x98\x80\xED\xB8\x80"},
}

func TestFromUTF16(t *testing.T) {
	for _, c := range utf16Cases {
		if got := FromUTF16(c.u); got != c.s {
			t.Errorf("%s: FromUTF16(%04X) = %q, want %q", c.name, c.u, got, c.s)
		}
	}
}

func TestToUTF16(t *testing.T) {
	for _, c := range utf16Cases {
		if got := ToUTF16(c.s); !slices.Equal(got, c.u) {
			t.Errorf("%s: ToUTF16(%q) = %04X, want %04X", c.name, c.s, got, c.u)
		}
	}
}

// TestToUTF16Invalid checks that every byte that is not part of a WTF-8
// sequence becomes one U+FFFD.
func TestToUTF16Invalid(t *testing.T) {
	const r = 0xFFFD
	for _, c := range []struct {
		name string
		s    string
		want []uint16
	}{
		{"continuation byte", "\x80", []uint16{r}},
		{"0xFF", "a\xFFb", []uint16{'a', r, 'b'}},
		{"truncated two bytes", "a\xC3", []uint16{'a', r}},
		{"lead byte, then ASCII", "\xC3(", []uint16{r, '('}},
		{"truncated three bytes", "\xE2\x82", []uint16{r, r}},
		{"truncated four bytes", "\xF0\x9F\x98", []uint16{r, r, r}},
		{"overlong NUL", "\xC0\x80", []uint16{r, r}},
		{"overlong slash", "\xE0\x80\xAF", []uint16{r, r, r}},
		{"truncated surrogate", "\xED\xA0", []uint16{r, r}},
		{"surrogate, bad last byte", "\xED\xA0(", []uint16{r, r, '('}},
		{"beyond U+10FFFF", "\xF4\x90\x80\x80", []uint16{r, r, r, r}},
		{"five-byte lead", "\xF8\x88\x80\x80\x80", []uint16{r, r, r, r, r}},
	} {
		if got := ToUTF16(c.s); !slices.Equal(got, c.want) {
			t.Errorf("%s: ToUTF16(%q) = %04X, want %04X", c.name, c.s, got, c.want)
		}
	}
}

// TestSurrogatePairsAsTwoSequences checks that the six-byte (CESU-8) form
// of a pair, which FromUTF16 never produces, still reads as the pair.
func TestSurrogatePairsAsTwoSequences(t *testing.T) {
	got := ToUTF16("\xED\xA0\xBD\xED\xB8\x80")
	if want := []uint16{0xD83D, 0xDE00}; !slices.Equal(got, want) {
		t.Errorf("ToUTF16 = %04X, want %04X", got, want)
	}
}

// TestEveryCodeUnit round-trips each single code unit.
func TestEveryCodeUnit(t *testing.T) {
	for c := 0; c <= 0xFFFF; c++ {
		u := []uint16{uint16(c)}
		s := FromUTF16(u)
		if got := ToUTF16(s); !slices.Equal(got, u) {
			t.Fatalf("U+%04X: WTF-8 %q reads back as %04X", c, s, got)
		}
		wantLatin1 := c < 0x100
		if got := IsLatin1(s); got != wantLatin1 {
			t.Fatalf("IsLatin1(%q) (U+%04X) = %v", s, c, got)
		}
	}
}

// randomUTF16 makes a sequence rich in surrogates, paired or not.
func randomUTF16(rng *rand.Rand) []uint16 {
	u := make([]uint16, rng.IntN(12))
	for i := range u {
		switch rng.IntN(4) {
		case 0:
			u[i] = uint16(rng.IntN(0x100))
		case 1:
			u[i] = uint16(0xD800 + rng.IntN(0x400)) // high
		case 2:
			u[i] = uint16(0xDC00 + rng.IntN(0x400)) // low
		default:
			u[i] = uint16(rng.IntN(0x10000))
		}
	}
	return u
}

// validUTF16 reports whether every surrogate in u is part of a pair.
func validUTF16(u []uint16) bool {
	for i := 0; i < len(u); i++ {
		switch {
		case u[i] >= 0xD800 && u[i] < 0xDC00 && i+1 < len(u) && u[i+1] >= 0xDC00 && u[i+1] < 0xE000:
			i++
		case u[i] >= 0xD800 && u[i] < 0xE000:
			return false
		}
	}
	return true
}

// TestRandomRoundTrips checks on random sequences that UTF-16 survives the
// round trip through WTF-8, and that where the sequence is valid UTF-16
// its WTF-8 form is the UTF-8 the standard library makes of it.
func TestRandomRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		u := randomUTF16(rng)
		s := FromUTF16(u)
		if got := ToUTF16(s); !slices.Equal(got, u) {
			t.Fatalf("%04X -> %q -> %04X", u, s, got)
		}
		if runes := utf16.Decode(u); validUTF16(u) && s != string(runes) {
			t.Fatalf("FromUTF16(%04X) = %q, want UTF-8 %q", u, s, string(runes))
		}
	}
}

func TestFromLatin1(t *testing.T) {
	all := make([]byte, 256)
	for i := range all {
		all[i] = byte(i)
	}
	for _, c := range []struct {
		name string
		in   []byte
		want string
	}{
		{"empty", nil, ""},
		{"ASCII", []byte("Hello\x00\x7F"), "Hello\x00\x7F"},
		{"high bytes", []byte{0x80, 0xA0, 0xE9, 0xFF}, "\u0080\u00A0é\u00FF"},
		{"mixed", []byte{'c', 'a', 'f', 0xE9}, "café"},
		{"only 0x80", []byte{'a', 0x80}, "a\u0080"},
	} {
		if got := FromLatin1(c.in); got != c.want {
			t.Errorf("%s: FromLatin1(% X) = %q, want %q", c.name, c.in, got, c.want)
		}
	}
	s := FromLatin1(all)
	u := ToUTF16(s)
	if len(u) != 256 {
		t.Fatalf("FromLatin1 of all 256 bytes reads back as %d code units", len(u))
	}
	for i, c := range u {
		if c != uint16(i) {
			t.Errorf("byte %02X reads back as U+%04X", i, c)
		}
	}
	if !IsLatin1(s) {
		t.Error("FromLatin1's result is not IsLatin1")
	}
}

func TestIsLatin1(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"", true},
		{"abc\x00", true},
		{"\u0080\u00BF\u00C0\u00FF", true},
		{"café", true},
		{"\u0100", false},
		{"é€", false},
		{"😀", false},
		{"\xED\xA0\x80", false}, // lone surrogate
		// Bytes that are not WTF-8 read as U+FFFD, which is not Latin-1.
		{"\x80", false},
		{"\xBF", false},
		{"\xC3", false},
		{"a\xC3(", false},
		{"\xC0\x80", false},
		{"\xC1\xBF", false},
	} {
		if got := IsLatin1(c.s); got != c.want {
			t.Errorf("IsLatin1(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// TestIsLatin1AgreesWithToUTF16 checks IsLatin1 against its definition on
// random bytes: every code unit ToUTF16 reads is below 256.
func TestIsLatin1AgreesWithToUTF16(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	alphabet := []byte{'a', 0x00, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xC3, 0xC4, 0xE0, 0xED, 0xA0, 0xEF, 0xF0, 0xF4, 0xFF}
	for range 50000 {
		b := make([]byte, rng.IntN(6))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		s := string(b)
		want := true
		for _, c := range ToUTF16(s) {
			if c > 0xFF {
				want = false
			}
		}
		if got := IsLatin1(s); got != want {
			t.Fatalf("IsLatin1(%q) = %v, but ToUTF16 gives %04X", s, got, ToUTF16(s))
		}
	}
}

func TestAppendRune(t *testing.T) {
	for _, c := range []struct {
		r    rune
		want string
	}{
		{'a', "a"},
		{0, "\x00"},
		{0xE9, "\xC3\xA9"},
		{0xD800, "\xED\xA0\x80"},
		{0xDBFF, "\xED\xAF\xBF"},
		{0xDC00, "\xED\xB0\x80"},
		{0xDFFF, "\xED\xBF\xBF"},
		{0x1F600, "\xF0\x9F\x98\x80"},
		{0x110000, "\xEF\xBF\xBD"}, // not a code point
		{-1, "\xEF\xBF\xBD"},
	} {
		if got := string(AppendRune([]byte("x"), c.r)); got != "x"+c.want {
			t.Errorf("AppendRune(%U) = %q, want %q", c.r, got[1:], c.want)
		}
	}
}
