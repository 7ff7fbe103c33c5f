package interp

import (
	"fmt"
	"slices"
	"strings"
)

// Atomic granularity (Stoller 2000 §5; the coarser granularities of
// Stoller 2002 §8.1) for java.util.concurrent's non-blocking classes:
// the atomics and the concurrent collections. Run as bytecode, every
// volatile read and compare-and-set inside AtomicInteger.incrementAndGet
// or ConcurrentHashMap.put is a visible operation, so a search explores
// the retries of the library's lock-free loops. Modelled, a call of one
// of their methods on an object another thread can reach is one visible
// operation, OpCall, whose footprint is a pseudo-location of the object
// (read by the methods that only inspect it, written by the others);
// the method then runs to its end within the same transition, as an
// atomic region in which nothing is a scheduling point. This is sound
// for classes that meet atomic granularity's requirements: their state
// is reached only through their own methods (the fields are private and
// the JDK's code respects that), and no method blocks — which the VM
// checks as it goes: a region that would block, wait or make a
// non-deterministic choice ends the execution with a GranularityError.
//
// An object's state often spans several objects (a map's table and
// nodes, the views and iterators it hands out), so each object has a
// root: the object whose atomic method allocated it (Object.root), else
// itself. Calls on any object of a root use the root's pseudo-location;
// a call on an object other than the root (an iterator's next) also
// writes the object's own. A region that calls an atomic method of an
// object with another root (putAll of another map) records that use
// too (AtomicObjectState), so the transition depends on the other
// object's operations as well.

// atomicity says how an invocation of a method of a class with atomic
// granularity is treated.
type atomicity uint8

const (
	notAtomic atomicity = iota
	// atomicRead and atomicWrite are instance methods: one visible
	// operation that reads, or writes, the receiver's root.
	atomicRead
	atomicWrite
	// atomicRegion is a constructor or a static method: an atomic region
	// without a visible operation of its own, since no other thread can
	// reach an object under construction, and a static method of these
	// classes works on objects it is given or creates. Its allocations
	// get the region's root (the constructed object; for a static
	// method, the first object it allocates).
	atomicRegion
)

// atomicClasses are the library classes with atomic granularity (with
// their nested classes: views, iterators, nodes), each with the names of
// the methods that only read the object's state. A method with a
// parameter of a java.util.function type calls the program's code, which
// may change anything: it counts as writing.
var atomicClasses = map[string][]string{}

func init() {
	numbers := []string{"get", "getPlain", "getOpaque", "getAcquire", "intValue", "longValue", "floatValue", "doubleValue", "shortValue", "byteValue", "toString"}
	for _, c := range []string{"AtomicInteger", "AtomicLong", "AtomicBoolean", "AtomicReference"} {
		atomicClasses["java/util/concurrent/atomic/"+c] = numbers
	}
	for _, c := range []string{"AtomicIntegerArray", "AtomicLongArray", "AtomicReferenceArray"} {
		atomicClasses["java/util/concurrent/atomic/"+c] = []string{"get", "getPlain", "getOpaque", "getAcquire", "length", "toString"}
	}
	for _, c := range []string{"AtomicMarkableReference", "AtomicStampedReference"} {
		atomicClasses["java/util/concurrent/atomic/"+c] = []string{"get", "getReference", "isMarked", "getStamp"}
	}
	for _, c := range []string{"LongAdder", "LongAccumulator", "DoubleAdder", "DoubleAccumulator"} {
		atomicClasses["java/util/concurrent/atomic/"+c] = []string{"get", "sum", "intValue", "longValue", "floatValue", "doubleValue", "toString"}
	}
	collections := []string{
		// Collection, List, Queue, Deque, Set
		"size", "isEmpty", "contains", "containsAll", "toArray", "toString", "hashCode", "equals",
		"get", "indexOf", "lastIndexOf", "peek", "peekFirst", "peekLast", "element", "getFirst", "getLast",
		"iterator", "listIterator", "descendingIterator", "spliterator", "stream", "parallelStream", "subList",
		// Map, ConcurrentMap, NavigableMap
		"containsKey", "containsValue", "getOrDefault", "mappingCount", "keys", "elements",
		"keySet", "values", "entrySet", "navigableKeySet", "descendingKeySet", "descendingMap", "getMap", "getMappedValue",
		"firstKey", "lastKey", "firstEntry", "lastEntry", "lowerKey", "lowerEntry", "floorKey", "floorEntry",
		"ceilingKey", "ceilingEntry", "higherKey", "higherEntry", "headMap", "tailMap", "subMap", "comparator",
		"first", "last", "lower", "floor", "ceiling", "higher", "headSet", "tailSet", "subSet",
		// iterators, enumerations and entries
		"hasNext", "next", "hasMoreElements", "nextElement", "hasPrevious", "previous", "nextIndex", "previousIndex",
		"getKey", "getValue",
	}
	for _, c := range []string{"ConcurrentHashMap", "ConcurrentLinkedQueue", "ConcurrentLinkedDeque", "CopyOnWriteArrayList", "CopyOnWriteArraySet", "ConcurrentSkipListMap", "ConcurrentSkipListSet"} {
		atomicClasses["java/util/concurrent/"+c] = collections
	}
	atomicClasses[printStream] = nil
}

