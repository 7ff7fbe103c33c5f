package interp_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

// linkProgram loads a class whose method is not type safe without
// linking it, lists its methods (which links it), calls it twice, and
// then uses a class that is fine.
const linkProgram = `public class Linking {
    public static void main(String[] args) throws Exception {
        Class<?> c = Class.forName("Bad", false, Linking.class.getClassLoader());
        System.out.println("loaded " + c.getName());
        try {
            c.getDeclaredMethods();
        } catch (VerifyError e) {
            System.out.println("getDeclaredMethods: " + e.getMessage().lines().findFirst().get());
        }
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(Bad.f());
            } catch (VerifyError e) {
                System.out.println("Bad.f: " + e.getMessage().replace('\n', '|'));
            }
        }
        System.out.println(new Good().ok());
    }
}

class Bad {
    static int f() {
        return 1;
    }
}

class Good {
    int ok() {
        return 7;
    }
}
`

// TestVerifyErrorAtLinking checks where a class that fails verification
// throws its VerifyError, against java: not when it is loaded, but when
// it is linked, by reflection on its members or before its
// initialisation, and again at each later attempt; the other classes run.
func TestVerifyErrorAtLinking(t *testing.T) {
	compiled := javatool.CompileForTest(t, map[string]string{"Linking.java": linkProgram})
	dir := t.TempDir()
	for _, name := range []string{"Linking", "Bad", "Good"} {
		data, err := os.ReadFile(filepath.Join(compiled, name+".class"))
		if err != nil {
			t.Fatal(err)
		}
		if name == "Bad" {
			data = breakReturn(t, data)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".class"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want := mustRun(t, jdkTool(t, "java"), "-cp", dir, "Linking")
	got := runProgram(t, dir, "Linking", interp.RoundRobin{})
	if got.stdout != want || got.code != 0 {
		t.Errorf("jcheck (exit %d):\n%s\njava:\n%s", got.code, got.stdout, want)
	}
}

// breakReturn makes Bad.f return null where it returns 1: iconst_1,
// ireturn becomes aconst_null, ireturn.
func breakReturn(t *testing.T, data []byte) []byte {
	t.Helper()
	cf, err := classfile.Parse(data, "Bad.class")
	if err != nil {
		t.Fatal(err)
	}
	code := cf.FindMethod("f", "()I").Code.Bytecode
	at := bytes.Index(data, code)
	if !bytes.Equal(code, []byte{byte(classfile.Iconst1), byte(classfile.Ireturn)}) || at < 0 {
		t.Fatalf("Bad.f's code is % x", code)
	}
	out := bytes.Clone(data)
	out[at] = byte(classfile.AconstNull)
	return out
}
