package classpath

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestFindJDK(t *testing.T) {
	t.Setenv("JAVA_HOME", "")
	j := findTestJDK(t)
	t.Logf("found JDK %d at %s, boot path %s", j.Version, j.Home, j.Boot)
	if j.Home == "/usr/lib/jvm/java-17-openjdk-amd64" && j.Version != 17 {
		t.Errorf("Version = %d, want 17", j.Version)
	}
	if release, err := os.ReadFile(filepath.Join(j.Home, "release")); err != nil || !strings.Contains(string(release), `JAVA_VERSION="`+strconv.Itoa(j.Version)) {
		t.Errorf("Version %d does not match %s/release: %v", j.Version, j.Home, err)
	}
	object, from, err := j.Boot.ReadClass("java/lang/Object")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(object, []byte{0xCA, 0xFE, 0xBA, 0xBE}) {
		t.Errorf("java/lang/Object from %s is not a class file", from)
	}
	if j.Version >= 9 && !strings.HasPrefix(from.String(), "jrt:") {
		t.Errorf("java/lang/Object read from %s, want the jimage", from)
	}
	if _, _, err := j.Boot.ReadClass("java/lang/NoSuchClass"); err == nil || !strings.Contains(err.Error(), "class java/lang/NoSuchClass not found (searched: jrt:"+j.Home) {
		t.Errorf("ReadClass(java/lang/NoSuchClass): %v", err)
	}

	java, err := j.Tool("java")
	if err != nil || java != filepath.Join(j.Home, "bin", "java") {
		t.Errorf("Tool(java) = %q, %v", java, err)
	}
	_, err = j.Tool("no-such-tool")
	wantErrorNaming(t, err, j.Home, "no-such-tool")
	if _, err := j.Tool("../bin/java"); err == nil {
		t.Error("Tool(../bin/java) succeeded")
	}

	// The same JDK named explicitly and by JAVA_HOME.
	explicit, err := FindJDK(j.Home)
	if err != nil || explicit.Home != j.Home || explicit.Version != j.Version {
		t.Errorf("FindJDK(%s) = %+v, %v", j.Home, explicit, err)
	} else {
		explicit.Boot.Close()
	}
	t.Setenv("JAVA_HOME", j.Home)
	byEnv, err := FindJDK("")
	if err != nil || byEnv.Home != j.Home {
		t.Errorf("FindJDK with JAVA_HOME=%s: %+v, %v", j.Home, byEnv, err)
	} else {
		byEnv.Boot.Close()
	}
}

func TestFindJDKErrors(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing")
	_, err := FindJDK(missing)
	wantErrorNaming(t, err, "--jdk "+missing)

	t.Setenv("JAVA_HOME", missing)
	_, err = FindJDK("")
	wantErrorNaming(t, err, "JAVA_HOME="+missing)

	t.Setenv("JAVA_HOME", "")
	t.Setenv("PATH", dir)
	_, err = FindJDK("")
	wantErrorNaming(t, err, "no JDK found", "JAVA_HOME", "PATH")

	// A java on PATH whose home is not a JDK.
	writeFile(t, filepath.Join(dir, "bin", "java"), []byte("#!/bin/sh\n"))
	os.Chmod(filepath.Join(dir, "bin", "java"), 0o755)
	t.Setenv("PATH", filepath.Join(dir, "bin"))
	_, err = FindJDK("")
	wantErrorNaming(t, err, filepath.Join(dir, "bin", "java"), "release")

	noVersion := filepath.Join(dir, "noversion")
	writeFile(t, filepath.Join(noVersion, "release"), []byte("IMPLEMENTOR=\"x\"\n"))
	_, err = FindJDK(noVersion)
	wantErrorNaming(t, err, filepath.Join(noVersion, "release"), "no JAVA_VERSION")

	badVersion := filepath.Join(dir, "badversion")
	writeFile(t, filepath.Join(badVersion, "release"), []byte("JAVA_VERSION=\"x.y\"\n"))
	_, err = FindJDK(badVersion)
	wantErrorNaming(t, err, filepath.Join(badVersion, "release"), `"x.y"`)

	noLibrary := filepath.Join(dir, "nolibrary")
	writeFile(t, filepath.Join(noLibrary, "release"), []byte("JAVA_VERSION=\"21\"\n"))
	_, err = FindJDK(noLibrary)
	wantErrorNaming(t, err, noLibrary, "no class library")

	badModules := filepath.Join(dir, "badmodules")
	writeFile(t, filepath.Join(badModules, "release"), []byte("JAVA_VERSION=\"21\"\n"))
	writeFile(t, filepath.Join(badModules, "lib", "modules"), []byte("garbage"))
	_, err = FindJDK(badModules)
	wantErrorNaming(t, err, filepath.Join(badModules, "lib", "modules"), "jimage")
}

