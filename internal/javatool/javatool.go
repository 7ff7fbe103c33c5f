// Package javatool compiles and runs the Java test programs of testdata/java
// with the real JDK, caching compiled classes and program results on disk.
//
// It is test tooling: jcheck itself never needs a JDK, but its tests compare
// `jcheck run` with `java`, and compile their test programs with `javac`.
package javatool

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
)

// Tools is the JDK's javac and java.
type Tools struct {
	Javac, Java string
	Home        string // the JDK's home directory

	// CacheDir is where compiled classes and java results are kept. When
	// empty, os.UserCacheDir()/jcheck/javac is used, falling back to
	// os.TempDir()/jcheck/javac.
	CacheDir string
	// Timeout bounds one javac or java run; 0 means DefaultTimeout.
	Timeout time.Duration

	servers compileServers

	mu           sync.Mutex
	javacVersion string
	javaVersion  string
	cacheDir     string
}

// DefaultTimeout bounds one javac or java run when Tools.Timeout is 0.
const DefaultTimeout = 2 * time.Minute

// JavacFlags are the flags Compile passes to javac before `-d dir`. The
// source encoding is fixed so that the result does not depend on the locale.
var JavacFlags = []string{"-g", "-encoding", "UTF-8"}

// javacJVMFlags make javac's own JVM start and run faster on these small
// compilations (about 40% less CPU); they do not change the class files.
var javacJVMFlags = []string{"-J-XX:TieredStopAtLevel=1", "-J-XX:+UseSerialGC"}

// JavaFlags are the flags RunJava passes to java before `-cp dir Name`.
// Besides -ea and -Xshare:auto they pin the default charset, locale and
// time zone, so that text output (non-ASCII characters, %,d, dates) is the
// same whatever the environment's LANG and TZ, and the number of
// processors (Runtime.availableProcessors, which sizes the common pool:
// jcheck's default --processors); jcheck behaves as if run with these
// settings.
var JavaFlags = []string{
	"-ea", "-Xshare:auto", "-XX:ActiveProcessorCount=2",
	"-Dfile.encoding=UTF-8",
	"-Duser.language=en", "-Duser.country=US",
	"-Duser.timezone=UTC",
}

// Find locates javac and java via $JAVA_HOME, else via javac/java on $PATH
// (following symlinks). It is an error if either is not found.
func Find() (*Tools, error) {
	if home := os.Getenv("JAVA_HOME"); home != "" {
		javac := filepath.Join(home, "bin", "javac")
		java := filepath.Join(home, "bin", "java")
		if isExecutable(javac) && isExecutable(java) {
			return &Tools{Javac: javac, Java: java, Home: home}, nil
		}
	}
	javac, err := lookPathResolved("javac")
	if err != nil {
		return nil, fmt.Errorf("javatool: javac not found (set JAVA_HOME or put a JDK's bin on PATH): %w", err)
	}
	home := filepath.Dir(filepath.Dir(javac))
	// Prefer the java of the same JDK as javac.
	java := filepath.Join(home, "bin", "java")
	if !isExecutable(java) {
		java, err = lookPathResolved("java")
		if err != nil {
			return nil, fmt.Errorf("javatool: java not found (set JAVA_HOME or put a JDK's bin on PATH): %w", err)
		}
	}
	return &Tools{Javac: javac, Java: java, Home: home}, nil
}

func lookPathResolved(name string) (string, error) {
	p, err := exec.LookPath(name)
	if err != nil {
		return "", err
	}
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	if r, err := filepath.EvalSymlinks(p); err == nil {
		p = r
	}
	return p, nil
}

func isExecutable(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0
}

func (t *Tools) timeout() time.Duration {
	if t.Timeout > 0 {
		return t.Timeout
	}
	return DefaultTimeout
}

// env is the environment for javac and java: the process's own, less the
// variables through which the JVM picks up extra options (it would also
// print "Picked up ..." to stderr) or an extra class path.
func env() []string {
	var out []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH":
			continue
		}
		out = append(out, kv)
	}
	return out
}

