// Package junit finds the tests of a JUnit 4 or JUnit Jupiter (JUnit 5)
// test class in its class files' annotations (RuntimeVisibleAnnotations,
// JVMS §4.7.16), and says how the framework would run one of them: the
// set-up and tear-down methods around it, in the framework's order
// (interp.TestRun). No part of JUnit's engine runs: the VM's test driver
// calls the methods itself.
package junit

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/interp"
)

// framework is one of the two annotation vocabularies.
type framework struct {
	name string
	// tests are the annotations that make a method a test; the first is
	// the framework's @Test.
	tests                                      []string
	beforeAll, beforeEach, afterEach, afterAll string
	// skip is the annotation that disables a test or a whole class.
	skip string
	// aborted are the exceptions with which a test aborts (a failed
	// assumption: the test is skipped, not failed).
	aborted []string
	// virtual: an inherited annotated method that a subclass overrides
	// still runs, as the override (JUnit 4 calls it by reflection);
	// Jupiter does not inherit overridden methods.
	virtual bool
	// publicOnly: JUnit 4 runs only public classes and methods; Jupiter
	// runs any that are not private.
	publicOnly bool
}

var (
	junit4 = &framework{
		name:       "JUnit 4",
		tests:      []string{"Lorg/junit/Test;"},
		beforeAll:  "Lorg/junit/BeforeClass;",
		beforeEach: "Lorg/junit/Before;",
		afterEach:  "Lorg/junit/After;",
		afterAll:   "Lorg/junit/AfterClass;",
		skip:       "Lorg/junit/Ignore;",
		aborted:    []string{"org/junit/internal/AssumptionViolatedException"},
		virtual:    true,
		publicOnly: true,
	}
	jupiter = &framework{
		name: "JUnit Jupiter",
		// @RepeatedTest runs the method n times; one run is checked, as
		// every run starts from the same state. Parameterized tests, test
		// factories and templates are listed, and not checked
		// (unsupported).
		tests: []string{"Lorg/junit/jupiter/api/Test;", "Lorg/junit/jupiter/api/RepeatedTest;",
			parameterizedTest, testFactory, testTemplate},
		beforeAll:  "Lorg/junit/jupiter/api/BeforeAll;",
		beforeEach: "Lorg/junit/jupiter/api/BeforeEach;",
		afterEach:  "Lorg/junit/jupiter/api/AfterEach;",
		afterAll:   "Lorg/junit/jupiter/api/AfterAll;",
		skip:       "Lorg/junit/jupiter/api/Disabled;",
		aborted:    []string{"org/opentest4j/TestAbortedException"},
	}
	frameworks = []*framework{junit4, jupiter}
)

// Jupiter's kinds of test that need what jcheck does not provide:
// arguments from a source, dynamic tests, invocation contexts.
const (
	parameterizedTest = "Lorg/junit/jupiter/params/ParameterizedTest;"
	testFactory       = "Lorg/junit/jupiter/api/TestFactory;"
	testTemplate      = "Lorg/junit/jupiter/api/TestTemplate;"
)

// unsupported says why jcheck does not run Jupiter's other kinds of test.
var unsupported = []struct{ annotation, why string }{
	{parameterizedTest, "is a @ParameterizedTest: jcheck does not run parameterized tests"},
	{testFactory, "is a @TestFactory: jcheck does not run dynamic tests"},
	{testTemplate, "is a @TestTemplate: jcheck does not run test templates"},
}

// nested is Jupiter's @Nested, on an inner class whose tests run with an
// instance of the outer class.
const nested = "Lorg/junit/jupiter/api/Nested;"

// testInstance is Jupiter's @TestInstance; with PER_CLASS one instance
// serves the class's tests, and @BeforeAll methods may be instance
// methods.
const testInstance = "Lorg/junit/jupiter/api/TestInstance;"

// Test is a test method of a class.
type Test struct {
	// Name is the method's name.
	Name string
	// Skipped says why the framework would not run the test (an @Ignore
	// or @Disabled, with its reason); "" if it runs.
	Skipped string

	loader *interp.Loader
	class  *interp.Class
	method *interp.Method
	fw     *framework
	// nested is set for the entry of a @Nested class (Name is its simple
	// name), whose tests jcheck does not run.
	nested *interp.Class
}