// printStream's calls that print text or bytes the VM already has (a
// String, a char[], a primitive) are one operation each when the stream
// writes to a file through the JDK's own classes (System.out and
// System.err): its synchronized block and the locks and volatile reads of
// the writers beneath it, which only that block reaches, are not
// scheduling points of their own (printsToFile). The calls that run the
// program's code (print(Object) and printf call toString; append takes a
// CharSequence) are not: they run as ordinary code, and the private
// writeln or write(String) they reach is the operation.
const printStream = "java/io/PrintStream"

// printAtomicity classifies a method of PrintStream.
func printAtomicity(m *Method) atomicity {
	if m.IsStatic() || m.Name == "<init>" {
		return notAtomic
	}
	for _, p := range m.Params {
		switch p {
		case "Ljava/lang/Object;", "[Ljava/lang/Object;", "Ljava/lang/CharSequence;", "Ljava/util/Locale;":
			return notAtomic
		}
	}
	return atomicWrite
}

// printsToFile reports whether o is a java.io.PrintStream (not a
// subclass, whose methods are the program's) whose bytes go through at
// most a BufferedOutputStream to a FileOutputStream: classes whose
// locks no other code takes while the PrintStream's block holds them.
func printsToFile(o *Object) bool {
	if o.Class.Name != printStream {
		return false
	}
	out := fieldNamed(o, "out").R
	if out != nil && out.Class.Name == "java/io/BufferedOutputStream" {
		out = fieldNamed(out, "out").R
	}
	return out != nil && out.Class.Name == "java/io/FileOutputStream"
}

// printGuarded reports whether a PrintStream's call takes its own
// monitor first, which synchronized (System.out) also takes: unless the
// stream has an internal lock of its own (JDK 21 and later), which no
// other code can hold.
func printGuarded(o *Object) bool {
	f := o.Class.DeclaredField("lock")
	return f == nil || f.IsStatic() || o.Fields[f.Slot].R == nil
}

// snapshotClasses are nested classes of those with atomic granularity
// that hold a snapshot of no one's state but their own: an iterator of a
// CopyOnWriteArrayList walks the array it was created with, which no
// thread changes. Their methods run as ordinary code.
var snapshotClasses = map[string]bool{
	"java/util/concurrent/CopyOnWriteArrayList$COWIterator": true,
}

