package registry

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"searchlab/core/internal/clip"
	"searchlab/core/wire"
)

// PlayerSpec is one player of a two-player game: an algorithm of the
// registry and its parameters, exactly what a solve request names. Every
// move of the player is that solve on the position (a Matcher's player,
// such as othelloengine.Player), so a
// player has the registry's defaults and validation wherever it plays:
// `searchlab solve`, `searchlab tournament`, POST /api/game and POST
// /api/tournament, and the Othello screen.
//
// Its text form (the CLI's -a and -b, the players of POST /api/game) is the
// algorithm id, optionally followed by a colon and comma-separated
// name=value settings of its parameters:
//
//	random
//	alphabeta:depth=8,eval=parity,endgame=12
//	mcts-bt:iterations=2000,c_bt=0.5,k=5000,sqrt=false
//	mcts-bt-opt:move_time_ms=100,solver=true
type PlayerSpec struct {
	Algorithm string         `json:"algorithm"`
	Params    map[string]any `json:"params,omitempty"`
}

// String writes the spec in its text form, settings sorted by name.
func (s PlayerSpec) String() string {
	if len(s.Params) == 0 {
		return s.Algorithm
	}
	names := make([]string, 0, len(s.Params))
	for n := range s.Params {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return names[i] < names[j] }) // not sort.Strings: one generic sort less in ui.wasm (issue 28)
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = n + "=" + paramText(s.Params[n])
	}
	return s.Algorithm + ":" + strings.Join(parts, ",")
}

// paramText writes a parameter value as ParseParamText reads it.
func paramText(v any) string {
	switch x := v.(type) {
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case float32:
		return strconv.FormatFloat(float64(x), 'g', -1, 32)
	case json.Number:
		return x.String()
	}
	return fmt.Sprint(v)
}

// ParsePlayer reads a player's text form for game: each setting is read
// by its parameter's type (ParseParamText, the CLI's -set) and the player
// is checked by CheckPlayer, so a bad player gets the sentence a solve
// request with the same algorithm and parameters gets.
func (r *Registry) ParsePlayer(game, text string) (PlayerSpec, error) {
	id, rest, _ := strings.Cut(strings.TrimSpace(text), ":")
	s := PlayerSpec{Algorithm: strings.TrimSpace(id)}
	if s.Algorithm == "" {
		return s, wire.Invalidf("player %q names no algorithm (write e.g. alphabeta:depth=8 or mcts-bt)", clip.Text(text))
	}
	if rest = strings.TrimSpace(rest); rest != "" {
		algos, err := r.Algorithms(game)
		if err != nil {
			return s, err
		}
		var algo AlgorithmInfo
		for _, a := range algos {
			if a.ID == s.Algorithm {
				algo = a
			}
		}
		s.Params = map[string]any{}
		for _, kv := range strings.Split(rest, ",") {
			name, value, ok := strings.Cut(kv, "=")
			name, value = strings.TrimSpace(name), strings.TrimSpace(value)
			if !ok || name == "" || value == "" {
				return s, wire.Invalidf("player %q: setting %q is not name=value", clip.Text(text), clip.Text(kv))
			}
			if _, dup := s.Params[name]; dup {
				return s, wire.Invalidf("player %q sets %q twice", clip.Text(text), clip.Text(name))
			}
			var x any = value // an unknown name or algorithm: CheckPlayer says so
			if p, ok := algo.Param(name); ok {
				if x, err = ParseParamText(p, value); err != nil {
					return s, err
				}
			}
			s.Params[name] = x
		}
	}
	return s, r.CheckPlayer(game, s)
}

// CheckPlayer validates a player of game as Prepare validates a solve
// request naming the same algorithm and parameters (the game's example
// board stands in for the positions the player will meet).
func (r *Registry) CheckPlayer(game string, s PlayerSpec) error {
	g, ok := r.byID[game]
	if !ok {
		return r.unknownGame(game)
	}
	_, _, err := r.Prepare(wire.Request{Game: game, Board: g.Info().Example, Algorithm: s.Algorithm, Params: s.Params})
	return err
}

// ErrPlayerInvalid marks a move a player could not choose because the
// solve refused its request (invalid): the player's settings, not the game,
// are at fault. A Matcher's player wraps it; PlayGame and PlayMatch answer
// such a game with status invalid.
var ErrPlayerInvalid = errors.New("invalid player")

// WithMoveTime returns spec with the time per move moveTime (its
// move_time_ms) when its algorithm has one and spec does not set it
// already: the default time per move of a tournament or a game.
func (r *Registry) WithMoveTime(game string, spec PlayerSpec, moveTime time.Duration) PlayerSpec {
	const name = "move_time_ms"
	if moveTime <= 0 || spec.Params[name] != nil {
		return spec
	}
	algos, _ := r.Algorithms(game)
	for _, a := range algos {
		if _, ok := a.Param(name); ok && a.ID == spec.Algorithm {
			ps := make(map[string]any, len(spec.Params)+1)
			for k, v := range spec.Params {
				ps[k] = v
			}
			ps[name] = moveTime.Milliseconds()
			spec.Params = ps
		}
	}
	return spec
}