// version returns the first line of `tool -version`, memoized in *slot.
func (t *Tools) version(tool string, slot *string) (string, error) {
	t.mu.Lock()
	v := *slot
	t.mu.Unlock()
	if v != "" {
		return v, nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), t.timeout())
	defer cancel()
	cmd := exec.CommandContext(ctx, tool, "-version")
	cmd.Env = env()
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("javatool: %s -version: %v\n%s", tool, err, out)
	}
	v, _, _ = strings.Cut(strings.TrimSpace(string(out)), "\n")
	v = strings.TrimSpace(v)
	if v == "" {
		return "", fmt.Errorf("javatool: %s -version printed nothing", tool)
	}
	t.mu.Lock()
	*slot = v
	t.mu.Unlock()
	return v, nil
}

// JavacVersion returns the first line of `javac -version`, e.g. "javac 17.0.15".
func (t *Tools) JavacVersion() (string, error) { return t.version(t.Javac, &t.javacVersion) }

// JavaVersion returns the first line of `java -version`.
func (t *Tools) JavaVersion() (string, error) { return t.version(t.Java, &t.javaVersion) }

// cacheRoot returns the directory holding compiled classes, creating it.
func (t *Tools) cacheRoot() (string, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.cacheDir != "" {
		return t.cacheDir, nil
	}
	var candidates []string
	if t.CacheDir != "" {
		candidates = []string{t.CacheDir}
	} else {
		if d, err := os.UserCacheDir(); err == nil {
			candidates = append(candidates, filepath.Join(d, "jcheck", "javac"))
		}
		candidates = append(candidates, filepath.Join(os.TempDir(), "jcheck", "javac"))
	}
	var firstErr error
	for _, d := range candidates {
		if abs, err := filepath.Abs(d); err == nil {
			d = abs
		}
		if err := os.MkdirAll(d, 0o755); err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		// Check that it is writable.
		f, err := os.CreateTemp(d, ".probe-*")
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		f.Close()
		os.Remove(f.Name())
		removeStaleTemps(d, time.Hour+2*t.timeout())
		t.cacheDir = d
		return d, nil
	}
	return "", fmt.Errorf("javatool: no usable cache directory: %v", firstErr)
}

// removeStaleTemps removes temporary directories older than age, which
// compilations killed midway left in the cache root (live ones are younger
// than the javac timeout).
func removeStaleTemps(root string, age time.Duration) {
	entries, err := os.ReadDir(root)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), ".tmp-") {
			continue
		}
		if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) > age {
			os.RemoveAll(filepath.Join(root, e.Name()))
		}
	}
}