// Tests lists the test methods of a class (binary name, com.acme.FooTest):
// its own in the order it declares them, then those it inherits.
func Tests(l *interp.Loader, class string) ([]*Test, error) {
	c, err := load(l, class)
	if err != nil {
		return nil, err
	}
	tests := tests(l, c)
	if len(tests) == 0 {
		for k := c.Super; k != nil; k = k.Super {
			if k.Name == "junit/framework/TestCase" {
				return nil, fmt.Errorf("%s is a JUnit 3 TestCase: jcheck checks JUnit 4's and Jupiter's @Test methods", class)
			}
		}
		return nil, fmt.Errorf("%s has no test methods (annotated @Test)", class)
	}
	return tests, nil
}

// Find returns the test method of a class that a name names: of
// overloads, the first that jcheck can run.
func Find(l *interp.Loader, class, method string) (*Test, error) {
	c, err := load(l, class)
	if err != nil {
		return nil, err
	}
	var first *Test
	for _, t := range tests(l, c) {
		if t.Name != method {
			continue
		}
		if _, err := t.Run(); err == nil {
			return t, nil
		}
		first = cmp.Or(first, t)
	}
	if first != nil {
		return first, nil
	}
	for k := c; k != nil; k = k.Super {
		if slices.ContainsFunc(k.Methods, func(m *interp.Method) bool { return m.Name == method }) {
			return nil, fmt.Errorf("%s.%s is not a test method (annotated @Test)", class, method)
		}
	}
	return nil, fmt.Errorf("%s has no method named %s", class, method)
}

// tests lists the test methods of c: declared before inherited, each
// class's in the order it declares them, whichever the framework.
func tests(l *interp.Loader, c *interp.Class) []*Test {
	type position struct{ depth, index int }
	var tests []*Test
	at := map[*Test]position{}
	for _, fw := range frameworks {
		for _, m := range annotated(c, fw, fw.tests...) {
			if fw == jupiter && !jupiterTest(m) {
				continue
			}
			t := &Test{Name: m.Name, Skipped: skipReason(c, m, fw), loader: l, class: c, method: m, fw: fw}
			depth := 0
			for k := c; k != m.Class; k = k.Super {
				depth++
			}
			tests = append(tests, t)
			at[t] = position{depth, slices.Index(m.Class.Methods, m)}
		}
	}
	slices.SortStableFunc(tests, func(a, b *Test) int {
		return cmp.Or(cmp.Compare(at[a].depth, at[b].depth), cmp.Compare(at[a].index, at[b].index))
	})
	// Jupiter runs the tests of @Nested classes after the class's own.
	for _, k := range nestedClasses(l, c) {
		tests = append(tests, &Test{Name: k.Name[strings.LastIndexByte(k.Name, '$')+1:], loader: l, class: c, nested: k, fw: jupiter})
	}
	return tests
}

// jupiterTest reports whether Jupiter runs an annotated method: it
// leaves out static and private ones, and those that return a value
// (but a @TestFactory's, which returns its dynamic tests).
func jupiterTest(m *interp.Method) bool {
	if m.IsStatic() || m.IsPrivate() {
		return false
	}
	return (m.Ret == "V") != (find(m.File.Annotations.Visible, testFactory) != nil)
}

// nestedClasses lists the @Nested member classes of c, in the order its
// InnerClasses attribute names them.
func nestedClasses(l *interp.Loader, c *interp.Class) []*interp.Class {
	var out []*interp.Class
	for _, ic := range c.File.InnerClasses {
		if ic.Outer != c.Name {
			continue
		}
		if k, err := l.Load(ic.Inner); err == nil && k.File != nil && find(k.File.Annotations.Visible, nested) != nil {
			out = append(out, k)
		}
	}
	return out
}

