package bloxorzscreen

import (
	"encoding/json"

	"searchlab/wasm/app/store"
)

// KeyBloxorz is the storage key of the Bloxorz screen.
const KeyBloxorz = "searchlab/v1/bloxorz"

// bloxorzSaved is what persists of the Bloxorz screen across reloads: the
// level (classic:N or its text), the algorithm settings, the heatmap switch
// the player's speed and the board's view (flat or isometric). Hand play and runs do not persist.
type bloxorzSaved struct {
	Board     string                       `json:"board"`
	Algorithm string                       `json:"algorithm,omitempty"`
	Params    map[string]map[string]string `json:"params,omitempty"`
	Seed      int64                        `json:"seed"`
	MaxNodes  int64                        `json:"max_nodes,omitempty"`
	TimeoutMS int64                        `json:"timeout_ms,omitempty"`
	Heat      bool                         `json:"heat,omitempty"`
	Speed     float64                      `json:"speed,omitempty"`
	View      string                       `json:"view,omitempty"` // ViewIso, or flat
}

func (b *State) saved() bloxorzSaved {
	return bloxorzSaved{Board: b.boardRef(), Algorithm: b.Algorithm, Params: b.Params, Seed: b.Seed,
		MaxNodes: b.MaxNodes, TimeoutMS: b.TimeoutMS, Heat: b.Heat, Speed: b.Player.Speed, View: map[bool]string{true: ViewIso}[b.Iso]}
}

// initBloxorz makes the Bloxorz screen, restored from storage when a
// readable copy is there (a damaged one is ignored: stage 1 is shown).
func (s *Screen) initBloxorz() {
	s.st = newState(bloxorzCatalog())
	v, ok := s.h.Load(KeyBloxorz)
	if !ok {
		return
	}
	var sv bloxorzSaved
	if json.Unmarshal([]byte(v), &sv) != nil {
		return
	}
	b := s.st
	s.quiet = true // an unusable saved level is ignored without a notice
	s.loadBloxorzBoard(sv.Board)
	s.quiet = false
	if _, ok := store.FindAlgo(b.Catalog, sv.Algorithm); ok {
		b.Algorithm = sv.Algorithm
	}
	for k, m := range sv.Params {
		b.Params[k] = store.CopyMap(m)
	}
	b.Seed, b.MaxNodes, b.TimeoutMS, b.Heat = sv.Seed, max(sv.MaxNodes, 0), max(sv.TimeoutMS, 0), sv.Heat
	b.Iso = sv.View == ViewIso
	if sv.Speed > 0 {
		b.Player.Speed = store.ClampSpeed(sv.Speed)
	}
	b.lastSaved = v
}

// persistBloxorz saves the Bloxorz screen when what persists changed.
func (s *Screen) persistBloxorz() []store.Effect {
	b := s.st
	if b == nil {
		return nil
	}
	raw, err := json.Marshal(b.saved())
	if err != nil || string(raw) == b.lastSaved {
		return nil
	}
	b.lastSaved = string(raw)
	return s.h.Save(KeyBloxorz, b.saved())
}