// bindAtomicity classifies the methods of a class with atomic
// granularity, if c is one (and the models are on).
func (l *Loader) bindAtomicity(c *Class) {
	if l.LibraryBytecode || snapshotClasses[c.Name] {
		return
	}
	name := c.Name
	if i := strings.IndexByte(name, '$'); i > 0 {
		name = name[:i]
	}
	reads, ok := atomicClasses[name]
	if !ok || forkJoinTask(c) {
		return
	}
	for _, m := range c.Methods {
		switch {
		case name == printStream:
			if !m.IsAbstract() && !m.IsNative() && m.native == nil && !m.IsSynchronized() {
				m.atomic = printAtomicity(m)
			}
		case m.IsAbstract() || m.IsNative() || m.native != nil || m.Name == "<clinit>":
		case m.IsSynchronized():
			// Its monitor is taken before its frame exists, outside any
			// region, where another visible operation would follow the
			// call's; none of the library's classes has one. It runs as
			// ordinary code.
		case name == concurrentHashMap && len(m.Params) > 0 && m.Params[0] == "J":
			// The bulk operations (forEach, search, reduce with a
			// parallelism threshold) traverse the map as the class's
			// weakly consistent iterators do, on fork/join tasks that
			// other threads may run: ordinary code, as an iteration is.
		case m.IsStatic() || m.Name == "<init>":
			m.atomic = atomicRegion
		case callsBack(m):
			m.atomic = atomicWrite
		case slices.Contains(reads, m.Name):
			m.atomic = atomicRead
		default:
			m.atomic = atomicWrite
		}
		m.uses = atomicUses(c.Name, m)
	}
}

// atomicUse says which part of an atomic object's state a call of one of
// its methods uses, where that is less than the whole (the class-specific
// dependency of atomic granularity, Stoller 2000 §5: two operations that
// commute need not be explored in both orders).
type atomicUse uint8

const (
	// useIndex: the first argument is the index of the one element of
	// an atomic array the call uses.
	useIndex atomicUse = 1 << iota
	// useKey: the first argument is a key of a ConcurrentHashMap, and the
	// call uses only the bin the key hashes to (mapBin).
	useKey
	// useIfAbsent: a keyed call that changes nothing when the key is
	// present (putIfAbsent, computeIfAbsent): it then only read the map
	// (VM.Step settles it).
	useIfAbsent
	// useAccumulate: a LongAdder's add, increment or decrement, which
	// commute with one another (integer addition), not with a sum.
	useAccumulate
	// useTable: a ConcurrentHashMap method that builds or rebuilds the
	// whole table (the first insert, a resize), which moves every bin.
	useTable
)

// mapKeyed are the methods of ConcurrentHashMap that take a key first
// and use its mapping alone.
var mapKeyed = []string{"get", "containsKey", "getOrDefault", "put", "putIfAbsent", "remove", "replace",
	"compute", "computeIfAbsent", "computeIfPresent", "merge"}

// mapTable are the methods of ConcurrentHashMap that allocate or move
// the table: whatever key they were called for, every bin changes.
var mapTable = []string{"initTable", "transfer", "tryPresize", "treeifyBin", "helpTransfer"}

// accumulators are the atomic classes whose additions commute: a
// LongAdder's sum is the same whatever order its adds ran in (a
// DoubleAdder's is not: floating-point addition is not associative).
var accumulators = map[string]bool{"java/util/concurrent/atomic/LongAdder": true}

// unorderedCalls are the methods of java.util.concurrent.atomic's classes
// with the memory effects of plain or opaque access (Op.Unordered).
var unorderedCalls = map[string]bool{
	"getPlain": true, "setPlain": true, "getOpaque": true, "setOpaque": true,
	"weakCompareAndSetPlain": true, "weakCompareAndSet": true,
}

const concurrentHashMap = "java/util/concurrent/ConcurrentHashMap"

