package reduction

import (
	"fmt"
	"slices"

	"github.com/jcheck/jcheck/internal/fphash"
)

// Sharding: one search run as Count independent processes, each
// exploring a disjoint part of the search tree, whose reports are merged
// afterwards.
//
// The tree is cut at a partition depth D. Above D every shard explores
// the same prefix of the tree; each node at depth D (a frontier node,
// numbered k = 1, 2, ... in the order the depth-first search reaches it)
// belongs to shard Mix(k) mod Count (a hash, so that a pattern that
// repeats among the frontier's subtrees, such as every other one being
// empty, is not dealt to the same shards), and the shard explores the
// subtrees of its own frontier nodes only. An execution that
// ends above D belongs to shard 0.
//
// The prefix must be the same tree in every shard, and the search below a
// frontier node must be complete for its subtree on its own:
//
//   - Sleep sets and Algorithm 2-LD”s persistent sets choose a node's
//     transitions from the path to it alone, so with --por=sleep and
//     --por=persistent the prefix is the unsharded search's, and the
//     shards together explore exactly the executions it explores.
//   - DPOR (Flanagan–Godefroid Fig. 4) adds backtrack points to the
//     states of the path from races it finds deeper down: a static cut
//     of its tree would lose the points that a race in one shard's
//     subtree adds above D. Above D the search therefore explores every
//     enabled transition, with sleep sets (the selective search of
//     Stoller 2002 §4, Fig. 2, with PS(s) = enabled(s), persistent in
//     every state), so that no race can add a point there; below, each
//     frontier node's DPOR search adds points only to the states of its
//     own subtree (DPOR's backtrack sets are persistent there) and is
//     complete for it. The shards together find the errors the unsharded
//     DPOR search finds, but their executions need not add up to its
//     count: above D they explore interleavings DPOR would not.
//   - BPOR (Coons 2013) explores above D every enabled transition within
//     the preemption bound, and puts nothing to sleep there: exchanging
//     two independent transitions changes a path's count of preemptions,
//     so a sleep set could drop from the prefix the only path within the
//     bound to a state (the reason BPOR's conservative branches sleep
//     nothing, Coons §6.5; the conservative points that races add above
//     D are explored already). With --preemptions=auto each iteration
//     partitions its own tree, and the unbounded search that ends the
//     iterations partitions the DPOR tree; so a shard goes on to the
//     unbounded search even if the bound cut nothing in its part (the
//     unsharded search would stop), for the shards' last iterations to
//     partition one tree.
//   - The stateful search stores no state of the prefix (a state stored
//     below D in one shard would cut the prefix short in that shard
//     only); each shard keeps its own visited states below D.
//
// D is the shallowest depth whose frontier has at least
// frontierPerShard·Count nodes with children (so that the parts are
// about even), found by counting the prefix's nodes level by level
// before the first search; the same program and options give the same D
// in every shard.

// Shard names one of Count parts of a search (Options.Shard).
type Shard struct {
	Index, Count int
}

// String renders the shard as the command line names it: "2/4".
func (sh Shard) String() string { return fmt.Sprintf("%d/%d", sh.Index, sh.Count) }

// Valid reports whether the shard names one of Count parts.
func (sh Shard) Valid() bool { return sh.Count > 0 && sh.Index >= 0 && sh.Index < sh.Count }

// frontierPerShard is the number of frontier nodes per shard the
// partition depth aims at: subtrees differ in size, and more of them per
// shard even out the parts. Sleep sets empty many subtrees deeper down
// (an interleaving of the start that commutes with one explored before):
// with 4 per shard, the 1,296 executions of OrderedPhilosophers(5,2)
// under DPOR fell into 4 subtrees, one shard had none and another half;
// with 16, they are spread over all four (108 to 630).
const frontierPerShard = 16

// maxPartitionDepth bounds the partition depth, for trees that stay
// narrow for long: the prefix is explored by every shard.
const maxPartitionDepth = 32

// sharding is the state of a sharded search (searcher.shard).
type sharding struct {
	Shard
	// depth is the partition depth D (0 until partition finds it).
	depth int
	// units counts the frontier nodes the current depth-first search has
	// reached.
	units int
	// sizing is set while partition counts the prefix's nodes by level,
	// cutting the tree at depth: levels[k] counts the nodes at depth k,
	// live[k] those with a child (a node whose transitions are all
	// asleep has none: its subtree is empty, whoever owns it); marked[k]
	// is the number, in levels[k], of the last node counted live.
	sizing               bool
	levels, live, marked []int
	// workers is set when the search is spread over Options.Workers
	// workers (workers.go); a worker's own state is in workerState.
	workers bool
	workerState
}

// on reports whether the search's tree is partitioned: the search is
// sharded, or spread over workers.
func (sh *sharding) on() bool { return sh.Count > 0 || sh.workers }

// above reports whether a node at the given depth is in the prefix that
// every shard explores.
func (sh *sharding) above(depth int) bool { return sh.on() && depth < sh.depth }

