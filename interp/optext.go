package interp

import (
	"fmt"
	"slices"
)

// MarshalText names the kind as String does, so that reports (JSON) say
// "acquire" rather than a number that changes when kinds are added.
func (k OpKind) MarshalText() ([]byte, error) {
	if int(k) >= len(opKindNames) {
		return nil, fmt.Errorf("no operation kind %d", k)
	}
	return []byte(opKindNames[k]), nil
}

// UnmarshalText reads a kind MarshalText wrote.
func (k *OpKind) UnmarshalText(text []byte) error {
	i := slices.Index(opKindNames[:], string(text))
	if i < 0 {
		return fmt.Errorf("no operation kind %q", text)
	}
	*k = OpKind(i)
	return nil
}