// fakeJDK8 writes a JDK 8 layout under home: release, bin/java,
// jre/bin/java, jre/lib/rt.jar and jre/lib/jce.jar.
func fakeJDK8(t *testing.T, home string) {
	writeFile(t, filepath.Join(home, "release"), []byte("JAVA_VERSION=\"1.8.0_392\"\nOS_NAME=\"Linux\"\n"))
	for _, java := range []string{filepath.Join(home, "bin", "java"), filepath.Join(home, "jre", "bin", "java")} {
		writeFile(t, java, []byte("#!/bin/sh\n"))
		if err := os.Chmod(java, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeJar(t, filepath.Join(home, "jre", "lib", "rt.jar"),
		jarEntry{name: "java/lang/Object.class", data: "rt Object", deflate: true},
		jarEntry{name: "java/lang/String.class", data: "rt String"})
	writeJar(t, filepath.Join(home, "jre", "lib", "jce.jar"),
		jarEntry{name: "javax/crypto/Cipher.class", data: "jce Cipher"})
}

func checkJDK8(t *testing.T, j *JDK, err error, home, lib string) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	defer j.Boot.Close()
	if j.Home != home || j.Version != 8 {
		t.Errorf("found JDK %d at %s, want 8 at %s", j.Version, j.Home, home)
	}
	for class, want := range map[string]string{"java/lang/Object": "rt Object", "javax/crypto/Cipher": "jce Cipher"} {
		data, from, err := j.Boot.ReadClass(class)
		if err != nil {
			t.Fatal(err)
		}
		if string(data) != want || filepath.Dir(from.String()) != lib {
			t.Errorf("ReadClass(%s) = %q from %s, want %q from %s", class, data, from, want, lib)
		}
	}
}

func TestFindJDK8(t *testing.T) {
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(dir, "jdk8")
	fakeJDK8(t, home)
	lib := filepath.Join(home, "jre", "lib")

	j, err := FindJDK(home)
	checkJDK8(t, j, err, home, lib)

	t.Setenv("JAVA_HOME", home)
	j, err = FindJDK("")
	checkJDK8(t, j, err, home, lib)

	// On PATH, through a symlink to jre/bin/java as update-alternatives makes.
	t.Setenv("JAVA_HOME", "")
	bin := filepath.Join(dir, "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(home, "jre", "bin", "java"), filepath.Join(bin, "java")); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	j, err = FindJDK("")
	checkJDK8(t, j, err, home, lib)

	// A stand-alone JRE 8 in a directory named jre: its own home, lib/rt.jar.
	jre := filepath.Join(dir, "opt", "jre")
	writeFile(t, filepath.Join(jre, "release"), []byte("JAVA_VERSION=\"1.8.0_392\"\n"))
	writeFile(t, filepath.Join(jre, "bin", "java"), []byte("#!/bin/sh\n"))
	os.Chmod(filepath.Join(jre, "bin", "java"), 0o755)
	writeJar(t, filepath.Join(jre, "lib", "rt.jar"), jarEntry{name: "java/lang/Object.class", data: "rt Object"})
	writeJar(t, filepath.Join(jre, "lib", "jce.jar"), jarEntry{name: "javax/crypto/Cipher.class", data: "jce Cipher"})
	t.Setenv("PATH", filepath.Join(jre, "bin"))
	j, err = FindJDK("")
	checkJDK8(t, j, err, jre, filepath.Join(jre, "lib"))
}

func TestFindJDKJmodsOnly(t *testing.T) {
	installed := findTestJDK(t)
	jmods := filepath.Join(installed.Home, "jmods")
	if !isDir(jmods) {
		t.Skipf("%s has no jmods/", installed.Home)
	}
	home := filepath.Join(t.TempDir(), "jdk")
	writeFile(t, filepath.Join(home, "release"), []byte("JAVA_VERSION=\"17.0.15\"\n"))
	if err := os.Symlink(jmods, filepath.Join(home, "jmods")); err != nil {
		t.Fatal(err)
	}
	j, err := FindJDK(home)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Boot.Close()
	if j.Version != 17 || j.Boot.String() != filepath.Join(home, "jmods") {
		t.Errorf("found JDK %d with boot path %s", j.Version, j.Boot)
	}
	for _, class := range []string{"java/lang/Object", "java/util/HashMap", "java/util/logging/Logger"} {
		got, _, err := j.Boot.ReadClass(class)
		if err != nil {
			t.Fatal(err)
		}
		want, _, err := installed.Boot.ReadClass(class)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s from jmods differs from %s", class, installed.Boot)
		}
	}
}

func TestFeatureVersion(t *testing.T) {
	for s, want := range map[string]int{"17.0.15": 17, "1.8.0_392": 8, "9": 9, "21-ea": 21, "11.0.2": 11, "25": 25, "1.7.0": 7} {
		if got, ok := featureVersion(s); !ok || got != want {
			t.Errorf("featureVersion(%q) = %d, %v; want %d", s, got, ok, want)
		}
	}
	for _, s := range []string{"", "x", "1", "1.x", "0.1", "-1"} {
		if got, ok := featureVersion(s); ok {
			t.Errorf("featureVersion(%q) = %d, want failure", s, got)
		}
	}
}
