package mcts_test

import (
	"fmt"
	"math/rand/v2"

	"searchlab/core/adversarial"
	"searchlab/core/bloxorz"
	"searchlab/core/mcts"
	"searchlab/core/search"
)

// Solve Bloxorz stage 1 with single-player MCTS (the problem's heuristic
// and events shape the reward) and print the keys.
func ExampleNewSingle() {
	level, _ := bloxorz.Classic(1)
	p := bloxorz.NewProblem(level, bloxorz.SwapsFree)
	params := mcts.DefaultSingleParams()
	params.Selection = mcts.MaxReward
	m := mcts.NewSingle(p, search.Options[bloxorz.State]{}, params, rand.New(rand.NewPCG(1, 1)))
	if err := m.Err(); err != nil {
		fmt.Println(err)
		return
	}
	r := search.Solve[bloxorz.Move](m)
	keys, _, _ := p.Notation(r.Actions)
	fmt.Println(r.Status, bloxorz.Replay(level, keys) == nil)
	// Output: found true
}

// A two-player game: the player who takes the last coin wins; each move
// takes 1 or 2 coins. From 4 coins, taking 1 (leaving a multiple of 3)
// wins.
type coins struct{}

type coinState struct{ left, turn int }

func (coins) ToMove(s coinState) int { return s.turn }
func (coins) Moves(s coinState, buf []int) []int {
	buf = buf[:0]
	for k := 1; k <= min(2, s.left); k++ {
		buf = append(buf, k)
	}
	return buf
}
func (coins) Apply(s coinState, k int) coinState { return coinState{s.left - k, 1 - s.turn} }
func (coins) Terminal(s coinState) bool          { return s.left == 0 }
func (coins) Utility(s coinState, p int) float64 {
	if p == s.turn { // the player to move at the end did not take the last coin
		return -1
	}
	return 1
}

func ExampleNewUCT() {
	params := mcts.DefaultUCTParams[coinState, int]()
	params.Iterations = 2000
	u := mcts.NewUCT[coinState, int](coins{}, coinState{left: 4}, adversarial.Options[coinState, int]{}, params, rand.New(rand.NewPCG(1, 1)))
	r := adversarial.Solve[int](u)
	fmt.Println("take", r.BestMove, "proven:", r.Proven, "value:", r.Value)
	for _, c := range u.RootChildren() {
		fmt.Println("candidate", c.Action, c.Visits > 0)
	}
	// Output:
	// take 1 proven: true value: 1
	// candidate 1 true
	// candidate 2 true
}
