package main

import (
	"cmp"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// envProgram prints what a program learns of its environment: system
// properties set on the command line, the whole environment, sorted, and
// or the default time zone with its offset in January and July.
const envProgram = `
import java.util.TimeZone;
import java.util.TreeMap;

public class EnvAndProps {
    public static void main(String[] args) {
        System.out.println(System.getProperty("x") + " " + System.getProperty("y") + " " + System.getProperty("missing"));
        if (args.length == 0) {
            System.out.println(new TreeMap<String, String>(System.getenv()));
            System.out.println(System.getenv("A") + " " + System.getenv("HOME"));
        } else {
            // java's time zone is TZ's, which java's environment has.
            TimeZone tz = TimeZone.getDefault();
            System.out.println(tz.getID() + " " + tz.getOffset(0L) + " " + tz.getOffset(15552000000L));
        }
    }
}
`

// TestEnvAndProps compares what a program sees of -D, --env and
// --timezone with what java shows it when given the same properties,
// variables and TZ, and nothing else of the environment (env -i): the
// same output.
func TestEnvAndProps(t *testing.T) {
	tools := javatool.NeedJDK(t)
	classes := compileJava(t, map[string]string{"EnvAndProps.java": envProgram})
	cases := []struct {
		name   string
		flags  []string // jcheck's
		java   []string // java's, before the class path
		env    []string // java's whole environment
		tzArgs []string
	}{
		{name: "none"},
		{
			name:  "properties and variables",
			flags: []string{"-D", "x=1,2", "--define", "y=a=b", "-Dx=3", "--env", "A=1", "--env", "B=two words", "--env", "C="},
			java:  []string{"-Dx=1,2", "-Dy=a=b", "-Dx=3"},
			env:   []string{"A=1", "B=two words", "C="},
		},
		{name: "time zone", flags: []string{"--timezone", "Asia/Kolkata"}, env: []string{"TZ=Asia/Kolkata"}, tzArgs: []string{"tz"}},
		{name: "unknown time zone", flags: []string{"--timezone", "Nowhere/Land"}, env: []string{"TZ=Nowhere/Land"}, tzArgs: []string{"tz"}},
		{name: "property over time zone", flags: []string{"--timezone", "Asia/Kolkata", "-D", "user.timezone=America/New_York"},
			java: []string{"-Duser.timezone=America/New_York"}, env: []string{"TZ=Asia/Kolkata"}, tzArgs: []string{"tz"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args := append(append([]string{"-i"}, c.env...), tools.Java)
			args = append(append(args, c.java...), "-cp", classes, "EnvAndProps")
			cmd := exec.Command("env", append(args, c.tzArgs...)...)
			want, err := cmd.Output()
			if err != nil {
				t.Fatalf("%v: %v", cmd, err)
			}
			if c.name == "time zone" && !strings.HasSuffix(string(want), "Asia/Kolkata 19800000 19800000\n") {
				t.Fatalf("java's output does not end with the time zone asked for:\n%s", want)
			}
			jargs := append(append(append([]string{"run", "-cp", classes}, c.flags...), "EnvAndProps"), c.tzArgs...)
			code, stdout, stderr := jcheck(jargs...)
			if code != 0 || stdout != string(want) {
				t.Errorf("jcheck %s: exit code %d, stderr %q, output\n%s\njava's:\n%s", strings.Join(jargs, " "), code, stderr, stdout, want)
			}
		})
	}
}

// TestEnvironmentReplay checks that a report records -D, --env and
// --timezone (the web page shows them), and that replay gives the
// program the same: the assertion that fails only with them fails
// again.
func TestEnvironmentReplay(t *testing.T) {
	javatool.NeedJDK(t)
	classes := compileJava(t, map[string]string{"Configured.java": `
public class Configured {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {});
        t.start();
        t.join();
        String mode = System.getProperty("mode") + "/" + System.getenv("LEVEL") + "/" + java.util.TimeZone.getDefault().getID();
        assert !mode.equals("strict/9/Asia/Tokyo") : mode;
    }
}`})
	dir := t.TempDir()
	path, page := filepath.Join(dir, "report.json"), filepath.Join(dir, "report.html")
	code, stdout, stderr := jcheck("check", "-cp", classes, "--json", path, "--html", page, "-D", "mode=strict", "--env", "LEVEL=9", "--timezone", "Asia/Tokyo", "Configured")
	if code != exitFound || !strings.Contains(stdout, "java.lang.AssertionError: strict/9/Asia/Tokyo") {
		t.Fatalf("check: exit code %d, stderr %q, output\n%s", code, stderr, stdout)
	}
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"system properties", "mode=strict", "environment", "LEVEL=9", "time zone", "Asia/Tokyo"} {
		if !strings.Contains(string(html), want) {
			t.Errorf("the web page does not say %q", want)
		}
	}
	r := readReport(t, path)
	if p := r.Program; strings.Join(p.Properties, " ") != "mode=strict" || strings.Join(p.Env, " ") != "LEVEL=9" || p.TimeZone != "Asia/Tokyo" {
		t.Errorf("the report's program: properties %q, env %q, time zone %q", p.Properties, p.Env, p.TimeZone)
	}
	if code, stdout, stderr := jcheck("replay", path); code != exitFound || !strings.Contains(stdout, "strict/9/Asia/Tokyo") {
		t.Errorf("replay: exit code %d, stderr %q, output\n%s", code, stderr, stdout)
	}
	if code, stdout, _ := jcheck("check", "-cp", classes, "-D", "mode=strict", "--env", "LEVEL=9", "Configured"); code != exitOK {
		t.Errorf("check in UTC: exit code %d, output\n%s", code, stdout)
	}
}

