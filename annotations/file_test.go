package annotations

import (
	"slices"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	text := `# a comment line
unshared   com.example.Main.main([Ljava/lang/String;)V@12   # trailing comment
tentatively-unshared Worker.java:42
communication com/example/Mailbox
method com.example.Account reads=balance,owner
atomic com.example.Outer$Registry
lock com.example.SpinLock acquire=lock,lockInterruptibly release=unlock try=tryLock wait=await notify=signal notifyall=signalAll
`
	s := &Set{}
	if err := s.Read("a.annotations", strings.NewReader(text)); err != nil {
		t.Fatal(err)
	}
	want := SiteDecl{Pos: Pos{"a.annotations", 2}, Class: "com/example/Main", Method: "main", Desc: "([Ljava/lang/String;)V", Index: 12}
	if len(s.Unshared) != 1 || s.Unshared[0] != want {
		t.Errorf("unshared = %+v, want %+v", s.Unshared, want)
	}
	if len(s.Tentative) != 1 || s.Tentative[0].SourceFile != "Worker.java" || s.Tentative[0].Line != 42 || s.Tentative[0].String() != "Worker.java:42" {
		t.Errorf("tentative = %+v", s.Tentative)
	}
	if len(s.Communication) != 1 || s.Communication[0].Class != "com/example/Mailbox" {
		t.Errorf("communication = %+v", s.Communication)
	}
	if len(s.Method) != 1 || !slices.Equal(s.Method[0].Reads, []string{"balance", "owner"}) || s.Method[0].Pos.Line != 5 {
		t.Errorf("method = %+v", s.Method)
	}
	if len(s.Atomic) != 1 || s.Atomic[0].Class != "com/example/Outer$Registry" || s.Atomic[0].Reads != nil {
		t.Errorf("atomic = %+v", s.Atomic)
	}
	l := s.Locks[0].Methods
	if !slices.Equal(l[Acquire], []string{"lock", "lockInterruptibly"}) || !slices.Equal(l[Release], []string{"unlock"}) ||
		!slices.Equal(l[Try], []string{"tryLock"}) || !slices.Equal(l[Wait], []string{"await"}) ||
		!slices.Equal(l[Notify], []string{"signal"}) || !slices.Equal(l[NotifyAll], []string{"signalAll"}) {
		t.Errorf("lock = %+v", l)
	}
	if got := s.Unshared[0].String(); got != "com.example.Main.main([Ljava/lang/String;)V@12" {
		t.Errorf("site renders as %q", got)
	}
}

// TestReadErrors: each malformed line is an error naming file and line.
func TestReadErrors(t *testing.T) {
	for text, want := range map[string]string{
		"frobnicate Foo":                          `f:1: unknown declaration "frobnicate"`,
		"\natomic":                                `f:2: "atomic" needs an argument`,
		"atomic 9Foo":                             `f:1: "9Foo" is not a class name`,
		"atomic Foo writes=bar":                   `f:1: atomic takes reads=METHOD,..., not "writes"`,
		"method Foo reads=":                       `f:1: expected key=METHOD,..., not "reads="`,
		"method Foo reads=a,b-c":                  `f:1: "b-c" is not a method name`,
		"communication Foo Bar":                   `f:1: communication takes one class, not 2 words`,
		"unshared Foo.java:0":                     `f:1: "Foo.java:0": the line must be a positive number`,
		"unshared Foo.bar()V":                     `f:1: "Foo.bar()V" is not an allocation site`,
		"unshared Foo.bar()V@x":                   `f:1: "Foo.bar()V@x" is not an allocation site`,
		"unshared bar()V@1":                       `f:1: "bar()V@1" is not an allocation site`,
		"unshared Foo.bar()V@1 Foo.baz()V@2":      `f:1: unshared takes one allocation site, not 2 words`,
		"lock Foo acquire=lock":                   `f:1: lock Foo needs acquire=METHOD and release=METHOD`,
		"lock Foo acquire=a release=b grab=c":     `f:1: a lock class's methods are acquire, release, try, wait, notify or notifyall, not "grab"`,
		"atomic Foo\ncommunication Foo":           `f:2: class Foo is declared at f:1 already`,
		"# only a comment\n\n   \nlock Foo x=y z": `f:4: a lock class's methods are acquire, release, try, wait, notify or notifyall, not "x"`,
	} {
		err := (&Set{}).Read("f", strings.NewReader(text))
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: error %v, want %s", text, err, want)
		}
	}
}