// load loads a test class and checks that the framework can make
// instances of it.
func load(l *interp.Loader, class string) (*interp.Class, error) {
	c, err := l.Load(strings.ReplaceAll(class, ".", "/"))
	var le *interp.LoadError
	switch {
	case errors.As(err, &le) && le.NotFound() && le.Class == strings.ReplaceAll(class, ".", "/"):
		// A member class is named with $ (Outer$InnerTest), as java's
		// binary names are.
		if i := strings.LastIndexByte(class, '.'); i > 0 {
			if _, err := l.Load(strings.ReplaceAll(class[:i], ".", "/") + "$" + class[i+1:]); err == nil {
				return nil, fmt.Errorf("test class %s not found on the class path: a member class is named %s$%s", class, class[:i], class[i+1:])
			}
		}
		return nil, fmt.Errorf("test class %s not found on the class path", class)
	case err != nil:
		return nil, fmt.Errorf("test class %s: %w", class, err)
	case c.IsInterface() || c.Flags&classfile.AccAbstract != 0:
		return nil, fmt.Errorf("test class %s is abstract: name a concrete subclass", class)
	case c.File != nil && find(c.File.Annotations.Visible, nested) != nil:
		return nil, fmt.Errorf("test class %s is @Nested: jcheck does not run nested test classes", class)
	}
	// Jupiter runs the annotated default methods of a test class's
	// interfaces too; jcheck does not, so it refuses to run such a class
	// rather than leave out part of its tests.
	for k := c; k != nil && k.File != nil; k = k.Super {
		if m := annotatedInInterfaces(k.Interfaces, map[*interp.Class]bool{}); m != nil {
			return nil, fmt.Errorf("test class %s inherits %s.%s from an interface: jcheck does not run the test or lifecycle methods of interfaces", class, m.Class.JavaName(), m.Name)
		}
		if at, where := extension(l, k); at != "" {
			return nil, fmt.Errorf("test class %s uses %s (%s): jcheck does not run JUnit's runners, rules or extensions", class, at, where)
		}
	}
	return c, nil
}

// extensions are the annotations with which a class has JUnit run its
// tests otherwise: another runner, rules, extensions. jcheck does not run
// them, so it refuses the class rather than check tests that miss them.
var extensions = map[string]string{
	"Lorg/junit/runner/RunWith;":                          "@RunWith",
	"Lorg/junit/Rule;":                                    "@Rule",
	"Lorg/junit/ClassRule;":                               "@ClassRule",
	"Lorg/junit/jupiter/api/extension/ExtendWith;":        "@ExtendWith",
	"Lorg/junit/jupiter/api/extension/RegisterExtension;": "@RegisterExtension",
	// Jupiter's built-in extension that makes temporary directories.
	"Lorg/junit/jupiter/api/io/TempDir;": "@TempDir",
}

// extendWith is Jupiter's @ExtendWith, which other annotations carry:
// @DisabledOnOs, @EnabledIfSystemProperty and the other conditions, a
// program's own composed annotations.
const extendWith = "Lorg/junit/jupiter/api/extension/ExtendWith;"

// extension returns the first annotation of extensions that a class, or
// one of its fields or methods, has, directly or as a meta-annotation
// (an annotation of an annotation's type, JUnit's composed annotations),
// and where.
func extension(l *interp.Loader, c *interp.Class) (at, where string) {
	first := func(anns []classfile.Annotation) string {
		for _, a := range anns {
			if at := extensions[a.Type]; at != "" {
				return at
			}
			// The kinds of test (@ParameterizedTest carries its
			// extension) are listed as tests and not checked.
			if !slices.Contains(jupiter.tests, a.Type) && carries(l, a.Type, map[string]bool{}) {
				return "@" + strings.TrimSuffix(a.Type[strings.LastIndexAny(a.Type, "/$")+1:], ";") + " (an @ExtendWith)"
			}
		}
		return ""
	}
	if at := first(c.File.Annotations.Visible); at != "" {
		return at, "on " + c.JavaName()
	}
	for _, f := range c.File.Fields {
		if at := first(f.Annotations.Visible); at != "" {
			return at, "on " + c.JavaName() + "." + f.Name
		}
	}
	for _, m := range c.File.Methods {
		if at := first(m.Annotations.Visible); at != "" {
			return at, "on " + c.JavaName() + "." + m.Name
		}
	}
	return "", ""
}

