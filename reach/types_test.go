package reach_test

import (
	"slices"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reach"
)

// TestReachable checks rapid type analysis on a program without the
// VM's start-up (no live objects, no class initialised): a virtual call
// selects the overrides of the classes instantiated, before or after the
// call is found, and not those of a class never instantiated; a lambda
// reaches its body; a class initialiser is reached with the first use
// of its class, unless it has run; the code a security manager would run
// is not reached (a local stored once from System.getSecurityManager is
// null), that of a local stored twice is.
func TestReachable(t *testing.T) {
	_, l := javatool.LoaderForTest(t, javatool.CompileForTest(t, map[string]string{"Zoo.java": `
abstract class Animal { abstract String sound(); }
class Dog extends Animal { String sound() { return "woof"; } }
class Cat extends Animal { String sound() { return "meow"; } }
class Fish extends Animal { String sound() { return ""; } }
class Keeper { static int fed; static { fed = 1; } static void feed() { fed++; } }
class Guard {
    static void checked() {
        SecurityManager sm = System.getSecurityManager();
        if (sm != null) { Guard.withManager(); }
        Guard.always();
        Object o = sm;
        Object p = null;
        if (args() != null) { p = new Object(); }
        if (p != null) { Guard.maybe(); }
    }
    static Object args() { return null; }
    static void withManager() { }
    static void always() { }
    static void maybe() { }
}
public class Zoo {
    static String all(Animal[] as) { String s = ""; for (Animal a : as) { s += a.sound(); } return s; }
    public static void main(String[] args) {
        Animal d = new Dog();
        all(new Animal[] {d});
        Runnable r = () -> Keeper.feed();
        r.run();
        new Cat();
        Guard.checked();
    }
}`}))
	zoo, err := l.Load("Zoo")
	if err != nil {
		t.Fatal(err)
	}
	main := zoo.DeclaredMethod("main", "([Ljava/lang/String;)V")
	names := func(initialized func(*interp.Class) bool) []string {
		var out []string
		for _, r := range reach.Reachable(l, []*interp.Method{main}, nil, initialized) {
			if r.Method.Class.App {
				out = append(out, r.Method.String())
			}
		}
		slices.Sort(out)
		return out
	}
	none := func(*interp.Class) bool { return false }
	want := []string{
		"Animal.<init>()V", "Cat.<init>()V", "Cat.sound()Ljava/lang/String;", "Dog.<init>()V", "Dog.sound()Ljava/lang/String;",
		"Guard.always()V", "Guard.args()Ljava/lang/Object;", "Guard.checked()V", "Guard.maybe()V",
		"Keeper.<clinit>()V", "Keeper.feed()V", "Zoo.all([LAnimal;)Ljava/lang/String;", "Zoo.lambda$main$0()V",
		"Zoo.main([Ljava/lang/String;)V",
	}
	if got := names(none); !slices.Equal(got, want) {
		t.Errorf("reached\n%q\nwant\n%q", got, want)
	}
	keeperDone := func(c *interp.Class) bool { return c.Name == "Keeper" }
	want = slices.DeleteFunc(want, func(s string) bool { return s == "Keeper.<clinit>()V" })
	if got := names(keeperDone); !slices.Equal(got, want) {
		t.Errorf("with Keeper initialised, reached\n%q\nwant\n%q", got, want)
	}
}
