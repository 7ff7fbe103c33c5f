package mayops

import (
	"github.com/jcheck/jcheck/interp"
)

// Analyzer computes summaries, memoised.
//
// A virtual call reaches, by class hierarchy analysis, the methods that
// the classes that may have objects select; those are the classes some
// execution has instantiated, those the VM creates objects of, and those
// that the code the analyzer is asked about may instantiate (see
// instantiable). The analysis loads the classes the code names.
//
// What one method's own code does (its instructions' effects and the
// calls they make) does not change, and is kept for good. What calls
// reach changes as classes become instantiable and lambdas are found:
// the transitive summaries are kept as long as no call they resolved
// would reach more.
type Analyzer struct {
	l *interp.Loader
	// infos are the methods' own code, analysed (kept for good).
	infos map[*interp.Method]*methodInfo
	// lambdas are the lambdas the analysed code may create, by the name
	// of their interface method: what their proxies' methods call.
	lambdas     map[string][]*lambda
	lambdaSites map[lambdaSite]bool
	lambdaList  []*lambda // in the order found
	// extra are the classes the code of the methods and threads the
	// analysis was asked about may instantiate, unless their summaries
	// were Top (see instantiable).
	extra map[*interp.Class]bool
	// booted are the classes initialised before the program started
	// (nil until Thread sees an execution's initial state): in every
	// execution their <clinit> has run.
	booted map[*interp.Class]bool

	// The memos below hold for the generation they were made in, with
	// the instantiable classes inst.
	gen     generation
	inst    map[*interp.Class]bool
	sums    map[*interp.Method]*Summary
	froms   map[position]*Summary
	threads map[string]*Summary
	cha     map[call]dispatch
	clones  map[*interp.Class]*Summary
	tops    map[*interp.Method]*Summary
	// subtypes lists, for each loaded class or interface, the
	// instantiable classes of objects that can be of its type.
	subtypes map[*interp.Class][]*interp.Class
	ids      map[*interp.Method]int
}

type position struct {
	m  *interp.Method
	pc int
}

// lambdaSite is an invokedynamic instruction that creates lambdas.
type lambdaSite struct {
	m *interp.Method
	i int
}

// lambda is what the interface method of the lambdas a site creates may
// do: its calls of the implementation method, and the initialisation of
// its class (a static method's, or a constructor's). The lambdas
// implement the interfaces.
type lambda struct {
	name       string
	calls      []call
	effect     *Summary
	interfaces []*interp.Class
}

// implements reports whether the lambdas may be of type c.
func (l *lambda) implements(c *interp.Class) bool {
	if c.Name == "java/lang/Object" {
		return true
	}
	for _, i := range l.interfaces {
		if i.AssignableTo(c) {
			return true
		}
	}
	return false
}

// New makes an analyzer of the classes of a loader. The analysis loads
// classes through it.
func New(l *interp.Loader) *Analyzer {
	a := &Analyzer{l: l, infos: map[*interp.Method]*methodInfo{}, lambdas: map[string][]*lambda{},
		lambdaSites: map[lambdaSite]bool{}, extra: map[*interp.Class]bool{}, ids: map[*interp.Method]int{}}
	for _, name := range vmExceptions {
		// Loaded now, so that their overrides of Throwable's methods
		// are in the hierarchy before the VM first throws one.
		a.load(name)
	}
	return a
}

// vmExceptions are the exceptions interp creates itself (newThrowable).
var vmExceptions = []string{
	"java/lang/AbstractMethodError", "java/lang/ArithmeticException", "java/lang/ArrayIndexOutOfBoundsException",
	"java/lang/ArrayStoreException", "java/lang/AssertionError", "java/lang/ClassCastException",
	"java/lang/ClassNotFoundException", "java/lang/CloneNotSupportedException", "java/lang/ExceptionInInitializerError",
	"java/lang/IllegalAccessException", "java/lang/IllegalArgumentException", "java/lang/IllegalMonitorStateException",
	"java/lang/IllegalThreadStateException", "java/lang/IncompatibleClassChangeError", "java/lang/IndexOutOfBoundsException",
	"java/lang/InstantiationError", "java/lang/InstantiationException", "java/lang/InternalError",
	"java/lang/InterruptedException", "java/lang/NegativeArraySizeException", "java/lang/NoClassDefFoundError",
	"java/lang/NoSuchFieldError", "java/lang/NoSuchFieldException", "java/lang/NoSuchMethodError",
	"java/lang/NullPointerException", "java/lang/OutOfMemoryError", "java/lang/StackOverflowError",
	"java/lang/reflect/UndeclaredThrowableException",
}