// carries reports whether the annotation type (a descriptor) is
// annotated @ExtendWith, itself or through the annotations on it. The
// JDK's own annotations (@Retention, @Target, ...) are not looked into.
func carries(l *interp.Loader, desc string, seen map[string]bool) bool {
	name := strings.TrimSuffix(strings.TrimPrefix(desc, "L"), ";")
	if seen[name] || strings.HasPrefix(name, "java/") {
		return false
	}
	seen[name] = true
	k, err := l.Load(name)
	if err != nil || k.File == nil || !k.IsInterface() {
		return false
	}
	for _, a := range k.File.Annotations.Visible {
		if a.Type == extendWith || carries(l, a.Type, seen) {
			return true
		}
	}
	return false
}

// annotatedInInterfaces returns a method with an annotation of JUnit's
// that one of the interfaces or their superinterfaces declares, or nil.
func annotatedInInterfaces(interfaces []*interp.Class, seen map[*interp.Class]bool) *interp.Method {
	for _, i := range interfaces {
		if seen[i] || i.File == nil {
			continue
		}
		seen[i] = true
		for _, m := range i.Methods {
			for _, fw := range frameworks {
				for _, a := range append([]string{fw.beforeAll, fw.beforeEach, fw.afterEach, fw.afterAll}, fw.tests...) {
					if m.File != nil && find(m.File.Annotations.Visible, a) != nil {
						return m
					}
				}
			}
		}
		if m := annotatedInInterfaces(i.Interfaces, seen); m != nil {
			return m
		}
	}
	return nil
}

// Run says how the framework runs the test: the methods it calls, in
// their order.
func (t *Test) Run() (r *interp.TestRun, err error) {
	if t.nested != nil {
		return nil, fmt.Errorf("%s is a @Nested class: jcheck does not run nested test classes", t.nested.JavaName())
	}
	fw, c, m := t.fw, t.class, t.method
	name := c.JavaName() + "." + m.Name
	for _, u := range unsupported {
		if find(m.File.Annotations.Visible, u.annotation) != nil {
			return nil, fmt.Errorf("test method %s %s", name, u.why)
		}
	}
	switch {
	case m.IsStatic():
		return nil, fmt.Errorf("test method %s is static", name)
	case len(m.Params) > 0:
		return nil, fmt.Errorf("test method %s takes parameters: jcheck calls test methods without arguments", name)
	case fw.publicOnly && (m.Flags&classfile.AccPublic == 0 || c.Flags&classfile.AccPublic == 0):
		return nil, fmt.Errorf("%s test method %s and its class must be public", fw.name, name)
	case m.IsPrivate():
		return nil, fmt.Errorf("test method %s is private", name)
	}
	r = &interp.TestRun{Class: c, Test: m, Aborted: fw.aborted,
		Constructor: c.DeclaredMethod("<init>", "()V"), SharedInstance: perClass(c, fw)}
	if r.Constructor == nil || fw.publicOnly && r.Constructor.Flags&classfile.AccPublic == 0 {
		public := ""
		if fw.publicOnly {
			public = "public "
		}
		return nil, fmt.Errorf("test class %s has no %sconstructor without parameters", c.JavaName(), public)
	}
	// Set-up runs from the topmost superclass down, tear-down from the
	// test class up (JUnit 4's TestClass, Jupiter's
	// LifecycleMethodUtils).
	r.BeforeAll = topDown(annotated(c, fw, fw.beforeAll))
	r.BeforeEach = topDown(annotated(c, fw, fw.beforeEach))
	r.AfterEach = annotated(c, fw, fw.afterEach)
	r.AfterAll = annotated(c, fw, fw.afterAll)
	for _, lm := range slices.Concat(r.BeforeAll, r.BeforeEach, r.AfterEach, r.AfterAll) {
		if len(lm.Params) > 0 {
			return nil, fmt.Errorf("%s.%s takes parameters: jcheck calls set-up and tear-down methods without arguments", lm.Class.JavaName(), lm.Name)
		}
	}
	for _, lm := range slices.Concat(r.BeforeAll, r.AfterAll) {
		if !lm.IsStatic() && !r.SharedInstance {
			return nil, fmt.Errorf("%s.%s runs once for the class and must be static", lm.Class.JavaName(), lm.Name)
		}
	}
	if a := find(m.File.Annotations.Visible, fw.tests[0]); fw == junit4 && a != nil {
		for _, e := range a.Elements {
			// The default, Test.None, is not written in the class file.
			if e.Name == "expected" && e.Value.Tag == 'c' && e.Value.Class != "Lorg/junit/Test$None;" {
				if r.Expected, err = t.loader.LoadDescriptor(e.Value.Class); err != nil {
					return nil, fmt.Errorf("the expected exception of %s: %w", name, err)
				}
				assert, err := t.loader.Load("org/junit/Assert")
				if err != nil {
					return nil, fmt.Errorf("%s expects an exception, but JUnit 4's org.junit.Assert does not load: %w", name, err)
				}
				if r.Fail = assert.DeclaredMethod("fail", "(Ljava/lang/String;)V"); r.Fail == nil || !r.Fail.IsStatic() {
					return nil, fmt.Errorf("%s expects an exception, but org.junit.Assert has no static fail(String)", name)
				}
			}
		}
	}
	return r, nil
}

