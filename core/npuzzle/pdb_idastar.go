package npuzzle

import (
	"fmt"
	"math/bits"
	"unsafe"

	"searchlab/core/search"
)

// PDBIDAStar is IDA* (Korf 1985; see search.IDAStar) specialised for the
// N-puzzle of at most 16 cells with an additive pattern database (PDB), as
// Korf & Felner (2002) run it: one board is updated in place (make/unmake),
// and a move re-ranks only the moved tile's pattern, plus its mirrored
// pattern when the reflection is used, so a node costs two placement ranks
// of at most k tiles and two table reads; nothing is allocated per node.
//
// It counts exactly as search.IDAStar does (the move undoing the previous
// one is never generated; every other child counts in Generated, pruned or
// not; the root counts once; the last iteration stops at the first goal,
// tested when a node is visited) and visits children in the order U, L, R,
// D, so with NoBPMX it generates the same nodes as search.NewIDAStar on
// Puzzle with the same database (TestPDBIDAStarKorf checks it). Optimal
// (the heuristic is admissible; BPMX keeps it so);
// complete on solvable boards; space O(d) frames plus the database.
//
// It implements search.Stepper and search.BatchStepper (one step is one
// visited node), so search.Run, the API and the UI can run and stop it.
type PDBIDAStar struct {
	db      *PDB
	n       int
	reflect bool
	bpmx    bool
	wd      *walkingDistance // nil without PDBIDAStarParams.WalkingDistance
	limits  search.Limits

	cells [PackedCells]uint8 // tile by cell
	pos   [PackedCells]uint8 // cell by tile
	rpos  [PackedCells]uint8 // mirrored cell by tile (transpose[pos])
	blank int
	hv    [PackedCells]int32 // each pattern's stored entry, (d − m)/2
	rv    [PackedCells]int32 // the same on the mirrored board
	pats  []solverPattern
	md    [PackedCells][PackedCells]int32 // md[t][c], as in PDB
	// target[b][m] is the cell the blank reaches from b with move m, or
	// -1.
	target [PackedCells][4]int8

	stack      []pdbFrame
	top        int
	bound, nxt int32
	started    bool
	cut        bool // a node at Limits.MaxDepth was not expanded

	stats   search.Stats
	status  search.Status
	actions []Move
	done    bool
}

// solverPattern is a pattern's table with its tiles in fixed arrays.
type solverPattern struct {
	k       int
	tiles   [8]uint8 // the pattern's tiles
	rtiles  [8]uint8 // the tiles whose mirrored cells feed it
	data    []byte
	nibbles bool
}

// pdbFrame is one node on the path: the move that reached it, the next move
// to try, the blank's previous cell and the pattern values to restore when
// the move is undone.
type pdbFrame struct {
	vk, hk    uint64 // walking-distance keys (with PDBIDAStarParams.WalkingDistance)
	wd        int32  // walking distance
	md        int32  // the node's Manhattan distance
	eN, eR    int32  // the sums of the stored entries (plain and mirrored)
	h         int32  // the node's heuristic (with pathmax)
	oldV      int32  // entry of the moved tile's pattern before the move
	oldR      int32  // the same for its mirrored pattern
	move      int8   // the move that reached the node (-1 at the root)
	next      int8   // the next move to try
	prevBlank int8   // the blank's cell before the move
}

// PDBIDAStarParams are the solver's options.
type PDBIDAStarParams struct {
	// NoReflection turns the mirrored lookup off even where the goal
	// allows it (for measuring what it brings).
	NoReflection bool
	// WalkingDistance also takes the maximum with Takahashi's walking
	// distance (boards up to 4×4), updated incrementally: a vertical move
	// changes only the row relaxation's key, a horizontal one the
	// column's.
	WalkingDistance bool
	// NoBPMX turns off bidirectional pathmax (Felner, Zahavi, Schaeffer &
	// Holte, "Dual lookups in pattern databases", IJCAI 2005; Zahavi et
	// al., "Inconsistent heuristics", AAAI 2007). The heuristic is
	// inconsistent (blank-minimised entries, the max with the
	// reflection), and h(parent) ≥ h(child) − 1 holds for true
	// distances, so a child's value minus one is a valid value for its
	// parent and the parent's minus one for the child. With BPMX a child
	// whose f exceeds the bound by more than 2 ends its parent's expansion
	// at once (the parent's f becomes the child's − 2), and each child
	// inherits at least its parent's h − 1. Both keep IDA* optimal; they
	// change the node counts, so the comparison with search.IDAStar turns
	// it off.
	NoBPMX bool
}

