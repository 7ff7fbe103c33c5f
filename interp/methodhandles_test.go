package interp_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/interp"
)

// compileJava writes sources (file name -> text) to a new directory and
// compiles them there with javac and the given flags.
func compileJava(t *testing.T, sources map[string]string, flags ...string) string {
	t.Helper()
	dir := t.TempDir()
	args := append([]string{"-g", "-encoding", "UTF-8", "-d", dir}, flags...)
	for name, text := range sources {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, path)
	}
	mustRun(t, jdkTool(t, "javac"), args...)
	return dir
}

const wrongTypes = `import java.lang.invoke.*;
public class WrongTypes {
    static int twice(int x) { return 2 * x; }
    static String hello(String s, int n) { return s + n; }
    public static void main(String[] args) throws Throwable {
        MethodHandle twice = MethodHandles.lookup().findStatic(WrongTypes.class, "twice", MethodType.methodType(int.class, int.class));
        MethodHandle hello = MethodHandles.lookup().findStatic(WrongTypes.class, "hello", MethodType.methodType(String.class, String.class, int.class));
        try { long r = (long) twice.invokeExact(1); } catch (WrongMethodTypeException e) { System.out.println(e.getMessage()); }
        try { int r = (int) twice.invokeExact((Object) 1); } catch (WrongMethodTypeException e) { System.out.println(e.getMessage()); }
        try { twice.invokeExact(1); } catch (WrongMethodTypeException e) { System.out.println(e.getMessage()); }
        try { Object r = hello.invokeExact("a", 1); } catch (WrongMethodTypeException e) { System.out.println(e.getMessage()); }
        try { String r = (String) hello.invokeExact("a", 1, 2); } catch (WrongMethodTypeException e) { System.out.println(e.getMessage()); }
        try { twice.invoke("x"); } catch (WrongMethodTypeException e) { System.out.println(e.getMessage()); }
        try { boolean r = (boolean) twice.invoke(1); } catch (WrongMethodTypeException e) { System.out.println(e.getMessage()); }
        try { twice.asType(MethodType.methodType(int.class, String[].class)); } catch (WrongMethodTypeException e) { System.out.println(e.getMessage()); }
        try { hello.invokeWithArguments("a"); } catch (WrongMethodTypeException e) { System.out.println(e.getMessage()); }
        System.out.println((int) twice.invokeExact(21) + " " + (String) hello.invokeExact("n", 1));
    }
}
`

// TestWrongMethodType checks the messages of WrongMethodTypeException
// (HotSpot's, word for word) for invokeExact with a call site of another
// type, invoke and asType with types no conversion reaches, and
// invokeWithArguments with the wrong count; the handles still work after.
func TestWrongMethodType(t *testing.T) {
	dir := compileJava(t, map[string]string{"WrongTypes.java": wrongTypes})
	want := strings.Join([]string{
		"expected (int)int but found (int)long",
		"expected (int)int but found (Object)int",
		"expected (int)int but found (int)void",
		"expected (String,int)String but found (String,int)Object",
		"expected (String,int)String but found (String,int,int)String",
		"cannot convert MethodHandle(int)int to (String)void",
		"cannot convert MethodHandle(int)int to (int)boolean",
		"cannot convert MethodHandle(int)int to (String[])int",
		"cannot convert MethodHandle(String,int)String to (Object)Object",
		"42 n1",
	}, "\n") + "\n"
	if java := mustRun(t, jdkTool(t, "java"), "-cp", dir, "WrongTypes"); java != want {
		t.Fatalf("java printed\n%s\nthe test expects\n%s", java, want)
	}
	got := runProgram(t, dir, "WrongTypes", interp.RoundRobin{})
	if got.stdout != want || got.code != 0 {
		t.Errorf("exit %d, printed\n%s%s\nwant\n%s", got.code, got.stdout, got.stderr, want)
	}
}
