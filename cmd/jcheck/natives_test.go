package main

import (
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// TestNativesCommand lists the natives small programs may reach: one
// declares a native of its own, which jcheck cannot implement (exit code
// 1, with where the program calls it); the others, one printing and one
// starting threads, reach only natives jcheck implements (exit code 0).
// The lists are sorted: the same output every time.
func TestNativesCommand(t *testing.T) {
	javatool.NeedJDK(t)
	classes := compileJava(t, map[string]string{"Tiny.java": `
public class Tiny {
    static native int missing(int x);

    public static void main(String[] args) {
        long t = System.nanoTime();
        if (args.length > 0) {
            missing((int) t);
        }
        new Helper().run();
    }
}

class Helper implements Runnable {
    public void run() {
        new Object().hashCode();
    }
}`, "Counter.java": `
public class Counter {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable inc = () -> {
            synchronized (Counter.class) {
                count++;
            }
        };
        Thread a = new Thread(inc, "a");
        Thread b = new Thread(inc, "b");
        a.start();
        b.start();
        a.join();
        b.join();
    }
}`, "Printing.java": `
public class Printing {
    public static void main(String[] args) {
        System.out.println(new Object().hashCode() > 0);
    }
}`})
	base := `  java.lang.Class.getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;
  java.lang.Class.initClassName()Ljava/lang/String;
  java.lang.Class.isArray()Z
  java.lang.Class.isInterface()Z
  java.lang.Class.isPrimitive()Z
  java.lang.NullPointerException.getExtendedNPEMessage()Ljava/lang/String;
  java.lang.Object.getClass()Ljava/lang/Class;
  java.lang.Object.hashCode()I
  java.lang.String.intern()Ljava/lang/String;
  java.lang.StringUTF16.isBigEndian()Z
  java.lang.System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
`
	tail := `  java.lang.Throwable.fillInStackTrace(I)Ljava/lang/Throwable;
  jdk.internal.misc.Unsafe.getReferenceVolatile(Ljava/lang/Object;J)Ljava/lang/Object;
`
	cases := []struct {
		main string
		code int
		want string
	}{
		{"Tiny", exitFound, "implemented by jcheck: 14\n" + base + "  java.lang.System.nanoTime()J\n" + tail +
			"not implemented: 1\n  Tiny.missing(I)I\n      called by Tiny.main([Ljava/lang/String;)V\n"},
		{"Printing", exitOK, "implemented by jcheck: 13\n" + base + tail + "not implemented: 0\n"},
		// Thread's constructor reaches the code of a security manager
		// only when one is installed: none is.
		{"Counter", exitOK, `implemented by jcheck: 8
  java.lang.NullPointerException.getExtendedNPEMessage()Ljava/lang/String;
  java.lang.Object.notifyAll()V
  java.lang.Thread.currentThread()Ljava/lang/Thread;
  java.lang.Thread.setPriority0(I)V
  java.lang.Throwable.fillInStackTrace(I)Ljava/lang/Throwable;
  java.lang.ref.Reference.getAndClearReferencePendingList()Ljava/lang/ref/Reference;
  java.lang.ref.Reference.waitForReferencePendingList()V
  java.security.AccessController.getStackAccessControlContext()Ljava/security/AccessControlContext;
not implemented: 0
`},
	}
	for _, c := range cases {
		t.Run(c.main, func(t *testing.T) {
			code, stdout, stderr := jcheck("natives", "-cp", classes, c.main)
			if code != c.code || stdout != c.want || stderr != "" {
				t.Errorf("exit code %d (want %d), stderr %q, output\n%s\nwant\n%s", code, c.code, stderr, stdout, c.want)
			}
		})
	}
}
