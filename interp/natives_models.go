package interp

// Natives of jcheck's model classes (interp/models), which the library's
// classes of the same names do not have.

import "slices"

func init() {
	// ThreadPoolExecutor calls a work queue of the library's inside an
	// atomic section (Verify's): a call of offer or poll is then part of
	// the transition that took the pool's lock, not a dozen transitions
	// of the queue's locks and counter (which still count for
	// dependency, as Inner operations). Its notifyFirst wakes the
	// longest-waiting idle worker, as the FIFO condition of the JDK's
	// blocking queues does: a deterministic change of a monitor the
	// thread owns, invisible as notifyAll is (Stoller 2002 Fig. 3).
	register("java/util/concurrent/ThreadPoolExecutor", map[string]Native{
		"beginAtomic()V":                   beginAtomicSection,
		"endAtomic()V":                     endAtomicSection,
		"notifyFirst(Ljava/lang/Object;)V": notifyFirst,
	})
	// ForkJoinPool wakes its idle workers in the same way.
	register("java/util/concurrent/ForkJoinPool", map[string]Native{
		"notifyFirst(Ljava/lang/Object;)V": notifyFirst,
	})
	// A default-factory worker's context class loader is the system
	// class loader: the field's null, which stands for the application
	// class loader (natives_classloader.go), so that starting a worker
	// does not create the built-in loaders, which java made at start-up.
	register("java/util/concurrent/ForkJoinWorkerThread", map[string]Native{
		"useSystemClassLoader()V": func(t *Thread, a []Value) Value {
			a[0].R.Fields[t.vm.wk.contextClassLoader.Slot] = Ref(nil)
			return nothing
		},
	})
	// ForkJoinTask runs a task forked inside an atomic region (a call
	// with atomic granularity, granularity.go) in the forking thread.
	register("java/util/concurrent/ForkJoinTask", map[string]Native{
		"inAtomicRegion()Z": func(t *Thread, a []Value) Value {
			return Bool(t.inRegion() || t.atomicSection > 0)
		},
		// JDK 25's pools adapt a Runnable or Callable of a thread that
		// is not a worker as an InterruptibleTask, and schedule delayed
		// tasks.
		"jdk25()Z": func(t *Thread, a []Value) Value {
			return Bool(t.vm.wk.object.File.MajorVersion >= 69)
		},
	})
	// CompletableFuture's toString names a failed future's exception by
	// its class alone from JDK 25 (class files of version 69) on.
	register("java/util/concurrent/CompletableFuture", map[string]Native{
		"toStringNamesClass()Z": func(t *Thread, a []Value) Value {
			return Bool(t.vm.wk.object.File.MajorVersion >= 69)
		},
	})
	// LinkedTransferQueue: the class library's was rewritten in JDK 21
	// (class files of version 65), whose take and transfer throw
	// InterruptedException for an interrupted thread before they look
	// for a partner.
	register("java/util/concurrent/LinkedTransferQueue", map[string]Native{
		"interruptedFirst()Z": func(t *Thread, a []Value) Value {
			return Bool(t.vm.wk.object.File.MajorVersion >= 65)
		},
	})
	// Exchanger: the class library's behaviour changed in JDK 24 (class
	// files of version 68), whose exchange lets an interrupted thread
	// that finds a partner exchange.
	register("java/util/concurrent/Exchanger", map[string]Native{
		"exchangesInterrupted()Z": func(t *Thread, a []Value) Value {
			return Bool(t.vm.wk.object.File.MajorVersion >= 68)
		},
	})
}

// notifyFirst wakes the thread that has waited longest on a monitor the
// thread owns: a deterministic change, invisible as notifyAll is.
func notifyFirst(t *Thread, a []Value) Value {
	o := a[0].R
	m := monitorOf(o)
	first := slices.Clone(m.Waiters[:min(len(m.Waiters), 1)])
	if m.Signal(t.ID, m, false) != nil {
		t.ThrowNew("java/lang/IllegalMonitorStateException", "current thread is not owner")
		return nothing
	}
	t.vm.notified(first)
	t.vm.touchMonitor(o)
	return nothing
}
