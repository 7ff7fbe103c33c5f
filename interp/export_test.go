package interp

// Internals the external tests (package interp_test) use.

// NPEMessage is npeMessage: the helpful message of a NullPointerException
// computed from a method's bytecode.
var NPEMessage = npeMessage

// PollInterval is pollInterval: the most instructions a step runs
// between two polls of Options.Stop.
const PollInterval = pollInterval

// RecoverInternal runs f as the VM's entry points run the interpreter,
// turning a panic into the error they return.
func (vm *VM) RecoverInternal(f func()) (err error) {
	defer vm.recoverFatal(&err)
	f()
	return nil
}

// MakeMonitor makes o's monitor, as the first query of its lock's state
// does, and leaves it free.
func MakeMonitor(o *Object) { monitorOf(o) }

// SetSuperinstructions turns the decoding of superinstructions on or off
// for the methods decoded from then on.
func SetSuperinstructions(on bool) { superinstructions.Store(on) }

// SetMaxInvisible sets the execution's Options.MaxInvisible (of a clone,
// between steps).
func (vm *VM) SetMaxInvisible(n int64) { vm.opts.MaxInvisible = n }
