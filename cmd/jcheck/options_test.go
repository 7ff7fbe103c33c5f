package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOptionErrors gives every command's flags values they do not take:
// each is one line naming the flag, exit code 2, before anything runs
// (the program named, NoSuchMain, is not looked for: its absence is the
// error only where every flag is right).
func TestOptionErrors(t *testing.T) {
	dir := t.TempDir()
	existing := filepath.Join(dir, "existing.json")
	if err := os.WriteFile(existing, []byte("old report\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	created := filepath.Join(dir, "created.json")
	checkArgs := func(flags ...string) []string { return append(append([]string{"check"}, flags...), "NoSuchMain") }
	runArgs := func(flags ...string) []string { return append(append([]string{"run"}, flags...), "NoSuchMain") }
	cases := []struct {
		args []string
		want string
	}{
		{checkArgs("--max-depth=-1"), "--max-depth must be 0 or more, not -1"},
		{checkArgs("--max-depth=abc"), `--max-depth: "abc" is not a whole number`},
		{checkArgs("--max-depth=99999999999999999999"), `--max-depth: "99999999999999999999" is not a whole number (value out of range)`},
		{checkArgs("--time-limit=-5s"), "--time-limit must be 0 or more, not -5s"},
		{checkArgs("--time-limit=soon"), `--time-limit: "soon" is not a duration such as 90s, 5m or 1h30m`},
		{checkArgs("--shorten=-1"), "--shorten must be 0 or more, not -1"},
		{checkArgs("--fair-bound=-2"), "--fair-bound must be 0 or more, not -2"},
		{checkArgs("--max-executions=-3"), "--max-executions must be 0 or more, not -3"},
		{checkArgs("--max-invisible=0"), "--max-invisible must be 1 or more, not 0"},
		{checkArgs("--checkpoint-memory=-1"), `--checkpoint-memory must be a size such as 256m or 2g, not "-1"`},
		{checkArgs("--checkpoint-memory=lots"), `--checkpoint-memory must be a size such as 256m or 2g, not "lots"`},
		{checkArgs("--checkpoint-memory=9999999t"), `--checkpoint-memory must be a size such as 256m or 2g, not "9999999t"`},
		{checkArgs("--checkpoint-memory="), `--checkpoint-memory must be a size such as 256m or 2g, not ""`},
		{runArgs("--xmx=0"), `--xmx must be a size such as 256m or 2g, not "0"`},
		{checkArgs("--preemptions=-1"), `--preemptions must be a number of preemptions (0 or more) or auto, not "-1"`},
		{checkArgs("--preemptions=some"), `--preemptions must be a number of preemptions (0 or more) or auto, not "some"`},
		{checkArgs("--por=xyz"), `--por must be dpor or sleep or persistent or none, not "xyz"`},
		{checkArgs("--races=foo"), `--races must be adapt or stop or ignore, not "foo"`},
		{checkArgs("--search=bfs"), `--search must be auto or stateless or stateful, not "bfs"`},
		{checkArgs("--reduction=none"), `--reduction must be composed or ifsss, not "none"`},
		{checkArgs("--atomicity=line"), `--atomicity must be reduced or bytecode, not "line"`},
		{checkArgs("--discipline=strict"), `--discipline must be race or ld, not "strict"`},
		{checkArgs("--lockset=yes"), `--lockset must be on or off, not "yes"`},
		{checkArgs("--init=lazy"), `--init must be escape or strict, not "lazy"`},
		{checkArgs("--uncaught=warn"), `--uncaught must be error or ignore, not "warn"`},
		{checkArgs("--random=some"), `--random must be fixed or enumerate, not "some"`},
		{checkArgs("--jdk-models=maybe"), `--jdk-models must be on or off, not "maybe"`},
		{checkArgs("--all-errors=maybe"), `--all-errors: "maybe" is not true or false`},
		{checkArgs("--deepen", "--por=dpor"), "--deepen is SSS_cyc"},
		{checkArgs("--preemptions=2", "--por=persistent"), "--preemptions explores with BPOR's backtrack sets; it cannot be combined with --por=persistent"},
		{checkArgs("--preemptions=2", "--search=stateful"), "--preemptions bounds the state-less search; it cannot be combined with --search=stateful"},
		{checkArgs("--search=stateful", "--por=persistent"), "--search=stateful explores with DPOR or sleep sets: --por=persistent is for the state-less search"},
		{checkArgs("--search=stateful", "--por=none"), "--search=stateful explores with DPOR or sleep sets: --por=none is for the state-less search"},
		{checkArgs("--deepen", "--por=none"), "--deepen is SSS_cyc"},
		{checkArgs("--no-such-option"), "unknown option --no-such-option (jcheck check --help lists the options)"},
		{checkArgs("--json", filepath.Join(dir, "missing", "r.json")), "--json: open " + filepath.Join(dir, "missing", "r.json") + ": no such file or directory"},
		{checkArgs("--json", dir), "--json: open " + dir + ": is a directory"},
		{checkArgs("--sarif", filepath.Join(dir, "missing", "r.sarif")), "--sarif: open " + filepath.Join(dir, "missing", "r.sarif") + ": no such file or directory"},
		{checkArgs("--sarif", dir), "--sarif: open " + dir + ": is a directory"},
		// A check that fails leaves an existing report as it was, and
		// creates none.
		{checkArgs("--json", existing), "Could not find or load main class NoSuchMain\nCaused by: java.lang.ClassNotFoundException: NoSuchMain"},
		{checkArgs("--json", created), "Could not find or load main class NoSuchMain\nCaused by: java.lang.ClassNotFoundException: NoSuchMain"},
		{checkArgs("--sarif", existing), "Could not find or load main class NoSuchMain\nCaused by: java.lang.ClassNotFoundException: NoSuchMain"},
		{checkArgs("--sarif", created), "Could not find or load main class NoSuchMain\nCaused by: java.lang.ClassNotFoundException: NoSuchMain"},
		{checkArgs("--annotations", filepath.Join(dir, "missing.annotations")), "--annotations: stat " + filepath.Join(dir, "missing.annotations") + ": no such file or directory"},
		{runArgs("--annotations", dir), "--annotations: " + dir + " is a directory"},
		{runArgs("--seed=-1"), `--seed: "-1" is not a whole number, 0 or more`},
		{runArgs("--random=some"), `--random must be fixed or enumerate, not "some"`},
		{runArgs("--jdk-models=maybe"), `--jdk-models must be on or off, not "maybe"`},
		{runArgs("--trace=often"), `--trace: "often" is not true or false`},
		{runArgs("-D", "debug"), `-D/--define takes NAME=value, not "debug"`},
		{checkArgs("--define", "=1"), `-D/--define takes NAME=value, not "=1"`},
		{runArgs("-Dx"), `-D/--define takes NAME=value, not "x"`},
		{checkArgs("--env", "HOME"), `--env takes NAME=value, not "HOME"`},
		{runArgs("--timezone="), "--timezone needs a time zone ID such as Europe/Paris"},
		{runArgs("--stdin", filepath.Join(dir, "missing.txt")), "--stdin: open " + filepath.Join(dir, "missing.txt") + ": no such file or directory"},
		{checkArgs("--stdin", dir), "--stdin: read " + dir + ": is a directory"},
		{checkArgs("--allow-writes"), "--allow-writes is for jcheck run: a search runs the program many times, each execution from the same files, so its writes stay in jcheck's view of the file system"},
		{[]string{"run", "--cp"}, "--cp needs a value"},
		{[]string{"--log-level", "loud", "run"}, "--log-level"},
		{[]string{"--no-such-option", "run"}, "unknown option --no-such-option (jcheck --help lists the options)"},
		{[]string{"bench", "--time-limit=-1s"}, "--time-limit must be 0 or more, not -1s"},
		{[]string{"bench", "--only", "NoSuchBenchmark"}, `--only "NoSuchBenchmark" matches no program`},
		{[]string{"bench", "--corpus", filepath.Join(dir, "missing")}, "--corpus: open " + filepath.Join(dir, "missing") + ": no such file or directory"},
		{[]string{"bench", "--models-corpus", dir}, "--models-corpus: " + dir + " holds no .java program"},
		{[]string{"bench", "HaltException"}, `jcheck bench takes no arguments, not "HaltException"`},
		{[]string{"bench", "--only", "(2,1)", "--workers", "1,0"}, "--workers takes numbers of workers, 1 or more, not [1 0]"},
		{checkArgs("--workers", "-1"), "--workers must be 0 or more, not -1"},
		{[]string{"replay"}, "usage: jcheck replay FILE"},
		{[]string{"replay", filepath.Join(dir, "missing.json")}, "open " + filepath.Join(dir, "missing.json") + ": no such file or directory"},
		{[]string{"replay", existing}, existing + ": not a jcheck report"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			code, stdout, stderr := jcheck(c.args...)
			want := "jcheck: " + c.want
			if code != exitBadInput || !strings.HasPrefix(stderr, want) || strings.Count(stderr, "\n") != strings.Count(want, "\n")+1 || stdout != "" {
				t.Errorf("exit code %d, stderr %q, stdout %q; want exit code %d and one line starting %q", code, stderr, stdout, exitBadInput, want)
			}
		})
	}
	if data, err := os.ReadFile(existing); err != nil || string(data) != "old report\n" {
		t.Errorf("a failed check changed the existing report: %q, %v", data, err)
	}
	if _, err := os.Stat(created); err == nil {
		t.Errorf("a failed check left a report behind")
	}
}
