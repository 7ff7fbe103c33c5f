package classpath

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
)

// JDK is an installed Java runtime whose class library jcheck executes.
type JDK struct {
	Home    string // e.g. /usr/lib/jvm/java-17-openjdk-amd64
	Version int    // feature version from the `release` file's JAVA_VERSION ("17.0.15" -> 17, "1.8.0_392" -> 8)
	Boot    Path   // the boot class path: lib/modules if present, else jmods/, else jre/lib/rt.jar (JDK 8; also lib/rt.jar for a JRE)
}

// FindJDK locates the JDK: explicit (the --jdk flag) if non-empty, else
// $JAVA_HOME, else the `java` found on $PATH with symlinks followed
// (bin/java -> home is its grandparent; for a JDK 8 jre/bin/java the home is
// the directory holding jre/). A JDK named by --jdk or JAVA_HOME that is not
// usable is an error rather than a reason to look elsewhere: silently running
// a different class library than the one asked for would mislead.
func FindJDK(explicit string) (*JDK, error) {
	if explicit != "" {
		j, err := loadJDK(explicit)
		if err != nil {
			return nil, fmt.Errorf("--jdk %s: %w", explicit, err)
		}
		return j, nil
	}
	if home := os.Getenv("JAVA_HOME"); home != "" {
		j, err := loadJDK(home)
		if err != nil {
			return nil, fmt.Errorf("JAVA_HOME=%s: %w", home, err)
		}
		return j, nil
	}
	java, err := exec.LookPath("java")
	if err != nil {
		return nil, fmt.Errorf("no JDK found: no --jdk given, JAVA_HOME not set, and no java on PATH (%w)", err)
	}
	resolved, err := filepath.EvalSymlinks(java)
	if err != nil {
		return nil, fmt.Errorf("java on PATH (%s): %w", java, err)
	}
	home := filepath.Dir(filepath.Dir(resolved))
	if filepath.Base(home) == "jre" && exists(filepath.Join(filepath.Dir(home), "release")) {
		// A JDK 8 has its runtime in jre/; a stand-alone JRE has no release
		// file beside its directory.
		home = filepath.Dir(home)
	}
	j, err := loadJDK(home)
	if err != nil {
		return nil, fmt.Errorf("java on PATH (%s, which is %s): %w", java, resolved, err)
	}
	return j, nil
}

func loadJDK(home string) (*JDK, error) {
	fi, err := os.Stat(home)
	if err != nil {
		return nil, err
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("%s: not a directory", home)
	}
	version, err := readReleaseVersion(filepath.Join(home, "release"))
	if err != nil {
		return nil, err
	}
	boot, err := openBoot(home)
	if err != nil {
		return nil, err
	}
	return &JDK{Home: home, Version: version, Boot: boot}, nil
}

func readReleaseVersion(path string) (int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	for line := range strings.Lines(string(data)) {
		value, ok := strings.CutPrefix(strings.TrimSpace(line), "JAVA_VERSION=")
		if !ok {
			continue
		}
		value = strings.Trim(value, `"`)
		v, ok := featureVersion(value)
		if !ok {
			return 0, fmt.Errorf("%s: cannot read JAVA_VERSION %q", path, value)
		}
		return v, nil
	}
	return 0, fmt.Errorf("%s: no JAVA_VERSION", path)
}

// featureVersion extracts the feature version from a version string: the
// first number ("17.0.15", "21-ea"), or the second for the pre-JDK 9 scheme
// ("1.8.0_392").
func featureVersion(s string) (int, bool) {
	first, rest, _ := strings.Cut(s, ".")
	v, ok := leadingNumber(first)
	if ok && v == 1 {
		v, ok = leadingNumber(rest)
	}
	return v, ok && v > 0
}

func leadingNumber(s string) (int, bool) {
	end := 0
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	v, err := strconv.Atoi(s[:end])
	return v, err == nil
}

// openBoot opens the class library of the JDK at home.
func openBoot(home string) (Path, error) {
	if modules := filepath.Join(home, "lib", "modules"); isRegular(modules) {
		s, err := OpenJImage(modules)
		if err != nil {
			return nil, err
		}
		return Path{s}, nil
	}
	if jmods := filepath.Join(home, "jmods"); isDir(jmods) {
		s, err := OpenJmods(jmods)
		if err != nil {
			return nil, err
		}
		return Path{s}, nil
	}
	for _, lib := range []string{filepath.Join(home, "jre", "lib"), filepath.Join(home, "lib")} {
		if isRegular(filepath.Join(lib, "rt.jar")) {
			return openJDK8Boot(lib)
		}
	}
	return nil, errors.New("no class library: none of lib/modules, jmods/, jre/lib/rt.jar, lib/rt.jar")
}

// jdk8BootJars is JDK 8's default sun.boot.class.path: rt.jar has most of the
// library, but javax.crypto lives in jce.jar, javax.net.ssl in jsse.jar and
// most charsets in charsets.jar.
var jdk8BootJars = []string{"resources.jar", "rt.jar", "sunrsasign.jar", "jsse.jar", "jce.jar", "charsets.jar", "jfr.jar"}

func openJDK8Boot(lib string) (Path, error) {
	var boot Path
	for _, name := range jdk8BootJars {
		path := filepath.Join(lib, name)
		if !exists(path) {
			continue
		}
		s, err := OpenJar(path)
		if err != nil {
			boot.Close()
			return nil, err
		}
		boot = append(boot, s)
	}
	return boot, nil
}

// Tool returns the path of bin/<name> (e.g. "javac") in the JDK, or an error
// if it has no such tool (a JRE has no javac).
func (j *JDK) Tool(name string) (string, error) {
	if name == "" || strings.ContainsAny(name, `/\`) {
		return "", fmt.Errorf("invalid tool name %q", name)
	}
	exe := name
	if runtime.GOOS == "windows" {
		exe += ".exe"
	}
	path := filepath.Join(j.Home, "bin", exe)
	if !isRegular(path) {
		return "", fmt.Errorf("JDK %s has no %s tool: %s is not a file", j.Home, name, path)
	}
	return path, nil
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func isRegular(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}

func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}
