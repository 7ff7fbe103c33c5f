package classpath

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestDir(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "p", "A.class"), []byte("class A"))
	writeFile(t, filepath.Join(dir, "p", "A$In.class"), []byte("class A$In"))
	src, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	if got := mustRead(t, src, "p/A.class"); string(got) != "class A" {
		t.Errorf("p/A.class = %q", got)
	}
	if got := mustRead(t, src, "p/A$In.class"); string(got) != "class A$In" {
		t.Errorf("p/A$In.class = %q", got)
	}
	for _, name := range []string{"p/B.class", "p", "p/A.class/x", "../p/A.class", "/p/A.class", "", "p//A.class"} {
		wantNotExist(t, src, name)
	}
	_, err = src.ReadFile("../etc/passwd")
	wantErrorNaming(t, err, dir, "invalid resource name")

	_, err = OpenDir(filepath.Join(dir, "p", "A.class"))
	wantErrorNaming(t, err, "A.class", "not a directory")
	_, err = OpenDir(filepath.Join(dir, "missing"))
	wantErrorNaming(t, err, "missing")
}

func TestJar(t *testing.T) {
	path := filepath.Join(t.TempDir(), "app.jar")
	big := strings.Repeat("deflate me ", 1000)
	writeJar(t, path,
		jarEntry{name: "p/"},
		jarEntry{name: "p/Stored.class", data: "stored bytes"},
		jarEntry{name: "p/Deflated.class", data: big, deflate: true},
		jarEntry{name: "p/Empty.class", data: "", deflate: true},
		jarEntry{name: "p/Stored.class", data: "duplicate"},
	)
	src, err := OpenJar(path)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	if src.String() != path {
		t.Errorf("String() = %q, want %q", src, path)
	}
	for name, want := range map[string]string{"p/Stored.class": "stored bytes", "p/Deflated.class": big, "p/Empty.class": ""} {
		if got := mustRead(t, src, name); string(got) != want {
			t.Errorf("%s = %.40q, want %.40q", name, got, want)
		}
	}
	for _, name := range []string{"p/", "p", "p/Missing.class", "META-INF/MANIFEST.MF"} {
		wantNotExist(t, src, name)
	}
	_, err = src.ReadFile("p/Missing.class")
	wantErrorNaming(t, err, path, "p/Missing.class")

	_, err = ReadManifest(src)
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadManifest of a jar without one: %v, want a not-exist error", err)
	}
	wantErrorNaming(t, err, path, "MANIFEST.MF")
}

