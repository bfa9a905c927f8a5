package btmodel

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"testing"

	"searchlab/core/bradleyterry"
	"searchlab/core/othello"
)

// randomPositions returns positions of random games (fixed seed), each
// with at least two legal moves.
func randomPositions(n int, seed uint64) []othello.Position {
	r := rand.New(rand.NewPCG(seed, 1))
	var g othello.Game
	var ps []othello.Position
	for len(ps) < n {
		p := othello.Start()
		for !p.Over() && len(ps) < n {
			if len(p.Moves(nil)) >= 2 {
				ps = append(ps, p)
			}
			m, _ := g.RandomMove(p, r)
			p = p.Apply(m)
		}
	}
	return ps
}

// The optimised features say what they claim, checked against the rules
// directly: discs flipped, the opponent's mobility and corner access after
// the move; every team is valid for MM (one feature per group).
func TestOptimisedFeatures(t *testing.T) {
	groups := Optimised.Groups()
	d := bradleyterry.NewDataset(groups)
	for _, p := range randomPositions(400, 3) {
		moves := p.Moves(nil)
		if _, err := d.Add(Optimised.Teams(p, moves), 0); err != nil {
			t.Fatal(err)
		}
		for _, m := range moves {
			var buf [maxTeam]bradleyterry.Feature
			n := Optimised.Team(p, m, &buf)
			team := buf[:n]
			if team[0] != buroFeature(p, int(m)) {
				t.Fatalf("%v: first feature %d is not the Buro feature", m, team[0])
			}
			next := p.Apply(m)
			flips := bits.OnesCount64(p.Flips(m))
			opp := len(next.Moves(nil))
			if next.MustPass() {
				opp = 0
			}
			corner := false
			for _, x := range next.Moves(nil) {
				if x == 0 || x == 7 || x == 56 || x == 63 {
					corner = true
				}
			}
			var gotFlips, gotMob int = -1, -1
			gotCorner := false
			for _, f := range team[1:] {
				switch groups[f] {
				case 1:
					gotFlips = (int(f)-offFlips)%flipBins + 1
				case 2:
					gotMob = (int(f) - offMob) % mobBins
				case 3:
					gotCorner = true
				}
			}
			if gotFlips != min(flips, flipBins) || gotMob != min(opp, mobBins-1) || gotCorner != corner {
				t.Fatalf("%s %v: features flips %d mobility %d corner %v; rules say %d %d %v",
					p, m, gotFlips, gotMob, gotCorner, flips, opp, corner)
			}
		}
	}
}

// A table survives Encode and Decode (as float32), and Decode rejects
// another set's table and truncated data.
func TestTableRoundTrip(t *testing.T) {
	m := bradleyterry.NewModel(Buro.NumFeatures())
	m.Gamma[5], m.Gamma[60000] = 2.5, 0.125
	data := Encode(Buro, m)
	got, err := Decode(Buro, data)
	if err != nil {
		t.Fatal(err)
	}
	if got.Gamma[5] != 2.5 || got.Gamma[60000] != 0.125 || got.Gamma[6] != 1 {
		t.Errorf("decoded γ %v %v %v", got.Gamma[5], got.Gamma[60000], got.Gamma[6])
	}
	if _, err := Decode(Optimised, data); err == nil {
		t.Error("a Buro table decoded as the optimised set")
	}
	if _, err := Decode(Buro, data[:len(data)-3]); err == nil {
		t.Error("a truncated table decoded")
	}
}

// The embedded models predict the moves of games they were not trained on
// (fresh self-play from another seed, depth 3) far better than a uniform
// guess, and the optimised set better than the Buro set.
func TestEmbeddedModelsPredict(t *testing.T) {
	recs, err := SelfPlay(context.Background(), GenOptions{Games: 12, Depth: 3, MinOpening: 4, MaxOpening: 8, Seed: 99, Parallel: 1})
	if err != nil {
		t.Fatal(err)
	}
	rate := map[Set]float64{}
	for _, set := range []Set{Buro, Optimised} {
		m, err := Load(set)
		if err != nil {
			t.Fatal(err)
		}
		d, err := Data(set, recs)
		if err != nil {
			t.Fatal(err)
		}
		ll, ull := bradleyterry.LogLikelihood(m.BT, d), bradleyterry.UniformLogLikelihood(d)
		rate[set] = bradleyterry.PredictionRate(m.BT, d)
		uniform := bradleyterry.PredictionRate(bradleyterry.NewModel(set.NumFeatures()), d)
		t.Logf("%s on %d positions: log-likelihood %.3f (uniform %.3f), prediction %.3f (uniform %.3f)", set, d.Len(), ll, ull, rate[set], uniform)
		if ll < ull+0.2 || rate[set] < uniform+0.15 {
			t.Errorf("%s: log-likelihood %.3f vs uniform %.3f, prediction %.3f vs %.3f", set, ll, ull, rate[set], uniform)
		}
	}
	if rate[Optimised] <= rate[Buro] {
		t.Errorf("optimised predicts %.3f, Buro %.3f", rate[Optimised], rate[Buro])
	}
}

// MoveStrengths gives a forced move strength 1 and otherwise the product
// of the team's γ.
func TestMoveStrengths(t *testing.T) {
	m, err := Load(Optimised)
	if err != nil {
		t.Fatal(err)
	}
	p := randomPositions(1, 5)[0]
	moves := p.Moves(nil)
	w := m.MoveStrengths(p, moves, nil)
	for i, mv := range moves {
		team := Optimised.Teams(p, []othello.Move{mv})[0]
		if want := m.BT.Strength(team); w[i] != want || !(w[i] > 0) {
			t.Errorf("%v: strength %v, want %v", mv, w[i], want)
		}
	}
	if w := m.MoveStrengths(p, []othello.Move{othello.Pass}, nil); len(w) != 1 || w[0] != 1 {
		t.Errorf("pass: %v", w)
	}
}
