package main

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/jcheck/jcheck/annotations"
	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/internal/launch"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/report"
)

// programFlags name the program to run, as java's command line does.
func programFlags() []cli.Flag {
	// -D and --define are one list, in the order given.
	defines := &assignments{}
	return []cli.Flag{
		&cli.StringFlag{Name: "cp", Aliases: []string{"classpath", "class-path"}, Usage: "class search path of directories and jars"},
		&cli.StringFlag{Name: "jar", Usage: "run the Main-Class of this jar"},
		&cli.StringFlag{Name: "jdk", Usage: "the JDK whose class library programs run on (default: $JAVA_HOME, else java on $PATH)"},
		&cli.BoolFlag{Name: "disable-assertions", Aliases: []string{"da"}, Usage: "do not check Java assert statements"},
		&cli.BoolFlag{Name: "enable-preview", Usage: "run classes that use the JDK's preview features (compiled with javac --enable-preview), as java --enable-preview"},
		&cli.StringFlag{Name: "xmx", Usage: "the maximum Java heap, as java's -Xmx: bytes, or with k, m, g or t (256m, 2g); beyond it the program gets OutOfMemoryError (default: a quarter of the physical memory, as java's)"},
		&cli.StringFlag{Name: "random", Value: "fixed", Usage: "fixed: java.util.Random gives every execution the same numbers; enumerate: Random.nextInt(n) and nextBoolean() are choices, every value explored"},
		&cli.StringSliceFlag{Name: "annotations", Usage: "read this annotation file (repeatable): unshared allocation sites, communication classes, classes with method or atomic granularity, lock classes (see the README)"},
		&cli.StringFlag{Name: "jdk-models", Value: "on", Usage: "on: ReentrantLock and its Conditions, ReentrantReadWriteLock and StampedLock are synchronization objects (lock/unlock acquire and release, await/signal wait and notify), each call of an atomic or a concurrent collection (AtomicInteger, ConcurrentHashMap, ...) is one operation, and ThreadPoolExecutor, FutureTask, CompletableFuture, Exchanger, Phaser, LinkedBlockingQueue, LinkedTransferQueue, SynchronousQueue, ThreadPerTaskExecutor and the fork/join framework (ForkJoinPool, ForkJoinTask, CountedCompleter) are jcheck's models; off: java.util.concurrent runs its own bytecode"},
		&cli.GenericFlag{Name: "D", Value: defines, Usage: "set a system property, as java's -D: -D name=value or -Dname=value (repeatable)"},
		&cli.GenericFlag{Name: "define", Value: defines, Usage: "the same as -D"},
		&cli.GenericFlag{Name: "env", Value: &assignments{}, Usage: "give the program the environment variable NAME=value (repeatable); System.getenv sees these and no others (default: none)"},
		&cli.StringFlag{Name: "timezone", Value: "UTC", Usage: "the default time zone's ID, as java takes it from TZ (an ID java does not know is GMT)"},
		&cli.IntFlag{Name: "processors", Value: interp.DefaultProcessors, Usage: "what Runtime.availableProcessors returns, from which the JDK sizes the common pool (one worker less), parallel streams and CompletableFuture's default executor: each processor more is a thread more whose interleavings the search explores"},
		&cli.StringFlag{Name: "stdin", Usage: "read the program's standard input from this file (default: jcheck's)"},
		&cli.BoolFlag{Name: "allow-writes", Usage: "run only: what the program writes to files goes to the disk when it ends, not only to jcheck's view of the file system (it can change or delete any file you can)"},
	}
}

// maxProcessors bounds --processors: the common pool starts a thread
// for each processor but one, and each is a thread the search
// interleaves.
const maxProcessors = 256

// assignments are the values of a repeatable NAME=value flag (-D,
// --env), in the order given; a value may hold commas.
type assignments []string

func (a *assignments) Set(v string) error { *a = append(*a, v); return nil }
func (a *assignments) String() string     { return strings.Join(*a, " ") }

// assignmentFlag reads a NAME=value flag (written as shown in errors):
// each value must name something before its first '='.
func assignmentFlag(c *cli.Context, flag, shown string) ([]string, error) {
	a, _ := c.Generic(flag).(*assignments)
	if a == nil {
		return nil, nil
	}
	for _, v := range *a {
		if name, _, ok := strings.Cut(v, "="); !ok || name == "" {
			return nil, fmt.Errorf("%s takes NAME=value, not %q", shown, v)
		}
	}
	return slices.Clone(*a), nil
}

