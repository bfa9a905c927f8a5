package nimscreen

import (
	"encoding/json"
	"math"

	"searchlab/core/nim"
	"searchlab/wasm/app/store"
)

// KeyNim is the storage key of the Nim screen.
const KeyNim = "searchlab/v1/nim"

// nimSaved is what persists of the Nim screen across reloads: the rules,
// the game so far, the mode and the AI's settings. A search in progress,
// the AI's last reply and the tree view do not.
type nimSaved struct {
	Variant    string   `json:"variant"`
	Rule       string   `json:"rule"`
	Start      string   `json:"start"`
	Moves      []string `json:"moves,omitempty"`
	Mode       string   `json:"mode"`
	HumanSide  int      `json:"human_side,omitempty"`
	Algorithm  string   `json:"algorithm"`
	Algorithm2 string   `json:"algorithm2,omitempty"`
	Depth      int      `json:"depth,omitempty"`
	Iterations int      `json:"iterations,omitempty"`
	MaxNodes   int64    `json:"max_nodes,omitempty"`
	Candidates bool     `json:"candidates"`
	ShowHints  bool     `json:"show_hints,omitempty"`
	// The AIs' switches; absent in copies saved before they existed (the
	// defaults apply then).
	Switches  *Switches `json:"switches,omitempty"`
	Switches2 *Switches `json:"switches2,omitempty"`
}

func (n *State) saved() nimSaved {
	return nimSaved{Variant: n.Variant, Rule: n.Rule, Start: n.Start, Moves: n.Moves, Mode: n.Mode, HumanSide: n.HumanSide,
		Algorithm: n.Algorithm, Algorithm2: n.Algorithm2, Depth: n.Depth, Iterations: n.Iterations, MaxNodes: n.MaxNodes, Candidates: n.Candidates, ShowHints: n.ShowHints,
		Switches: &n.Switches, Switches2: &n.Switches2}
}

// nimRestore loads the saved Nim screen when the screen is made. A damaged
// or unusable copy is ignored.
func (s *Screen) nimRestore() {
	n := s.st
	v, ok := s.h.Load(KeyNim)
	if !ok {
		return
	}
	var sv nimSaved
	if json.Unmarshal([]byte(v), &sv) != nil {
		return
	}
	if _, err := nim.Parse(sv.Start); err != nil {
		return
	}
	vr, err1 := nim.ParseVariant(sv.Variant)
	ru, err2 := nim.ParseRule(sv.Rule)
	if err1 != nil || err2 != nil {
		return
	}
	n.Variant, n.Rule, n.Start, n.Moves = vr.String(), ru.String(), sv.Start, append([]string(nil), sv.Moves...)
	switch sv.Mode {
	case ModeAI, ModeHints, ModeAIvAI:
		n.Mode = sv.Mode
	}
	n.HumanSide = sv.HumanSide & 1
	if knownAlgorithm(sv.Algorithm) {
		n.Algorithm = sv.Algorithm
	}
	if knownAlgorithm(sv.Algorithm2) {
		n.Algorithm2 = sv.Algorithm2
	}
	n.Depth, n.MaxNodes = max(sv.Depth, 0), max(sv.MaxNodes, 0)
	if sv.Iterations > 0 {
		n.Iterations = sv.Iterations
	}
	n.Candidates, n.ShowHints = sv.Candidates, sv.ShowHints
	n.Switches, n.Switches2 = DefaultSwitches(), DefaultSwitches()
	for _, w := range []struct{ src, dst *Switches }{{sv.Switches, &n.Switches}, {sv.Switches2, &n.Switches2}} {
		if w.src != nil && !math.IsNaN(w.src.C) && w.src.C >= 0 && w.src.C <= nimMaxC {
			*w.dst = *w.src
		}
	}
	n.replay()
	n.Message, n.Bad = "", false
	n.lastSaved = v
}

// nimPersist saves the Nim screen when a settled action changed it.
func (s *Screen) nimPersist(a Action) []store.Effect {
	switch a.(type) {
	case TreeStep:
		return nil
	}
	n := s.st
	b, err := json.Marshal(n.saved())
	if err != nil || string(b) == n.lastSaved {
		return nil
	}
	n.lastSaved = string(b)
	return s.h.Save(KeyNim, n.saved())
}