func hashKey(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		fmt.Fprintf(h, "%d:%s\n", len(p), p)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// CompileError is returned by Compile when javac rejects a program.
type CompileError struct {
	Path   string // the .java file
	Output string // javac's diagnostics, naming Path
	Err    error  // javac's exit status
}

func (e *CompileError) Error() string {
	return fmt.Sprintf("javac %s: %v\n%s", e.Path, e.Err, strings.TrimRight(e.Output, "\n"))
}

func (e *CompileError) Unwrap() error { return e.Err }

// Compile compiles p with `javac -g -d <dir>` into a cache directory keyed
// by the SHA-256 of the source, the main class name, the javac flags and
// the javac version, reusing it when present. It is safe for concurrent use
// by goroutines and by processes: javac writes into a temporary directory
// that is then renamed into place. It returns the class directory.
//
// The source is compiled on its own (a copy in an empty source path), so the
// result depends on nothing but the file's contents.
func (t *Tools) Compile(p *Program) (classDir string, err error) {
	src, err := os.ReadFile(p.Path)
	if err != nil {
		return "", err
	}
	dir, err := t.compile("", map[string]string{p.Name + ".java": string(src)})
	var ce *CompileError
	if errors.As(err, &ce) {
		ce.Path = p.Path
		ce.Output = strings.ReplaceAll(ce.Output, p.Name+".java:", p.Path+":")
	}
	return dir, err
}

// CompileSources compiles Java sources given as file name -> text (for
// tests that build small programs inline), cached like Compile.
func (t *Tools) CompileSources(sources map[string]string) (classDir string, err error) {
	return t.compile("", sources)
}

// CompileSourcesWith compiles Java sources as CompileSources does, against
// the classes of a class path (jars of libraries they use), which is part
// of the cache key.
func (t *Tools) CompileSourcesWith(classPath string, sources map[string]string) (classDir string, err error) {
	return t.compile(classPath, sources)
}

func (t *Tools) compile(classPath string, sources map[string]string) (string, error) {
	return t.compileWith(classPath, sources, true)
}

// compileProcess compiles as compile does, in a javac process of its own.
func (t *Tools) compileProcess(classPath string, sources map[string]string) (string, error) {
	return t.compileWith(classPath, sources, false)
}

// compileWith compiles sources into the cache, in a compile server when
// inServer and one can be had.
func (t *Tools) compileWith(classPath string, sources map[string]string, inServer bool) (string, error) {
	version, err := t.JavacVersion()
	if err != nil {
		return "", err
	}
	root, err := t.cacheRoot()
	if err != nil {
		return "", err
	}
	names := make([]string, 0, len(sources))
	for name := range sources {
		names = append(names, name)
	}
	sort.Strings(names)
	parts := []string{"javac", version, strings.Join(JavacFlags, " ")}
	if classPath != "" {
		parts = append(parts, "-cp", classPath)
	}
	for _, name := range names {
		parts = append(parts, name, sources[name])
	}
	key := hashKey(parts...)
	final := filepath.Join(root, key)
	if fi, err := os.Stat(final); err == nil && fi.IsDir() {
		return final, nil
	}

	tmp, err := os.MkdirTemp(root, ".tmp-"+key[:16]+"-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	srcDir := filepath.Join(tmp, "src")
	outDir := filepath.Join(tmp, "classes")
	if err := os.Mkdir(srcDir, 0o755); err != nil {
		return "", err
	}
	if err := os.Mkdir(outDir, 0o755); err != nil {
		return "", err
	}
	var files []string
	for _, name := range names {
		file := filepath.Join(srcDir, name)
		if err := os.WriteFile(file, []byte(sources[name]), 0o644); err != nil {
			return "", err
		}
		files = append(files, file)
	}
	cp := outDir
	if classPath != "" {
		cp += string(filepath.ListSeparator) + classPath
	}
	args := append(append([]string{}, JavacFlags...),
		"-implicit:none", "-sourcepath", srcDir, "-cp", cp, "-d", outDir)
	args = append(args, files...)
	var out []byte
	err = errNoServer
	if inServer {
		out, err = t.javacInServer(args)
	}
	if err == errNoServer {
		out, err = t.javacProcess(srcDir, args)
	}
	if err != nil {
		msg := string(out)
		for i, f := range files {
			msg = strings.ReplaceAll(msg, f, names[i])
		}
		return "", &CompileError{Path: strings.Join(names, ", "), Output: msg, Err: err}
	}
	if err := os.Rename(outDir, final); err != nil {
		// Another goroutine or process may have won the race.
		if fi, serr := os.Stat(final); serr == nil && fi.IsDir() {
			return final, nil
		}
		return "", err
	}
	return final, nil
}

// javacProcess runs javac with args in a process of its own, in dir.
func (t *Tools) javacProcess(dir string, args []string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), t.timeout())
	defer cancel()
	cmd := exec.CommandContext(ctx, t.Javac, append(append([]string{}, javacJVMFlags...), args...)...)
	cmd.Env = env()
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil && ctx.Err() != nil {
		err = fmt.Errorf("%v (timed out after %v)", err, t.timeout())
	}
	return out, err
}