// annotated lists the methods of c and its superclasses with one of the
// annotations, from c up, each class's in the order it declares them,
// leaving out those the framework does not inherit.
func annotated(c *interp.Class, fw *framework, annotations ...string) []*interp.Method {
	var out []*interp.Method
	// below maps each method a subclass declares to whether it has one
	// of the annotations.
	below := map[string]bool{}
	for k := c; k != nil && k.File != nil; k = k.Super {
		for _, m := range k.Methods {
			if m.File == nil {
				continue
			}
			has := false
			for _, a := range annotations {
				has = has || find(m.File.Annotations.Visible, a) != nil
			}
			key := m.Name + m.Desc
			annotatedBelow, overridden := below[key]
			if has && (!overridden || fw.virtual && !annotatedBelow) {
				out = append(out, m)
			}
			if !m.IsPrivate() {
				below[key] = below[key] || has
			}
		}
	}
	return out
}

// topDown reverses a list of methods from annotated, so that each class's
// come before its subclasses', keeping each class's in their order.
func topDown(ms []*interp.Method) []*interp.Method {
	var out []*interp.Method
	for i := len(ms); i > 0; {
		j := i - 1
		for j > 0 && ms[j-1].Class == ms[i-1].Class {
			j--
		}
		out = append(out, ms[j:i]...)
		i = j
	}
	return out
}

// skipReason says why the framework skips a test: an @Ignore or
// @Disabled on the method or on its class, with its reason if it gives
// one.
func skipReason(c *interp.Class, m *interp.Method, fw *framework) string {
	at := "@" + strings.TrimSuffix(fw.skip[strings.LastIndexByte(fw.skip, '/')+1:], ";")
	for _, on := range []struct {
		file *classfile.ClassFile
		anns []classfile.Annotation
		what string
	}{{m.Class.File, m.File.Annotations.Visible, ""}, {c.File, c.File.Annotations.Visible, " on the class"}} {
		a := find(on.anns, fw.skip)
		if a == nil {
			continue
		}
		for _, e := range a.Elements {
			if e.Name == "value" && e.Value.Tag == 's' {
				if reason := on.file.Pool.Utf8(e.Value.Const); reason != "" {
					return fmt.Sprintf("%s(%q)%s", at, reason, on.what)
				}
			}
		}
		return at + on.what
	}
	return ""
}

// perClass reports whether Jupiter makes one instance for the class's
// tests (@TestInstance(PER_CLASS), which subclasses inherit).
func perClass(c *interp.Class, fw *framework) bool {
	if fw != jupiter {
		return false
	}
	for k := c; k != nil && k.File != nil; k = k.Super {
		if a := find(k.File.Annotations.Visible, testInstance); a != nil {
			for _, e := range a.Elements {
				if e.Name == "value" && e.Value.Tag == 'e' {
					return e.Value.EnumName == "PER_CLASS"
				}
			}
		}
	}
	return false
}

// find returns the annotation of a type (a descriptor), or nil.
func find(anns []classfile.Annotation, desc string) *classfile.Annotation {
	for i := range anns {
		if anns[i].Type == desc {
			return &anns[i]
		}
	}
	return nil
}
