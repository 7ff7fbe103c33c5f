package interp

// The shutdown hooks when the program ends by itself. When the last
// thread that is not a daemon ends, HotSpot's DestroyJavaVM thread (the
// launcher's, attached to the main thread group) runs the shutdown
// sequence, java.lang.Shutdown.shutdown(): the hooks registered with
// Runtime.addShutdownHook each start in their own thread and are joined,
// as are the JDK's own (LogManager's, which closes the handlers;
// File.deleteOnExit's), while the daemon threads go on running; the VM
// stops once it returns. (System.exit runs the same sequence in the
// thread that calls it: natives_lang.go's halt0 ends the execution.)
// jcheck starts that thread only if a hook is registered, so that a
// program without one ends where its last thread ends, as before.

// startShutdown starts the DestroyJavaVM thread once the last thread
// alive that is not a daemon has ended (Thread.EndsProgram), if the
// sequence has not begun and a hook is registered. The ending thread's step starts it (an
// inner Thread.start of the step: what the ended thread did happens
// before it, as the JVM's wait for the last thread orders it).
func (vm *VM) startShutdown() {
	if vm.shuttingDown || vm.ended() || !vm.hooksRegistered() {
		return
	}
	vm.shuttingDown = true
	w := &vm.wk
	nt := vm.newThread()
	obj := vm.NewObject(w.thread)
	nt.attach(obj)
	if w.threadHolder == nil {
		obj.Fields[w.threadPriority.Slot] = Int(5) // as boot's main thread
	}
	if _, exc := nt.callJava(mustMethod(w.thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V"),
		Ref(obj), Ref(vm.mainGroup), Ref(vm.NewString("DestroyJavaVM"))); exc != nil {
		fatalf("the DestroyJavaVM thread could not be made: %s", vm.describeThrowable(exc))
	}
	nt.attachFields()
	vm.threadFields(obj).Fields[w.threadStatus.Slot] = Int(threadStatusRunnable)
	vm.publish(obj)
	shutdown := mustMethod(vm.must("java/lang/Shutdown"), "shutdown", "()V")
	nt.pushArgs(shutdown, 0, nil)
	nt.invoke(shutdown, 0) // not synchronized, not native: it cannot stop
	nt.next = Op{Kind: OpBegin, Method: shutdown}
	if r := vm.recorder; r != nil {
		r.inner = append(r.inner, InnerOp{Op: Op{Kind: OpStart, Obj: obj}, At: len(r.accesses)})
	}
}

// hooksRegistered reports whether java.lang.Shutdown holds a hook: the
// application's hooks (ApplicationShutdownHooks registers itself when the
// first is added), the console's or File.deleteOnExit's.
func (vm *VM) hooksRegistered() bool {
	c := vm.loader.Loaded("java/lang/Shutdown")
	if c == nil || vm.state(c).init != initialized {
		return false
	}
	hooks := vm.Statics(c)[mustField(c, "hooks").Slot].R
	if hooks == nil {
		return false
	}
	for _, h := range hooks.Array.([]*Object) {
		if h != nil {
			return true
		}
	}
	return false
}
