package othellogame

import (
	"math/rand/v2"

	"searchlab/core/othello"
	"searchlab/core/tournament/opening"
)

// Othello as a registry.Matcher: the registry's players play its games
// (POST /api/game, POST /api/tournament, the Lab's match experiments) from
// the start position, in the game-database notation of othello.ParseRecord
// and othello.FormatRecord ("f5d6c3…", forced passes left out), every
// move checked against the rules by tournament.PlayGame. Moves travel as
// othello.Move names ("f5", "pass").

// ParseOpening reads an opening record from the start position
// (registry.Matcher).
func (Descriptor) ParseOpening(record string) ([]string, bool, error) {
	moves, end, err := othello.ParseRecord(othello.Start(), record)
	if err != nil {
		return nil, false, err
	}
	return moveNames(moves), end.Over(), nil
}

// RandomOpenings draws n openings of plies uniformly random legal moves
// each (opening.Random; registry.Matcher).
func (Descriptor) RandomOpenings(n, plies int, r *rand.Rand) ([][]string, error) {
	ops, err := opening.Random[othello.Position, othello.Move](othello.Game{}, othello.Start(), n, plies, plies, nil, r)
	if err != nil {
		return nil, err
	}
	out := make([][]string, len(ops))
	for i, op := range ops {
		out[i] = moveNames(op)
	}
	return out, nil
}

// RecordMoves replays a finished game's record from the start position
// (registry.Matcher).
func (Descriptor) RecordMoves(record string) ([]string, error) {
	moves, _, err := othello.ParseRecord(othello.Start(), record)
	if err != nil {
		return nil, err
	}
	return moveNames(moves), nil
}

// FormatRecord writes moves as a game record, forced passes left out
// (othello.FormatRecord; registry.Matcher). A name that is not a move is
// left out too: RecordMoves never gives one.
func (Descriptor) FormatRecord(names []string) string {
	moves := make([]othello.Move, 0, len(names))
	for _, n := range names {
		if m, err := othello.ParseMove(n); err == nil {
			moves = append(moves, m)
		}
	}
	return othello.FormatRecord(moves)
}

// moveNames writes moves by name (passes "pass"), never nil.
func moveNames(moves []othello.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}
