package interp

// Natives of java.lang.ref.Reference. jcheck never collects garbage during
// an execution, so references are never cleared by the VM and no
// reference is ever pending; the program's own clear() still works.

func init() {
	// referent is Reference.referent, looked up in Reference itself: a
	// subclass may declare a field of the same name.
	referent := func(t *Thread) int { return mustField(t.vm.must("java/lang/ref/Reference"), "referent").Slot }
	refersTo := func(t *Thread, a []Value) Value { return Bool(a[0].R.Fields[referent(t)].R == a[1].R) }
	clear := func(t *Thread, a []Value) Value {
		a[0].R.Fields[referent(t)] = nothing
		return nothing
	}
	register("java/lang/ref/Reference", map[string]Native{
		"refersTo0(Ljava/lang/Object;)Z": refersTo,
		"clear0()V":                      clear,
		// JDK 21's get reads the referent through a native (for ZGC's
		// load barriers); 17 and 25 read the field.
		"get0()Ljava/lang/Object;":                                   func(t *Thread, a []Value) Value { return a[0].R.Fields[referent(t)] },
		"getAndClearReferencePendingList()Ljava/lang/ref/Reference;": constant(nothing),
		"hasReferencePendingList()Z":                                 constant(Bool(false)),
		"waitForReferencePendingList()V": func(t *Thread, a []Value) Value {
			unsupported("the reference handler thread")
			return nothing
		},
	})
	// jcheck finalizes no object (it collects no garbage), as java
	// --finalization=disabled: JDK 18 and later then start no finalizer
	// thread.
	register("java/lang/ref/Finalizer", map[string]Native{
		"isFinalizationEnabled()Z": constant(Bool(false)),
	})
	register("java/lang/ref/PhantomReference", map[string]Native{
		"refersTo0(Ljava/lang/Object;)Z": refersTo,
		"clear0()V":                      clear, // JDK 21 and later
	})
}
