package nim_test

import (
	"context"
	"fmt"

	"searchlab/core/adversarial"
	"searchlab/core/nim"
)

// Solve is what `searchlab solve -game nim` and the solve API call.
func ExampleSolve() {
	req := nim.DefaultRequest("3 4 5")
	a, err := nim.Solve(context.Background(), req)
	if err != nil {
		panic(err)
	}
	fmt.Println(a.Status, a.Value, a.BestMove)

	req.Rule, req.Board, req.Algorithm = "misere", "1 1 2", "oracle"
	a, _ = nim.Solve(context.Background(), req)
	fmt.Println(a.Value, a.Moves)
	// Output:
	// found 1 1-2
	// 1 [3-1 1-1 2-1 3-1]
}

// Any player can play any other: here alpha-beta against the oracle in
// Grundy's game from a position the first player wins.
func ExampleGame_match() {
	g := nim.Game{Variant: nim.Grundy}
	start := nim.MustState(5, 9)
	ab := adversarial.NewAlphaBetaPlayer[nim.State, nim.Move](g, adversarial.Options[nim.State, nim.Move]{}, adversarial.AlphaBetaParams{TT: true, Ordering: true})
	m := adversarial.NewMatch[nim.State, nim.Move](g, start, ab, nim.NewOracle(g))
	u, err := m.Play(0)
	fmt.Println(u, err, m.State, m.Moves)
	// Output:
	// 1 <nil> 2 1 2 2 1 2 1 1 2 [1:2+3 2:1+2 4:2+7 5:1+6 6:2+4 7:1+3 8:1+2]
}
