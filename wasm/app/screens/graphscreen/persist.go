package graphscreen

import (
	"encoding/json"
	"strings"

	"searchlab/wasm/app/store"
)

// KeyGraph is the storage key of the graph screen's record.
const KeyGraph = "searchlab/v1/graph"

// record is what persists of the graph screen across reloads: the graph
// (its source, or its text once edited), the algorithm settings and the
// random graphs' next seed. Runs and the selection do not persist.
type record struct {
	Board       string                       `json:"board"`
	Algorithm   string                       `json:"algorithm,omitempty"`
	Params      map[string]map[string]string `json:"params,omitempty"`
	MaxNodes    int64                        `json:"max_nodes,omitempty"`
	TimeoutMS   int64                        `json:"timeout_ms,omitempty"`
	RandomSeed  uint64                       `json:"random_seed,omitempty"`
	RandomNodes int                          `json:"random_nodes,omitempty"`
	OneWay      bool                         `json:"one_way,omitempty"`
	// Draft is the editor's text while it does not parse (nothing typed is
	// lost by a reload).
	Draft string `json:"draft,omitempty"`
}

func (s *Screen) persist() []store.Effect {
	st := &s.st
	board := st.Source
	if board == "" {
		board = st.Text
	}
	draft := ""
	if st.DraftError != "" {
		draft = st.DraftText
	}
	return s.h.Save(KeyGraph, record{Board: board, Algorithm: st.Algorithm, Params: st.Params,
		MaxNodes: st.MaxNodes, TimeoutMS: st.TimeoutMS, RandomSeed: st.RandomSeed, RandomNodes: st.RandomNodes, OneWay: st.OneWay, Draft: draft})
}

// restore puts the saved graph and settings on the screen; a damaged
// record is set aside and reported (Host.Damaged).
func (s *Screen) restore() {
	v, ok := s.h.Load(KeyGraph)
	if !ok {
		return
	}
	var r record
	if err := json.NewDecoder(strings.NewReader(v)).Decode(&r); err != nil {
		s.h.Damaged(KeyGraph, s.h.Lang().T("gr.damaged"), v)
		return
	}
	st := &s.st
	st.MaxNodes, st.TimeoutMS, st.OneWay = max(r.MaxNodes, 0), max(r.TimeoutMS, 0), r.OneWay
	if r.RandomSeed > 0 {
		st.RandomSeed = r.RandomSeed
	}
	if r.RandomNodes >= minRandomNodes && r.RandomNodes <= maxRandomNodes {
		st.RandomNodes = r.RandomNodes
	}
	for k, m := range r.Params {
		st.Params[k] = store.CopyMap(m)
	}
	if _, ok := store.FindAlgo(st.Catalog, r.Algorithm); ok {
		st.Algorithm = r.Algorithm
	}
	if err := s.setBoard(r.Board); err != nil {
		s.h.Damaged("", s.h.Lang().T("gr.damaged"), nil)
		return
	}
	if r.Draft != "" {
		if _, _, err := parseBoard(r.Draft); err != nil {
			st.DraftText, st.DraftError = r.Draft, err.Error()
		}
	}
}
