package fdlibm

import (
	"bufio"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

var unary = map[string]func(float64) float64{
	"sin": Sin, "cos": Cos, "tan": Tan, "asin": Asin, "acos": Acos, "atan": Atan,
	"exp": Exp, "log": Log, "log10": Log10, "sqrt": Sqrt,
	"sinh": Sinh, "cosh": Cosh, "tanh": Tanh, "expm1": Expm1, "log1p": Log1p,
}

var binary = map[string]func(float64, float64) float64{
	"atan2": Atan2, "IEEEremainder": IEEEremainder,
}

// TestJDK checks every function against testdata/strictmath.txt, the
// results of JDK 17's StrictMath (libfdlibm) that testdata/Gen.java
// prints: bit for bit, except that any NaN matches any NaN.
func TestJDK(t *testing.T) {
	f, err := os.Open("testdata/strictmath.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	bits := func(s string) float64 {
		u, err := strconv.ParseUint(s, 16, 64)
		if err != nil {
			t.Fatal(err)
		}
		return math.Float64frombits(u)
	}
	cases, failures := 0, map[string]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		var args []float64
		for _, s := range fields[1:] {
			args = append(args, bits(s))
		}
		want := args[len(args)-1]
		var got float64
		switch len(args) {
		case 2:
			fn := unary[fields[0]]
			if fn == nil {
				t.Fatalf("unknown function %q", fields[0])
			}
			got = fn(args[0])
		case 3:
			fn := binary[fields[0]]
			if fn == nil {
				t.Fatalf("unknown function %q", fields[0])
			}
			got = fn(args[0], args[1])
		default:
			t.Fatalf("bad line %q", sc.Text())
		}
		cases++
		if math.IsNaN(want) && math.IsNaN(got) || math.Float64bits(want) == math.Float64bits(got) {
			continue
		}
		if failures[fields[0]]++; failures[fields[0]] <= 5 {
			in := make([]string, len(args)-1)
			for i, a := range args[:len(args)-1] {
				in[i] = strconv.FormatFloat(a, 'g', -1, 64)
			}
			t.Errorf("%s(%s) = %v (%#x), JDK %v (%#x)", fields[0], strings.Join(in, ", "),
				got, math.Float64bits(got), want, math.Float64bits(want))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if cases < 5000 {
		t.Fatalf("only %d cases", cases)
	}
	for name, n := range failures {
		t.Errorf("%s: %d mismatches", name, n)
	}
	t.Logf("%d cases", cases)
}

// TestExamples pins two values where Go's math differs from fdlibm.
func TestExamples(t *testing.T) {
	if got := Sin(1e10); got != -0.4875060250875107 {
		t.Errorf("Sin(1e10) = %v", got)
	}
	if got := Log(0.4230879990509462); got != -0.8601750859908269 {
		t.Errorf("Log(0.4230879990509462) = %v", got)
	}
}