// NewPDBIDAStar returns the IDA* search from start to db's goal. start must
// have the goal's size; solvability is not checked (an unsolvable board
// searches forever, as with search.IDAStar: check Solvable first).
func NewPDBIDAStar(start Board, db *PDB, limits search.Limits, params PDBIDAStarParams) (*PDBIDAStar, error) {
	if err := checkPair(start, db.goal); err != nil {
		return nil, err
	}
	s := &PDBIDAStar{db: db, n: db.n, reflect: db.reflect && !params.NoReflection, bpmx: !params.NoBPMX, limits: limits}
	for g, p := range db.patterns {
		sp := solverPattern{k: len(p.tiles), data: p.data, nibbles: p.nibbles}
		copy(sp.tiles[:], p.tiles)
		if db.reflect {
			copy(sp.rtiles[:], db.rtiles[g])
		}
		s.pats = append(s.pats, sp)
	}
	for t := range s.md {
		for c := range s.md[t] {
			s.md[t][c] = int32(db.md[t][c])
		}
	}
	s.cells = [PackedCells]uint8(start.cells[:PackedCells])
	for c := 0; c < s.n; c++ {
		t := s.cells[c]
		s.pos[t] = uint8(c)
		s.rpos[t] = db.transpose[c]
		if t == 0 {
			s.blank = c
		}
		for _, m := range Moves {
			s.target[c][m] = int8(moveTarget(c, m, db.goal.Rows(), db.goal.Cols()))
		}
	}
	var md, eN, eR int32
	for c := 0; c < s.n; c++ {
		md += s.md[s.cells[c]][c]
	}
	for g := range s.pats {
		s.hv[g] = s.value(g)
		eN += s.hv[g]
		if s.reflect {
			s.rv[g] = s.mirrored(g)
			eR += s.rv[g]
		}
	}
	s.stack = make([]pdbFrame, 1, 128)
	s.stack[0] = pdbFrame{md: md, eN: eN, eR: eR, move: -1}
	if params.WalkingDistance {
		if err := WalkingDistance.Supports(db.goal.Rows(), db.goal.Cols()); err != nil {
			return nil, err
		}
		e, err := newEvaluator(db.goal, WalkingDistance, nil)
		if err != nil {
			return nil, err
		}
		s.wd = e.wd
		f := &s.stack[0]
		for c := 0; c < s.n; c++ {
			f.vk += s.wd.vinc[c][s.cells[c]]
			f.hk += s.wd.hinc[c][s.cells[c]]
		}
		f.wd = int32(s.wd.vdist.get(f.vk)) + int32(s.wd.hdist.get(f.hk))
	}
	s.stats.MemoryBytes = db.Bytes() + int64(cap(s.stack))*int64(unsafe.Sizeof(pdbFrame{}))
	return s, nil
}

// The value of pattern g is m_g + 2·e_g (see PDB), and the mirrored
// board's tiles have the same Manhattan distances, so the plain sum is
// md + 2·Σe_g and the mirrored one md + 2·Σre_g: the solver keeps md
// incrementally and looks up only the stored entries e.

// value returns pattern g's stored entry for the current positions.
func (s *PDBIDAStar) value(g int) int32 {
	p := &s.pats[g]
	idx, used, n := 0, uint32(0), s.n
	for i := 0; i < p.k; i++ {
		c := s.pos[p.tiles[i&7]&15]
		idx = idx*(n-i) + int(c) - bits.OnesCount32(used&(1<<c-1))
		used |= 1 << c
	}
	return p.get(idx)
}

