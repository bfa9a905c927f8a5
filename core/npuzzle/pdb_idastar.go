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
// and a move changes only the moved tile's pattern, plus its mirrored
// pattern when the reflection is used (and the same in the other
// partition of a combined database, such as 663+663b: four lookups, each
// skipped once the child is pruned without it). Each pattern keeps its sparse key
// (see pdb_sparse.go), which a move updates with one addition, so a node
// costs one table read per lookup; patterns of more than SparseMaxTiles
// tiles rank their key densely instead. Nothing is allocated per node.
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
	db          *PDB
	sparseBytes int64 // of the sparse tables used
	n           int
	bpmx        bool
	wd          *walkingDistance // nil without PDBIDAStarParams.WalkingDistance
	limits      search.Limits

	cells [PackedCells]uint8 // tile by cell
	blank int
	// views are the lookups whose sums are maximised: the database on the
	// board, then on the mirrored board when the reflection is used.
	views []pdbView
	md    [PackedCells][PackedCells]int32 // md[t][c], as in PDB
	// target[b][m] is the cell the blank reaches from b with move m, or
	// -1; moves[b] has bit m set where target[b][m] is a cell.
	target [PackedCells][4]int8
	moves  [PackedCells]uint8

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

// maxViews bounds the lookups per node: three databases, each on the board
// and mirrored.
const maxViews = 6

// pdbView is one lookup of a database: on the board, or on the board
// mirrored about the main diagonal, with its patterns' keys and entries on
// the search's current board (each search has its own views).
type pdbView struct {
	pats []viewPattern
	// tiles[g] are the tiles whose cells feed pattern g, mirrored through
	// transpose (nil on the plain board).
	tiles     [][]uint8
	transpose *[PDBMaxCells]uint8
	// group[t] is the pattern tile t's cell feeds (0 for the blank, whose
	// entries are never read).
	group [PackedCells]uint8
	// delta[m][t] is the change of that pattern's key when the blank
	// makes move m and tile t slides into its cell.
	delta [4][PackedCells]uint64
	// key[g] is pattern g's key on the current board, val[g] its stored
	// entry (PackedCells patterns at most: the indices need no bounds
	// check once masked, which js/wasm pays for).
	key [PackedCells]uint64
	val [PackedCells]int32
	// childKey, childVal and childSum are the lookup of the child being
	// generated (StepN): the moved tile's pattern's key and entry, and
	// the view's sum.
	childKey           uint64
	childVal, childSum int32
}

// viewPattern is one pattern's table as a view reads it.
type viewPattern struct {
	k       int
	sparse  []byte // indexed by key, 4 bits an entry; nil: dense
	dense   []byte // indexed by rankPlacement of the key's digits
	nibbles bool   // dense entries take 4 bits (else a byte)
	n       int    // the board's cells (for the dense rank)
}

