package interp_test

import (
	"bytes"
	"errors"
	"fmt"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

// fused has a loop of each superinstruction (code.go) in javac's code:
// iload-iload-if_icmp (the outer loop's test), iload-constant-if_icmp and
// iinc-goto (the inner loops), lload-iload, iload-iload and
// aload-getfield (the inner body), iload-iload-op, iload-op and
// op-istore (x's expression), op-lstore (the sums), constant-iastore
// and aload-iload-iaload (arr's element, and after the loops with an
// index out of bounds), lload-lload and lcmp-if (the long loop),
// iload-lload whose lload starts an lload-lload (mix's arguments), and
// an aload-getfield whose object is null.
const fused = `public class Fused {
    int f = 3;
    public static void main(String[] args) {
        Fused o = new Fused();
        long sum = 0, lim = 50;
        int n = 12, x = 1;
        int[] arr = new int[7];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 7; j++) {
                sum += i * j + o.f;
                x = ((((x + j) - i) * 3 | i) & j | x) ^ (x - j) + (i ^ x) * j;
                sum += x;
                arr[j] = 5;
                int e = arr[j];
                sum += e;
            }
            for (long k = 0; k < lim; k += 7) {
                sum ^= k;
            }
            sum = mix(i, sum, lim);
        }
        try {
            arr[n] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("store");
        }
        try {
            int e = arr[n];
            System.out.println(e);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("load");
        }
        Fused none = args.length > 5 ? o : null;
        System.out.println(sum);
        try {
            System.out.println(none.f);
        } catch (NullPointerException e) {
            System.out.println("npe");
        }
    }
    static long mix(int i, long sum, long lim) {
        return sum * 31 + lim - i;
    }
}`

// TestSuperinstructionsCountEach checks that a superinstruction computes
// and counts exactly what its instructions do one by one: Fused prints
// what java prints and runs as many instructions with superinstructions
// as without, and under every BoundedInvis bound up to its end it stops
// after the same count at the same place (the bound is checked at taken
// branches, some of which are the last instruction of a sequence).
func TestSuperinstructionsCountEach(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Fused.java": fused})
	// start boots and launches Fused on a loader of its own, with or
	// without superinstructions.
	start := func(on bool) (*interp.VM, *bytes.Buffer) {
		interp.SetSuperinstructions(on)
		defer interp.SetSuperinstructions(true)
		var out bytes.Buffer
		vm := boot(t, newLoader(t, dir), dir, &out, &out, interp.Options{MaxInvisible: -1})
		if err := vm.Launch("Fused", nil); err != nil {
			t.Fatal(err)
		}
		return vm, &out
	}
	// run runs a copy of vm under the bound and describes where it
	// stopped.
	run := func(vm *interp.VM, out *bytes.Buffer, on bool, bound int64) string {
		interp.SetSuperinstructions(on)
		defer interp.SetSuperinstructions(true)
		out.Reset()
		c := vm.Clone()
		c.SetMaxInvisible(bound)
		start := c.Instructions()
		o, err := c.Run(interp.RoundRobin{})
		if err != nil {
			t.Fatal(err)
		}
		var bi *interp.BoundedInvisError
		if errors.As(o.Failure, &bi) {
			return fmt.Sprintf("stopped after %d at %v", bi.Instructions, bi.Stack)
		}
		return fmt.Sprintf("printed %q in %d instructions, failure %v", out.String(), c.Instructions()-start, o.Failure)
	}
	with, withOut := start(true)
	without, withoutOut := start(false)
	const enough = 1 << 24 // ends a run that loops for ever
	whole := run(with, withOut, true, enough)
	if want := run(without, withoutOut, false, enough); whole != want {
		t.Fatalf("with superinstructions: %s\nwithout: %s", whole, want)
	}
	var total int64
	if _, err := fmt.Sscanf(whole, "printed \"store\\nload\\n4054653513689524558\\nnpe\\n\" in %d instructions, failure <nil>", &total); err != nil {
		t.Fatalf("%s, want Fused's output store, load, 4054653513689524558 and npe (java's)", whole)
	}
	step := int64(1)
	if testing.Short() {
		step = 7
	}
	for bound := int64(0); bound < total; bound += step {
		if got, want := run(with, withOut, true, bound), run(without, withoutOut, false, bound); got != want {
			t.Fatalf("bound %d: with superinstructions %s, without %s", bound, got, want)
		}
	}
}