// mirrored returns pattern g's stored entry on the mirrored board.
func (s *PDBIDAStar) mirrored(g int) int32 {
	p := &s.pats[g]
	idx, used, n := 0, uint32(0), s.n
	for i := 0; i < p.k; i++ {
		c := s.rpos[p.rtiles[i&7]&15]
		idx = idx*(n-i) + int(c) - bits.OnesCount32(used&(1<<c-1))
		used |= 1 << c
	}
	return p.get(idx)
}

func (p *solverPattern) get(i int) int32 {
	if p.nibbles {
		return int32(p.data[i>>1]>>(uint(i&1)<<2)) & 15
	}
	return int32(p.data[i])
}

// hOf returns a frame's heuristic before pathmax.
func (f *pdbFrame) hOf() int32 { return max(f.md+2*max(f.eN, f.eR), f.wd) }

// H returns the heuristic of the start board.
func (s *PDBIDAStar) H() int { return int(s.stack[0].hOf()) }

// Step visits one node (see search.Stepper).
func (s *PDBIDAStar) Step() bool { return s.StepN(1) }

// Result returns the result so far (see search.Stepper).
func (s *PDBIDAStar) Result() search.Result[Move] {
	r := search.Result[Move]{Status: s.status, Stats: s.stats}
	if s.status == search.BudgetExceeded { // only the node budget stops it (the time budget is the runner's)
		r.Budget, r.Reason = search.NodeBudget, s.limits.ReasonFor(search.NodeBudget)
	}
	if s.status == search.Found {
		r.Actions = append([]Move(nil), s.actions...)
		r.Cost = float64(len(s.actions))
	}
	return r
}

func (s *PDBIDAStar) finish(st search.Status) {
	s.status, s.done = st, true
}