// Result is what a java run printed and its exit code.
type Result struct {
	Stdout, Stderr string
	ExitCode       int
	// Cached reports that the result was read from the cache rather than
	// by running java.
	Cached bool `json:"-"`
}

// FirstStderrLine returns the first line of Stderr, without its newline.
func (r *Result) FirstStderrLine() string {
	line, _, _ := strings.Cut(r.Stderr, "\n")
	return strings.TrimSuffix(line, "\r")
}

// JavaArgs returns the arguments RunJava passes to java for p, run with
// the class path classPath (see Program.ClassPath).
func JavaArgs(classPath string, p *Program) []string {
	args := append([]string{}, JavaFlags...)
	if p.Xmx != "" {
		args = append(args, "-Xmx"+p.Xmx)
	}
	args = append(args, "-cp", classPath, p.Name)
	return append(args, p.Args...)
}

// CompileAndRun compiles p with Compile and runs it with RunJava. It
// returns the class directory too, in which callers run p again (under
// jcheck).
func (t *Tools) CompileAndRun(p *Program) (classDir string, r *Result, err error) {
	classDir, err = t.Compile(p)
	if err != nil {
		return "", nil, err
	}
	r, err = t.RunJava(classDir, p)
	return classDir, r, err
}

// RunJava runs `java -ea -Xshare:auto -cp classDir Name args...` (see
// JavaFlags for the exact flags) with an empty stdin and returns its
// result. When classDir was made by Compile in this Tools' cache, results are
// cached on disk next to it, keyed by the java version, flags, main class
// and arguments, because running java costs ~100 ms per program; other
// class directories are run every time.
//
// A non-zero exit code is not an error; failing to start java, or java not
// exiting within the timeout, is.
func (t *Tools) RunJava(classDir string, p *Program) (*Result, error) {
	abs, err := filepath.Abs(classDir)
	if err != nil {
		return nil, err
	}
	classDir = abs
	classPath, err := p.ClassPath(classDir)
	if err != nil {
		return nil, err
	}
	cacheFile := ""
	if root, err := t.cacheRoot(); err == nil && filepath.Dir(classDir) == root {
		version, err := t.JavaVersion()
		if err != nil {
			return nil, err
		}
		argsJSON, _ := json.Marshal(p.Args)
		parts := []string{"java", version, strings.Join(JavaFlags, " "), p.Name, string(argsJSON)}
		if cp := p.Headers[HeaderClassPath]; cp != "" {
			parts = append(parts, cp)
		}
		key := hashKey(parts...)
		cacheFile = filepath.Join(classDir+".results", key+".json")
	}
	if cacheFile != "" {
		if data, err := os.ReadFile(cacheFile); err == nil {
			var r Result
			if json.Unmarshal(data, &r) == nil {
				r.Cached = true
				return &r, nil
			}
		}
	}

	ctx, cancel := context.WithTimeout(context.Background(), t.timeout())
	defer cancel()
	cmd := exec.CommandContext(ctx, t.Java, JavaArgs(classPath, p)...)
	cmd.Env = env()
	cmd.Stdin = bytes.NewReader(nil)
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	err = cmd.Run()
	if ctx.Err() != nil {
		return nil, fmt.Errorf("javatool: java %s: timed out after %v", p.Name, t.timeout())
	}
	var exitErr *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exitErr) && exitErr.ExitCode() >= 0:
	default:
		return nil, fmt.Errorf("javatool: java %s: %v\n%s", p.Name, err, stderr.String())
	}
	r := &Result{Stdout: stdout.String(), Stderr: stderr.String(), ExitCode: cmd.ProcessState.ExitCode()}
	if cacheFile != "" {
		// A failure to write the cache only costs time later.
		_ = writeFileAtomic(cacheFile, r)
	}
	return r, nil
}

func writeFileAtomic(path string, r *Result) error {
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return err
	}
	_, werr := f.Write(data)
	cerr := f.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(f.Name(), path)
	}
	if werr != nil {
		os.Remove(f.Name())
	}
	return werr
}
