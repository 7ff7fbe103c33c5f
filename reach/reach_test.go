package reach_test

import (
	"maps"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reach"
)

const shapes = `
abstract class Shape { int sides; abstract int area(); }
class Square extends Shape { int side; int area() { return side * side; } }
class Circle extends Shape { static int made; int r; int area() { made++; return 3 * r * r; } }
public class Shapes {
    static int total;
    Shape s;
    int sum() { total = s.area(); return total; }
    synchronized void locked() { }
    long clock() { return System.nanoTime(); }
    Object reflect() throws Exception { return Shapes.class.getMethod("sum").invoke(this); }
    void arrays(int[] a, Object[] b) { a[0] = a[1]; b[0] = null; }
    Runnable lambda() { return () -> { total = 7; }; }
    void print() { System.out.println("x"); }
    static void a(int n) { if (n > 0) b(n - 1); }
    static void b(int n) { if (n > 0) a(n - 1); total = n; }
    void waits() throws InterruptedException { synchronized (this) { wait(); } }
    public static void main(String[] args) { new Square(); new Circle(); }
}`

func analyzer(t *testing.T) (*reach.Analyzer, *interp.Class) {
	t.Helper()
	_, l := javatool.LoaderForTest(t, javatool.CompileForTest(t, map[string]string{"Shapes.java": shapes}))
	c, err := l.Load("Shapes")
	if err != nil {
		t.Fatal(err)
	}
	return reach.New(l), c
}

func TestSummaries(t *testing.T) {
	a, c := analyzer(t)
	method := func(name string) *reach.Summary {
		for _, m := range c.Methods {
			if m.Name == name {
				return a.Method(m)
			}
		}
		t.Fatalf("no method %s", name)
		return nil
	}
	// A virtual call reaches the override of every loaded subclass
	// (sum's code loads neither: main's does, and the analysis of sum
	// alone still sees Square and Circle once loaded).
	method("main")
	sum := method("sum")
	want := map[reach.FieldKey]reach.Access{
		{Class: "Shapes", Name: "total"}: reach.Read | reach.Write, {Class: "Shapes", Name: "s"}: reach.Read,
		{Class: "Square", Name: "side"}: reach.Read, {Class: "Circle", Name: "r"}: reach.Read, {Class: "Circle", Name: "made"}: reach.Read | reach.Write,
	}
	if sum.Top || !maps.Equal(sum.Fields, want) || sum.Monitors || !sum.ClassInits["Circle"] {
		t.Errorf("sum: %+v; want fields %v, Circle's initialisation", sum, want)
	}
	if s := method("locked"); !s.Monitors || s.Top || len(s.Fields) != 0 {
		t.Errorf("synchronized method: %+v", s)
	}
	if s := method("waits"); !s.Monitors || s.Top {
		t.Errorf("wait: %+v", s)
	}
	if s := method("clock"); !s.Clock || s.Top {
		t.Errorf("nanoTime: %+v", s)
	}
	if s := method("reflect"); !s.Top || s.TopReason == "" {
		t.Errorf("reflection: %+v; want Top with a reason", s)
	}
	arr := method("arrays")
	if !arr.MayAccessArray('I', reach.Read|reach.Write) || !arr.MayAccessArray('L', reach.Write) || arr.MayAccessArray('L', reach.Read) || arr.MayAccessArray('J', reach.Read|reach.Write) {
		t.Errorf("arrays: %+v", arr.Arrays)
	}
	if s := method("lambda"); !s.MayAccess(reach.FieldKey{Class: "Shapes", Name: "total"}, reach.Write) {
		t.Errorf("lambda: %+v; want the body's write of total", s)
	}
	if s := method("print"); s.Top || !s.Monitors {
		t.Errorf("println: %+v (%s); want the stream's monitor only", s, s.TopReason)
	}
	if s := method("a"); !s.MayAccess(reach.FieldKey{Class: "Shapes", Name: "total"}, reach.Write) {
		t.Errorf("mutual recursion: %+v", s)
	}
}
