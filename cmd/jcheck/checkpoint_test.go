package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// replayedStat reads the replayed transitions and their ratio to the
// transitions explored off the Statistics line, and returns the output
// with the line's variable parts (replays, instructions, time, memory)
// blanked.
var replayedStat = regexp.MustCompile(`\((\d+) replayed, (\d+\.\d\d) per transition\)(.*), (\d+) instructions, [0-9.]+ s, [0-9.]+ MB peak heap`)

// TestCheckpointMemory checks --checkpoint-memory: with checkpoints (by
// default, and with a budget given) the search reports what it reports
// without them (0), replaying fewer transitions. The dining
// philosophers of examples/ deadlock after 6,663 transitions; on a
// program whose paths are short, copies cost more than the replays they
// save, and the search takes none.
func TestCheckpointMemory(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "examples", "DiningPhilosophers.java"))
	if err != nil {
		t.Fatal(err)
	}
	dir := javatool.CompileForTest(t, map[string]string{"DiningPhilosophers.java": string(src)})
	var without string
	var replayedWithout int64
	for _, memory := range []string{"0", "", "64m"} {
		args := []string{"check", "--shorten=2000", "-cp", dir}
		if memory != "" {
			args = append(args, "--checkpoint-memory="+memory)
		}
		args = append(args, "DiningPhilosophers")
		code, stdout, stderr := jcheck(args...)
		m := replayedStat.FindStringSubmatch(stdout)
		if code != exitFound || m == nil {
			t.Fatalf("--checkpoint-memory=%q: exit %d, no statistics line\n%s%s", memory, code, stdout, stderr)
		}
		replayed, _ := strconv.ParseInt(m[1], 10, 64)
		out := replayedStat.ReplaceAllString(stdout, "(replayed)$3")
		if memory == "0" {
			without, replayedWithout = out, replayed
			continue
		}
		if out != without {
			t.Errorf("--checkpoint-memory=%q: output\n%s\nwithout checkpoints\n%s", memory, out, without)
		}
		if replayed >= replayedWithout {
			t.Errorf("--checkpoint-memory=%q: %d replayed, %d without checkpoints", memory, replayed, replayedWithout)
		}
	}
}
