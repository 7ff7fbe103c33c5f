package main

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
	"testing"
)

// jcheckWithInput runs the command in-process with stdin as its
// standard input.
func jcheckWithInput(stdin io.Reader, args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(append([]string{"jcheck"}, args...), stdin, &out, &errOut)
	return code, out.String(), errOut.String()
}

// untouched is a standard input that must not be read.
type untouched struct{ read bool }

func (u *untouched) Read([]byte) (int, error) {
	u.read = true
	return 0, io.EOF
}

// TestCheckInput: check gives the program the standard input run gives
// it, the same bytes in every execution of the search (read once); the
// search depends on it; the report records it, so that replay reproduces
// the error without being given it again; and a program that does not
// read its standard input leaves it alone.
func TestCheckInput(t *testing.T) {
	dir := compileJava(t, map[string]string{"Counter.java": `import java.io.*;
public class Counter {
    static int count;
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        Thread t = new Thread(() -> { for (int i = 0; i < n; i++) count++; });
        t.start();
        for (int i = 0; i < n; i++) count++;
        t.join();
        System.out.println(count);
        assert count == 2 * n : "lost update: " + count;
    }
}`, "Quiet.java": `public class Quiet { public static void main(String[] args) { System.out.println("quiet"); } }`})
	cases := []struct {
		name, stdin string
		flags       []string
		code        int
		first       string // the report's first line
	}{
		{"no iteration", "0\n", nil, 0, "jcheck: no error is reachable: every interleaving was explored"},
		{"one iteration", "1\n", nil, exitFound, "jcheck: 2 errors found"},
		{"stateful", "1\n", []string{"--search=stateful"}, exitFound, "jcheck: 2 errors found"},
		// Every execution reads the same line: one way to end.
		{"outcomes", "0\n", []string{"--outcomes"}, 0, "jcheck: no error is reachable: every interleaving was explored"},
		{"no input", "", nil, exitFound, "jcheck: 1 error found"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			report := filepath.Join(t.TempDir(), "report.json")
			args := append(append([]string{"check", "--json", report}, c.flags...), "-cp", dir, "Counter")
			code, stdout, stderr := jcheckWithInput(strings.NewReader(c.stdin), args...)
			if first, _, _ := strings.Cut(stdout, "\n"); code != c.code || first != c.first {
				t.Fatalf("exit code %d, report:\n%s\nstderr: %s\nwant exit code %d and %q", code, stdout, stderr, c.code, c.first)
			}
			if c.name == "outcomes" && !strings.Contains(stdout, "Outcomes: 1 distinct way the executions end\n  exit 0 (") {
				t.Errorf("the executions do not all end alike:\n%s", stdout)
			}
			if got := string(readReport(t, report).Program.Stdin); got != c.stdin {
				t.Errorf("the report records the input %q, want %q", got, c.stdin)
			}
			if c.code != exitFound {
				return
			}
			// Replay is given no input: the report's is used.
			code, replayed, stderr := jcheckWithInput(strings.NewReader(""), "replay", report)
			if code != exitFound || !strings.Contains(replayed, "Reproduced after step") {
				t.Errorf("replay: exit code %d, stdout:\n%s\nstderr: %s", code, replayed, stderr)
			}
		})
	}
	t.Run("unread", func(t *testing.T) {
		for _, command := range []string{"check", "run"} {
			stdin := &untouched{}
			if code, stdout, stderr := jcheckWithInput(stdin, command, "-cp", dir, "Quiet"); code != 0 || stdin.read {
				t.Errorf("%s: exit code %d, standard input read: %v\n%s%s", command, code, stdin.read, stdout, stderr)
			}
		}
	})
}
