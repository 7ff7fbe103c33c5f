package monitor

// Op names an operation on a synchronization object, as used by the
// dependency analysis of the search.
type Op uint8

// The operations of §3.3. Wait1 and Wait2 are the operations of the first
// and second non-throwing transitions of wait.
const (
	OpAcquire Op = iota
	OpRelease
	OpWait1
	OpWait2
	OpNotify
	OpNotifyAll
)

var opNames = [...]string{"acquire", "release", "wait₁", "wait₂", "notify", "notifyAll"}

func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return "?"
}

// MightBeFirstToInterfere is the relation θ1:op1 ▷s θ2:op2 of Fig. 3 of
// Stoller 2002 for two distinct threads operating on the monitor m in state
// s: it can hold only if the predicate in the corresponding box of the
// figure holds in s. Boxes the figure leaves empty, and the row and column
// of notify, are false. It covers only the transitions that do not throw
// IllegalMonitorStateException; for those, SyncWithoutLock makes the
// relation false (§6), and callers pass only non-throwing operations.
func MightBeFirstToInterfere(m *Monitor, op1 Op, t1 ThreadID, op2 Op, t2 ThreadID) bool {
	if t1 == t2 {
		panic("monitor: Fig. 3 relates operations of distinct threads")
	}
	owner := m.Owner
	switch op1 {
	case OpAcquire:
		switch op2 {
		case OpAcquire:
			return owner == Free || owner == t1
		case OpRelease, OpWait1:
			return owner == t2
		case OpWait2:
			waiting := m.IsWaiting(t2)
			return waiting && owner == t1 || !waiting && (owner == Free || owner == t1)
		}
	case OpWait1:
		return op2 == OpAcquire && owner == t1
	case OpWait2:
		switch op2 {
		case OpAcquire:
			return owner == Free
		case OpNotifyAll:
			return owner == Free || owner == t1
		}
	}
	return false
}
