package junit

import (
	"strings"
	"testing"

	"github.com/jcheck/jcheck/interp"
)

// TestTopDown: set-up methods listed from the test class up (as annotated
// finds them) run from the topmost superclass down, each class's in the
// order it declares them.
func TestTopDown(t *testing.T) {
	sub, mid, base := &interp.Class{Name: "Sub"}, &interp.Class{Name: "Mid"}, &interp.Class{Name: "Base"}
	method := func(c *interp.Class, name string) *interp.Method { return &interp.Method{Class: c, Name: name} }
	names := func(ms []*interp.Method) string {
		var out []string
		for _, m := range ms {
			out = append(out, m.Class.Name+"."+m.Name)
		}
		return strings.Join(out, " ")
	}
	cases := []struct {
		up   []*interp.Method
		want string
	}{
		{nil, ""},
		{[]*interp.Method{method(sub, "a")}, "Sub.a"},
		{[]*interp.Method{method(sub, "a"), method(sub, "b"), method(mid, "c"), method(base, "d"), method(base, "e")},
			"Base.d Base.e Mid.c Sub.a Sub.b"},
		{[]*interp.Method{method(mid, "c"), method(mid, "d"), method(base, "e")}, "Base.e Mid.c Mid.d"},
	}
	for _, c := range cases {
		if got := names(topDown(c.up)); got != c.want {
			t.Errorf("topDown(%s) = %q, want %q", names(c.up), got, c.want)
		}
	}
}
