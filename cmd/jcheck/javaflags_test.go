package main

import (
	"strings"
	"testing"
)

// TestJavaSpellings checks that java's glued -Xmx and -D are rewritten where they are
// one of jcheck's options, and nowhere else: not as a flag's value, not
// among the program's arguments, not after "--", not for another
// command.
func TestJavaSpellings(t *testing.T) {
	cmds := (&env{}).commands()
	cases := []struct{ in, want string }{
		{"jcheck run -Xmx64m -cp . Main", "jcheck run --xmx=64m -cp . Main"},
		{"jcheck check -cp . -Xmx2g --all-errors Main -Xmx1m", "jcheck check -cp . --xmx=2g --all-errors Main -Xmx1m"},
		{"jcheck run -cp -Xmx1m Main", "jcheck run -cp -Xmx1m Main"},
		{"jcheck run --cp=x -Xmx1m Main", "jcheck run --cp=x --xmx=1m Main"},
		{"jcheck run -- -Xmx1m", "jcheck run -- -Xmx1m"},
		{"jcheck javap -Xmx1m", "jcheck javap -Xmx1m"},
		{"jcheck run -Dx=1,2 -D y=3 -Dz -cp . Main -Dw=4", "jcheck run --D=x=1,2 -D y=3 --D=z -cp . Main -Dw=4"},
		{"jcheck check -D -Dx=1 Main", "jcheck check -D -Dx=1 Main"},
		{"jcheck javap -Dx=1", "jcheck javap -Dx=1"},
		{"jcheck", "jcheck"},
	}
	for _, c := range cases {
		if got := strings.Join(javaSpellings(strings.Fields(c.in), cmds), " "); got != c.want {
			t.Errorf("%s: got %s, want %s", c.in, got, c.want)
		}
	}
}