// TestStdinFile gives run and check the program's standard input from a
// file (--stdin); check's report records what the program read.
func TestStdinFile(t *testing.T) {
	javatool.NeedJDK(t)
	classes := compileJava(t, map[string]string{"Echo.java": `
public class Echo {
    public static void main(String[] args) throws Exception {
        String line = new java.io.BufferedReader(new java.io.InputStreamReader(System.in)).readLine();
        System.out.println("read " + line);
        assert !line.equals("stop") : line;
    }
}`})
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(in, []byte("stop\nmore\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, stdout, stderr := jcheck("run", "-cp", classes, "--stdin", in, "Echo"); code != 1 || stdout != "read stop\n" || !strings.Contains(stderr, "AssertionError: stop") {
		t.Errorf("run: exit code %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	path := filepath.Join(dir, "report.json")
	if code, stdout, _ := jcheck("check", "-cp", classes, "--stdin", in, "--json", path, "Echo"); code != exitFound || !strings.Contains(stdout, "AssertionError: stop") {
		t.Errorf("check: exit code %d, output\n%s", code, stdout)
	}
	if got := string(readReport(t, path).Program.Stdin); got != "stop\nmore\n" {
		t.Errorf("the report's stdin is %q", got)
	}
}

// TestAllowWrites runs a program that makes a directory, writes a file,
// deletes another, moves a directory and replaces a file by a directory:
// without --allow-writes the disk does not change; with it, it changes as
// the program said.
func TestAllowWrites(t *testing.T) {
	javatool.NeedJDK(t)
	classes := compileJava(t, map[string]string{"Writer.java": `
import java.nio.file.*;
public class Writer {
    public static void main(String[] args) throws Exception {
        Path dir = Paths.get(args[0]);
        Files.createDirectories(dir.resolve("made/deeper"));
        Files.writeString(dir.resolve("made/deeper/f.txt"), "written\n");
        Files.delete(dir.resolve("old.txt"));
        Files.move(dir.resolve("tree"), dir.resolve("made/tree"));
        Files.delete(dir.resolve("kind"));
        Files.createDirectory(dir.resolve("kind"));
        System.out.println(Files.exists(dir.resolve("old.txt")) + " " + Files.readString(dir.resolve("made/deeper/f.txt")).trim());
    }
}`})
	dir := t.TempDir()
	old := filepath.Join(dir, "old.txt")
	for path, content := range map[string]string{old: "old\n", filepath.Join(dir, "tree", "a", "b.txt"): "b\n", filepath.Join(dir, "kind"): "a file\n"} {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	written := filepath.Join(dir, "made", "deeper", "f.txt")
	if code, stdout, stderr := jcheck("run", "-cp", classes, "Writer", dir); code != 0 || stdout != "false written\n" {
		t.Fatalf("run: exit code %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if _, err := os.Stat(old); err != nil {
		t.Errorf("without --allow-writes, the deleted file is gone from the disk: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "made")); err == nil {
		t.Errorf("without --allow-writes, the directory made is on the disk")
	}
	if code, stdout, stderr := jcheck("run", "-cp", classes, "--allow-writes", "Writer", dir); code != 0 || stdout != "false written\n" {
		t.Fatalf("run --allow-writes: exit code %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if data, err := os.ReadFile(written); err != nil || string(data) != "written\n" {
		t.Errorf("with --allow-writes, the file written holds %q (%v)", data, err)
	}
	if _, err := os.Stat(old); err == nil {
		t.Errorf("with --allow-writes, the deleted file is still there")
	}
	// The directory moved with what it holds; a file replaced by a
	// directory is one.
	if data, err := os.ReadFile(filepath.Join(dir, "made", "tree", "a", "b.txt")); err != nil || string(data) != "b\n" {
		t.Errorf("with --allow-writes, the moved directory's file holds %q (%v)", data, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "tree")); err == nil {
		t.Errorf("with --allow-writes, the moved directory is still where it was")
	}
	if fi, err := os.Stat(filepath.Join(dir, "kind")); err != nil || !fi.IsDir() {
		t.Errorf("with --allow-writes, the file replaced by a directory is not one: %v", err)
	}
}

// TestProcessors compares what a program learns of the processors, and
// what the JDK sizes by them, with java's for --processors and
// -XX:ActiveProcessorCount; a report records the number and replay
// uses it.
func TestProcessors(t *testing.T) {
	tools := javatool.NeedJDK(t)
	classes := compileJava(t, map[string]string{"Processors.java": `
import java.lang.management.ManagementFactory;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;

public class Processors {
    public static void main(String[] args) {
        int n = Runtime.getRuntime().availableProcessors();
        boolean pooled = CompletableFuture.supplyAsync(() -> Thread.currentThread() instanceof ForkJoinWorkerThread).join();
        System.out.println(n + " " + ManagementFactory.getOperatingSystemMXBean().getAvailableProcessors() + " "
                + ForkJoinPool.getCommonPoolParallelism() + " " + pooled);
        assert n != 3 : "three processors";
    }
}`})
	for _, n := range []string{"", "1", "3", "4"} {
		java := []string{"-XX:ActiveProcessorCount=" + cmp.Or(n, "2"), "-cp", classes, "Processors"}
		want, err := exec.Command(tools.Java, java...).Output()
		if err != nil && n != "3" {
			t.Fatalf("java %v: %v", java, err)
		}
		args := []string{"run", "-cp", classes, "Processors"}
		if n != "" {
			args = slices.Insert(args, 1, "--processors", n)
		}
		if _, stdout, stderr := jcheck(args...); stdout != string(want) {
			t.Errorf("jcheck %s: output %q, stderr %q; java's %q", strings.Join(args, " "), stdout, stderr, want)
		}
	}
	path := filepath.Join(t.TempDir(), "report.json")
	if code, stdout, stderr := jcheck("check", "--processors", "3", "--json", path, "-cp", classes, "Processors"); code != exitFound || !strings.Contains(stdout, "three processors") {
		t.Fatalf("check --processors 3: exit code %d, stderr %q, output\n%s", code, stderr, stdout)
	}
	if p := readReport(t, path).Program; p.Processors != 3 {
		t.Errorf("the report's program has %d processors, not 3", p.Processors)
	}
	if code, stdout, stderr := jcheck("replay", path); code != exitFound || !strings.Contains(stdout, "three processors") {
		t.Errorf("replay: exit code %d, stderr %q, output\n%s", code, stderr, stdout)
	}
	for _, bad := range []string{"0", "257", "two"} {
		if code, _, stderr := jcheck("check", "--processors", bad, "-cp", classes, "Processors"); code != exitBadInput || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "processors") {
			t.Errorf("--processors %s: exit code %d, stderr %q", bad, code, stderr)
		}
	}
}