// atomicUses classifies a method of an atomic class.
func atomicUses(class string, m *Method) atomicUse {
	if m.atomic == atomicRegion {
		return 0
	}
	first := ""
	if len(m.Params) > 0 {
		first = m.Params[0]
	}
	var u atomicUse
	switch {
	case atomicArrays[class] && first == "I":
		u = useIndex
	case class == concurrentHashMap && slices.Contains(mapKeyed, m.Name) && first == "Ljava/lang/Object;":
		u = useKey
		if m.Name == "putIfAbsent" || m.Name == "computeIfAbsent" {
			u |= useIfAbsent
		}
	case class == concurrentHashMap && slices.Contains(mapTable, m.Name):
		u = useTable
	case accumulators[class] && (m.Name == "add" || m.Name == "increment" || m.Name == "decrement"):
		u = useAccumulate
	}
	return u
}

// Accumulates reports whether a call of m is an addition that commutes
// with the other additions to the same object (useAccumulate).
func (m *Method) Accumulates() bool { return m.uses&useAccumulate != 0 }

// IsAccumulator reports whether o's additions commute (accumulators):
// its other operations, sums included, then count as changing it, so
// that they depend on every addition.
func (o *Object) IsAccumulator() bool { return accumulators[o.Class.Name] }

// atomicArrays are the atomic classes whose state is an array of
// independent elements: a call that names an element by its index uses
// that element alone (a set of element 0 and one of element 1 commute),
// the others (toString) the whole array.
var atomicArrays = map[string]bool{
	"java/util/concurrent/atomic/AtomicIntegerArray":   true,
	"java/util/concurrent/atomic/AtomicLongArray":      true,
	"java/util/concurrent/atomic/AtomicReferenceArray": true,
}

// AtomicElements is the number of elements of o's state that calls may
// use one at a time: an atomic array's elements (the length of its array
// field), a ConcurrentHashMap's mapBins classes of bins; -1 if o has no
// such elements.
func (o *Object) AtomicElements() int {
	switch {
	case atomicArrays[o.Class.Name]:
		if a := fieldNamed(o, "array").R; a != nil {
			return a.Length()
		}
		return 0
	case o.Class.Name == concurrentHashMap:
		return mapBins
	}
	return -1
}

// mapBins is the number of classes of bins a ConcurrentHashMap's keyed
// calls are told apart by: a key's bin is its spread hash modulo the
// table's length, a power of two that only grows, so two keys whose
// hashes differ modulo 16 are in different bins of every table of 16 or
// more bins. A smaller table, or none yet, tells no keys apart.
const mapBins = 16

// mapBin is the element (1 + the class of bins, as Op.Element) a keyed
// call of a ConcurrentHashMap uses, or 0 for the whole map: when the
// table is smaller than mapBins, or the key's hash would take the
// program's code to compute (only String and the boxed primitives are
// hashed here, by their classes' hashCode).
func (vm *VM) mapBin(m, key *Object) int32 {
	table := fieldNamed(m, "table").R
	if table == nil || table.Length() < mapBins || key == nil {
		return 0
	}
	var h int32
	switch key.Class.Name {
	case "java/lang/String":
		for _, c := range vm.StringUTF16(key) {
			h = 31*h + int32(c)
		}
	case "java/lang/Integer", "java/lang/Short", "java/lang/Byte", "java/lang/Character":
		h = int32(fieldNamed(key, "value").I)
	case "java/lang/Long":
		v := fieldNamed(key, "value").I
		h = int32(v ^ int64(uint64(v)>>32))
	case "java/lang/Boolean":
		h = 1237
		if fieldNamed(key, "value").I != 0 {
			h = 1231
		}
	default:
		return 0
	}
	// ConcurrentHashMap.spread: the high half folded into the low.
	spread := (h ^ int32(uint32(h)>>16)) & 0x7fffffff
	return spread%mapBins + 1
}

// mapCount is a ConcurrentHashMap's count of mappings as its atomic
// calls keep it (no contention ever makes them use counter cells), or -1
// if it has counter cells.
func mapCount(m *Object) int64 {
	if fieldNamed(m, "counterCells").R != nil {
		return -1
	}
	return fieldNamed(m, "baseCount").I
}

