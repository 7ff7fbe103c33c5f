package reduction

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/lockset"
	"github.com/jcheck/jcheck/monitor"
	"github.com/jcheck/jcheck/race"
)

// LocKey names a shared location statically, as the search promotes it
// (DESIGN.md: races adapt the reduction): a field, by its declaring class
// and name (every object's), or the elements of the arrays allocated at a
// site, by the allocating method (class, name and descriptor) and the
// index of the allocating instruction.
type LocKey struct {
	Class  string `json:"class"`
	Field  string `json:"field,omitempty"`
	Method string `json:"method,omitempty"`
	PC     int    `json:"pc,omitempty"`
	// Where is the source position of an allocation site, for people.
	Where string `json:"where,omitempty"`
}

// String renders a key for people: "Counter.count", or "the elements of
// the arrays allocated at Main.main(Main.java:12)".
func (k LocKey) String() string {
	if k.Field != "" {
		return strings.ReplaceAll(k.Class, "/", ".") + "." + k.Field
	}
	return "the elements of the arrays allocated at " + cmp.Or(k.Where, fmt.Sprintf("%s.%s instruction %d", strings.ReplaceAll(k.Class, "/", "."), k.Method, k.PC))
}

func compareKeys(a, b LocKey) int {
	return cmp.Or(cmp.Compare(a.Class, b.Class), cmp.Compare(a.Field, b.Field), cmp.Compare(a.Method, b.Method), cmp.Compare(a.PC, b.PC))
}

// locKey is the static key of a location of the execution; ok is false
// for a location that has none (an array allocated before the search
// began, a pseudo-location).
func (e *execution) locKey(l interp.Location) (LocKey, bool) {
	if l.Slot < 0 {
		return LocKey{}, false
	}
	if l.Obj != nil && l.Obj.IsArray() {
		site, ok := e.vm.SiteOf(l.Obj)
		if !ok {
			return LocKey{}, false
		}
		return LocKey{Class: site.Method.Class.Name, Method: site.Method.Name + site.Method.Desc, PC: site.PC, Where: site.String()}, true
	}
	f := e.vm.FieldAt(l)
	if f == nil {
		return LocKey{}, false
	}
	return LocKey{Class: f.Class.Name, Field: f.Name}, true
}

// promotions resolves keys to the loader's fields and sites. A key that
// no longer resolves (a report replayed on other classes) is an error.
func promotions(l *interp.Loader, keys []LocKey) (*interp.Promotions, error) {
	p := &interp.Promotions{}
	for _, k := range keys {
		if k.Field != "" {
			f := l.FieldNamed(k.Class, k.Field)
			if f == nil {
				return nil, fmt.Errorf("the promoted field %s does not exist", k)
			}
			p.Promote(f)
			continue
		}
		i := strings.IndexByte(k.Method, '(')
		if i <= 0 {
			return nil, fmt.Errorf("malformed allocation site %s", k)
		}
		m := l.MethodNamed(k.Class, k.Method[:i], k.Method[i:])
		if m == nil {
			return nil, fmt.Errorf("the method of the promoted allocation site %s does not exist", k)
		}
		p.PromoteSite(interp.Site{Method: m, PC: k.PC})
	}
	return p, nil
}

// where is an access as the checkers keep it, rendered into an
// AccessReport only when a violation or race is reported (most accesses
// never are). It names the thread and the locks held by numbers every
// copy of the execution shares, not by the VM's objects: the checkers'
// copies share what they keep until they change it (lockset.Checker.Clone),
// which an access naming one VM's objects would not survive.
type where struct {
	thread lockset.Thread
	method *interp.Method
	pc     int
	write  bool
	held   lockset.Set
	step   int // the transition of the path performing the access
}

func (e *execution) whereOf(t *interp.Thread, a interp.Access, held lockset.Set) where {
	return where{thread: threadIDOf(t), method: a.Method, pc: a.PC, write: a.Write, held: held, step: e.steps}
}

// report renders an access for people, with the names the execution's
// thread and locks have now.
func (e *execution) report(w where) AccessReport {
	r := AccessReport{Thread: e.vm.ThreadName(monitor.ThreadID(w.thread)), Write: w.write, Position: "?", Step: w.step}
	if w.method != nil {
		r.Position = interp.CodePosition(w.method, w.pc)
		r.Source = interp.SourceOf(w.method, w.pc)
	}
	for _, l := range e.ls.Table.Locks(w.held) {
		r.Held = append(r.Held, e.vm.ObjectName(e.objects[ObjID(l)]))
	}
	return r
}