// skips is called when the search reaches a node at the given depth; it
// reports whether the node is a frontier node of another shard, whose
// subtree this shard does not explore (while sizing: every frontier node).
func (sh *sharding) skips(depth int) bool {
	if !sh.on() || depth != sh.depth && !sh.sizing {
		return false
	}
	if sh.sizing {
		// The parent is the levels[depth-1]-th node at depth-1: the
		// depth-first search reaches its children before the next one.
		if k := depth - 1; k > 0 && sh.marked[k] != sh.levels[k] {
			sh.marked[k] = sh.levels[k]
			sh.live[k]++
		}
		sh.levels[depth]++
		return depth == sh.depth
	}
	sh.units++
	return sh.Count > 0 && fphash.Mix(uint64(sh.units))%uint64(sh.Count) != uint64(sh.Index)
}

// skips is sharding.skips for a worker too: a unit of this shard that
// another worker took is skipped as well (workers.go).
func (s *searcher) skips(depth int) bool {
	skip := s.shard.skips(depth)
	if s.shard.pool != nil && depth == s.shard.depth {
		return !s.atFrontier(s.shard.units, !skip)
	}
	return skip
}

// counts reports whether an execution that ends at the given depth is
// this shard's: those that end above D are shard 0's.
func (sh *sharding) counts(depth int) bool {
	return !sh.above(depth) || sh.Index == 0
}

// reports reports whether a finding is recorded: not while sizing.
func (sh *sharding) reports() bool { return !sh.sizing }

// expand makes a node in the prefix of a sharded DPOR or BPOR search
// explore every enabled transition (see above).
func (s *searcher) expand(n *node, depth int) {
	if s.shard.above(depth) && s.dynamic() {
		n.todo.all = true
	}
}

// nextSizingDepth is the depth of partition's next counting search, after
// one cut at depth d that found prev nodes at depth d-1 and last at d,
// fewer than target: one level deeper than where the tree, growing as it
// did from d-1 to d, would reach target (at least d+1, at most d·1.5: a
// level that grows fast after a slow one would make the estimate jump
// far, and the counting search explore levels far below D). Each
// counting search explores the top of the tree again, so jumping saves
// searches; a tree that grows more slowly than it did takes another.
// Integer arithmetic, so that every machine computes the same depth.
func nextSizingDepth(prev, last, target, d int) int {
	next := d + 1
	if prev <= 0 || last <= prev {
		return next
	}
	for est := last; est < target && next < d+max(1, d/2); next++ {
		est = max(est*last/prev, est+1)
	}
	return next
}

// sleepless reports whether the node at the given depth puts nothing to
// sleep: in the prefix of a sharded search within a preemption bound.
func (s *searcher) sleepless(depth int) bool {
	return s.shard.above(depth) && s.bounded()
}

// partition starts a depth-first search of a sharded search: the first
// one finds the partition depth D, by searching the prefix to depth 2, 3,
// and deeper (nextSizingDepth; with --preemptions=auto, without a bound)
// and counting its live
// nodes by level, until a level has frontierPerShard·Count of them,
// maxPartitionDepth or the depth bound is reached, or the tree ends (then
// D is the level with the most).
// The counting searches find, count and report nothing: the searcher is
// restored after them. Later searches (rounds, iterations, shortening)
// keep D: any depth partitions the tree, and the shards' reports record
// the one they used.
func (s *searcher) partition() error {
	sh := &s.shard
	sh.units = 0
	if !sh.on() || sh.depth > 0 || sh.sizing {
		return nil
	}
	limit := maxPartitionDepth
	if s.depth > 1 {
		limit = min(limit, s.depth-1)
	}
	s.retire()
	saved := *s
	s.outcomes = nil // the map is shared with saved
	if s.opts.AutoPreemptions {
		// Sized for the last iteration, the unbounded search, which
		// explores the most: the bounded ones have fewer nodes at D.
		s.bound = -1
	}
	var err error
	depth := 0
	target := frontierPerShard * sh.Count
	if sh.workers {
		target = max(target, workerUnits)
	}
	for d := 2; depth == 0; {
		sh.sizing, sh.depth = true, d
		sh.levels, sh.live, sh.marked = make([]int, d+1), make([]int, d+1), make([]int, d+1)
		if err = s.dfs(); err != nil {
			break
		}
		// live[k] is complete for k < d: the search went one level
		// deeper.
		if k := slices.IndexFunc(sh.live[1:d], func(n int) bool { return n >= target }); k >= 0 {
			depth = k + 1
			break
		}
		if sh.levels[d] == 0 || d > limit || s.limit != "" {
			depth = 1
			for k := 2; k < d; k++ {
				if sh.live[k] > sh.live[depth] {
					depth = k
				}
			}
			break
		}
		d = min(nextSizingDepth(sh.levels[d-1], sh.levels[d], target, d), limit+1)
	}
	s.retire()
	*s = saved
	s.shard.depth = depth
	return err
}
