package tournament

import (
	"context"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/nim"
	"searchlab/core/tournament/opening"
)

var nimGame = nim.Game{}

func oracle(uint64) (adversarial.Player[nim.State, nim.Move], error) {
	return nim.NewOracle(nimGame), nil
}

func random(seed uint64) (adversarial.Player[nim.State, nim.Move], error) {
	return adversarial.NewRandomPlayer[nim.State, nim.Move](nimGame, rand.New(rand.NewPCG(seed, 1))), nil
}

func nimMatch(seed uint64, parallel int) Match[nim.State, nim.Move] {
	start := nim.MustState(3, 4, 5, 6)
	ops, err := opening.Random[nim.State, nim.Move](nimGame, start, 5, 1, 2, nil, rand.New(rand.NewPCG(seed, 2)))
	if err != nil {
		panic(err)
	}
	return Match[nim.State, nim.Move]{G: nimGame, Start: start, Openings: ops, A: oracle, B: random, Games: 20, Parallel: parallel, Seed: seed}
}

// Colours alternate game by game, each opening serves a pair of games,
// and the outcome is from A's side.
func TestColoursAlternate(t *testing.T) {
	m := nimMatch(1, 1)
	games, sum, err := Run(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 20 || sum.Games != 20 {
		t.Fatalf("%d games, summary of %d", len(games), sum.Games)
	}
	for i, g := range games {
		if g.Index != i || g.AFirst != (i%2 == 0) {
			t.Errorf("game %d: index %d, A first %v", i, g.Index, g.AFirst)
		}
		op := m.Openings[(i/2)%len(m.Openings)]
		if !reflect.DeepEqual(g.Record.Moves[:g.Record.OpeningPlies], op) {
			t.Errorf("game %d opened %v, want %v", i, g.Record.Moves[:g.Record.OpeningPlies], op)
		}
		want := g.Record.Outcome
		if !g.AFirst {
			want = -want
		}
		if g.Outcome != want {
			t.Errorf("game %d: outcome %d, record %d, A first %v", i, g.Outcome, g.Record.Outcome, g.AFirst)
		}
		// Replay through the rules: the record ends the game with its result.
		s := m.Start
		for _, mv := range g.Record.Moves {
			if !adversarial.Legal[nim.State, nim.Move](nimGame, s, mv) {
				t.Fatalf("game %d: illegal move %v", i, mv)
			}
			s = nimGame.Apply(s, mv)
		}
		if !nimGame.Terminal(s) || nimGame.Utility(s, 0) != g.Record.Result {
			t.Errorf("game %d: replay ends terminal=%v with %v, record says %v", i, nimGame.Terminal(s), nimGame.Utility(s, 0), g.Record.Result)
		}
	}
	// The perfect player wins every game in which it is to move in a won
	// position after the opening, and most others against a random one.
	if sum.Score < 0.8 {
		t.Errorf("the oracle scored only %.2f against random", sum.Score)
	}
}

// The same seed repeats the match whatever the parallelism; another seed
// gives other games.
func TestReproducible(t *testing.T) {
	strip := func(gs []Game[nim.Move]) []Game[nim.Move] {
		for i := range gs {
			gs[i].Record.Time = [2]time.Duration{}
		}
		return gs
	}
	a, sa, err := Run(context.Background(), nimMatch(7, 1))
	if err != nil {
		t.Fatal(err)
	}
	b, sb, err := Run(context.Background(), nimMatch(7, 3))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(strip(a), strip(b)) || sa != sb {
		t.Error("seed 7 played with 1 and 3 parallel games differ")
	}
	c, _, _ := Run(context.Background(), nimMatch(8, 2))
	if reflect.DeepEqual(strip(a), strip(c)) {
		t.Error("seeds 7 and 8 gave the same games")
	}
}

func TestPlayGameErrors(t *testing.T) {
	start := nim.MustState(1, 2)
	p, _ := random(1)
	_, err := PlayGame(context.Background(), nimGame, start, []nim.Move{{Heap: 1, Take: 3}}, [2]adversarial.Player[nim.State, nim.Move]{p, p}, 0)
	if err == nil || !strings.Contains(err.Error(), "opening move 1") {
		t.Errorf("illegal opening: %v", err)
	}
	bad := adversarial.PlayerFunc[nim.State, nim.Move](func(nim.State) (nim.Move, error) { return nim.Move{Heap: 5, Take: 1}, nil })
	_, err = PlayGame(context.Background(), nimGame, start, nil, [2]adversarial.Player[nim.State, nim.Move]{bad, p}, 0)
	if err == nil || !strings.Contains(err.Error(), "illegal move") {
		t.Errorf("illegal player move: %v", err)
	}
	if _, _, err := Run(context.Background(), Match[nim.State, nim.Move]{G: nimGame, A: oracle, B: random}); err == nil {
		t.Error("a match of 0 games: want an error")
	}
}
