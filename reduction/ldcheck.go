package reduction

import (
	"fmt"

	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/lockset"
)

// checkLD runs lockset' over the step's accesses (§7) and returns the
// violations of LD' they reveal. Accesses made by trusted library code
// (annotations.TrustedCode, see interp.Recording) are not checked, nor
// accesses to promoted locations (they are communication objects now).
// With the escape rule every access the checker sees is after
// initialisation, including those later in the transition that
// published the object: from the publishing operation on, another thread
// can run concurrently with them.
func (e *execution) checkLD(res *interp.StepResult) []*Finding {
	if e.s.opts.Init == lockset.InitEscape && len(e.vm.Threads()) == 1 {
		// No thread but this one has been started (Thread.start is
		// always the visible operation that begins a transition, so this
		// holds for the whole step): every execution performs these
		// accesses before any other thread exists, whatever the
		// schedule. They are initialisation, like the accesses to an
		// object before it escapes, and LD' constrains only what comes
		// after (§7's endInit'); the theorems' order-independence is
		// untouched because this prefix is the same in every execution.
		return nil
	}
	var out []*Finding
	t := res.Thread
	check := func(a interp.Access) {
		if a.Loc.Obj != nil {
			e.objects[ObjID(a.Loc.Obj.ID())] = a.Loc.Obj
		}
		held := e.lockSet(a.Held)
		acc := lockset.Access{Thread: threadIDOf(t), Write: a.Write, Held: held, Step: e.steps, Where: e.whereOf(t, a, held)}
		if v := e.ls.Access(loc(a.Loc), acc, e.initThread(a.Loc)); v != nil {
			out = append(out, e.ldFinding(a.Loc, v))
		}
	}
	settled := res.Settled
	settle := func(upto int) {
		for len(settled) > 0 && settled[0].At <= upto {
			r := settled[0]
			settled = settled[1:]
			if r.Promoted {
				continue
			}
			if !r.Overlapped {
				check(r.Access)
			} else if f := e.overlapFinding(r.Loc); f != nil {
				out = append(out, f)
			}
		}
	}
	for i, a := range res.Accesses {
		settle(i)
		if a.Trusted || a.Promoted || a.Optimistic {
			continue
		}
		check(a)
	}
	settle(len(res.Accesses))
	return out
}

// overlapFinding is the promotion of a location an optimistic read read
// while a writer took the lock (Kind OptimisticOverlap), nil if it has no
// key or the search does not adapt.
func (e *execution) overlapFinding(l interp.Location) *Finding {
	key, ok := e.locKey(l)
	if !ok || e.s.opts.Races != RacesAdapt {
		return nil
	}
	return &Finding{Kind: OptimisticOverlap, Key: "optimistic " + key.String(), Location: key, HasLocation: true,
		Message: e.vm.LocationName(l) + " is read optimistically while a writer takes the lock"}
}

// initThread is initThread(o) of strict initialisation: the thread that
// allocated the object, or that initialised the class of a static field.
func (e *execution) initThread(l interp.Location) lockset.Thread {
	if e.vm.Preexisting(l) {
		return lockset.Initialised
	}
	if l.Obj != nil {
		return threadIDOf(e.vm.Allocator(l.Obj))
	}
	return threadIDOf(e.vm.InitThread(l.Class))
}

func (e *execution) ldFinding(l interp.Location, v *lockset.Violation) *Finding {
	r := &LDReport{Location: e.vm.LocationName(l), WrongInitThread: v.WrongInitThread}
	r.Current = e.report(v.Current.Where.(where))
	if w, ok := v.Other.Where.(where); ok {
		r.Other = e.report(w)
	}
	f := &Finding{Kind: LDViolation, Key: "ld " + r.Location, Violation: r}
	if key, ok := e.locKey(l); ok {
		// One report per field or allocation site, whichever object.
		f.Key, f.Location, f.HasLocation = "ld "+key.String(), key, true
	}
	f.Message = fmt.Sprintf("%s is accessed without a common lock: %s by %s at %s, %s by %s at %s",
		r.Location, accessVerb(r.Current), r.Current.Thread, r.Current.Position, accessVerb(r.Other), r.Other.Thread, r.Other.Position)
	if r.Other.Thread == "" {
		f.Message = fmt.Sprintf("%s is %s by %s at %s without a lock after its initialisation ended", r.Location, accessVerb(r.Current), r.Current.Thread, r.Current.Position)
	}
	if v.WrongInitThread {
		r.InitThread = threadName(e.vm, e.initThread(l))
		f.Message = fmt.Sprintf("%s is first accessed by %s, not by its initialising thread %s", r.Location, r.Current.Thread, r.InitThread)
	}
	return f
}

func accessVerb(a AccessReport) string {
	if a.Write {
		return "written"
	}
	return "read"
}

func threadName(vm *interp.VM, id lockset.Thread) string {
	for _, t := range vm.Threads() {
		if lockset.Thread(t.ID) == id {
			return t.Name()
		}
	}
	return "?"
}