// Sync kinds of the race detector.
const (
	syncMonitor uint8 = iota
	syncVolatile
	syncClassInit
)

// happensBefore feeds the step's synchronisation and accesses to the race
// detector, in the order they happened, and returns the data races found.
func (e *execution) happensBefore(res *interp.StepResult) []*Finding {
	d, t := e.hb, res.Thread
	th := race.Thread(t.ID)
	e.synchronize(th, res.Op, res.ReleaseFenced)
	if res.Op.Kind == interp.OpTerminate && t.Obj != nil {
		// A thread's end synchronizes with any action of another thread
		// that detects it (JLS §17.4.4): join, and also isAlive and
		// getState, which read what the end writes (liveness).
		for _, l := range e.s.liveness(t.Obj) {
			d.Release(th, race.Sync{Kind: syncVolatile, ID: uint64(l.Obj), Slot: l.Slot})
		}
	}
	var out []*Finding
	syncs, inner := res.Syncs, res.Inner
	apply := func(upto int) {
		for len(syncs) > 0 && syncs[0].At <= upto {
			ev := syncs[0]
			syncs = syncs[1:]
			if ev.Fence {
				if s, ok := fenceAcquires(ev.Read); ok {
					d.Acquire(th, s)
				}
				continue
			}
			s := race.Sync{Kind: syncMonitor, ID: uint64(objID(ev.Obj))}
			switch {
			case ev.Class != nil:
				s = race.Sync{Kind: syncClassInit, ID: uint64(ev.Class.ID)}
			case ev.Field != nil:
				s = race.Sync{Kind: syncVolatile, ID: uint64(objID(ev.Obj)), Slot: int32(ev.Field.Slot)}
			}
			if ev.Acquire {
				d.Acquire(th, s)
			} else {
				d.Release(th, s)
			}
		}
		for len(inner) > 0 && inner[0].At <= upto {
			if !inner[0].Blocked {
				e.synchronize(th, inner[0].Op, res.ReleaseFenced)
			}
			inner = inner[1:]
		}
	}
	access := func(a interp.Access) {
		if r := d.Access(loc(a.Loc), race.Access{Thread: th, Write: a.Write, Where: e.whereOf(t, a, e.lockSet(a.Held))}); r != nil {
			if f := e.raceFinding(a.Loc, r); f != nil {
				out = append(out, f)
			}
		}
	}
	// The reads of the optimistic reads that end here are judged, as
	// made when they were made, before the step's synchronisation at the
	// same point (validate's release of the read lock they count as
	// holding); those a writer overlapped are dropped.
	settled := res.Settled
	settle := func(upto int) {
		for len(settled) > 0 && settled[0].At <= upto {
			// Each is the earliest read the thread deferred.
			if r := d.Settle(th, settled[0].Overlapped); r != nil {
				if f := e.raceFinding(settled[0].Loc, r); f != nil {
					out = append(out, f)
				}
			}
			settled = settled[1:]
		}
	}
	for i, a := range res.Accesses {
		settle(i)
		apply(i)
		if !a.Write && a.Loc.Obj != nil && a.Loc.Slot == e.s.eetop.Slot && a.Loc.Obj.Class.IsSubclassOf(e.s.eetop.Class) {
			// Thread.isAlive's read of eetop, which is not volatile, acquires
			// the end it may see (above).
			d.Acquire(th, race.Sync{Kind: syncVolatile, ID: uint64(objID(a.Loc.Obj)), Slot: int32(a.Loc.Slot)})
		}
		if a.Optimistic {
			// Judged as made here, once the optimistic read ends.
			d.Defer(loc(a.Loc), race.Access{Thread: th, Write: false, Where: e.whereOf(t, a, e.lockSet(a.Held))})
			continue
		}
		if a.Trusted || len(e.vm.Threads()) == 1 {
			continue
		}
		access(a)
	}
	settle(len(res.Accesses))
	apply(len(res.Accesses))
	return out
}

// volatileSync is the synchronisation a volatile access of l is.
func volatileSync(l interp.Location) race.Sync {
	s := race.Sync{Kind: syncVolatile, ID: uint64(objID(l.Obj)), Slot: int32(l.Slot)}
	if l.Obj == nil && l.Class != nil {
		s.ID = uint64(l.Class.ID) << 32
	}
	return s
}

// atomicSync is the synchronisation a call on an object of atomic
// granularity is: its root's state.
func atomicSync(o *interp.Object) race.Sync {
	return race.Sync{Kind: syncVolatile, ID: uint64(objID(o.AtomicRoot())), Slot: slotAtomic}
}

