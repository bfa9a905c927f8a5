package nim

import (
	"fmt"
	"slices"
	"testing"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// noTTMaxStones bounds the positions on which the searches without a
// transposition table run: their trees grow exponentially with the number of
// stones (7 7 takes 0.2–0.8 M nodes, 6 6 6 about 1 M, 7 7 7 over 5 M), so
// they are checked on every position of up to 4 heaps holding at most this
// many stones in total; the searches with a table cover all positions of up
// to 4 heaps of up to 7 stones.
const noTTMaxStones = 9

func total(s State) int {
	n := 0
	for _, h := range s.Heaps() {
		n += h
	}
	return n
}

// displayed returns s with its heaps rotated so that positions are not
// always sorted (move notation refers to the displayed order).
func displayed(s State) State {
	hs := s.Heaps()
	if len(hs) > 1 {
		hs = append(hs[1:], hs[0])
	}
	return MustState(hs...)
}

type searchCase struct {
	name string
	new  func(g Game, s State) adversarial.Searcher[Move]
	tt   bool
}

func searchCases() []searchCase {
	cs := []searchCase{
		{"minimax", func(g Game, s State) adversarial.Searcher[Move] {
			return adversarial.NewMinimax(g, s, adversarial.Options[State, Move]{}, adversarial.MinimaxParams{})
		}, false},
		{"minimax+tt", func(g Game, s State) adversarial.Searcher[Move] {
			return adversarial.NewMinimax(g, s, adversarial.Options[State, Move]{}, adversarial.MinimaxParams{TT: true})
		}, true},
	}
	for i := range 8 {
		p := adversarial.AlphaBetaParams{Ordering: i&1 != 0, TT: i&2 != 0, Deepening: i&4 != 0}
		cs = append(cs, searchCase{fmt.Sprintf("alphabeta ordering=%v tt=%v deepening=%v", p.Ordering, p.TT, p.Deepening),
			func(g Game, s State) adversarial.Searcher[Move] {
				return adversarial.NewAlphaBeta(g, s, adversarial.Options[State, Move]{}, p)
			}, p.TT})
	}
	return cs
}

// checkSearch runs one search on s and checks it against the oracle: the
// value, a winning best move in a won position (the child is lost for the
// opponent according to the theory), and a legal principal variation.
func checkSearch(t *testing.T, g Game, o *Oracle, s State, c searchCase) int64 {
	t.Helper()
	want, err := o.Value(s)
	if err != nil {
		t.Fatal(err)
	}
	r := adversarial.Solve(c.new(g, s))
	if r.Status != search.Found || r.Value != want || !r.Proven {
		t.Fatalf("%s %s: status %v value %v proven %v, oracle %v", desc(g, s), c.name, r.Status, r.Value, r.Proven, want)
	}
	if g.Terminal(s) {
		return r.Stats.Nodes
	}
	if !r.HasMove || g.Check(s, r.BestMove) != nil {
		t.Fatalf("%s %s: best move %v (has %v) is not legal", desc(g, s), c.name, r.BestMove, r.HasMove)
	}
	if want == 1 {
		cv, _ := o.Value(g.Apply(s, r.BestMove))
		if cv != -1 {
			t.Fatalf("%s %s: best move %v does not win", desc(g, s), c.name, r.BestMove)
		}
	}
	if len(r.PV) == 0 || r.PV[0] != r.BestMove {
		t.Fatalf("%s %s: PV %v does not start with %v", desc(g, s), c.name, r.PV, r.BestMove)
	}
	x := s
	for _, m := range r.PV {
		if err := g.Check(x, m); err != nil {
			t.Fatalf("%s %s: PV %v: %v", desc(g, s), c.name, r.PV, err)
		}
		x = g.Apply(x, m)
	}
	return r.Stats.Nodes
}

func TestSearchesAgreeWithTheoryOnSmallNim(t *testing.T) {
	positions := multisets(4, 7)
	if len(positions) != 329 {
		t.Fatalf("%d positions of 1-4 heaps of 1-7, want 329", len(positions))
	}
	for _, rule := range []Rule{Normal, Misere} {
		g := Game{Rule: rule}
		o := NewOracle(g)
		for _, c := range searchCases() {
			checked := 0
			var nodes int64
			for _, s := range positions {
				if !c.tt && total(s) > noTTMaxStones {
					continue
				}
				nodes += checkSearch(t, g, o, displayed(s), c)
				checked++
			}
			t.Logf("%v %s: %d positions, %d nodes", rule, c.name, checked, nodes)
		}
	}
}

func TestSearchesAgreeWithTheoryOnGrundy(t *testing.T) {
	// Every position of one or two heaps up to 14 (normal play: theory by
	// Sprague–Grundy values; misère: the oracle's own memoised search, an
	// independent implementation).
	positions := multisets(2, 14)
	for _, rule := range []Rule{Normal, Misere} {
		g := Game{Variant: Grundy, Rule: rule}
		o := NewOracle(g)
		for _, c := range searchCases() {
			for _, s := range positions {
				if !c.tt && total(s) > 16 {
					continue
				}
				checkSearch(t, g, o, displayed(s), c)
			}
		}
	}
}

func TestMisereGrundySingleHeapsBySearch(t *testing.T) {
	g := Game{Variant: Grundy, Rule: Misere}
	for n := 3; n <= 30; n++ {
		r := adversarial.Solve(adversarial.NewAlphaBeta(g, MustState(n), adversarial.Options[State, Move]{}, adversarial.AlphaBetaParams{TT: true, Ordering: true}))
		if (r.Value == -1) != (n%3 == 0) {
			t.Errorf("misère Grundy heap %d: alpha-beta value %v", n, r.Value)
		}
	}
}

func TestTranspositionTableMergesHeapOrder(t *testing.T) {
	g := Game{}
	// Reachable non-terminal positions up to heap order, by breadth-first
	// search over canonical keys.
	reach := func(s State) int {
		seen := map[State]bool{}
		queue := []State{g.Canonical(s)}
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			if seen[x] || g.Terminal(x) {
				continue
			}
			seen[x] = true
			for _, m := range g.Moves(x, nil) {
				queue = append(queue, g.Canonical(g.Apply(x, m)))
			}
		}
		return len(seen)
	}
	for _, text := range []string{"3 4 5", "5 3 4", "7 6 8 5", "2 2 2 2 2 2"} {
		s, _ := Parse(text)
		// Memoised minimax visits every reachable position, once per
		// canonical key.
		r := adversarial.Solve(adversarial.NewMinimax(g, s, adversarial.Options[State, Move]{}, adversarial.MinimaxParams{TT: true}))
		if want := reach(s); r.Stats.TTEntries != want {
			t.Errorf("%s: %d table entries, want %d (positions up to heap order)", text, r.Stats.TTEntries, want)
		}
	}
	big := MustState(7, 6, 8, 5, 9, 5)
	r := adversarial.Solve(adversarial.NewAlphaBeta(g, big, adversarial.Options[State, Move]{}, adversarial.AlphaBetaParams{TT: true}))
	if r.Value != -1 || r.Stats.TTEntries > reach(big) {
		t.Errorf("7 6 8 5 9 5 (nim-sum 0): value %v with %d entries, at most %d positions", r.Value, r.Stats.TTEntries, reach(big))
	}
}

