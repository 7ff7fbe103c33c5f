package interp

import (
	"fmt"

	"github.com/jcheck/jcheck/classfile"
)

// TestRun is one test method as a unit-test framework (JUnit 4, JUnit
// Jupiter) runs it: the class's set-up methods, a fresh instance, the
// method's set-up, the method, its tear-down and the class's tear-down.
// Each list is in the order the framework calls the methods; package
// junit finds them in the class files' annotations.
type TestRun struct {
	Class *Class
	// SharedInstance makes the instance before BeforeAll, which may then
	// be instance methods (Jupiter's @TestInstance(PER_CLASS)); without
	// it the instance is made after BeforeAll, and BeforeAll and AfterAll
	// are static.
	SharedInstance bool
	// Constructor is the class's no-argument constructor.
	Constructor *Method
	BeforeAll   []*Method
	BeforeEach  []*Method
	Test        *Method
	// Expected is the exception the test must throw (JUnit 4's
	// @Test(expected=...)), nil if none; without it the test fails by
	// Fail, a static method that throws the framework's failure with the
	// message it is given (org.junit.Assert.fail).
	Expected *Class
	Fail     *Method
	// Aborted names the exceptions with which a test aborts rather than
	// fails (an assumption that does not hold): an execution that ends
	// with one passes. Classes that are not on the class path are left
	// out when the handler is reached.
	Aborted   []string
	AfterEach []*Method
	AfterAll  []*Method
}

// For is the test run with its classes and methods those of loader l,
// which loads the same class path: a search's worker that boots the
// program on a loader of its own runs the test with that loader's
// classes (a class or method of another loader would run on this one's
// tables).
func (r *TestRun) For(l *Loader) (*TestRun, error) {
	class := func(c *Class) (*Class, error) {
		if c == nil {
			return nil, nil
		}
		return l.Load(c.Name)
	}
	method := func(m *Method) (*Method, error) {
		if m == nil {
			return nil, nil
		}
		c, err := l.Load(m.Class.Name)
		if err != nil {
			return nil, err
		}
		if n := c.DeclaredMethod(m.Name, m.Desc); n != nil {
			return n, nil
		}
		return nil, fmt.Errorf("%s has no method %s%s", c.JavaName(), m.Name, m.Desc)
	}
	methods := func(ms []*Method) ([]*Method, error) {
		var out []*Method
		for _, m := range ms {
			n, err := method(m)
			if err != nil {
				return nil, err
			}
			out = append(out, n)
		}
		return out, nil
	}
	n := *r
	var err error
	if n.Class, err = class(r.Class); err != nil {
		return nil, err
	}
	if n.Expected, err = class(r.Expected); err != nil {
		return nil, err
	}
	for _, m := range []**Method{&n.Constructor, &n.Test, &n.Fail} {
		if *m, err = method(*m); err != nil {
			return nil, err
		}
	}
	for _, ms := range []*[]*Method{&n.BeforeAll, &n.BeforeEach, &n.AfterEach, &n.AfterAll} {
		if *ms, err = methods(*ms); err != nil {
			return nil, err
		}
	}
	return &n, nil
}

// testDriverClass is the class of the test driver's methods.
const testDriverClass = "jcheck/TestDriver"

func init() {
	register(testDriverClass, map[string]Native{
		// The driver caught a failed assumption.
		"aborted()V": func(t *Thread, a []Value) Value {
			t.vm.testAborted = true
			return nothing
		},
	})
}

// TestAborted reports whether the test of the execution was aborted by
// a failed assumption (JUnit's AssumptionViolatedException, opentest4j's
// TestAbortedException): the rest of its set-up or body did not run.
func (vm *VM) TestAborted() bool { return vm.testAborted }

// Local variables of the test driver.
const (
	driverInstance   = iota // the test instance
	driverClassError        // the first exception of the class's methods
	driverTestError         // the first exception of the test method's
	driverScratch           // an exception of a tear-down method
	driverLocals
)

