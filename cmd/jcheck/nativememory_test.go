package main

import (
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// nativeMisuse uses memory outside the Java heap wrongly, as its argument
// says; java would read or write whatever is there, or crash.
const nativeMisuse = `
import java.lang.reflect.Field;
import sun.misc.Unsafe;
public class Misuse {
    public static void main(String[] args) throws Exception {
        Field f = Unsafe.class.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        Unsafe u = (Unsafe) f.get(null);
        long a = u.allocateMemory(16);
        long b = u.allocateMemory(100);
        switch (args[0]) {
            case "past": System.out.println(u.getLong(a + 12)); break;
            case "gap": u.putByte(a + 20, (byte) 1); break;
            case "freed": u.freeMemory(a); System.out.println(u.getInt(a)); break;
            case "twice": u.freeMemory(b); u.freeMemory(b); break;
            case "inside": u.freeMemory(b + 8); break;
            case "stale": u.reallocateMemory(a, 64); u.putInt(a, 1); break;
            case "wild": u.putInt(12345, 1); break;
            case "copy": u.copyMemory(b + 90, a, 16); break;
            case "huge": u.setMemory(a, 1L << 40, (byte) 0); break;
            case "hugecopy": u.copyMemory(b, a, 1L << 40); break;
            case "array": u.copyMemory(new byte[4], Unsafe.ARRAY_BYTE_BASE_OFFSET, null, a, 8); break;
        }
    }
}`

// TestNativeMemoryMisuse checks that an access outside the native memory
// allocated — past a block's end, in a freed block, at an address never
// allocated, a terabyte set or copied — and a bad free are one error
// naming the address and the block, exit code 2, never a crash.
func TestNativeMemoryMisuse(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Misuse.java": nativeMisuse})
	for _, c := range []struct{ arg, want string }{
		{"past", "Unsafe read of 8 bytes at native address 0x10000000c, outside the allocated memory: the access runs past the end of the block of 16 bytes at 0x100000000"},
		{"gap", "Unsafe write of 1 byte at native address 0x100000014, outside the allocated memory: it is past the end of the block of 16 bytes at 0x100000000"},
		{"freed", "Unsafe read of 4 bytes at native address 0x100000000, outside the allocated memory: the block of 16 bytes at 0x100000000 was freed"},
		{"twice", "Unsafe.freeMemory of native address 0x100000020, which is not the start of an allocated block: the block of 104 bytes at 0x100000020 was freed"},
		{"inside", "Unsafe.freeMemory of native address 0x100000028, which is not the start of an allocated block: it is inside the block of 104 bytes at 0x100000020"},
		{"stale", "Unsafe write of 4 bytes at native address 0x100000000, outside the allocated memory: the block of 16 bytes at 0x100000000 was freed"},
		{"wild", "Unsafe write of 4 bytes at native address 0x3039, outside the allocated memory: no memory was allocated there"},
		{"copy", "Unsafe.copyMemory of 16 bytes at native address 0x10000007a, outside the allocated memory: the access runs past the end of the block of 104 bytes at 0x100000020"},
		{"huge", "Unsafe.setMemory of 1099511627776 bytes at native address 0x100000000, outside the allocated memory: the access runs past the end of the block of 16 bytes at 0x100000000"},
		{"hugecopy", "Unsafe.copyMemory of 1099511627776 bytes at native address 0x100000020, outside the allocated memory: the access runs past the end of the block of 104 bytes at 0x100000020"},
		{"array", "Unsafe.copyMemory of 8 bytes at offset 16 of an array [B of 4 bytes: outside the array"},
	} {
		code, out, errOut := jcheck("run", "-cp", dir, "Misuse", c.arg)
		if code != exitBadInput || !strings.HasPrefix(errOut, "jcheck: "+c.want+" (at ") || strings.Count(errOut, "\n") != 1 || out != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit %d and one line %q", c.arg, code, out, errOut, exitBadInput, c.want)
		}
	}
}

// TestNativeMemoryRaceNamed checks that a data race on a direct buffer
// names the native memory by its address, in the frames of java.nio that
// accessed it, and that the search goes on to the lost update.
func TestNativeMemoryRaceNamed(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Shared.java": `
import java.nio.ByteBuffer;
public class Shared {
    static final ByteBuffer buf = ByteBuffer.allocateDirect(8);
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> buf.putInt(4, buf.getInt(4) + 1));
        t.start();
        buf.putInt(4, buf.getInt(4) + 1);
        t.join();
        assert buf.getInt(4) == 2;
    }
}`})
	code, out, errOut := jcheck("check", "-cp", dir, "Shared")
	race := "data race: native memory at 0x100000004 is "
	if code != exitFound || !strings.Contains(out, "Error 1 of 2: "+race) || !strings.Contains(out, "at java.nio.DirectByteBuffer.getInt(") ||
		!strings.Contains(out, "Error 2 of 2: assertion failure: thread main: java.lang.AssertionError") {
		t.Errorf("exit %d, want %d, a race starting %q in DirectByteBuffer and the assertion\n%s%s", code, exitFound, race, out, errOut)
	}
}
