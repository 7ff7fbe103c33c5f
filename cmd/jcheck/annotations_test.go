package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// compileAnnotated compiles a program of testdata/java/annotations.
func compileAnnotated(t *testing.T, tools *javatool.Tools, name string) string {
	t.Helper()
	p, err := javatool.LoadProgram(filepath.Join(annotationsCorpus, name+".java"))
	if err != nil {
		t.Fatal(err)
	}
	classes, err := tools.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return classes
}

// writeAnnotations writes an annotation file and returns its path.
func writeAnnotations(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "test.annotations")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestAnnotationErrors: a malformed annotation file, or one whose
// declarations the class files contradict (a requirement of method or
// atomic granularity broken where the bytecode shows it, a lock method
// that does not exist, a site that allocates nothing), stops jcheck with
// exit code 2 and one error naming the file and line.
func TestAnnotationErrors(t *testing.T) {
	tools := javatool.NeedJDK(t)
	classes := compileAnnotated(t, tools, "SpinLockCounterOk")
	mailbox := compileAnnotated(t, tools, "MailboxCheckThenAct")
	cases := []struct {
		name, classes, main, text, want string
	}{
		{"syntax", classes, "SpinLockCounterOk", "# fine\nshared Foo\n", ":2: unknown declaration \"shared\""},
		{"no class", classes, "SpinLockCounterOk", "atomic com.example.Missing\n", ":1: class com.example.Missing: "},
		{"G2", mailbox, "MailboxCheckThenAct", "\n\nmethod MailboxCheckThenAct$Mailbox\n", ":3: MailboxCheckThenAct$Mailbox cannot have method granularity: field MailboxCheckThenAct$Mailbox.message is neither private nor final (G2"},
		{"static field", classes, "SpinLockCounterOk", "atomic SpinLockCounterOk\n", ":1: SpinLockCounterOk cannot have atomic granularity: static field lock is not private"},
		{"reads", classes, "SpinLockCounterOk", "method SpinLockCounterOk$SpinLock reads=peek\n", ":1: SpinLockCounterOk$SpinLock cannot have method granularity: it declares no method peek"},
		{"lock method", classes, "SpinLockCounterOk", "lock SpinLockCounterOk$SpinLock acquire=grab release=unlock\n", ":1: lock class SpinLockCounterOk$SpinLock declares no method grab()V for acquire"},
		{"lock needs release", classes, "SpinLockCounterOk", "lock SpinLockCounterOk$SpinLock acquire=lock\n", ":1: lock SpinLockCounterOk$SpinLock needs acquire=METHOD and release=METHOD"},
		{"site", classes, "SpinLockCounterOk", "unshared SpinLockCounterOk.main([Ljava/lang/String;)V@3\n", ":1: allocation site SpinLockCounterOk.main([Ljava/lang/String;)V@3: the instruction there is dup"},
		{"twice", classes, "SpinLockCounterOk", "communication SpinLockCounterOk\natomic SpinLockCounterOk\n", ":2: class SpinLockCounterOk is declared at "},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := writeAnnotations(t, c.text)
			code, stdout, stderr := jcheck("check", "--max-executions", "20", "--annotations", path, "-cp", c.classes, c.main)
			if code != exitBadInput || !strings.Contains(stderr, path+c.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
				t.Errorf("exit %d, stderr %q (stdout %q); want exit %d and one line with %q", code, stderr, stdout, exitBadInput, path+c.want)
			}
		})
	}
	code, _, stderr := jcheck("check", "--annotations", filepath.Join(t.TempDir(), "none.annotations"), "-cp", classes, "SpinLockCounterOk")
	if code != exitBadInput || !strings.Contains(stderr, "none.annotations") {
		t.Errorf("a missing annotation file: exit %d, stderr %q", code, stderr)
	}
}

// TestAnnotationsReduce: annotations change what a search explores, by
// exact counts. The stack with atomic granularity is searched in 2
// executions (the order of the two pushes) instead of 6 (their
// compare-and-set retries); the spin lock as a lock class verifies in 6
// executions where its spinning keeps the search without one from ending;
// the workers' unshared logs are not intercepted, so that with every
// shared access a scheduling point (--atomicity=bytecode) there are 40
// transitions fewer.
func TestAnnotationsReduce(t *testing.T) {
	tools := javatool.NeedJDK(t)
	for _, c := range []struct {
		name      string
		flags     []string
		with      string
		without   string
		annotated string
	}{
		{"AtomicStackOk", nil, "2 executions,", "6 executions,", "atomic AtomicStackOk$Stack\n"},
		{"SpinLockCounterOk", nil, "6 executions,", "", "lock SpinLockCounterOk$SpinLock acquire=lock release=unlock\n"},
		{"UnsharedWorkerLogOk", []string{"--atomicity=bytecode"}, "2 executions, 266 transitions ", "2 executions, 306 transitions ", "unshared UnsharedWorkerLogOk$Worker.<init>()V@5\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			classes := compileAnnotated(t, tools, c.name)
			args := append([]string{"check", "--annotations", writeAnnotations(t, c.annotated)}, c.flags...)
			code, stdout, _ := jcheck(append(args, "-cp", classes, c.name)...)
			if code != 0 || !strings.Contains(stdout, "Statistics: "+c.with) {
				t.Errorf("with annotations: exit %d, want 0 and %s\n%s", code, c.with, stdout)
			}
			if c.without == "" {
				code, stdout, _ = jcheck("check", "--max-executions", "200", "-cp", classes, c.name)
				if code != exitLimit {
					t.Errorf("without annotations: exit %d, want %d (the spinning has no end)\n%s", code, exitLimit, stdout)
				}
				return
			}
			code, stdout, _ = jcheck(append(append([]string{"check"}, c.flags...), "-cp", classes, c.name)...)
			if code != 0 || !strings.Contains(stdout, "Statistics: "+c.without) {
				t.Errorf("without annotations: exit %d, want 0 and %s\n%s", code, c.without, stdout)
			}
		})
	}
}