// forkJoinTask reports whether c extends ForkJoinTask: the tasks of a
// class with atomic granularity (ConcurrentHashMap's bulk operations)
// run on a fork/join pool's threads as ordinary code.
func forkJoinTask(c *Class) bool {
	for s := c.Super; s != nil; s = s.Super {
		if s.Name == "java/util/concurrent/ForkJoinTask" {
			return true
		}
	}
	return false
}

// callsBack reports whether a method takes a function of the program's
// (a parameter of a java.util.function type).
func callsBack(m *Method) bool {
	for _, p := range m.Params {
		if strings.HasPrefix(p, "Ljava/util/function/") {
			return true
		}
	}
	return false
}

// isOperation reports whether a call of the method is one operation on
// the receiver's state (an instance method with atomic granularity).
func (m *Method) isOperation() bool { return m.atomic == atomicRead || m.atomic == atomicWrite }

// AtomicRoot is the object whose state o is part of for atomic
// granularity: the object with atomic granularity whose method allocated
// it, else o itself.
func (o *Object) AtomicRoot() *Object {
	if o.root != nil {
		return o.root
	}
	return o
}

// enterAtomic is called by invoke for a method with atomic granularity,
// before its frame is pushed. Outside an atomic region, a call of an
// instance method on an object whose root is shared is a visible operation (it reports
// true if the thread must stop before it); the method then begins a
// region. Inside a region, a call on an object of another root records
// the use of that root. region reports whether the new frame begins a
// region (or a nested one, whose allocations get its root).
func (t *Thread) enterAtomic(m *Method, base int) (stop, region bool, root *Object) {
	var recv *Object
	if !m.IsStatic() {
		recv = t.stack[base].R
		root = recv.AtomicRoot()
	}
	if m.Class.Name == printStream && (t.inRegion() || !printsToFile(recv)) {
		// Inside a region (a method with method granularity that prints,
		// against G1; another print's own calls) the stream's lock is
		// the operation a region meets, as any lock is.
		return false, false, nil
	}
	if t.inRegion() {
		if m.isOperation() {
			switch {
			case root != t.frames[t.atomicAt-1].atomicRoot:
				t.vm.useAtomic(recv, m)
			case m.uses&useTable != 0:
				// A call that used one bin moved them all.
				t.vm.useAtomic(recv, m)
			case root.AtomicElements() >= 0 && !t.frames[len(t.frames)-1].atomic:
				// The program's code, called back from a call that used
				// one element (a computeIfAbsent's function), uses the
				// same object: the call used more than its element.
				t.vm.useAtomic(recv, m)
			}
			return false, true, root
		}
		return false, m.Name == "<init>", root
	}
	// A synchronized method of a class the annotations give a coarser
	// granularity takes its monitor first, a visible operation; the
	// region that follows records the use of the object's state
	// (beginAtomic).
	guarded := m.Class.Name == printStream && printGuarded(recv)
	if m.isOperation() && root.Shared() && !m.IsSynchronized() {
		op := Op{Kind: OpCall, Obj: recv, Callee: m, Reads: m.atomic == atomicRead, Guarded: guarded,
			Unordered: unorderedCalls[m.Name] && strings.HasPrefix(m.Class.Name, "java/util/concurrent/atomic/")}
		switch {
		case m.uses&useIndex != 0:
			if i := t.stack[base+1].I; i >= 0 && i < 1<<31-1 {
				op.Element = int32(i) + 1
			}
		case m.uses&useKey != 0 && recv == root:
			op.Element = t.vm.mapBin(recv, t.stack[base+1].R)
		}
		if !t.visible(op) {
			return true, false, nil
		}
	}
	return false, true, root
}

// beginAtomic marks the frame just pushed as an atomic region's (the
// outermost one unless the thread is in a region already).
func (t *Thread) beginAtomic(root *Object) {
	n := len(t.frames)
	f := &t.frames[n-1]
	f.atomic, f.atomicRoot = true, root
	if !t.inRegion() {
		t.atomicAt = n
		if f.method.IsSynchronized() && root.Shared() {
			t.vm.useAtomic(root, f.method)
		}
	}
}