// pdbFrame is one node on the path: the move that reached it, the moves
// still to try, the blank's previous cell and the pattern entries to
// restore when the move is undone.
type pdbFrame struct {
	vk, hk    uint64          // walking-distance keys (with PDBIDAStarParams.WalkingDistance)
	wd        int32           // walking distance
	md        int32           // the node's Manhattan distance
	e         [maxViews]int32 // each view's sum of stored entries
	h         int32           // the node's heuristic (with pathmax)
	old       [maxViews]int8  // each view's entry of the moved tile's pattern before the move
	move      int8            // the move that reached the node (-1 at the root)
	left      uint8           // the moves still to try: bit m for move m (the lowest first)
	prevBlank int8            // the blank's cell before the move
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
	s := &PDBIDAStar{db: db, n: db.n, bpmx: !params.NoBPMX, limits: limits}
	rows, cols := db.goal.Rows(), db.goal.Cols()
	for t := range s.md {
		for c := range s.md[t] {
			s.md[t][c] = int32(db.md[t][c])
		}
	}
	s.cells = [PackedCells]uint8(start.cells[:PackedCells])
	var pos [PackedCells]uint8 // cell by tile
	for c := 0; c < s.n; c++ {
		t := s.cells[c]
		pos[t] = uint8(c)
		if t == 0 {
			s.blank = c
		}
		for _, m := range Moves {
			s.target[c][m] = int8(moveTarget(c, m, rows, cols))
			if s.target[c][m] >= 0 {
				s.moves[c] |= 1 << m
			}
		}
	}
	// The sparse tables, unless they would not fit the memory budget with
	// the dense ones (then keys are ranked densely at each lookup).
	sparse := limits.MaxMemory <= 0 || db.Bytes()+db.sparseSize()+(1<<16) < limits.MaxMemory
	if sparse {
		s.sparseBytes = db.sparseSize()
	}
	for _, d := range append([]*PDB{db}, db.also...) {
		if d.goal != db.goal {
			return nil, fmt.Errorf("the databases %v and %v were built for different goals", db, d)
		}
		s.views = append(s.views, d.view(false, sparse))
		if d.reflect && !params.NoReflection {
			s.views = append(s.views, d.view(true, sparse))
		}
	}
	if len(s.views) > maxViews {
		return nil, fmt.Errorf("at most %d lookups per node, and the %s databases ask for %d", maxViews, db.partition.Name, len(s.views))
	}
	root := pdbFrame{move: -1}
	for c := 0; c < s.n; c++ {
		root.md += s.md[s.cells[c]][c]
	}
	for v := range s.views {
		vw := &s.views[v]
		for g, tiles := range vw.tiles {
			var cells [8]uint8
			for i, t := range tiles {
				cells[i] = pos[t]
				if vw.transpose != nil {
					cells[i] = vw.transpose[pos[t]]
				}
			}
			vw.key[g] = sparseKey(cells[:len(tiles)])
			vw.val[g] = vw.pats[g].get(vw.key[g])
			root.e[v] += vw.val[g]
		}
	}
	s.stack = make([]pdbFrame, 1, 128)
	s.stack[0] = root
	if params.WalkingDistance {
		if err := WalkingDistance.Supports(rows, cols); err != nil {
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
	s.stats.MemoryBytes = s.memoryBytes()
	return s, nil
}

// memoryBytes returns the database's tables (dense and sparse) and the
// stack's.
func (s *PDBIDAStar) memoryBytes() int64 {
	return s.db.Bytes() + s.sparseBytes + int64(cap(s.stack))*int64(unsafe.Sizeof(pdbFrame{}))
}

// view returns the lookup of d on the board (mirror false) or on the board
// mirrored about the main diagonal (which needs d.reflect), through the
// sparse tables when useSparse.
func (d *PDB) view(mirror, useSparse bool) pdbView {
	sparse := make([][]byte, len(d.patterns))
	if useSparse {
		sparse = d.sparseTables()
	}
	v := pdbView{pats: make([]viewPattern, len(d.patterns)), tiles: make([][]uint8, len(d.patterns))}
	if mirror {
		v.transpose = &d.transpose
	}
	cols := d.goal.Cols()
	for g := range d.patterns {
		p := &d.patterns[g]
		v.pats[g] = viewPattern{k: len(p.tiles), sparse: sparse[g], dense: p.data, nibbles: p.nibbles, n: d.n}
		tiles := p.tiles
		if mirror {
			tiles = d.rtiles[g]
		}
		v.tiles[g] = tiles
		for i, t := range tiles {
			v.group[t] = uint8(g)
			shift := uint(4 * (len(tiles) - 1 - i))
			for _, m := range Moves {
				// The tile moves against the blank: by (−dr, −dc), or
				// (−dc, −dr) on the mirrored board.
				dr, dc := m.delta()
				if mirror {
					dr, dc = dc, dr
				}
				step := -(dr*cols + dc)
				v.delta[m][t] = uint64(int64(step)) << shift
			}
		}
	}
	return v
}

// get returns the stored entry of the placement with key k.
func (p *viewPattern) get(k uint64) int32 {
	if p.sparse != nil {
		return int32(p.sparse[k>>1]>>((k&1)<<2)) & 15
	}
	return p.rank(k)
}

// rank returns the stored entry of key k from the dense table.
func (p *viewPattern) rank(k uint64) int32 {
	idx, used, n := 0, uint32(0), p.n
	for i := 0; i < p.k; i++ {
		c := uint(k>>(4*uint(p.k-1-i))) & 15
		idx = idx*(n-i) + int(c) - bits.OnesCount32(used&(1<<c-1))
		used |= 1 << c
	}
	if p.nibbles {
		return int32(p.dense[idx>>1]>>(uint(idx&1)<<2)) & 15
	}
	return int32(p.dense[idx])
}

// hOf returns a frame's heuristic before pathmax.
func (s *PDBIDAStar) hOf(f *pdbFrame) int32 {
	e := f.e[0]
	for v := 1; v < len(s.views); v++ {
		e = max(e, f.e[v])
	}
	return max(f.md+2*e, f.wd)
}

// H returns the heuristic of the start board.
func (s *PDBIDAStar) H() int { return int(s.hOf(&s.stack[0])) }

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

// StepN runs up to n steps (search.BatchStepper). The node loop keeps the
// stack, the bounds and the counters in locals (written back by save when
// it returns); its small parts (undo, the walking distance, the goal's
// path) are helpers the compiler inlines, its once-an-iteration parts
// (begin, nextIteration, grow) plain calls.
//
// How the loop is written for speed, natively and in js/wasm:
//   - cells, tiles and moves are masked to their arrays' sizes, so the
//     compiler drops the bounds checks (they cost js/wasm about a tenth
//     of its time);
//   - the views' lookups of the child are written out into the views'
//     child fields rather than called: a call per generated node costs the
//     js/wasm build its registers, spilled and reloaded around it;
//   - the later views are skipped once twice the largest sum exceeds limit
//     (the child is then beyond the bound at an f no smaller than the next
//     bound found so far): h only grows, so the child stays pruned and the
//     next bound stays the same (only BPMX sees a smaller h);
//   - BPMX: when a child's f − 2 exceeds the bound, the parent's h is at
//     least the child's h − 1 and its f exceeds the bound: it is left;
//   - a pushed frame is set field by field: a composite literal zeroes and
//     copies the whole frame, which js/wasm does with two bulk-memory calls.
func (s *PDBIDAStar) StepN(n int) bool {
	if n = s.prologue(n); n <= 0 {
		return !s.done
	}
	maxNodes, maxDepth := s.limits.MaxNodes, s.limits.MaxDepth
	views, stack, top := s.views, s.stack, s.top
	bound, nxt, gen, exp := s.bound, s.nxt, s.stats.Generated, s.stats.Expanded
	save := func() {
		s.stack, s.top, s.bound, s.nxt, s.stats.Generated, s.stats.Expanded = stack, top, bound, nxt, gen, exp
	}
	for {
		f := &stack[top]
		if f.left == 0 {
			if top > 0 {
				s.undo(f)
				top--
				continue
			}
			// The iteration is over without a goal.
			save()
			if s.nextIteration(nxt) {
				return false
			}
			bound, nxt, gen, exp = s.bound, s.nxt, s.stats.Generated, s.stats.Expanded
			if n--; n == 0 {
				return true
			}
			continue
		}
		// The next move on the board, other than the one undoing f's.
		m := int8(bits.TrailingZeros8(f.left))
		f.left &= f.left - 1
		b := s.blank & (PackedCells - 1)
		nb := int(s.target[b][m&3]) & (PackedCells - 1)
		gen++
		t := s.cells[nb] & (PackedCells - 1)
		md := f.md + s.md[t][b] - s.md[t][nb]
		// The views' lookups of the child (see the doc comment).
		limit, best := max(bound, nxt-1)-int32(top)-1-md, int32(-1<<20)
		for v := range views {
			vw := &views[v]
			g := vw.group[t] & (PackedCells - 1)
			k := vw.key[g] + vw.delta[m&3][t]
			var w int32
			if sp := vw.pats[g].sparse; sp != nil { // get, inlined
				w = int32(sp[k>>1]>>((k&1)<<2)) & 15
			} else {
				w = vw.pats[g].rank(k)
			}
			e := f.e[v] - vw.val[g] + w
			vw.childKey, vw.childVal, vw.childSum = k, w, e
			best = max(best, e)
			if 2*best > limit {
				break
			}
		}
		h := md + 2*best
		vk, hk, wd := f.vk, f.hk, f.wd
		if s.wd != nil {
			vk, hk, wd = s.wdChild(f, nb, t, Move(m))
			h = max(h, wd)
		}
		if s.bpmx {
			h = max(h, f.h-1)
		}
		if fv := int32(top) + 1 + h; fv > bound {
			if s.bpmx && fv-2 > bound { // BPMX: leave the parent
				fv -= 2
				f.left = 0
			}
			nxt = min(nxt, fv)
			continue
		}
		if md == 0 || (maxNodes > 0 && exp >= maxNodes) {
			save()
			s.stop(md == 0, stack[1:top+1], Move(m))
			return false
		}
		// Make the move and push the child.
		prev := s.slide(t, nb)
		if top++; top == len(stack) {
			stack = s.grow(stack)
		}
		nf := &stack[top] // field by field (see the doc comment)
		nf.vk, nf.hk, nf.wd, nf.md, nf.h = vk, hk, wd, md, h
		nf.move, nf.prevBlank, nf.left = int8(m), int8(prev), s.moves[nb]&^(1<<(3-m))
		s.pushViews(nf, t)
		exp++
		if maxDepth > 0 && top >= maxDepth {
			nf.left = 0 // a depth limit: visit, do not expand
			exp--
			s.cut = true
		}
		if n--; n == 0 {
			save()
			return true
		}
	}
}

// wdChild returns the walking distance's keys and value for the child of
// f that moves tile t from nb into the blank (move m).
func (s *PDBIDAStar) wdChild(f *pdbFrame, nb int, t uint8, m Move) (vk, hk uint64, wd int32) {
	vk, hk = s.wd.childKeys(f.vk, f.hk, s.blank, nb, t, m)
	return vk, hk, int32(s.wd.vdist.get(vk)) + int32(s.wd.hdist.get(hk))
}

// pushViews records in the new frame nf, view by view, the entry of the
// moved tile t's pattern before the move and the child's sum, and makes
// the child's keys and entries (the views' child fields) current.
func (s *PDBIDAStar) pushViews(nf *pdbFrame, t uint8) {
	views := s.views
	for v := range views {
		vw := &views[v]
		g := vw.group[t&(PackedCells-1)] & (PackedCells - 1)
		nf.old[v] = int8(vw.val[g])
		nf.e[v] = vw.childSum
		vw.key[g], vw.val[g] = vw.childKey, vw.childVal
	}
}

// undo takes back the move that reached frame f: the tile goes back to the
// blank's old cell, and each view's key and entry of its pattern back to
// what they were.
func (s *PDBIDAStar) undo(f *pdbFrame) {
	b0 := int(f.prevBlank) & (PackedCells - 1)
	t := s.cells[b0] & (PackedCells - 1)
	s.cells[s.blank&(PackedCells-1)], s.cells[b0] = t, 0
	views := s.views
	for v := range views {
		vw := &views[v]
		g := vw.group[t] & (PackedCells - 1)
		vw.key[g] -= vw.delta[f.move&3][t]
		vw.val[g] = int32(f.old[v])
	}
	s.blank = b0
}

// slide moves tile t from cell nb to the blank's cell and returns that
// cell (the blank is at nb now).
func (s *PDBIDAStar) slide(t uint8, nb int) int {
	prev := s.blank & (PackedCells - 1)
	s.cells[prev], s.cells[nb&(PackedCells-1)] = t, 0
	s.blank = nb
	return prev
}

// stop ends the search at a child: the goal when found (reached by the
// moves of frames, the root's children down, and then last), else the node
// budget spent.
func (s *PDBIDAStar) stop(found bool, frames []pdbFrame, last Move) {
	if !found {
		s.finish(search.BudgetExceeded)
		return
	}
	s.actions = pathTo(frames, last)
	s.finish(search.Found)
}

// grow adds a frame to the stack, a new depth: the statistics note it.
func (s *PDBIDAStar) grow(stack []pdbFrame) []pdbFrame {
	stack = append(stack, pdbFrame{})
	s.stack = stack
	s.stats.MaxDepth = len(stack) - 1
	s.stats.MaxFrontier = len(stack)
	s.stats.MemoryBytes = s.memoryBytes()
	return stack
}

// pathTo is the moves of the frames (the root's children down to the
// node) and then last.
func pathTo(frames []pdbFrame, last Move) []Move {
	path := make([]Move, len(frames)+1)
	for i := range frames {
		path[i] = Move(frames[i].move)
	}
	path[len(frames)] = last
	return path
}

// noBound marks "no f value exceeded the bound yet".
const noBound = int32(1 << 30)

// String names the solver and its database.
func (s *PDBIDAStar) String() string {
	return fmt.Sprintf("IDA* with %v (reflection %v)", s.db, len(s.views) > 1)
}