// fenceAcquires is what an acquire fence after the opaque or plain
// atomic read op acquires: what op read, as an acquiring read would
// (interp.SyncEvent.Fence). ok is false where there was no such read.
func fenceAcquires(op interp.Op) (s race.Sync, ok bool) {
	switch op.Kind {
	case interp.OpRead:
		return volatileSync(op.Loc), true
	case interp.OpCall:
		return atomicSync(op.Obj), true
	}
	return race.Sync{}, false
}

// synchronize applies the happens-before edges of a visible operation
// thread th performed; fenced says a release fence of the thread came
// before its step.
func (e *execution) synchronize(th race.Thread, op interp.Op, fenced bool) {
	d := e.hb
	switch op.Kind {
	case interp.OpBegin:
		d.Begin(th)
	case interp.OpStart:
		if c := e.vm.ThreadOf(op.Obj); c != nil {
			d.Start(th, race.Thread(c.ID))
		}
	case interp.OpJoin:
		if c := e.vm.ThreadOf(op.Obj); c != nil && c.Terminated() {
			d.Join(th, race.Thread(c.ID))
		}
	case interp.OpTerminate:
		d.End(th)
	case interp.OpAcquireShared:
		// await and acquire synchronise with the countDown and release
		// they saw (java.util.concurrent's memory consistency effects).
		s := race.Sync{Kind: syncVolatile, ID: uint64(objID(op.Loc.Obj)), Slot: int32(op.Loc.Slot)}
		d.Acquire(th, s)
		if op.Permits > 0 {
			d.Release(th, s)
		}
	case interp.OpCall:
		// The atomics and concurrent collections order their operations
		// as volatile accesses do (java.util.concurrent's memory
		// consistency effects), but for the atomics' plain and opaque
		// accesses, which order no other access: their writes release
		// only after a release fence.
		s := atomicSync(op.Obj)
		if op.Unordered {
			if !op.Reads && fenced {
				d.Release(th, s)
			}
			break
		}
		d.Acquire(th, s)
		if !op.Reads {
			d.Release(th, s)
		}
	case interp.OpRead, interp.OpWrite:
		if op.Plain {
			break
		}
		// A volatile access or an atomic update (JLS §17.4.4); an
		// opaque or plain atomic write only releases, and only after a
		// release fence.
		s := volatileSync(op.Loc)
		if op.Unordered {
			if op.Kind == interp.OpWrite && fenced {
				d.Release(th, s)
			}
			break
		}
		d.Acquire(th, s)
		if op.Kind == interp.OpWrite {
			d.Release(th, s)
		}
	}
}

// raceFinding reports a data race on a location, once per static key
// in an execution.
func (e *execution) raceFinding(l interp.Location, r *race.Race) *Finding {
	key, ok := e.locKey(l)
	if !ok || e.raced[key] {
		return nil
	}
	if e.raced == nil {
		e.raced = map[LocKey]bool{}
	}
	e.raced[key] = true
	cur, other := e.report(r.Current.Where.(where)), e.report(r.Other.Where.(where))
	name := e.vm.LocationName(l)
	msg := fmt.Sprintf("%s is %s by %s at %s and %s by %s at %s, and no happens-before order separates the two",
		name, accessVerb(cur), cur.Thread, cur.Position, accessVerb(other), other.Thread, other.Position)
	return &Finding{Kind: DataRace, Key: "race " + key.String(), Message: msg, Location: key, HasLocation: true,
		Violation: &LDReport{Location: name, Current: cur, Other: other}}
}

// lockSet names the locks of an access for lockset' and the reports.
// The accesses of a step mostly hold the same locks: the last set is
// kept, by its objects (which the VM does not reuse while they live).
func (e *execution) lockSet(held []*interp.Object) lockset.Set {
	if len(held) == 0 {
		return lockset.Empty
	}
	if slices.Equal(held, e.lastHeld) {
		return e.lastSet
	}
	locks := make([]lockset.Lock, len(held))
	for i, o := range held {
		locks[i] = lockset.Lock(o.ID())
		e.objects[ObjID(o.ID())] = o
	}
	e.lastHeld, e.lastSet = append(e.lastHeld[:0], held...), e.ls.Table.Of(locks)
	return e.lastSet
}

// sortKeys orders keys for reports and for the rounds' promotions.
func sortKeys(keys []LocKey) { slices.SortFunc(keys, compareKeys) }
