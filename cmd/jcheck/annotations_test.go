package main

import (
	"os"
	"os/exec"
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
		{"UnsharedWorkerLogOk", []string{"--atomicity=bytecode"}, "2 executions, 46 transitions ", "2 executions, 86 transitions ", "unshared UnsharedWorkerLogOk$Worker.<init>()V@5\n"},
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

// TestAnnotationRequirementsAsRun: the requirements of method and atomic
// granularity that the class files do not show broken are checked as the
// program runs: each program of testdata/java/annotations below passes
// the checks when the annotations are read and its search ends with exit
// code 1 and this first error (FILE: the annotation file). The programs
// whose class files show the requirement broken are rejected before the
// search, each with its exact error (TestCheckPrograms, the ERROR header).
func TestAnnotationRequirementsAsRun(t *testing.T) {
	tools := javatool.NeedJDK(t)
	for _, c := range []struct{ name, want string }{
		// G1 in a method the call invokes: println takes System.out's lock.
		{"MethodGranularityPrint", "annotation violation: main would acquire PrintStream@2 inside a call of void MethodGranularityPrint$Account.deposit(int) on MethodGranularityPrint$Account@1 (MethodGranularityPrint$Account has method granularity) [G1, declared at FILE:1] at java.io.PrintStream.writeln(PrintStream.java:718)"},
		// G3 in a static helper of the class, which is no call.
		{"MethodGranularityHelper", "annotation violation: void MethodGranularityHelper$Account.credit(MethodGranularityHelper$Account, int), called from void MethodGranularityHelper$Account.transferTo(MethodGranularityHelper$Account, int), accesses a field of MethodGranularityHelper$Account@2, another instance of its class (MethodGranularityHelper$Account has method granularity) [G3, declared at FILE:1] at MethodGranularityHelper$Account.credit(MethodGranularityHelper.java:24)"},
		// Encapsulation: a cell's field written inside a call of another object.
		{"MethodGranularityNeighbour", "annotation violation: a field of MethodGranularityNeighbour$Cell@2 is accessed inside a call of void MethodGranularityNeighbour$Mirror.copyTo(MethodGranularityNeighbour$Cell, int) on MethodGranularityNeighbour$Mirror@1 (MethodGranularityNeighbour$Cell has method granularity) [encapsulation, declared at FILE:1] at MethodGranularityNeighbour$Cell.poke(MethodGranularityNeighbour.java:24)"},
		// Encapsulation: the state a getter handed out, used by a call again.
		{"AtomicLeakedState", "annotation violation: ArrayList@2, part of AtomicLeakedState$Registry@1's state, was used outside its methods and is used by void AtomicLeakedState$Registry.add(java.lang.String) again (AtomicLeakedState$Registry has atomic granularity) [encapsulation, declared at FILE:1] at java.util.ArrayList.add(ArrayList.java:466)"},
		// Static fields: read by a method of another class the call invokes.
		{"AtomicStaticFieldCallee", "annotation violation: int AtomicStaticFieldCallee$Config.step(), called from int AtomicStaticFieldCallee$Sequence.next(), accesses a static field of AtomicStaticFieldCallee$Config (AtomicStaticFieldCallee$Sequence has atomic granularity) [static fields, declared at FILE:1] at AtomicStaticFieldCallee$Config.step(AtomicStaticFieldCallee.java:15)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			classes := compileAnnotated(t, tools, c.name)
			path, err := filepath.Abs(filepath.Join(annotationsCorpus, c.name+".annotations"))
			if err != nil {
				t.Fatal(err)
			}
			code, stdout, stderr := jcheck("check", "--annotations", path, "-cp", classes, c.name)
			want := strings.ReplaceAll(c.want, "FILE", path)
			if got := firstErrorLine(stdout); code != exitFound || got != want || stderr != "" {
				t.Errorf("exit %d, first error\n%s\nstderr %q; want exit %d and\n%s\n%s", code, got, stderr, exitFound, want, stdout)
			}
		})
	}
}

// TestAnnotationEncapsulationBeforeNestmates: compiled for Java 8, before
// nestmates, the enclosing class of AtomicNestmateAccess reads the
// gauge's private field through a static accessor of the gauge
// (access$000), which the check of the class files cannot tell from a
// helper a call uses; the search reports the access as it runs, where
// the Java 17 class files are rejected before it (the program's ERROR
// header).
func TestAnnotationEncapsulationBeforeNestmates(t *testing.T) {
	tools := javatool.NeedJDK(t)
	classes := t.TempDir()
	src := filepath.Join(annotationsCorpus, "AtomicNestmateAccess.java")
	args := append(append([]string{}, javatool.JavacFlags...), "--release", "8", "-d", classes, src)
	if out, err := exec.Command(tools.Javac, args...).CombinedOutput(); err != nil {
		t.Fatalf("javac --release 8: %v\n%s", err, out)
	}
	path, err := filepath.Abs(filepath.Join(annotationsCorpus, "AtomicNestmateAccess.annotations"))
	if err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := jcheck("check", "--annotations", path, "-cp", classes, "AtomicNestmateAccess")
	want := "annotation violation: a field of AtomicNestmateAccess$Gauge@1 is accessed outside its methods (AtomicNestmateAccess$Gauge has atomic granularity) [encapsulation, declared at " + path + ":1] at AtomicNestmateAccess$Gauge.access$000(AtomicNestmateAccess.java:11)"
	if got := firstErrorLine(stdout); code != exitFound || got != want || stderr != "" {
		t.Errorf("exit %d, first error\n%s\nstderr %q; want exit %d and\n%s", code, got, stderr, exitFound, want)
	}
}