// generation is what the memos depend on beyond the code: the classes
// loaded, the lambdas found in the analysed code, the classes
// instantiated or instantiable, and whether the classes initialised at
// boot are known.
type generation struct {
	classes, lambdas, extra, instantiated int
	booted                                bool
}

func (a *Analyzer) generation() generation {
	return generation{a.l.NumClasses(), len(a.lambdaSites), len(a.extra), a.l.NumInstantiated(), a.booted != nil}
}

// fresh drops the memos if the generation changed since they were made
// in a way that may change them: if classes that have become
// instantiable, or lambdas found, would add targets to a call the memos
// resolved, or the classes initialised at boot became known.
func (a *Analyzer) fresh() {
	g := a.generation()
	if a.sums != nil && g == a.gen {
		return
	}
	inst := map[*interp.Class]bool{}
	var added []*interp.Class
	for _, x := range a.instantiable() {
		inst[x] = true
		if !a.inst[x] {
			added = append(added, x)
		}
	}
	keep := a.sums != nil && g.booted == a.gen.booted
	if keep && (len(added) > 0 || g.lambdas > a.gen.lambdas) {
		lambdas := a.lambdaList[a.gen.lambdas:]
		for _, d := range a.cha {
			if a.changes(d, added, lambdas) {
				keep = false
				break
			}
		}
		for c := range a.clones {
			for _, x := range added {
				keep = keep && !x.AssignableTo(c)
			}
		}
	}
	a.gen, a.inst, a.subtypes = g, inst, nil
	if keep {
		return
	}
	a.sums = map[*interp.Method]*Summary{}
	a.froms = map[position]*Summary{}
	a.threads = map[string]*Summary{}
	a.cha = map[call]dispatch{}
	a.clones = map[*interp.Class]*Summary{}
	a.tops = map[*interp.Method]*Summary{}
}

// Method returns the summary of everything an invocation of m may do,
// transitively. The result must not be modified.
func (a *Analyzer) Method(m *interp.Method) *Summary {
	for {
		a.fresh()
		g := a.generation()
		s := a.trans(m)
		a.noteNews(s)
		if a.generation() == g {
			if s.Top {
				return a.explained(m)
			}
			return s
		}
		// The analysis found classes its code instantiates, or
		// lambdas: calls it resolved before may reach more.
	}
}

// noteNews makes the classes a summary's code may instantiate
// instantiable.
func (a *Analyzer) noteNews(s *Summary) {
	if !s.Top {
		for c := range s.news {
			a.extra[c] = true
		}
	}
}

// explained is the Top summary of an invocation of m, with the nearest
// reason for it.
func (a *Analyzer) explained(m *interp.Method) *Summary {
	if s := a.tops[m]; s != nil {
		return s
	}
	reason := a.explain(m, []*Summary{a.own(m)}, a.info(m).allCalls)
	if reason == "" {
		reason = a.trans(m).TopReason
	}
	s := topSummary(reason)
	a.tops[m] = s
	return s
}

// trans is the summary of an invocation of m and of everything it may
// call, in the current generation. Tarjan's algorithm finds the
// strongly connected components of the call graph, whose methods share
// one summary; recursion ends there.
func (a *Analyzer) trans(m *interp.Method) *Summary {
	if s := a.sums[m]; s != nil {
		return s
	}
	tj := &tarjan{a: a, index: map[*interp.Method]int{}, low: map[*interp.Method]int{}}
	tj.visit(m)
	return a.sums[m]
}

type tarjan struct {
	a     *Analyzer
	index map[*interp.Method]int
	low   map[*interp.Method]int
	stack []*interp.Method
	on    map[*interp.Method]bool
}

