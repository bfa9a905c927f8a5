package nim

import (
	"fmt"
	"slices"
	"testing"

	"searchlab/core/adversarial"
)

// Known outcomes (N: the player to move wins, P: loses) from the
// literature, re-checked by brute force: Bouton 1901 for normal play, the
// exact misère rule, and worked examples. best lists the winning moves that
// must be found (empty: any winning move).
var knownNim = []struct {
	heaps          []int
	normal, misere byte
	bestNormal     []string
	bestMisere     []string
}{
	{[]int{1}, 'N', 'P', []string{"1-1"}, nil},
	{[]int{2}, 'N', 'N', []string{"1-2"}, []string{"1-1"}},
	{[]int{1, 1}, 'P', 'N', nil, []string{"1-1", "2-1"}},
	{[]int{1, 1, 1}, 'N', 'P', nil, nil},
	{[]int{2, 2}, 'P', 'P', nil, nil},
	{[]int{1, 2, 3}, 'P', 'P', nil, nil},
	{[]int{1, 4, 5}, 'P', 'P', nil, nil},
	{[]int{3, 4, 5}, 'N', 'N', []string{"1-2"}, []string{"1-2"}}, // 3→1 gives 1 4 5
	{[]int{3, 5, 7}, 'N', 'N', nil, nil},
	{[]int{1, 3, 5, 7}, 'P', 'P', nil, nil},
	{[]int{9, 7, 12}, 'N', 'N', []string{"2-2"}, []string{"2-2"}}, // 7→5
	{[]int{8, 13, 5}, 'P', 'P', nil, nil},
	// The misère exception: normal play empties the heap of 2, misère play
	// must take only one stone from it, leaving 1 1 1.
	{[]int{1, 1, 2}, 'N', 'N', []string{"3-2"}, []string{"3-1"}},
}

func TestKnownNimPositions(t *testing.T) {
	for _, c := range knownNim {
		s := MustState(c.heaps...)
		for _, rule := range []Rule{Normal, Misere} {
			g := Game{Rule: rule}
			want, best := c.normal, c.bestNormal
			if rule == Misere {
				want, best = c.misere, c.bestMisere
			}
			wantV := -1.0
			if want == 'N' {
				wantV = 1
			}
			o := NewOracle(g)
			v, err := o.Value(s)
			if err != nil || v != wantV {
				t.Errorf("%v %v: oracle value %v (%v), want %c", s, rule, v, err, want)
			}
			om, _ := o.ChooseMove(s)
			r := adversarial.Solve(adversarial.NewAlphaBeta(g, s, adversarial.Options[State, Move]{}, adversarial.AlphaBetaParams{TT: true, Ordering: true}))
			if r.Value != wantV || !r.Proven {
				t.Errorf("%v %v: alpha-beta value %v, want %c", s, rule, r.Value, want)
			}
			if best != nil {
				if !slices.Contains(best, om.String()) {
					t.Errorf("%v %v: oracle plays %v, want one of %v", s, rule, om, best)
				}
				if !slices.Contains(best, r.BestMove.String()) {
					t.Errorf("%v %v: alpha-beta plays %v, want one of %v", s, rule, r.BestMove, best)
				}
			}
		}
	}
}

func TestGrundySpragueGrundyValues(t *testing.T) {
	// OEIS A002188, G(0..29).
	want := []int{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2}
	if got := GrundyValues(29); !slices.Equal(got, want) {
		t.Errorf("G(0..29) = %v\nwant        %v", got, want)
	}
	// Single-heap P-positions (G = 0) up to 100.
	var ps []int
	for n, v := range GrundyValues(100) {
		if v == 0 && n > 0 {
			ps = append(ps, n)
		}
	}
	if want := []int{1, 2, 4, 7, 10, 20, 23, 26, 50, 53}; !slices.Equal(ps, want) {
		t.Errorf("single-heap P-positions up to 100: %v, want %v", ps, want)
	}
}

