package bloxorz

import "math"

// relaxed holds the exact goal distances of the relaxed problem: Bloxorz on
// the same grid with every bridge cell permanently on, fragile cells as
// plain floor, soft and hard switches as plain floor (they do nothing), and
// split switches and merging unchanged. A relaxed state is a pose without
// bridge bits: a standing or lying block, or an unordered pair of cubes.
//
// Admissibility (and consistency), also for split states: every move of the
// real problem from a state s to s′ is a move of the relaxed problem from
// pose(s) to pose(s′): a real move needs every cell under the piece to be
// supported by the current bridges, and in the relaxed problem every non-void
// cell supports every piece; roll geometry, splitting on a split switch,
// cube moves and merging are identical; a Swap (SwapsCounted) leaves the
// pose unchanged. So every real path to a goal maps to a relaxed path of the
// same number of moves (or fewer, when swaps are counted) ending standing on
// the exit, and h(s) = relaxed distance of pose(s) ≤ h*(s). For a split state
// this is the relaxed distance of the pair of cubes, which counts the cube
// moves needed to merge (at least their Manhattan distance minus one), the
// rolls after the merge and any further split, so it never overestimates.
// Because h is an exact shortest-path distance on a graph that contains every
// real edge, h(s) ≤ 1 + h(s′) for every real move: h is consistent, so A*
// with a closed set returns optimal solutions.
//
// This is stronger than any distance of one cell: a roll moves a standing
// block two cells, so the Manhattan distance of a cell is not admissible,
// and a split can teleport a cube across the board, so a rolling-only
// distance that ignores split switches is not admissible either.
//
// Poses from which the relaxed problem cannot reach the exit get +Inf: the
// real problem cannot reach it from them either. Poses the relaxed search
// from the start never reached get 0 (they cannot occur from the start; 0 is
// trivially admissible).
//
// Precomputation: a BFS over the relaxed states reachable from the start
// (at most 3·W·H block poses plus, with split switches, the reachable cube
// pairs), then a backward BFS from the goal over the reversed edges: time
// and space linear in that graph.
type relaxed struct {
	w         int
	block     []float32 // 3 per cell: Standing, LyingX, LyingY
	pairs     map[uint32]float32
	unreached float32 // the value of states the enumeration did not reach
}

func pairKey(a, b uint16) uint32 {
	if a > b {
		a, b = b, a
	}
	return uint32(a) | uint32(b)<<16
}

func newRelaxed(l *Level) *relaxed {
	rl := &Level{W: l.W, H: l.H, Start: l.Start, Splits: l.Splits, Grid: make([]Cell, len(l.Grid))}
	for i, c := range l.Grid {
		switch c {
		case Fragile, Soft, Hard, BridgeOn, BridgeOff:
			c = Floor
		}
		rl.Grid[i] = c
	}
	if err := rl.Validate(); err != nil {
		// Cannot happen for a validated level; fall back to h = 0.
		return &relaxed{w: l.W, block: make([]float32, 3*len(l.Grid))}
	}
	return buildRelaxed(rl, []State{rl.Initial()}, 0, rl.Won)
}

// buildRelaxed computes the distances to the nearest target state (target
// reports them; Won for the heuristic) in the (already relaxed, validated)
// level rl over the states reachable from seeds; states not reached get
// unreached, states that cannot reach a target +Inf.
func buildRelaxed(rl *Level, seeds []State, unreached float32, target func(State) bool) *relaxed {
	norm := func(s State) State {
		s.Bridges = 0
		if s.Pose == Cubes && s.A > s.B {
			s.A, s.B = s.B, s.A
		}
		return s
	}
	id := map[State]int32{}
	var states []State
	var from, to []int32 // forward edges
	for _, s := range seeds {
		s = norm(s)
		if _, ok := id[s]; !ok {
			id[s] = int32(len(states))
			states = append(states, s)
		}
	}
	for q := 0; q < len(states); q++ {
		s := states[q]
		cubes := 1
		if s.Pose == Cubes {
			cubes = 2
		}
		for c := 0; c < cubes; c++ {
			for d := U; d <= R; d++ {
				n, ok := rl.step(s, c, d)
				if !ok {
					continue
				}
				n = norm(n)
				j, seen := id[n]
				if !seen {
					j = int32(len(states))
					id[n] = j
					states = append(states, n)
				}
				from = append(from, int32(q))
				to = append(to, j)
			}
		}
	}
	// Reverse adjacency (CSR).
	head := make([]int32, len(states)+1)
	for _, t := range to {
		head[t+1]++
	}
	for i := 1; i < len(head); i++ {
		head[i] += head[i-1]
	}
	rev := make([]int32, len(to))
	fill := append([]int32(nil), head[:len(states)]...)
	for e, t := range to {
		rev[fill[t]] = from[e]
		fill[t]++
	}
	dist := make([]int32, len(states))
	for i := range dist {
		dist[i] = -1
	}
	var queue []int32
	for i, s := range states {
		if target(s) {
			dist[i] = 0
			queue = append(queue, int32(i))
		}
	}
	for q := 0; q < len(queue); q++ {
		t := queue[q]
		for _, f := range rev[head[t]:head[t+1]] {
			if dist[f] < 0 {
				dist[f] = dist[t] + 1
				queue = append(queue, f)
			}
		}
	}
	r := &relaxed{w: rl.W, block: make([]float32, 3*len(rl.Grid)), pairs: map[uint32]float32{}, unreached: unreached}
	if unreached != 0 {
		for i := range r.block {
			r.block[i] = unreached
		}
	}
	inf := float32(math.Inf(1))
	for i, s := range states {
		v := inf
		if dist[i] >= 0 {
			v = float32(dist[i])
		}
		if s.Pose == Cubes {
			r.pairs[pairKey(s.A, s.B)] = v
		} else {
			r.block[3*int(s.A)+int(s.Pose)] = v
		}
	}
	return r
}

func (r *relaxed) h(s State) float64 {
	if s.Pose == Cubes {
		if v, ok := r.pairs[pairKey(s.A, s.B)]; ok {
			return float64(v)
		}
		return float64(r.unreached)
	}
	if i := 3*int(s.A) + int(s.Pose); i < len(r.block) {
		return float64(r.block[i])
	}
	return float64(r.unreached) // not a state of this level
}

// H returns the exact goal distance of s's pose in the relaxed problem (all
// bridges on, no switch effects, fragile as floor); admissible and
// consistent under both costings. See relaxed for the proof.
func (p *Problem) H(s State) float64 {
	p.once.Do(func() { p.h = newRelaxed(p.level) })
	return p.h.h(s)
}
