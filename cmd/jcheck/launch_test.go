package main

import (
	"bytes"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/internal/javatool"
)

// setClassVersion rewrites the version of a compiled class file, as a
// newer javac (or a preview feature) would have written it.
func setClassVersion(t *testing.T, path string, major, minor uint16) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	binary.BigEndian.PutUint16(data[4:], minor)
	binary.BigEndian.PutUint16(data[6:], major)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestMainClassErrors: a main class java's launcher refuses — missing,
// its superclass missing, the wrong name, without a main method, with one
// that is not static or not void, compiled for a newer Java — gives
// java's message (which java must give too): `run` prints it as java does,
// `check` as its own error; both exit 2, where java exits 1, since the
// program did not run. A class of a newer version loaded later is
// java's UnsupportedClassVersionError, as an error of jcheck's input; a
// main method a superclass declares is found, as java finds it.
func TestMainClassErrors(t *testing.T) {
	tools := javatool.NeedJDK(t)
	dir := compileJava(t, map[string]string{
		"A.java": `class NonStatic { public void main(String[] args) {} }
class NoMain { public static void other() {} }
class PrivateMain { private static void main(String[] args) {} }
class IntMain { public static int main(String[] args) { return 0; } }
class InstanceBase { public void main(String[] args) {} }
class InheritsInstance extends InstanceBase {}
class Base {}
class NoBase extends Base { public static void main(String[] args) {} }
class Newer { public static void main(String[] args) { System.out.println("newer"); } }
class Preview { public static void main(String[] args) {} }
class UsesNewer {
    public static void main(String[] args) {
        System.out.println("before");
        System.out.println(Helper.value());
    }
}
class Helper { static int value() { return 1; } }
class StaticBase { public static void main(String[] args) { System.out.println("inherited main"); } }
class InheritsStatic extends StaticBase {}`,
		"Packaged.java": "package demo; public class Packaged { public static void main(String[] args) {} }",
	})
	os.Remove(filepath.Join(dir, "Base.class"))
	setClassVersion(t, filepath.Join(dir, "Newer.class"), 65, 0)
	setClassVersion(t, filepath.Join(dir, "Preview.class"), 61, 0xFFFF)
	setClassVersion(t, filepath.Join(dir, "Helper.class"), 65, 0)
	// A class file in the wrong directory for its package.
	data, err := os.ReadFile(filepath.Join(dir, "demo", "Packaged.class"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "Packaged.class"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	const define = "please define the main method as:\n   public static void main(String[] args)"
	newer := " has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0"
	cases := []struct {
		main string
		// java is java's standard error, and the message of run and
		// check with the prefixes "Error: " and "jcheck: " it has.
		java string
	}{
		{"Missing", "Error: Could not find or load main class Missing\nCaused by: java.lang.ClassNotFoundException: Missing"},
		{"pkg.Missing", "Error: Could not find or load main class pkg.Missing\nCaused by: java.lang.ClassNotFoundException: pkg.Missing"},
		{"NoBase", "Error: Could not find or load main class NoBase\nCaused by: java.lang.NoClassDefFoundError: Base"},
		{"Packaged", "Error: Could not find or load main class Packaged\nCaused by: java.lang.NoClassDefFoundError: Packaged (wrong name: demo/Packaged)"},
		{"NonStatic", "Error: Main method is not static in class NonStatic, " + define},
		{"InheritsInstance", "Error: Main method is not static in class InstanceBase, " + define},
		{"NoMain", "Error: Main method not found in class NoMain, " + define + "\nor a JavaFX application class must extend javafx.application.Application"},
		{"PrivateMain", "Error: Main method not found in class PrivateMain, " + define + "\nor a JavaFX application class must extend javafx.application.Application"},
		{"IntMain", "Error: Main method must return a value of type void in class IntMain, please \ndefine the main method as:\n   public static void main(String[] args)"},
		{"Newer", "Error: LinkageError occurred while loading main class Newer\n\tjava.lang.UnsupportedClassVersionError: Newer" + newer},
		{"Preview", "Error: LinkageError occurred while loading main class Preview\n\tjava.lang.UnsupportedClassVersionError: Preview features are not enabled for Preview (class file version 61.65535). Try running with '--enable-preview'"},
	}
	for _, c := range cases {
		t.Run(c.main, func(t *testing.T) {
			var stderr bytes.Buffer
			java := exec.Command(tools.Java, "-cp", dir, c.main)
			java.Stderr = &stderr
			if err := java.Run(); java.ProcessState.ExitCode() != 1 || strings.TrimSuffix(stderr.String(), "\n") != c.java {
				t.Errorf("java: %v, stderr:\n%s\nwant exit code 1 and\n%s", err, stderr.String(), c.java)
			}
			code, stdout, errOut := jcheck("run", "-cp", dir, c.main)
			if code != exitBadInput || errOut != c.java+"\n" || stdout != "" {
				t.Errorf("run: exit code %d, stderr:\n%s\nwant exit code %d and\n%s", code, errOut, exitBadInput, c.java)
			}
			want := "jcheck: " + strings.TrimPrefix(c.java, "Error: ") + "\n"
			code, stdout, errOut = jcheck("check", "-cp", dir, c.main)
			if code != exitBadInput || errOut != want || stdout != "" {
				t.Errorf("check: exit code %d, stderr:\n%s\nwant exit code %d and\n%s", code, errOut, exitBadInput, want)
			}
		})
	}
	t.Run("InheritsStatic", func(t *testing.T) {
		// As java's Class.getMethod, the launcher finds an inherited main.
		if code, stdout, errOut := jcheck("run", "-cp", dir, "InheritsStatic"); code != 0 || stdout != "inherited main\n" {
			t.Errorf("run: exit code %d, stdout %q, stderr %q; want 0 and %q", code, stdout, errOut, "inherited main\n")
		}
	})
	t.Run("UsesNewer", func(t *testing.T) {
		// check says after how many transitions of the search.
		want := map[string]string{"run": "jcheck: ", "check": "jcheck: after 2 transitions: "}
		for command, prefix := range want {
			line := prefix + "java.lang.UnsupportedClassVersionError: Helper" + newer + " (at UsesNewer.main(A.java:14))\n"
			code, stdout, errOut := jcheck(command, "-cp", dir, "UsesNewer")
			if command == "run" && stdout != "before\n" {
				t.Errorf("run: stdout %q, want what the program printed before, %q", stdout, "before\n")
			}
			if !strings.HasSuffix(errOut, "\n"+line) && errOut != line || code != exitBadInput {
				t.Errorf("%s: exit code %d, stderr:\n%s\nwant exit code %d and a last line\n%s", command, code, errOut, exitBadInput, line)
			}
		}
	})
}

// TestPreviewSource: a .java file that uses a preview feature of the JDK
// (Java 17's patterns in switch) is compiled with them under
// --enable-preview, as java --enable-preview's source-file mode does,
// and runs and verifies; without the flag javac's error is the message,
// exit 2.
func TestPreviewSource(t *testing.T) {
	tools := javatool.NeedJDK(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "Shapes.java")
	src := `public class Shapes {
    sealed interface Shape permits Circle, Square {}
    record Circle(int r) implements Shape {}
    record Square(int side) implements Shape {}

    static int area(Shape s) {
        return switch (s) {
            case Circle c -> 3 * c.r() * c.r();
            case Square q -> q.side() * q.side();
        };
    }

    public static void main(String[] args) {
        System.out.println(area(new Circle(2)) + " " + area(new Square(3)));
    }
}
`
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	java := exec.Command(tools.Java, "--enable-preview", "--source", javaFeature(t, tools), file)
	out, err := java.Output()
	if err != nil || string(out) != "12 9\n" {
		t.Fatalf("java --enable-preview: %v, %q", err, out)
	}
	if code, stdout, stderr := jcheck("run", "--enable-preview", file); code != 0 || stdout != "12 9\n" {
		t.Errorf("run --enable-preview: exit %d, stdout %q, stderr %q; want 0 and java's %q", code, stdout, stderr, out)
	}
	if code, stdout, stderr := jcheck("check", "--enable-preview", file); code != exitOK || !strings.Contains(stdout, "no error is reachable") {
		t.Errorf("check --enable-preview: exit %d\n%s%s", code, stdout, stderr)
	}
	if javaFeature(t, tools) == "17" {
		if code, _, stderr := jcheck("run", file); code != exitBadInput || !strings.Contains(stderr, "javac failed on "+file) || !strings.Contains(stderr, "preview feature") {
			t.Errorf("run without --enable-preview: exit %d, stderr %q; want %d and javac's error", code, stderr, exitBadInput)
		}
	}
}

// javaFeature is the feature version of the JDK the tests run (17, 21...).
func javaFeature(t *testing.T, tools *javatool.Tools) string {
	jdk, err := classpath.FindJDK(tools.Home)
	if err != nil {
		t.Fatal(err)
	}
	return strconv.Itoa(jdk.Version)
}
