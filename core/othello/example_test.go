package othello_test

import (
	"fmt"

	"searchlab/core/adversarial"
	"searchlab/core/othello"
)

// Solve FFO endgame #1 exactly, then play its best move.
func ExampleNewEndgame() {
	p, err := othello.Parse("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X")
	if err != nil {
		panic(err)
	}
	e := othello.NewEndgame(p, adversarial.Options[othello.Position, othello.Move]{}, othello.EndgameParams{TT: true})
	r := adversarial.Solve[othello.Move](e)
	score, exact := e.Score()
	fmt.Println(p.Empties(), "empties:", r.BestMove, score, exact)
	next, _ := p.Play(r.BestMove)
	fmt.Println(next.Turn, "to move")
	// Output:
	// 14 empties: g8 18 true
	// O to move
}

// Read a game record and print the position as a grid (checked by hand:
// f5 flips e5, d6 flips d5, c3 flips d4, d3 flips it back, c4 flips it
// again).
func ExampleParseRecord() {
	moves, p, err := othello.ParseRecord(othello.Start(), "f5d6c3d3c4")
	if err != nil {
		panic(err)
	}
	fmt.Println(len(moves), "moves;", p.Count(othello.Black), "black,", p.Count(othello.White), "white")
	fmt.Print(p.Grid())
	// Output:
	// 5 moves; 6 black, 3 white
	//   a b c d e f g h
	// 1 - - - - - - - -
	// 2 - - - - - - - -
	// 3 - - X O - - - -
	// 4 - - X X X - - -
	// 5 - - - O X X - -
	// 6 - - - O - - - -
	// 7 - - - - - - - -
	// 8 - - - - - - - -
	// O to move
}
