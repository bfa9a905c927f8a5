package registry

import (
	"fmt"
	"strconv"
	"strings"
)

// What a form shows, and what can run on the board shown. Two things decide
// whether a control of an algorithm's form belongs on the page:
//
//   - the catalogue says when a parameter applies (Param.When): partition
//     only with heuristic=pdb, the cooling factor only with the exponential
//     schedule. Applies evaluates it on the values a form holds; forms hide
//     a parameter that does not apply, and ParamsFromText leaves it out of
//     the request;
//   - a game says which algorithms and parameter options cannot run on a
//     given board, and why (OptionChecker; Registry.Unavailable): walking
//     distance needs a board of at most 4×4. Forms disable those, with the
//     reason on hover and in text, instead of a refusal at Run; Solve
//     refuses them with the same sentence.
//
// Both are data in the registry, so every client (the page's forms, the
// CLI's algos, a third-party client of GET /api/algorithms) reads them the
// same way; a new algorithm or heuristic (issue 19's) declares its own.

// Condition is one condition of Param.When: the parameter Param of the same
// algorithm holds one of In (as a form writes it: an enum's option,
// "true" or "false" for a bool).
type Condition struct {
	Param string   `json:"param"`
	In    []string `json:"in"`
}

// OnlyWith returns p applying only when the parameter param holds one of
// values.
func (p Param) OnlyWith(param string, values ...string) Param {
	p.When = append(append([]Condition(nil), p.When...), Condition{Param: param, In: values})
	return p
}

// Applies reports whether prm applies given the texts of a's parameters
// (text returns a parameter's text as a form holds it; "" stands for its
// default). A condition on a parameter a does not declare never holds.
func (a AlgorithmInfo) Applies(prm Param, text func(Param) string) bool {
	for _, c := range prm.When {
		other, ok := a.Param(c.Param)
		if !ok {
			return false
		}
		t := text(other)
		if strings.TrimSpace(t) == "" {
			t = DefaultText(other)
		}
		v := canonicalText(other, t)
		held := false
		for _, want := range c.In {
			if canonicalText(other, want) == v {
				held = true
				break
			}
		}
		if !held {
			return false
		}
	}
	return true
}

// DefaultText is the text of prm's default as a form shows it ("" when it
// has none).
func DefaultText(prm Param) string {
	if prm.Default == nil {
		return ""
	}
	return fmt.Sprint(prm.Default)
}

// canonicalText is a parameter's text compared by conditions: trimmed, a
// bool as strconv writes it.
func canonicalText(p Param, t string) string {
	t = strings.TrimSpace(t)
	if p.Type == TypeBool {
		if b, err := strconv.ParseBool(t); err == nil {
			return strconv.FormatBool(b)
		}
	}
	return t
}

// Unavailable is an algorithm, or one option of one of its parameters,
// that cannot run on a given board, with the reason (a sentence, the same
// that Solve refuses it with).
type Unavailable struct {
	// Algorithm is the algorithm's id; "" for every algorithm of the game
	// that has the parameter.
	Algorithm string `json:"algorithm,omitempty"`
	// Param and Option name the option that cannot run ("heuristic",
	// "walking-distance"); both "" when the algorithm as a whole cannot.
	Param  string `json:"param,omitempty"`
	Option string `json:"option,omitempty"`
	Reason string `json:"reason"`
}

// OptionChecker is a Game that can say, for a board (and goal), which of
// its algorithms or parameter options cannot run on it and why, without
// solving it. A board the game cannot read has nothing unavailable here
// (a run says what is wrong with it).
type OptionChecker interface {
	Descriptor
	Unavailable(board, goal string) []Unavailable
}

// Unavailable lists what cannot run on a board of game (nil for a game
// that is not an OptionChecker, or an unknown game).
func (r *Registry) Unavailable(game, board, goal string) []Unavailable {
	if c, ok := r.byID[game].(OptionChecker); ok {
		return c.Unavailable(board, goal)
	}
	return nil
}

// Refused returns why option of parameter param of algorithm algo cannot
// run (Option "" asks about the algorithm as a whole), if it cannot.
func Refused(us []Unavailable, algo, param, option string) (reason string, refused bool) {
	for _, u := range us {
		if (u.Algorithm == "" || u.Algorithm == algo) && u.Param == param && u.Option == option {
			return u.Reason, true
		}
	}
	return "", false
}