// programOptions reads the program flags that say how the program is
// loaded and run (not which program it is): --disable-assertions, --xmx,
// --random, --jdk-models and --annotations.
func programOptions(c *cli.Context) (report.ProgramSpec, error) {
	ps := report.ProgramSpec{DisableAssertions: c.Bool("disable-assertions"), EnablePreview: c.Bool("enable-preview")}
	var err error
	if ps.MaxHeap, err = maxHeap(c); err != nil {
		return ps, err
	}
	if ps.EnumerateRandom, err = enumerateRandom(c); err != nil {
		return ps, err
	}
	if ps.LibraryBytecode, err = libraryBytecode(c); err != nil {
		return ps, err
	}
	if ps.Properties, err = assignmentFlag(c, "D", "-D/--define"); err != nil {
		return ps, err
	}
	if ps.Env, err = assignmentFlag(c, "env", "--env"); err != nil {
		return ps, err
	}
	if c.IsSet("timezone") {
		if ps.TimeZone = c.String("timezone"); ps.TimeZone == "" {
			return ps, fmt.Errorf("--timezone needs a time zone ID such as Europe/Paris")
		}
	}
	if c.IsSet("processors") {
		if ps.Processors = c.Int("processors"); ps.Processors < 1 || ps.Processors > maxProcessors {
			return ps, fmt.Errorf("--processors needs a number from 1 to %d, not %d", maxProcessors, ps.Processors)
		}
	}
	if c.Bool("allow-writes") && c.Command.Name != "run" {
		return ps, fmt.Errorf("--allow-writes is for jcheck run: a search runs the program many times, each execution from the same files, so its writes stay in jcheck's view of the file system")
	}
	ps.Annotations, err = annotationFiles(c)
	return ps, err
}

// readStdin makes the file --stdin names the program's standard input.
// It is read whole, at once: a file that cannot be read is an error
// before the program runs.
func (e *env) readStdin(c *cli.Context) error {
	path := c.String("stdin")
	if path == "" {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("--stdin: %w", err)
	}
	e.stdin = bytes.NewReader(data)
	return nil
}

// maxHeap reads --xmx as java reads -Xmx (size). Without it, the limit
// is this machine's default, which the report records, so that a replay
// elsewhere has the same.
func maxHeap(c *cli.Context) (int64, error) {
	if c.String("xmx") == "" {
		return interp.DefaultMaxHeap(), nil
	}
	n, err := size(c, "xmx")
	if err == nil && n == 0 {
		err = fmt.Errorf("--xmx must be a size such as 256m or 2g, not %q", c.String("xmx"))
	}
	return n, err
}

// size reads a flag that is a number of bytes, as java reads -Xmx: a
// number of bytes, or of kilobytes, megabytes, gigabytes or terabytes
// with the suffix k, m, g or t (in either case).
func size(c *cli.Context, flag string) (int64, error) {
	v := c.String(flag)
	digits, shift := v, 0
	if v != "" {
		if i := strings.IndexByte("kmgt", strings.ToLower(v[len(v)-1:])[0]); i >= 0 {
			digits, shift = v[:len(v)-1], 10*(i+1)
		}
	}
	n, err := strconv.ParseInt(digits, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64>>shift {
		return 0, fmt.Errorf("--%s must be a size such as 256m or 2g, not %q", flag, v)
	}
	return n << shift, nil
}

// libraryBytecode reads --jdk-models: whether java.util.concurrent runs as
// the library's bytecode rather than as the VM's models of it.
func libraryBytecode(c *cli.Context) (bool, error) {
	return pick("jdk-models", c.String("jdk-models"), []string{"on", "off"}, []bool{false, true})
}

// annotationFiles reads --annotations, as absolute paths (a report names
// them for jcheck replay). A file that is not there is an error at once,
// before the program is compiled or run; its content is read with the
// classes.
func annotationFiles(c *cli.Context) ([]string, error) {
	var files []string
	for _, f := range c.StringSlice("annotations") {
		abs, err := filepath.Abs(f)
		if err != nil {
			return nil, err
		}
		if fi, err := os.Stat(abs); err != nil {
			return nil, fmt.Errorf("--annotations: %w", err)
		} else if fi.IsDir() {
			return nil, fmt.Errorf("--annotations: %s is a directory", f)
		}
		files = append(files, abs)
	}
	return files, nil
}

// newLoader makes the loader of a program as its spec says: the class
// library's models and Random on or off, the annotation files read.
func newLoader(jdk *classpath.JDK, cp classpath.Path, ps report.ProgramSpec) (*interp.Loader, error) {
	l := interp.NewLoader(jdk.Boot, cp)
	if jdk.Version > 0 {
		// The class file versions java of that JDK runs: 61 for 17.
		l.MaxVersion = uint16(jdk.Version) + 44
	}
	l.EnumerateRandom = ps.EnumerateRandom
	l.EnablePreview = ps.EnablePreview
	l.LibraryBytecode = ps.LibraryBytecode
	if len(ps.Annotations) > 0 {
		set, err := annotations.ReadFiles(ps.Annotations)
		if err != nil {
			return nil, err
		}
		if err := l.Annotate(set); err != nil {
			return nil, err
		}
	}
	return l, nil
}

// enumerateRandom reads --random.
func enumerateRandom(c *cli.Context) (bool, error) {
	return pick("random", c.String("random"), []string{"fixed", "enumerate"}, []bool{false, true})
}

// resolveProgram reads the program flags and arguments: MAIN [ARGS...],
// FILE.java [ARGS...], or -jar JAR [ARGS...].
func resolveProgram(c *cli.Context) (*launch.Program, error) {
	spec := launch.Spec{ClassPath: c.String("cp"), Jar: c.String("jar"), JDK: c.String("jdk"), EnablePreview: c.Bool("enable-preview")}
	args := c.Args().Slice()
	if spec.Jar == "" && len(args) > 0 {
		spec.Target, args = args[0], args[1:]
	}
	spec.Args = args
	if err := testSpec(c, &spec); err != nil {
		return nil, err
	}
	return launch.Resolve(spec)
}
