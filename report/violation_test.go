package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// TestViolationNote: an LD' violation that is not a data race explains
// what would make it an error when it is a warning, and why it is one
// when --discipline=ld or --races=stop made it an error.
func TestViolationNote(t *testing.T) {
	at := "Ok.main(Ok.java:5)"
	for _, c := range []struct {
		warning bool
		want    string
	}{
		{true, "is not a data race; --discipline=ld makes it an error.\n"},
		{false, "is not a data race, but with --discipline=ld or --races=stop every violation is an error.\n"},
	} {
		var b bytes.Buffer
		WriteError(&b, &Error{Kind: "LD' violation", Message: "int[]@1[0] is accessed without a common lock", Warning: c.warning,
			Violation: &reduction.LDReport{Location: "int[]@1[0]",
				Current: reduction.AccessReport{Thread: "main", Position: at},
				Other:   reduction.AccessReport{Thread: "Thread-0", Write: true, Position: at}}})
		if !strings.Contains(b.String(), c.want) {
			t.Errorf("warning %v: want %q in\n%s", c.warning, c.want, b.String())
		}
	}
}
