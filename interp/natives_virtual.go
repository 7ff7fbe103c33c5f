package interp

// Virtual threads (JDK 21 and later, JEP 444). jcheck answers that the VM
// has no continuations (ContinuationSupport.isSupported0), so the class
// library makes each virtual thread a ThreadBuilders$BoundVirtualThread:
// a virtual thread (isVirtual() is true, toString is
// "VirtualThread[#id,name]/state") backed by a thread of its own, which
// the JDK provides for platforms without continuations. Here that thread
// is a thread of jcheck's scheduler like any platform thread: started by
// Thread.start or, in an executor, Thread.start0; parking with
// Unsafe.park; named in counterexamples by its name. The JDK's scheduler
// of virtual threads (a ForkJoinPool of carrier threads mounting
// continuations) never runs, so the search explores the interleavings of
// the virtual threads themselves, not of their carriers.

func init() {
	register("jdk/internal/vm/ContinuationSupport", map[string]Native{
		"isSupported0()Z": constant(Bool(false)),
	})
}