func TestJarCorruptEntry(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bad.jar")
	writeJar(t, path, jarEntry{name: "p/A.class", data: "the original bytes"})
	data, _ := os.ReadFile(path)
	i := bytes.Index(data, []byte("the original"))
	data[i] = 'T' // the CRC no longer matches
	writeFile(t, path, data)

	p, err := Parse(path + string(os.PathListSeparator) + dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	writeFile(t, filepath.Join(dir, "p", "A.class"), []byte("never reached"))
	_, from, err := p.ReadClass("p/A")
	wantErrorNaming(t, err, path, "p/A.class", "checksum")
	var nf *NotFoundError
	if errors.As(err, &nf) {
		t.Errorf("a corrupt entry reported as not found: %v", err)
	}
	if from != p[0] {
		t.Errorf("error from %v, want %v", from, p[0])
	}
}

func TestGarbage(t *testing.T) {
	dir := t.TempDir()
	garbage := []byte("this is not a zip file, and it is not a jimage either")
	for _, name := range []string{"garbage.jar", "modules"} {
		path := filepath.Join(dir, name)
		writeFile(t, path, garbage)
		_, err := OpenJar(path)
		wantErrorNaming(t, err, path, "zip")
		_, err = Open(path)
		wantErrorNaming(t, err, path)
	}
	empty := filepath.Join(dir, "empty", "modules")
	writeFile(t, empty, nil)
	_, err := OpenJImage(empty)
	wantErrorNaming(t, err, empty, "shorter than its header")

	jmods := filepath.Join(dir, "jmods")
	writeFile(t, filepath.Join(jmods, "java.base.jmod"), garbage)
	_, err = OpenJmods(jmods)
	wantErrorNaming(t, err, filepath.Join(jmods, "java.base.jmod"), "not a jmod file")
	writeFile(t, filepath.Join(jmods, "java.base.jmod"), append([]byte(jmodMagic), garbage...))
	_, err = OpenJmods(jmods)
	wantErrorNaming(t, err, filepath.Join(jmods, "java.base.jmod"), "zip")
	_, err = OpenJmods(dir)
	wantErrorNaming(t, err, dir, "no .jmod files")
}

func TestJmods(t *testing.T) {
	dir := t.TempDir()
	jmod := func(name string, entries ...jarEntry) {
		path := filepath.Join(dir, name)
		writeJar(t, path, entries...)
		data, _ := os.ReadFile(path)
		writeFile(t, path, append([]byte(jmodMagic), data...))
	}
	jmod("m.one.jmod",
		jarEntry{name: "classes/module-info.class", data: "one info"},
		jarEntry{name: "classes/p/A.class", data: "A", deflate: true},
		jarEntry{name: "classes/META-INF/services/S", data: "impl"},
		jarEntry{name: "conf/p/A.class", data: "not a class"},
		jarEntry{name: "bin/tool", data: "tool"},
	)
	jmod("m.two.jmod",
		jarEntry{name: "classes/module-info.class", data: "two info"},
		jarEntry{name: "classes/q/r/B.class", data: "B"},
	)
	writeFile(t, filepath.Join(dir, "README"), []byte("ignored"))
	src, err := OpenJmods(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	for name, want := range map[string]string{
		"p/A.class":                  "A",
		"q/r/B.class":                "B",
		"/m.one/p/A.class":           "A",
		"/m.one/module-info.class":   "one info",
		"/m.two/module-info.class":   "two info",
		"/m.one/META-INF/services/S": "impl",
	} {
		if got := mustRead(t, src, name); string(got) != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	// As in a jimage, names outside any package need their module.
	for _, name := range []string{"module-info.class", "META-INF/services/S", "bin/tool", "/m.two/p/A.class", "p/Missing.class"} {
		wantNotExist(t, src, name)
	}
}

func TestParse(t *testing.T) {
	dir := t.TempDir()
	classes := filepath.Join(dir, "classes")
	writeFile(t, filepath.Join(classes, "app", "Main.class"), []byte("main"))
	lib := filepath.Join(dir, "lib")
	writeJar(t, filepath.Join(lib, "b.jar"), jarEntry{name: "b/B.class", data: "B"}, jarEntry{name: "app/Main.class", data: "shadowed"})
	writeJar(t, filepath.Join(lib, "a.JAR"), jarEntry{name: "a/A.class", data: "A"}, jarEntry{name: "res/data.txt", data: "data"})
	writeFile(t, filepath.Join(lib, "notes.txt"), []byte("not a jar"))
	writeJar(t, filepath.Join(lib, "sub", "c.jar"), jarEntry{name: "c/C.class", data: "C"})

	sep := string(os.PathListSeparator)
	p, err := Parse(classes + sep + sep + filepath.Join(lib, "*") + sep)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	wantPath := classes + sep + filepath.Join(lib, "a.JAR") + sep + filepath.Join(lib, "b.jar")
	if p.String() != wantPath {
		t.Errorf("Path = %s, want %s", p, wantPath)
	}
	for class, want := range map[string]struct {
		data string
		from int
	}{"app/Main": {"main", 0}, "a/A": {"A", 1}, "b/B": {"B", 2}} {
		data, from, err := p.ReadClass(class)
		if err != nil {
			t.Fatal(err)
		}
		if string(data) != want.data || from != p[want.from] {
			t.Errorf("ReadClass(%s) = %q from %s, want %q from %s", class, data, from, want.data, p[want.from])
		}
	}
	if data, from, err := p.ReadFile("res/data.txt"); err != nil || string(data) != "data" || from != p[1] {
		t.Errorf("ReadFile(res/data.txt) = %q, %v, %v", data, from, err)
	}

	_, from, err := p.ReadClass("c/C") // in lib/sub, which the wildcard does not reach
	var nf *NotFoundError
	if !errors.As(err, &nf) || from != nil {
		t.Fatalf("ReadClass(c/C) = %v from %v, want a *NotFoundError", err, from)
	}
	if !errors.Is(err, fs.ErrNotExist) {
		t.Error("NotFoundError is not fs.ErrNotExist")
	}
	if want := "class c/C not found (searched: " + wantPath + ")"; err.Error() != want {
		t.Errorf("error = %q, want %q", err, want)
	}
	if !reflect.DeepEqual(nf.Searched, strings.Split(wantPath, sep)) {
		t.Errorf("Searched = %q", nf.Searched)
	}
	_, _, err = p.ReadFile("res/missing.txt")
	if want := "resource res/missing.txt not found (searched: " + wantPath + ")"; err == nil || err.Error() != want {
		t.Errorf("error = %v, want %q", err, want)
	}

	empty, err := Parse("")
	if err != nil || len(empty) != 0 {
		t.Errorf("Parse(\"\") = %v, %v", empty, err)
	}
	_, _, err = empty.ReadClass("a/A")
	if err == nil || err.Error() != "class a/A not found (the class path is empty)" {
		t.Errorf("ReadClass on an empty path: %v", err)
	}

	missing := filepath.Join(dir, "missing.jar")
	_, err = Parse(classes + sep + missing)
	wantErrorNaming(t, err, missing, "class path entry")
	_, err = Parse(filepath.Join(dir, "nodir", "*"))
	wantErrorNaming(t, err, filepath.Join(dir, "nodir"), "class path entry")
	writeFile(t, filepath.Join(dir, "badlib", "bad.jar"), []byte("garbage"))
	_, err = Parse(filepath.Join(dir, "badlib", "*"))
	wantErrorNaming(t, err, filepath.Join(dir, "badlib", "bad.jar"))
}

func TestOpen(t *testing.T) {
	dir := t.TempDir()
	jar := filepath.Join(dir, "x.zip")
	writeJar(t, jar, jarEntry{name: "p/A.class", data: "A"})
	img, _ := testImage(binary.LittleEndian)
	modules := filepath.Join(dir, "lib", "modules")
	writeFile(t, modules, img)
	renamed := filepath.Join(dir, "image.jimage")
	writeFile(t, renamed, img)
	for path, want := range map[string]string{dir: "*classpath.dirSource", jar: "*classpath.jarSource", modules: "*classpath.jimage"} {
		src, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := reflect.TypeOf(src).String(); got != want {
			t.Errorf("Open(%s) is a %s, want %s", path, got, want)
		}
		src.Close()
	}
	// Only a file named "modules" is taken for a jimage.
	_, err := Open(renamed)
	wantErrorNaming(t, err, renamed, "zip")
	_, err = Open(filepath.Join(dir, "missing"))
	wantErrorNaming(t, err, filepath.Join(dir, "missing"))
}

func TestManifest(t *testing.T) {
	path := filepath.Join(t.TempDir(), "app.jar")
	manifest := "Manifest-Version: 1.0\r\n" +
		"Main-Class: com.example.Main \r\n" +
		"Class-Path: lib/a.jar lib/b.jar lib/a-rather-long-library-name-1.0.jar lib/an\r\n" +
		" other-long-library-name-2.0.jar\r\n" +
		"Created-By: 17.0.15 (Debian)\r\n" +
		"\r\n" +
		"Name: com/example/\r\n" +
		"Sealed: true\r\n"
	writeJar(t, path, jarEntry{name: "META-INF/MANIFEST.MF", data: manifest, deflate: true})
	src, err := OpenJar(path)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	m, err := ReadManifest(src)
	if err != nil {
		t.Fatal(err)
	}
	want := &Manifest{
		MainClass: "com.example.Main",
		ClassPath: []string{"lib/a.jar", "lib/b.jar", "lib/a-rather-long-library-name-1.0.jar", "lib/another-long-library-name-2.0.jar"},
		Attributes: map[string]string{
			"Manifest-Version": "1.0",
			"Main-Class":       "com.example.Main ",
			"Class-Path":       "lib/a.jar lib/b.jar lib/a-rather-long-library-name-1.0.jar lib/another-long-library-name-2.0.jar",
			"Created-By":       "17.0.15 (Debian)",
		},
	}
	if !reflect.DeepEqual(m, want) {
		t.Errorf("ReadManifest =\n%#v\nwant\n%#v", m, want)
	}
}

func TestParseManifest(t *testing.T) {
	for _, c := range []struct {
		name, text string
		main       string
		cp         []string
		attrs      map[string]string
	}{
		{"LF", "Main-Class: a.B\nClass-Path: x.jar\n y.jar\n", "a.B", []string{"x.jary.jar"}, nil},
		{"CR", "Main-Class: a.\r B\rClass-Path: x.jar  y.jar\r", "a.B", []string{"x.jar", "y.jar"}, nil},
		{"no final newline", "Main-Class: a.B", "a.B", nil, nil},
		{"case-insensitive names", "main-class: a.B\nMAIN-CLASS: c.D\n", "c.D", nil, map[string]string{"main-class": "c.D"}},
		{"empty value", "Main-Class: \nX-Y: \n", "", nil, map[string]string{"Main-Class": "", "X-Y": ""}},
		{"value with colons", "URL: http://x/y\n", "", nil, map[string]string{"URL": "http://x/y"}},
		{"empty", "", "", nil, map[string]string{}},
		{"sections only", "\nName: a/\nMain-Class: no\n", "", nil, map[string]string{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, err := parseManifest([]byte(c.text))
			if err != nil {
				t.Fatal(err)
			}
			if m.MainClass != c.main || !reflect.DeepEqual(m.ClassPath, c.cp) {
				t.Errorf("MainClass %q, ClassPath %q; want %q, %q", m.MainClass, m.ClassPath, c.main, c.cp)
			}
			if c.attrs != nil && !reflect.DeepEqual(m.Attributes, c.attrs) {
				t.Errorf("Attributes = %q, want %q", m.Attributes, c.attrs)
			}
		})
	}
	for _, bad := range []string{" continued\n", "Main-Class a.B\n", "Main-Class:a.B\n", ": x\n", "Manifest-Version: 1.0\nGarbage\n"} {
		if _, err := parseManifest([]byte(bad)); err == nil || !strings.Contains(err.Error(), "line") {
			t.Errorf("parseManifest(%q) = %v, want an error naming the line", bad, err)
		}
	}

	path := filepath.Join(t.TempDir(), "bad.jar")
	writeJar(t, path, jarEntry{name: "META-INF/MANIFEST.MF", data: "Main-Class\n"})
	src, err := OpenJar(path)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	_, err = ReadManifest(src)
	wantErrorNaming(t, err, path, "MANIFEST.MF", "line 1")
}
