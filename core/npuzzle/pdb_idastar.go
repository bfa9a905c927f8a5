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
// D, so with the same heuristic it generates the same nodes as
// search.NewIDAStar on Puzzle. Optimal (the heuristic is admissible);
// complete on solvable boards; space O(d) frames plus the database.
//
// It implements search.Stepper and search.BatchStepper (one step is one
// visited node), so search.Run, the API and the UI can run and stop it.
type PDBIDAStar struct {
	db      *PDB
	n       int
	reflect bool
	limits  search.Limits

	cells [PackedCells]uint8 // tile by cell
	pos   [PackedCells]uint8 // cell by tile
	rpos  [PackedCells]uint8 // mirrored cell by tile (transpose[pos])
	blank int
	hv    [PackedCells]int32 // each pattern's value
	rv    [PackedCells]int32 // each pattern's mirrored value
	pats  []pdbPattern
	rtile [][]uint8
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

// pdbFrame is one node on the path: the move that reached it, the next move
// to try, the blank's previous cell and the pattern values to restore when
// the move is undone.
type pdbFrame struct {
	hN, hR    int32 // the node's pattern sums (plain and mirrored)
	oldV      int32 // value of the moved tile's pattern before the move
	oldR      int32 // the same for its mirrored pattern
	move      int8  // the move that reached the node (-1 at the root)
	next      int8  // the next move to try
	prevBlank int8  // the blank's cell before the move
}

// PDBIDAStarParams are the solver's options.
type PDBIDAStarParams struct {
	// NoReflection turns the mirrored lookup off even where the goal
	// allows it (for measuring what it brings).
	NoReflection bool
}

// NewPDBIDAStar returns the IDA* search from start to db's goal. start must
// have the goal's size; solvability is not checked (an unsolvable board
// searches forever, as with search.IDAStar: check Solvable first).
func NewPDBIDAStar(start Board, db *PDB, limits search.Limits, params PDBIDAStarParams) (*PDBIDAStar, error) {
	if err := checkPair(start, db.goal); err != nil {
		return nil, err
	}
	s := &PDBIDAStar{db: db, n: db.n, reflect: db.reflect && !params.NoReflection, limits: limits, pats: db.patterns, rtile: db.rtiles}
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
	var hN, hR int32
	for g := range s.pats {
		s.hv[g] = s.value(g)
		hN += s.hv[g]
		if s.reflect {
			s.rv[g] = s.mirrored(g)
			hR += s.rv[g]
		}
	}
	s.stack = make([]pdbFrame, 1, 128)
	s.stack[0] = pdbFrame{hN: hN, hR: hR, move: -1}
	s.stats.MemoryBytes = db.Bytes() + int64(cap(s.stack))*int64(unsafe.Sizeof(pdbFrame{}))
	return s, nil
}

// value returns pattern g's entry for the current positions.
func (s *PDBIDAStar) value(g int) int32 {
	p := &s.pats[g]
	idx, used, m := 0, uint32(0), 0
	for i, t := range p.tiles {
		c := s.pos[t]
		m += int(s.db.md[t][c])
		idx = idx*(s.n-i) + int(c) - bits.OnesCount32(used&(1<<c-1))
		used |= 1 << c
	}
	return int32(m + 2*p.get(idx))
}

// mirrored returns pattern g's entry on the mirrored board.
func (s *PDBIDAStar) mirrored(g int) int32 {
	p := &s.pats[g]
	idx, used, m := 0, uint32(0), 0
	for i, t := range s.rtile[g] {
		c := s.rpos[t]
		m += int(s.db.md[t][s.pos[t]])
		idx = idx*(s.n-i) + int(c) - bits.OnesCount32(used&(1<<c-1))
		used |= 1 << c
	}
	return int32(m + 2*p.get(idx))
}

// H returns the heuristic of the start board.
func (s *PDBIDAStar) H() int {
	f := &s.stack[0]
	return int(max(f.hN, f.hR))
}

// Step visits one node (see search.Stepper).
func (s *PDBIDAStar) Step() bool { return s.StepN(1) }

// Result returns the result so far (see search.Stepper).
func (s *PDBIDAStar) Result() search.Result[Move] {
	r := search.Result[Move]{Status: s.status, Stats: s.stats}
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
		if s.startIteration(max(root.hN, root.hR)) {
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
		hN := f.hN - s.hv[g] + v
		h, hR, r, w := hN, int32(0), uint8(0), int32(0)
		if reflect {
			r = s.db.rgroupOf[t]
			s.rpos[t] = s.db.transpose[s.blank]
			w = s.mirrored(int(r))
			hR = f.hR - s.rv[r] + w
			h = max(h, hR)
		}
		if fv := int32(top) + 1 + h; fv > bound {
			if fv < nxt {
				nxt = fv
			}
			s.pos[t] = uint8(nb)
			s.rpos[t] = s.db.transpose[nb]
			continue
		}
		if hN == 0 {
			// Every pattern is home: the goal.
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
		*nf = pdbFrame{hN: hN, hR: hR, oldV: old, oldR: oldR, move: int8(m), prevBlank: int8(prev)}
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
	if root.hN == 0 {
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
