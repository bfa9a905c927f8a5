package npuzzlescreen

import (
	"fmt"

	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// BigBoardAlgorithm is the search the screen offers on boards past
// MaxStepCells cells (issue 19): an anytime search, a first solution fast,
// then shorter ones, each with the bound it proves. BULB rather than ARA*:
// on random 6×6 and 8×8 boards ARA* fills the worker's 512 MiB before its
// first solution, while BULB solves them and gets the 24-puzzles within
// 1.06 × optimal in 10 s (docs/big-boards.md).
const BigBoardAlgorithm = registry.AlgoBULB

// maxAnytimePoints caps the improvements the chart keeps (each one a few
// dozen bytes); past it the last point is overwritten.
const maxAnytimePoints = 1000

// Anytime is the running or last anytime search's improvements, from the
// progress lines' best (api.Best): what the chart of solution length and
// proven lower bound over time draws.
type Anytime struct {
	Run    store.RunID // the run and request they belong to
	Index  int
	Algo   string
	Points []wire.Best
	// EndMS is when the search ended (its elapsed time; 0 while it runs):
	// the chart's time axis runs to it.
	EndMS float64
}

// Last is the latest improvement (ok false: none yet).
func (a *Anytime) Last() (wire.Best, bool) {
	if a == nil || len(a.Points) == 0 {
		return wire.Best{}, false
	}
	return a.Points[len(a.Points)-1], true
}

// addBest keeps an anytime search's progress line (p.Best) of request
// index of run id: a new request starts a new chart; a line that repeats
// the last improvement (the periodic lines carry it too) adds nothing.
func (st *State) addBest(id store.RunID, index int, algo string, b wire.Best) {
	a := st.Anytime
	if a == nil || a.Run != id || a.Index != index {
		a = &Anytime{Run: id, Index: index, Algo: algo}
		st.Anytime = a
	}
	if last, ok := a.Last(); ok && last.Solutions == b.Solutions && last.Length == b.Length && last.LowerBound == b.LowerBound {
		return
	}
	if len(a.Points) >= maxAnytimePoints {
		a.Points[len(a.Points)-1] = b
		return
	}
	a.Points = append(a.Points, b)
}

// endAnytime notes when the anytime search of r ended and adds its final
// answer (its length and the bound in the response) to the chart, when it
// improves on the last progress line.
func (st *State) endAnytime(r *store.RunState) {
	a, res := st.Anytime, r.Result
	if a == nil || a.Run != r.ID {
		return
	}
	a.EndMS = r.Progress.ElapsedMS()
	if res == nil {
		return
	}
	a.EndMS = max(a.EndMS, res.Stats.ElapsedMS())
	if res.Status != wire.StatusFound || res.Bound <= 0 {
		return
	}
	b := wire.Best{Length: res.Length, Cost: res.Cost, Bound: res.Bound, LowerBound: res.Cost / res.Bound,
		ElapsedMS: res.Stats.ElapsedMS()}
	last, ok := a.Last()
	if ok {
		b.Solutions = last.Solutions
		if last.Length == b.Length && last.Bound <= b.Bound {
			return
		}
	}
	st.addBest(a.Run, a.Index, a.Algo, b)
}

// anytimeAlgorithms are the catalogue's anytime searches: on a board past
// MaxStepCells cells the screen leaves them chosen.
var anytimeAlgorithms = map[string]bool{registry.AlgoARA: true, registry.AlgoBULB: true}

// offerAnytime chooses BigBoardAlgorithm when the board grew past
// MaxStepCells cells (it had before cells) and the algorithm chosen is not
// anytime, with a heuristic that suits the board, and says so. While that
// choice stands, a board of another size or goal gets the heuristic that
// suits it (unless the user chose another one); when the board shrinks
// back to at most MaxStepCells cells the screen returns to the algorithm
// it replaced, if still chosen. It reports whether it changed the
// settings (to be saved).
func (s *Screen) offerAnytime(before int) bool {
	st := &s.st
	big, wasBig := st.Board.Len() > MaxStepCells, before > MaxStepCells
	switch {
	case big && !wasBig && !anytimeAlgorithms[st.Algorithm]:
		info, ok := store.FindAlgo(st.Catalog, BigBoardAlgorithm)
		if !ok {
			return false
		}
		st.Replaced = st.Algorithm
		st.SelectAlgorithm(BigBoardAlgorithm)
		st.AutoHeuristic = ""
		st.suitHeuristic()
		s.Notice(actions.NoticeNote, s.h.Lang().T("np.notice.big", "n", MaxStepCells, "algo", s.h.Lang().AlgorithmName(info.ID, info.Name)))
		return true
	case big && st.Replaced != "" && st.Algorithm == BigBoardAlgorithm:
		return st.suitHeuristic()
	case !big && wasBig && st.Replaced != "":
		if st.Algorithm == BigBoardAlgorithm {
			st.SelectAlgorithm(st.Replaced)
		}
		st.Replaced, st.AutoHeuristic = "", ""
		return true
	}
	return false
}

// suitHeuristic sets BigBoardAlgorithm's heuristic to bigBoardHeuristic,
// unless the user changed it from the one set before; it reports whether
// it changed it.
func (st *State) suitHeuristic() bool {
	info, ok := store.FindAlgo(st.Catalog, BigBoardAlgorithm)
	if !ok {
		return false
	}
	prm, has := info.Param("heuristic")
	if !has {
		return false
	}
	cur, want := st.ParamValue(BigBoardAlgorithm, prm), st.bigBoardHeuristic()
	if (st.AutoHeuristic != "" && cur != st.AutoHeuristic) || cur == want {
		return false
	}
	if st.Params == nil {
		st.Params = map[string]map[string]string{}
	}
	if st.Params[BigBoardAlgorithm] == nil {
		st.Params[BigBoardAlgorithm] = map[string]string{}
	}
	st.Params[BigBoardAlgorithm]["heuristic"], st.AutoHeuristic = want, want
	return true
}

// bigBoardHeuristic is the heuristic offered with BigBoardAlgorithm: the
// registry's default for the board's goal (npuzzle.SuitedHeuristic, what
// the API and the CLI use when a request names none): the 5×5 pattern
// databases, which the site ships for the two usual goals, else linear
// conflict.
func (st *State) bigBoardHeuristic() string {
	return npuzzle.SuitedHeuristic(st.Goal).String()
}

// AnytimeNow is the running anytime search's elapsed time in ms (0 when
// the chart's search is not running).
func (st *State) AnytimeNow() float64 {
	if a := st.Anytime; a != nil && st.Run.Active && st.Run.ID == a.Run {
		return st.Run.Progress.ElapsedMS()
	}
	return 0
}

// Summary says where the anytime search stands: "3 solutions; the best
// 157 moves, proven within 1.23 × optimal (optimum ≥ 128 moves)".
func (a *Anytime) Summary() string { return a.SummaryIn(i18n.English) }

// SummaryIn is Summary in l.
func (a *Anytime) SummaryIn(l i18n.Lang) string {
	b, ok := a.Last()
	if !ok {
		return ""
	}
	s := l.T("np.any.summary", "solutions", l.T("count.solutions", "n", max(b.Solutions, 1)), "moves", l.T("count.moves", "n", b.Length))
	switch {
	case b.Bound == 1:
		s += l.T("np.any.optimal")
	case b.Bound > 0:
		s += l.T("np.any.within", "bound", l.G(b.Bound, 3), "moves", l.T("count.moves", "n", ceil(b.LowerBound)))
	}
	return s + "."
}

// ceil rounds a lower bound up (the optimum of a unit-cost board is a
// whole number of moves).
func ceil(x float64) int {
	n := int(x)
	if float64(n) < x-1e-9 {
		n++
	}
	return n
}

// Chart is the geometry of the anytime chart: polylines of the solution
// length and of the proven lower bound over time (steps: a value holds
// until the next improvement), in a w × h box with the time axis from 0 to
// TMax ms and the value axis from YMin to YMax moves.
type Chart struct {
	Length, Lower string // SVG polyline points ("" when nothing to draw)
	TMax          float64
	YMin, YMax    float64
	// Top and Bottom are the largest and smallest values drawn (the first
	// length, the lowest lower bound) and TopY, BottomY their heights.
	Top, Bottom   float64
	TopY, BottomY float64
}

// Chart lays the improvements out in a w × h box, with time running to
// now ms (the search's elapsed time so far, at least the last point's).
func (a *Anytime) Chart(w, h, now float64) Chart {
	c := Chart{}
	if a == nil || len(a.Points) == 0 {
		return c
	}
	c.TMax = max(now, a.EndMS, a.Points[len(a.Points)-1].ElapsedMS, 1)
	c.YMin, c.YMax = float64(a.Points[0].Length), float64(a.Points[0].Length)
	for _, p := range a.Points {
		c.YMax = max(c.YMax, float64(p.Length))
		c.YMin = min(c.YMin, float64(p.Length))
		if p.LowerBound > 0 {
			c.YMin = min(c.YMin, p.LowerBound)
		}
	}
	// A margin of a twentieth of the range above and below, so lines on
	// the extremes show whole.
	c.Top, c.Bottom = c.YMax, c.YMin
	pad := max((c.YMax-c.YMin)/20, 1)
	c.YMin, c.YMax = max(c.YMin-pad, 0), c.YMax+pad
	x := func(t float64) float64 { return t / c.TMax * w }
	y := func(v float64) float64 { return h - (v-c.YMin)/(c.YMax-c.YMin)*h }
	c.TopY, c.BottomY = y(c.Top), y(c.Bottom)
	steps := func(val func(wire.Best) float64) string {
		out := ""
		last := -1.0
		for _, p := range a.Points {
			v := val(p)
			if v <= 0 {
				continue
			}
			if last > 0 {
				out += fmt.Sprintf(" %.1f,%.1f", x(p.ElapsedMS), y(last))
			}
			if out != "" {
				out += " "
			}
			out += fmt.Sprintf("%.1f,%.1f", x(p.ElapsedMS), y(v))
			last = v
		}
		if last > 0 {
			out += fmt.Sprintf(" %.1f,%.1f", w, y(last))
		}
		return out
	}
	c.Length = steps(func(p wire.Best) float64 { return float64(p.Length) })
	c.Lower = steps(func(p wire.Best) float64 { return p.LowerBound })
	return c
}
