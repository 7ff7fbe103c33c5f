package interp_test

import (
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

// shadow uses library classes through subclasses that declare fields of
// the same names as the fields the natives read (Reference.referent,
// FileInputStream.fd, FileOutputStream.fd).
const shadow = `
import java.io.*;
import java.lang.ref.*;

public class Shadow {
    static class MyRef extends WeakReference<Object> {
        Object referent = "shadow";
        MyRef(Object o) { super(o); }
    }

    static class MyPhantom extends PhantomReference<Object> {
        Object referent = "shadow";
        MyPhantom(Object o) { super(o, new ReferenceQueue<>()); }
    }

    static class MyOut extends FileOutputStream {
        int fd = 7;
        MyOut() { super(FileDescriptor.out); }
    }

    static class MyIn extends FileInputStream {
        int fd = 7;
        MyIn() { super(FileDescriptor.in); }
    }

    public static void main(String[] args) throws IOException {
        Object target = new Object();
        MyRef r = new MyRef(target);
        System.out.println(r.refersTo(target) + " " + r.refersTo("shadow") + " " + (r.get() == target));
        r.clear();
        System.out.println(r.refersTo(null) + " " + r.referent);
        MyPhantom p = new MyPhantom(target);
        System.out.println(p.refersTo(target) + " " + p.refersTo("shadow"));
        MyOut out = new MyOut();
        out.write("written through a subclass\n".getBytes());
        out.flush();
        System.out.println("read " + new MyIn().read(new byte[4], 0, 4) + ", fd fields " + out.fd);
    }
}
`

// TestShadowedLibraryFields checks that natives find the library's own
// fields, not those of a subclass with the same names.
func TestShadowedLibraryFields(t *testing.T) {
	java := jdkTool(t, "java")
	dir := javatool.CompileForTest(t, map[string]string{"Shadow.java": shadow})
	want := mustRun(t, java, "-cp", dir, "Shadow")
	got := runProgram(t, dir, "Shadow", interp.RoundRobin{})
	if got.stdout != want || got.code != 0 {
		t.Errorf("exit code %d, stdout differs from java's (stderr: %s)\n%s", got.code, got.stderr, javatool.LineDiff(want, got.stdout, "java", "jcheck"))
	}
}