func TestGrundyKnownPositions(t *testing.T) {
	g := Game{Variant: Grundy}
	o := NewOracle(g)
	for _, c := range []struct {
		heaps []int
		win   bool
		best  string // the only winning split, when given
	}{
		{[]int{3, 3}, false, ""}, {[]int{5, 9}, true, ""}, {[]int{8}, true, "1:1+7"}, {[]int{6}, true, "1:2+4"}, {[]int{5}, true, "1:1+4"},
	} {
		s := MustState(c.heaps...)
		w, _ := o.Wins(s)
		r := adversarial.Solve(adversarial.NewAlphaBeta(g, s, adversarial.Options[State, Move]{}, adversarial.AlphaBetaParams{TT: true, Ordering: true}))
		if w != c.win || (r.Value == 1) != c.win {
			t.Errorf("Grundy %v: oracle wins=%v, alpha-beta value %v; want wins=%v", s, w, r.Value, c.win)
		}
		if c.best != "" {
			m, _ := o.ChooseMove(s)
			if m.String() != c.best || r.BestMove.String() != c.best {
				t.Errorf("Grundy %v: oracle plays %v, alpha-beta %v; want %s", s, m, r.BestMove, c.best)
			}
		}
	}
}

// Computed here (no external source): single-heap misère Grundy
// P-positions up to 40 are exactly the multiples of 3. A regression test.
func TestMisereGrundySingleHeapsComputed(t *testing.T) {
	g := Game{Variant: Grundy, Rule: Misere}
	o := NewOracle(g)
	// Heaps 1 and 2 (and 0) are finished games: in misère play the player to
	// move there has won.
	for n := 1; n <= 40; n++ {
		w, err := o.Wins(MustState(n))
		if err != nil {
			t.Fatal(err)
		}
		if w == (n%3 == 0) {
			t.Errorf("misère Grundy heap %d: player to move wins=%v, want %v", n, w, n%3 != 0)
		}
	}
}

// TestOracleMovesWin plays the oracle against every reply from every small
// position it calls won: it must win every line (checked with the rules
// only, not with the theory).
func TestOracleMovesWin(t *testing.T) {
	for _, g := range allGames {
		o := NewOracle(g)
		for _, s := range smallPositions(g) {
			w, err := o.Wins(s)
			if err != nil {
				t.Fatal(err)
			}
			if w && !forcesWin(g, o, s) {
				t.Errorf("%v: the oracle says won but its moves do not force a win", desc(g, s))
			}
		}
	}
}

// forcesWin reports whether the oracle, moving in s, wins against every
// sequence of replies.
func forcesWin(g Game, o *Oracle, s State) bool {
	if g.Terminal(s) {
		return g.Utility(s, g.ToMove(s)) > 0
	}
	m, err := o.ChooseMove(s)
	if err != nil || g.Check(s, m) != nil {
		return false
	}
	c := g.Apply(s, m)
	if g.Terminal(c) {
		return g.Utility(c, g.ToMove(s)) > 0
	}
	for _, r := range g.Moves(c, nil) {
		if !forcesWin(g, o, g.Apply(c, r)) {
			return false
		}
	}
	return true
}

var allGames = []Game{{Nim, Normal}, {Nim, Misere}, {Grundy, Normal}, {Grundy, Misere}}

func desc(g Game, s State) string { return fmt.Sprintf("%v %v %q", g.Variant, g.Rule, s.String()) }

// smallPositions: Nim positions of up to 3 heaps of up to 4 stones; Grundy
// positions of up to 2 heaps of up to 9.
func smallPositions(g Game) []State {
	if g.Variant == Grundy {
		return multisets(2, 9)
	}
	return multisets(3, 4)
}

// multisets returns every position of 1..k heaps of 1..max stones, heaps in
// non-increasing order (displayed unsorted elsewhere in the tests).
func multisets(k, max int) []State {
	var out []State
	var rec func(hs []int, top int)
	rec = func(hs []int, top int) {
		if len(hs) > 0 {
			out = append(out, MustState(hs...))
		}
		if len(hs) == k {
			return
		}
		for h := 1; h <= top; h++ {
			rec(append(slices.Clone(hs), h), h)
		}
	}
	rec(nil, max)
	return out
}