// inRegion reports whether the thread runs inside an atomic region: the
// frame that began it is still on the stack.
func (t *Thread) inRegion() bool {
	if t.atomicAt == 0 {
		return false
	}
	if t.atomicAt <= len(t.frames) && t.frames[t.atomicAt-1].atomic {
		return true
	}
	t.atomicAt = 0
	return false
}

// rootAllocation gives an object allocated inside an atomic region the
// root of the innermost atomic frame; in a static method's region, the
// first object allocated becomes the root. An object the program's own
// code allocates, called back from the region (the value a
// computeIfAbsent creates), is the program's: the method stores a
// reference to it but never looks inside.
func (t *Thread) rootAllocation(o *Object) {
	for i := len(t.frames) - 1; i >= t.atomicAt-1; i-- {
		f := &t.frames[i]
		if !f.atomic {
			if f.method.Class.App {
				return
			}
			continue
		}
		if a := f.method.Class.annotation; a != nil && a.kind == methodGranularity {
			return // a call stands for its accesses to the object alone (§8.1)
		}
		if f.atomicRoot == nil {
			f.atomicRoot = o
			return
		}
		o.root = f.atomicRoot
		return
	}
}

// useAtomic records that the running step called m, an atomic method of
// recv, inside a region of another root (or used more of the region's
// own root than the region's visible operation said).
func (vm *VM) useAtomic(recv *Object, m *Method) {
	root := recv.AtomicRoot()
	write := m.atomic == atomicWrite
	switch {
	case root.AtomicElements() >= 0:
		// A use of an atomic array's or a map's state inside a region is
		// recorded as a write: its elements' calls outside regions read
		// the whole object's pseudo-location, not write it (the
		// reduction's footprint).
		write = true
	case root.IsAccumulator():
		// Additions read an accumulator's pseudo-location, so that they
		// commute; everything else writes it.
		write = !m.Accumulates()
	}
	vm.useState(StateAccess{State: AtomicObjectState, Obj: root, Write: write})
	if root != recv {
		vm.useState(StateAccess{State: AtomicObjectState, Obj: recv, Write: true})
	}
}

// regionOp decides a visible operation met inside an atomic region: it
// is performed at once if it is enabled and does not suspend the thread.
// Otherwise the method broke atomic granularity's requirement, and the
// execution ends with a GranularityError.
func (t *Thread) regionOp(op Op) bool {
	root, in := t.regionRoot()
	g1 := in != nil && in.Class.annotation != nil && in.Class.annotation.kind == methodGranularity
	saved := t.next
	t.next = op
	ok := !g1 && op.Kind != OpWait && op.Kind != OpChoose && t.guard()
	t.next = saved
	if ok {
		return true
	}
	if n := len(t.frames); n > 0 {
		op.Method, op.PC = t.frames[n-1].method, t.frames[n-1].pc-1
	}
	t.next = op
	t.atVisible = true
	if g1 {
		// G1 (§8.1): a call of a method with method granularity
		// performs no visible operation.
		t.annotationViolation(in.Class, "G1", fmt.Sprintf("%s would %s inside a call of %s on %s", t.Name(), t.vm.DescribeOp(t), methodDisplay(in), t.vm.ObjectName(root)))
		return false
	}
	t.vm.failure = &GranularityError{Thread: t, Method: t.frames[t.atomicAt-1].method, Op: t.vm.DescribeOp(t), Stack: t.StackTrace()}
	t.stopped = true
	return false
}

// GranularityError reports a method with atomic granularity that could
// not run as one operation: inside it the thread would block, wait or
// make a non-deterministic choice (the program's code it called back,
// most likely), which atomic granularity requires never to happen.
type GranularityError struct {
	Thread *Thread
	Method *Method
	Op     string
	Stack  []string
}

func (e *GranularityError) Error() string {
	return "thread " + e.Thread.Name() + " cannot " + e.Op + " inside " + methodDisplay(e.Method) + ", which runs as one atomic operation"
}
