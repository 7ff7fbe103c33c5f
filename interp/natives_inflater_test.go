package interp

import (
	"bytes"
	"compress/zlib"
	"math/rand/v2"
	"sync"
	"testing"
)

// stepAll feeds z to an Inflater state in chunks of size, reading with
// room bytes at a time, and returns the output and the final state.
func stepAll(t *testing.T, st *inflaterState, z []byte, size, room int) ([]byte, *inflaterState) {
	t.Helper()
	var got []byte
	out := make([]int8, room)
	for st.end < 0 || len(st.pending) > 0 {
		var in []byte
		if len(st.pending) == 0 {
			if len(z) == 0 {
				t.Fatalf("input ended before the stream")
			}
			in, z = z[:min(size, len(z))], z[min(size, len(z)):]
		}
		next, taken, n, fault := inflateStep(st, in, out)
		if fault != nil {
			t.Fatal(fault)
		}
		if taken != len(in) && next.end < 0 {
			t.Fatalf("took %d of %d before the end", taken, len(in))
		}
		got = append(got, bytesOf(out[:n])...)
		st = next
	}
	return got, st
}

func zlibOf(t *testing.T, data []byte) []byte {
	var buf bytes.Buffer
	w := zlib.NewWriter(&buf)
	w.Write(data)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestInflaterStateShared: states are shared by executions copied from
// one another (clone.go shares Native); each execution that goes on from
// a shared state, one after the other or at once, gets the same output,
// whichever of them holds the live decompressor, and the shared state's
// content is not changed.
func TestInflaterStateShared(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	data := make([]byte, 200_000)
	for i := range data {
		data[i] = "abcdefgh"[r.IntN(8)] + byte(i/5000%3)
	}
	z := zlibOf(t, data)
	st := &inflaterState{inflaterData: inflaterData{end: -1, adler: 1}}
	// Half the stream, then fork.
	half := len(z) / 2
	out := make([]int8, 100)
	var prefix []byte
	for off := 0; off < half; off += 512 {
		in := z[off:min(off+512, half)]
		next, _, n, fault := inflateStep(st, in, out)
		if fault != nil {
			t.Fatal(fault)
		}
		prefix = append(prefix, bytesOf(out[:n])...)
		st = next
	}
	shared := st
	inBefore, givenBefore, pendingBefore := bytes.Clone(shared.in), shared.given, bytes.Clone(shared.pending)
	check := func(got []byte, end *inflaterState) {
		t.Helper()
		if all := append(bytes.Clone(prefix), got...); !bytes.Equal(all, data) {
			t.Errorf("inflated %d bytes, not the data (%d)", len(all), len(data))
		}
		if end.end != len(z) {
			t.Errorf("stream end %d, want %d", end.end, len(z))
		}
	}
	// One after the other: the first takes the live decompressor, the
	// second rebuilds one.
	for _, size := range []int{512, 1000} {
		got, end := stepAll(t, shared, z[half:], size, 300)
		check(got, end)
	}
	// At once (go test -race).
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Go(func() {
			got, end := stepAll(t, shared, z[half:], 256+i*100, 64+i)
			check(got, end)
		})
	}
	wg.Wait()
	if !bytes.Equal(shared.in, inBefore) || shared.given != givenBefore || !bytes.Equal(shared.pending, pendingBefore) {
		t.Errorf("the shared state changed")
	}
}