func TestPlayersAgainstEachOther(t *testing.T) {
	for _, g := range allGames {
		start := MustState(3, 4, 5)
		if g.Variant == Grundy {
			start = MustState(5, 9, 7)
		}
		o := NewOracle(g)
		ab := adversarial.NewAlphaBetaPlayer[State, Move](g, adversarial.Options[State, Move]{}, adversarial.AlphaBetaParams{TT: true, Ordering: true})
		won, _ := o.Wins(start)
		if !won {
			t.Fatalf("%s should be a first-player win", desc(g, start))
		}
		for seed := range uint64(10) {
			rnd := adversarial.NewRandomPlayer[State, Move](g, randFor(seed))
			for _, first := range []adversarial.Player[State, Move]{o, ab} {
				u, err := adversarial.NewMatch[State, Move](g, start, first, rnd).Play(0)
				if err != nil || u != 1 {
					t.Errorf("%s seed %d: perfect player first vs random: %v %v", desc(g, start), seed, u, err)
				}
			}
		}
		// Alpha-beta against the oracle: the first player (who has the
		// won position) wins either way round.
		if u, err := adversarial.NewMatch[State, Move](g, start, ab, o).Play(0); err != nil || u != 1 {
			t.Errorf("%s alpha-beta vs oracle: %v %v", desc(g, start), u, err)
		}
		if u, err := adversarial.NewMatch[State, Move](g, start, o, ab).Play(0); err != nil || u != 1 {
			t.Errorf("%s oracle vs alpha-beta: %v %v", desc(g, start), u, err)
		}
	}
}

func TestRandomMoveIsUniformAndLegal(t *testing.T) {
	for _, g := range []Game{{}, {Variant: Grundy}} {
		s := MustState(3, 0, 8, 2)
		moves := g.Moves(s, nil)
		counts := map[Move]int{}
		r := randFor(1)
		const n = 20000
		for range n {
			m, ok := g.RandomMove(s, r)
			if !ok || g.Check(s, m) != nil {
				t.Fatalf("%v: random move %v %v", g.Variant, m, ok)
			}
			counts[m]++
		}
		for _, m := range moves {
			if c := counts[m]; c < n/len(moves)/2 || c > n/len(moves)*2 {
				t.Errorf("%v: move %v drawn %d times of %d", g.Variant, m, c, n)
			}
		}
		if len(counts) != len(moves) {
			t.Errorf("%v: %d distinct random moves, %d legal", g.Variant, len(counts), len(moves))
		}
	}
	if _, ok := (Game{}).RandomMove(MustState(0, 0), randFor(1)); ok {
		t.Error("random move in a finished game")
	}
	if !slices.Equal(MustState(1).Heaps(), []int{1}) {
		t.Error("Heaps")
	}
}
