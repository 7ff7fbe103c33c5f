package classfile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// testRoot is a temporary directory shared by the tests of one run: the
// JDK's classes and the classes compiled from testdata/src are extracted
// and compiled there once. It is on a RAM disk if there is one.
var testRoot string

func TestMain(m *testing.M) {
	// The extracted JDK classes are many small files: keep them in RAM if
	// there is a RAM-backed file system with room, removing what runs that
	// were killed left there.
	parent := ramDir(1 << 30)
	if parent != "" {
		old, _ := filepath.Glob(filepath.Join(parent, "classfile-test-*"))
		for _, d := range old {
			if st, err := os.Stat(d); err == nil && time.Since(st.ModTime()) > 6*time.Hour {
				os.RemoveAll(d)
			}
		}
	}
	dir, err := os.MkdirTemp(parent, "classfile-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	testRoot = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// temurin25 is where the CI image keeps a JDK 25, whose javac writes
// class files of version 69.
const temurin25 = "/usr/lib/jvm/temurin-25-jdk-amd64"

// jdkHome returns the JDK found via $JAVA_HOME or the java on $PATH
// (symlinks followed), or "" if there is none.
func jdkHome() string {
	if home := os.Getenv("JAVA_HOME"); home != "" {
		if isFile(filepath.Join(home, "bin", "java")) {
			return home
		}
	}
	java, err := exec.LookPath("java")
	if err != nil {
		return ""
	}
	if java, err = filepath.EvalSymlinks(java); err != nil {
		return ""
	}
	return filepath.Dir(filepath.Dir(java))
}

func isFile(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}

// requireJDKTool returns the path of a tool of the JDK at home, skipping the
// test if there is no such JDK or tool.
func requireJDKTool(t testing.TB, home, tool string) string {
	t.Helper()
	if home == "" {
		t.Skip("no JDK found (set JAVA_HOME or put java on PATH)")
	}
	path := filepath.Join(home, "bin", tool)
	if !isFile(path) {
		t.Skipf("the JDK at %s has no %s", home, tool)
	}
	return path
}

var (
	onceMu sync.Mutex
	onces  = map[string]*onceResult{}
)

type onceResult struct {
	once sync.Once
	val  any
	err  error
}

// once runs f once per key for the whole test binary and returns its
// result to every caller.
func once(key string, f func() (any, error)) (any, error) {
	onceMu.Lock()
	r := onces[key]
	if r == nil {
		r = &onceResult{}
		onces[key] = r
	}
	onceMu.Unlock()
	r.once.Do(func() { r.val, r.err = f() })
	return r.val, r.err
}

// extractJDK extracts the class files of the JDK at home that match the
// jimage include pattern and returns the directory they are in. The result
// is shared by the tests of the run. With an empty pattern it extracts all
// classes (about 200 MB) for the calling test alone, and removes them when
// the test ends.
func extractJDK(t testing.TB, home, include string) string {
	t.Helper()
	jimage := requireJDKTool(t, home, "jimage")
	modules := filepath.Join(home, "lib", "modules")
	if !isFile(modules) {
		t.Skipf("the JDK at %s has no lib/modules", home)
	}
	extract := func() (any, error) {
		dir, err := os.MkdirTemp(testRoot, "jimage-")
		if err != nil {
			return "", err
		}
		args := []string{"extract", "--dir", dir}
		if include != "" {
			args = append(args, "--include", include)
		}
		out, err := exec.Command(jimage, append(args, modules)...).CombinedOutput()
		if err != nil {
			os.RemoveAll(dir)
			return "", fmt.Errorf("jimage extract: %v\n%s", err, out)
		}
		return dir, nil
	}
	var dir any
	var err error
	if include == "" {
		dir, err = extract()
		if err == nil {
			t.Cleanup(func() { os.RemoveAll(dir.(string)) })
		}
	} else {
		dir, err = once("jimage "+home+" "+include, extract)
	}
	if err != nil {
		t.Fatal(err)
	}
	return dir.(string)
}

// classFiles lists the .class files under dir, sorted.
func classFiles(t testing.TB, dir string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".class") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	return files
}

// compiled is the output of one javac run: class file bytes by binary name
// ("Insns$1").
type compiled map[string][]byte

// The sources of testdata/src by the oldest release their syntax needs.
var (
	java8Sources  = []string{"Annots.java", "Consts.java", "Generic.java", "Insns.java", "Small.java", "Wide.java"}
	java17Sources = append([]string{"Modern.java"}, java8Sources...)
)

// javac compiles the given sources of testdata/src with the javac of the
// JDK at home and the given options (besides -g), once per test binary,
// and returns the class files. It skips the test if there is no such javac.
func javac(t testing.TB, home string, options []string, sources ...string) compiled {
	t.Helper()
	javacPath := requireJDKTool(t, home, "javac")
	key := "javac " + javacPath + " " + strings.Join(options, " ") + " " + strings.Join(sources, " ")
	v, err := once(key, func() (any, error) {
		dir, err := os.MkdirTemp(testRoot, "javac-")
		if err != nil {
			return nil, err
		}
		args := append([]string{"-g", "-encoding", "UTF-8", "-d", dir}, options...)
		for _, s := range sources {
			args = append(args, filepath.Join("testdata", "src", s))
		}
		out, err := exec.Command(javacPath, args...).CombinedOutput()
		if err != nil {
			return nil, fmt.Errorf("javac %s: %v\n%s", strings.Join(options, " "), err, out)
		}
		classes := compiled{}
		files, err := filepath.Glob(filepath.Join(dir, "*.class"))
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				return nil, err
			}
			classes[strings.TrimSuffix(filepath.Base(f), ".class")] = data
		}
		return classes, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return v.(compiled)
}

// javac17 compiles every source of testdata/src for Java 17 with the JDK
// found via $JAVA_HOME or $PATH.
func javac17(t testing.TB) compiled {
	return javac(t, jdkHome(), []string{"--release", "17"}, java17Sources...)
}

// parse parses a compiled class, failing the test on error.
func (c compiled) parse(t testing.TB, name string) *ClassFile {
	t.Helper()
	data, ok := c[name]
	if !ok {
		t.Fatalf("javac wrote no class %s", name)
	}
	cf, err := Parse(data, name+".class")
	if err != nil {
		t.Fatalf("Parse(%s): %v", name, err)
	}
	return cf
}

// method returns the method of cf with the given name (and descriptor, if
// not empty), failing the test if there is none.
func method(t testing.TB, cf *ClassFile, name, desc string) *Method {
	t.Helper()
	for i := range cf.Methods {
		m := &cf.Methods[i]
		if m.Name == name && (desc == "" || m.Descriptor == desc) {
			return m
		}
	}
	t.Fatalf("%s has no method %s%s", cf.Name, name, desc)
	return nil
}

func field(t testing.TB, cf *ClassFile, name string) *Field {
	t.Helper()
	for i := range cf.Fields {
		if cf.Fields[i].Name == name {
			return &cf.Fields[i]
		}
	}
	t.Fatalf("%s has no field %s", cf.Name, name)
	return nil
}

// instructions returns the instructions of m with the given opcode.
func instructions(m *Method, op Opcode) []Instruction {
	var ins []Instruction
	for _, in := range m.Code.Instructions {
		if in.Op == op {
			ins = append(ins, in)
		}
	}
	return ins
}

// instructionAt returns the instruction of code at offset pc.
func instructionAt(t testing.TB, code *Code, pc int) Instruction {
	t.Helper()
	for _, in := range code.Instructions {
		if in.PC == pc {
			return in
		}
	}
	t.Fatalf("no instruction at offset %d", pc)
	return Instruction{}
}

// requireFormatError checks that err is a *FormatError whose message
// contains want.
func requireFormatError(t testing.TB, err error, want string) *FormatError {
	t.Helper()
	if err == nil {
		t.Fatalf("got no error, want one containing %q", want)
	}
	var fe *FormatError
	if !errors.As(err, &fe) {
		t.Fatalf("got %T %v, want a *FormatError", err, err)
	}
	if !strings.Contains(fe.Msg, want) {
		t.Fatalf("got error %q, want one containing %q", fe.Msg, want)
	}
	return fe
}

// ---------------------------------------------------------------------
// A small class file assembler for hand-made and malformed class files.

func u2(v int) []byte { return binary.BigEndian.AppendUint16(nil, uint16(v)) }
func u4(v int) []byte { return binary.BigEndian.AppendUint32(nil, uint32(v)) }

func cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

// asm builds a class file. Entries are added to the pool in call order;
// the helpers returning an index reuse an identical entry if there is one.
type asm struct {
	major, minor uint16
	flags        uint16
	this, super  uint16
	interfaces   []uint16
	pool         [][]byte // encoded entries; nil for the slot after a Long or Double
	index        map[string]uint16
	fields       [][]byte
	methods      [][]byte
	attributes   [][]byte
	trailer      []byte // bytes appended after the class file
	countDelta   int    // added to constant_pool_count
}

// newAsm starts a public class with the given name, extending
// java/lang/Object.
func newAsm(major uint16, name string) *asm {
	a := &asm{major: major, flags: AccPublic | AccSuper, index: map[string]uint16{}}
	a.this = a.class(name)
	a.super = a.class("java/lang/Object")
	return a
}

// entry adds a raw pool entry and returns its index.
func (a *asm) entry(tag Tag, body ...[]byte) uint16 {
	key := string(cat(append([][]byte{{byte(tag)}}, body...)...))
	if i, ok := a.index[key]; ok {
		return i
	}
	a.pool = append(a.pool, []byte(key))
	i := uint16(len(a.pool))
	if tag == TagLong || tag == TagDouble {
		a.pool = append(a.pool, nil)
	}
	a.index[key] = i
	return i
}

// utf8Raw adds a Utf8 entry with the given bytes, not checked.
func (a *asm) utf8Raw(b []byte) uint16 { return a.entry(TagUtf8, u2(len(b)), b) }

// utf8 adds a Utf8 entry of an ASCII or BMP-only string: the modified
// UTF-8 of such text is its UTF-8 but for NUL.
func (a *asm) utf8(s string) uint16 {
	return a.utf8Raw([]byte(strings.ReplaceAll(s, "\x00", "\xC0\x80")))
}

func (a *asm) class(name string) uint16 { return a.entry(TagClass, u2(int(a.utf8(name)))) }
func (a *asm) str(s string) uint16      { return a.entry(TagString, u2(int(a.utf8(s)))) }
func (a *asm) integer(v int32) uint16   { return a.entry(TagInteger, u4(int(v))) }
func (a *asm) floatBits(b uint32) uint16 {
	return a.entry(TagFloat, u4(int(b)))
}
func (a *asm) long(v int64) uint16 {
	return a.entry(TagLong, binary.BigEndian.AppendUint64(nil, uint64(v)))
}
func (a *asm) doubleBits(b uint64) uint16 {
	return a.entry(TagDouble, binary.BigEndian.AppendUint64(nil, b))
}
func (a *asm) double(f float64) uint16 { return a.doubleBits(math.Float64bits(f)) }
func (a *asm) nat(name, desc string) uint16 {
	return a.entry(TagNameAndType, u2(int(a.utf8(name))), u2(int(a.utf8(desc))))
}
func (a *asm) member(tag Tag, class, name, desc string) uint16 {
	return a.entry(tag, u2(int(a.class(class))), u2(int(a.nat(name, desc))))
}
func (a *asm) methodref(class, name, desc string) uint16 {
	return a.member(TagMethodref, class, name, desc)
}
func (a *asm) fieldref(class, name, desc string) uint16 {
	return a.member(TagFieldref, class, name, desc)
}
func (a *asm) imethodref(class, name, desc string) uint16 {
	return a.member(TagInterfaceMethodref, class, name, desc)
}
func (a *asm) methodHandle(kind uint8, ref uint16) uint16 {
	return a.entry(TagMethodHandle, []byte{kind}, u2(int(ref)))
}
func (a *asm) methodType(desc string) uint16 { return a.entry(TagMethodType, u2(int(a.utf8(desc)))) }
func (a *asm) dynamic(tag Tag, bsm int, name, desc string) uint16 {
	return a.entry(tag, u2(bsm), u2(int(a.nat(name, desc))))
}

// attr encodes an attribute.
func (a *asm) attr(name string, body ...[]byte) []byte {
	b := cat(body...)
	return cat(u2(int(a.utf8(name))), u4(len(b)), b)
}

func attrTable(attrs [][]byte) []byte {
	return cat(u2(len(attrs)), cat(attrs...))
}

func (a *asm) field(flags uint16, name, desc string, attrs ...[]byte) {
	a.fields = append(a.fields, cat(u2(int(flags)), u2(int(a.utf8(name))), u2(int(a.utf8(desc))), attrTable(attrs)))
}

func (a *asm) method(flags uint16, name, desc string, attrs ...[]byte) {
	a.methods = append(a.methods, cat(u2(int(flags)), u2(int(a.utf8(name))), u2(int(a.utf8(desc))), attrTable(attrs)))
}

// handler is an exception table entry for asm.code.
type handler struct{ start, end, pc, catch int }

// code encodes a Code attribute.
func (a *asm) code(maxStack, maxLocals int, bytecode []byte, handlers []handler, attrs ...[]byte) []byte {
	h := u2(len(handlers))
	for _, x := range handlers {
		h = cat(h, u2(x.start), u2(x.end), u2(x.pc), u2(x.catch))
	}
	return a.attr("Code", u2(maxStack), u2(maxLocals), u4(len(bytecode)), bytecode, h, attrTable(attrs))
}

// staticMethod adds a static method ()V with the given bytecode.
func (a *asm) staticMethod(name string, maxStack, maxLocals int, bytecode []byte, handlers ...handler) {
	a.method(AccPublic|AccStatic, name, "()V", a.code(maxStack, maxLocals, bytecode, handlers))
}

func (a *asm) bytes() []byte {
	// The pool must be complete before the counts are written, so encode
	// everything that adds entries first.
	body := cat(u2(int(a.flags)), u2(int(a.this)), u2(int(a.super)), u2(len(a.interfaces)))
	for _, i := range a.interfaces {
		body = cat(body, u2(int(i)))
	}
	body = cat(body, u2(len(a.fields)), cat(a.fields...), u2(len(a.methods)), cat(a.methods...), attrTable(a.attributes))
	head := cat(u4(0xCAFEBABE), u2(int(a.minor)), u2(int(a.major)), u2(len(a.pool)+1+a.countDelta))
	return cat(head, cat(a.pool...), body, a.trailer)
}

// mustParse parses assembled bytes, failing the test on error.
func mustParse(t testing.TB, data []byte) *ClassFile {
	t.Helper()
	cf, err := Parse(data, "test.class")
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return cf
}

// Bytecode helpers.
func op(o Opcode, operands ...byte) []byte { return append([]byte{byte(o)}, operands...) }
func opIdx(o Opcode, i uint16) []byte      { return cat([]byte{byte(o)}, u2(int(i))) }
