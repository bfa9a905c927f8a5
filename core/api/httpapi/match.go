package httpapi

import (
	"encoding/json"
	"net/http"

	"searchlab/core/api"
)

// playMatch serves POST /api/tournament (api.PlayMatch): a match of games
// between two players, a JSON api.MatchRequest in, NDJSON api.MatchStatus
// lines out, one after every move and game, the last with done. A request
// refused before any move is a 400 with that one line.
func (h *Handler) playMatch(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		writeJSON(w, http.StatusMethodNotAllowed, api.MatchStatus{Done: true, Status: api.StatusInvalid, Error: "use POST with a JSON body for /api/tournament, not " + r.Method})
		return
	}
	var req api.MatchRequest
	dec := json.NewDecoder(api.LimitReader(r.Body, MaxRequestBytes))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		writeJSON(w, http.StatusBadRequest, api.MatchStatus{Done: true, Status: api.StatusInvalid, Error: "the match request is not valid JSON: " + err.Error()})
		return
	}
	s := &stream{w: w, after: h.cfg.AfterProgress}
	s.flusher, _ = w.(http.Flusher)
	final := api.PlayMatch(r.Context(), h.reg, req, func(st api.MatchStatus) {
		s.line(st)
		if s.after != nil {
			s.after()
		}
	})
	if final.Status == api.StatusInvalid && !s.started {
		writeJSON(w, http.StatusBadRequest, final)
		return
	}
	s.line(final)
}