func (tj *tarjan) visit(m *interp.Method) {
	if tj.on == nil {
		tj.on = map[*interp.Method]bool{}
	}
	n := len(tj.index)
	tj.index[m], tj.low[m] = n, n
	tj.stack = append(tj.stack, m)
	tj.on[m] = true
	a := tj.a
	// Once m is known to be Top, its other calls need not be explored:
	// the component popped with m is then the methods above it on the
	// stack, which all reach m, so Top is right for them too.
	top := a.own(m).Top
edges:
	for _, c := range a.info(m).allCalls {
		for _, w := range a.targets(c).methods {
			if top {
				break edges
			}
			if s := a.sums[w]; s != nil {
				top = s.Top
				continue
			}
			if _, seen := tj.index[w]; !seen {
				tj.visit(w)
				tj.low[m] = min(tj.low[m], tj.low[w])
				top = a.sums[w] != nil && a.sums[w].Top
			} else if tj.on[w] {
				tj.low[m] = min(tj.low[m], tj.index[w])
			}
		}
	}
	if tj.low[m] != tj.index[m] {
		return
	}
	i := len(tj.stack) - 1
	for tj.stack[i] != m {
		i--
	}
	scc := tj.stack[i:]
	tj.stack = tj.stack[:i]
	s := &Summary{}
	for _, w := range scc {
		tj.on[w] = false
		s.Union(a.own(w))
	}
	for _, w := range scc {
		for _, c := range a.info(w).allCalls {
			d := a.targets(c)
			a.unionEffects(s, d)
			for _, t := range d.methods {
				if ts := a.sums[t]; ts != nil {
					s.Union(ts)
				}
			}
		}
	}
	for _, w := range scc {
		a.sums[w] = s
	}
}

// own is what m's own code may do, without its calls.
func (a *Analyzer) own(m *interp.Method) *Summary {
	info := a.info(m)
	if info.own != nil {
		return info.own
	}
	s := &Summary{}
	if info.whole != nil {
		s.Union(info.whole)
	}
	for _, i := range info.live {
		if e := info.effects[i]; e != nil {
			s.Union(e)
		}
	}
	if m.IsSynchronized() {
		s.Monitors = true
	}
	info.own = s
	return s
}

// from is what m's code may do from instruction index pc on.
func (a *Analyzer) from(m *interp.Method, pc int) *Summary {
	info := a.info(m)
	if info.succ == nil {
		return a.trans(m)
	}
	p := position{m, pc}
	if s := a.froms[p]; s != nil {
		return s
	}
	s := &Summary{}
	if m.IsSynchronized() {
		s.Monitors = true // the release when it returns
	}
	for _, i := range info.reachable(pc) {
		if e := info.effects[i]; e != nil {
			s.Union(e)
		}
		a.unionCalls(s, info.calls[i])
	}
	a.froms[p] = s
	return s
}

// unionCalls adds to s what the calls may do.
func (a *Analyzer) unionCalls(s *Summary, calls []call) {
	for _, c := range calls {
		d := a.targets(c)
		a.unionEffects(s, d)
		for _, t := range d.methods {
			s.Union(a.trans(t))
		}
	}
}

// unionEffects adds to s what a call does besides calling methods.
func (a *Analyzer) unionEffects(s *Summary, d dispatch) {
	for _, k := range d.clones {
		s.Union(a.cloneEffect(k))
	}
	for _, e := range d.effects {
		s.Union(e)
	}
}

// explain finds, for a summary that is Top, the nearest cause: one of
// the effects given (of m's own code), or else, by a breadth-first
// search of the call graph from the calls given, the closest method
// whose own code is Top. The reason names the cause and the chain of
// calls to it.
func (a *Analyzer) explain(m *interp.Method, effects []*Summary, roots []call) string {
	for _, e := range effects {
		if e != nil && e.Top {
			return e.TopReason
		}
	}
	parent := map[*interp.Method]*interp.Method{m: nil}
	var queue []*interp.Method
	add := func(from *interp.Method, calls []call) {
		for _, c := range calls {
			for _, w := range a.targets(c).methods {
				if _, seen := parent[w]; !seen {
					parent[w] = from
					queue = append(queue, w)
				}
			}
		}
	}
	add(m, roots)
	for len(queue) > 0 {
		w := queue[0]
		queue = queue[1:]
		if s := a.own(w); s.Top {
			chain := w.String()
			for p := parent[w]; p != nil; p = parent[p] {
				chain = p.String() + " → " + chain
			}
			return s.TopReason + " (via " + chain + ")"
		}
		add(w, a.info(w).allCalls)
	}
	return ""
}