// LaunchTest makes the main thread run a test as its framework would,
// instead of a main method: a synthesized driver calls the methods
// directly (no reflection, so that non-public classes and methods run as
// Jupiter runs them). As in JUnit 4 (RunBefores, RunAfters, ExpectException)
// and Jupiter (ClassBasedTestDescriptor, TestMethodTestDescriptor):
//
//   - a set-up method that throws ends the set-up: the test method does
//     not run, but the tear-down methods do;
//   - every tear-down method runs even when the test or an earlier
//     tear-down method throws; the first exception thrown is the test's
//     (the driver throws it at the end, uncaught, so that the check
//     reports it);
//   - a constructor that throws ends the test without its tear-down;
//   - an expected exception ends the test method normally, and a test
//     method that ends without it fails as in JUnit 4, "Expected
//     exception: NAME"; another exception is the test's own;
//   - an exception of Aborted (a failed assumption) in a set-up method or
//     the test skips to the tear-down, and the test passes, aborted
//     (TestAborted);
//   - once the test has passed, the driver calls System.exit(0), as
//     JUnit's launchers (the console launcher, Maven's and Gradle's
//     forked test JVMs) end the JVM after the tests: threads the test
//     left running, blocked or not, do not keep the execution going.
func (vm *VM) LaunchTest(r *TestRun) (err error) {
	defer vm.recoverFatal(&err)
	system, err := vm.loader.Load("java/lang/System")
	if err != nil {
		return err
	}
	exit := system.DeclaredMethod("exit", "(I)V")
	if exit == nil {
		return fmt.Errorf("java.lang.System has no exit(int)")
	}
	a := &asm{l: vm.loader}
	var handlers []handler
	catch := func(start, end int, name string) {
		handlers = append(handlers, handler{start: start, end: end, target: len(a.code), catchName: name})
		a.depth = 1 // the exception
	}
	jump := func(l *label) {
		a.branch(classfile.Goto, l, 0)
		a.depth = 0
	}
	markAborted := vm.loader.synthesize(testDriverClass, "aborted", "()V", classfile.AccStatic|classfile.AccNative, 0, 0, nil)
	abortedAt := func(start, end int, to *label) {
		for _, name := range r.Aborted {
			catch(start, end, name)
			a.op(classfile.Pop, -1)
			a.invoke(markAborted)
			jump(to)
		}
	}
	newInstance := func() {
		a.newObject(r.Class)
		a.dup()
		a.invokeSpecial(r.Constructor)
		a.emit(instr{op: classfile.Istore, a: driverInstance}, -1)
	}
	// Methods are called as JUnit calls them, by reflection: an instance
	// method virtually.
	call := func(m *Method) {
		if !m.IsStatic() {
			a.load(driverInstance, "L")
		}
		a.invoke(m)
		a.pop(m.Ret)
	}
	// tearDown calls each method, keeping the first exception in local.
	tearDown := func(ms []*Method, local int32) {
		for _, m := range ms {
			var next label
			start := len(a.code)
			call(m)
			end := len(a.code)
			jump(&next)
			catch(start, end, "")
			a.emit(instr{op: classfile.Istore, a: driverScratch}, -1)
			a.emit(instr{op: classfile.Iload, a: local}, 1)
			a.branch(classfile.Ifnonnull, &next, -1)
			a.emit(instr{op: classfile.Iload, a: driverScratch}, 1)
			a.emit(instr{op: classfile.Istore, a: local}, -1)
			a.mark(next)
		}
	}
	rethrow := func(local int32) {
		var none label
		a.emit(instr{op: classfile.Iload, a: local}, 1)
		a.branch(classfile.Ifnull, &none, -1)
		a.emit(instr{op: classfile.Iload, a: local}, 1)
		a.op(classfile.Athrow, -1)
		a.depth = 0
		a.mark(none)
	}
	for _, local := range []int32{driverInstance, driverClassError, driverTestError} {
		a.op(classfile.AconstNull, 1)
		a.emit(instr{op: classfile.Istore, a: local}, -1)
	}
	if r.SharedInstance {
		newInstance()
	}
	var afterAll, afterEach label
	classStart := len(a.code)
	for _, m := range r.BeforeAll {
		call(m)
	}
	if !r.SharedInstance {
		newInstance()
	}
	testStart := len(a.code)
	for _, m := range r.BeforeEach {
		call(m)
	}
	methodStart := len(a.code)
	call(r.Test)
	methodEnd := len(a.code)
	if r.Expected != nil {
		a.pushString("Expected exception: " + r.Expected.JavaName())
		a.invoke(r.Fail)
	}
	testEnd := len(a.code)
	jump(&afterEach)
	if r.Expected != nil {
		catch(methodStart, methodEnd, r.Expected.Name)
		a.op(classfile.Pop, -1)
		jump(&afterEach)
	}
	abortedAt(testStart, testEnd, &afterEach)
	catch(testStart, testEnd, "")
	a.emit(instr{op: classfile.Istore, a: driverTestError}, -1)
	a.mark(afterEach)
	tearDown(r.AfterEach, driverTestError)
	rethrow(driverTestError)
	classEnd := len(a.code)
	jump(&afterAll)
	abortedAt(classStart, classEnd, &afterAll)
	catch(classStart, classEnd, "")
	a.emit(instr{op: classfile.Istore, a: driverClassError}, -1)
	a.mark(afterAll)
	tearDown(r.AfterAll, driverClassError)
	rethrow(driverClassError)
	a.pushInt(0)
	a.invoke(exit)
	a.op(classfile.Return, 0)

	// The handlers are listed as they were made, which puts those of a
	// region before those of the regions around it, as the first that
	// matches catches (JVMS §2.10).
	driver := vm.loader.synthesize(testDriverClass, "run", "()V", classfile.AccStatic, driverLocals, a.maxDepth+2, a.code)
	driver.code.handlers = handlers
	t := vm.threads[0]
	if t.invoke(driver, 0) {
		return fmt.Errorf("the main thread blocked before starting")
	}
	t.next = Op{Kind: OpBegin, Method: r.Test}
	return nil
}