// StepN runs up to n steps (search.BatchStepper).
func (s *PDBIDAStar) StepN(n int) bool {
	if s.done {
		return false
	}
	if n <= 0 {
		return true
	}
	if !s.started {
		s.started = true
		s.stats.Generated++
		root := &s.stack[0]
		root.h = root.hOf()
		if s.startIteration(root.h) {
			return false
		}
		if n--; n == 0 {
			return true
		}
	}
	reflect := s.reflect
	maxNodes := s.limits.MaxNodes
	maxDepth := s.limits.MaxDepth
	stack := s.stack
	top := s.top
	bound, nxt := s.bound, s.nxt
	gen, exp := s.stats.Generated, s.stats.Expanded
	save := func() {
		s.stack, s.top, s.bound, s.nxt = stack, top, bound, nxt
		s.stats.Generated, s.stats.Expanded = gen, exp
	}
	for {
		f := &stack[top]
		if f.next >= 4 {
			if top == 0 {
				// The iteration is over without a goal.
				save()
				if nxt == noBound {
					if s.cut {
						s.finish(search.Cutoff)
					} else {
						s.finish(search.NotFound)
					}
					return false
				}
				if s.startIteration(nxt) {
					return false
				}
				bound, nxt = s.bound, s.nxt
				gen, exp = s.stats.Generated, s.stats.Expanded
				if n--; n == 0 {
					return true
				}
				continue
			}
			// Undo the move that reached f.
			b0 := int(f.prevBlank)
			t := s.cells[b0]
			s.cells[s.blank], s.cells[b0] = t, 0
			s.pos[t] = uint8(s.blank)
			s.rpos[t] = s.db.transpose[s.blank]
			s.hv[s.db.groupOf[t]] = f.oldV
			if reflect {
				s.rv[s.db.rgroupOf[t]] = f.oldR
			}
			s.blank = b0
			top--
			continue
		}
		m := f.next
		f.next++
		if f.move >= 0 && m == 3-f.move {
			continue
		}
		nb := int(s.target[s.blank][m])
		if nb < 0 {
			continue
		}
		gen++
		t := s.cells[nb]
		g := s.db.groupOf[t]
		s.pos[t] = uint8(s.blank)
		v := s.value(int(g))
		md := f.md + s.md[t][s.blank] - s.md[t][nb]
		eN := f.eN - s.hv[g] + v
		e, eR, r, w := eN, int32(0), uint8(0), int32(0)
		// The mirrored lookup is skipped when the plain sum alone puts the
		// child beyond the bound at an f no smaller than the next bound
		// found so far: h only grows from here, so the child stays pruned
		// and the next bound stays the same (only BPMX sees a smaller h).
		if fp := int32(top) + 1 + md + 2*eN; reflect && (fp <= bound || fp < nxt) {
			r = s.db.rgroupOf[t]
			s.rpos[t] = s.db.transpose[s.blank]
			w = s.mirrored(int(r))
			eR = f.eR - s.rv[r] + w
			e = max(e, eR)
		}
		h := md + 2*e
		vk, hk, wd := f.vk, f.hk, f.wd
		if s.wd != nil {
			if Move(m) == U || Move(m) == D {
				vk += s.wd.vinc[s.blank][t] - s.wd.vinc[nb][t]
				wd = int32(s.wd.vdist.get(vk)) + int32(s.wd.hdist.get(hk))
			} else {
				hk += s.wd.hinc[s.blank][t] - s.wd.hinc[nb][t]
				wd = int32(s.wd.vdist.get(vk)) + int32(s.wd.hdist.get(hk))
			}
			h = max(h, wd)
		}
		if s.bpmx {
			h = max(h, f.h-1)
		}
		if fv := int32(top) + 1 + h; fv > bound {
			if s.bpmx && fv-2 > bound {
				// BPMX: the parent's h is at least h − 1, and its f
				// (fv − 2) exceeds the bound: leave it.
				fv -= 2
				f.next = 4
			}
			if fv < nxt {
				nxt = fv
			}
			s.pos[t] = uint8(nb)
			s.rpos[t] = s.db.transpose[nb]
			continue
		}
		if md == 0 {
			// Every tile is home: the goal.
			s.actions = make([]Move, top+1)
			for i := 1; i <= top; i++ {
				s.actions[i-1] = Move(stack[i].move)
			}
			s.actions[top] = Move(m)
			s.pos[t] = uint8(nb)
			s.rpos[t] = s.db.transpose[nb]
			save()
			s.finish(search.Found)
			return false
		}
		if maxNodes > 0 && exp >= maxNodes {
			s.pos[t] = uint8(nb)
			s.rpos[t] = s.db.transpose[nb]
			save()
			s.finish(search.BudgetExceeded)
			return false
		}
		// Make the move and push the child.
		old, oldR := s.hv[g], s.rv[r]
		s.cells[s.blank], s.cells[nb] = t, 0
		s.hv[g] = v
		if reflect {
			s.rv[r] = w
		}
		prev := s.blank
		s.blank = nb
		top++
		if top == len(stack) {
			stack = append(stack, pdbFrame{})
			s.stats.MaxDepth = top
			s.stats.MaxFrontier = top + 1
			s.stats.MemoryBytes = s.db.Bytes() + int64(cap(stack))*int64(unsafe.Sizeof(pdbFrame{}))
		}
		nf := &stack[top]
		*nf = pdbFrame{vk: vk, hk: hk, wd: wd, md: md, eN: eN, eR: eR, h: h, oldV: old, oldR: oldR, move: int8(m), prevBlank: int8(prev)}
		exp++
		if maxDepth > 0 && top >= maxDepth {
			nf.next = 4 // a depth limit: visit, do not expand
			exp--
			s.cut = true
		}
		if n--; n == 0 {
			save()
			return true
		}
	}
}

// noBound marks "no f value exceeded the bound yet".
const noBound = int32(1 << 30)

// startIteration starts an iteration with the given bound at the root and
// reports whether the search ended (the root is the goal, or the budget is
// spent).
func (s *PDBIDAStar) startIteration(bound int32) bool {
	s.bound, s.nxt = bound, noBound
	s.stats.Iterations++
	s.top = 0
	root := &s.stack[0]
	root.next = 0
	if root.md == 0 {
		s.actions = nil
		s.finish(search.Found)
		return true
	}
	if s.limits.MaxNodes > 0 && s.stats.Expanded >= s.limits.MaxNodes {
		s.finish(search.BudgetExceeded)
		return true
	}
	s.stats.Expanded++
	return false
}

// String names the solver and its database.
func (s *PDBIDAStar) String() string {
	return fmt.Sprintf("IDA* with %v (reflection %v)", s.db, s.reflect)
}
