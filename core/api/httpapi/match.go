package httpapi

import (
	"net/http"

	"searchlab/core/api/match"
)

// match serves POST /api/match: one game between two players (core/api/match)
// answered as one JSON object; a bad request (unknown player, illegal
// opening, a time per move out of range) is HTTP 400 with status invalid
// and a sentence. Every move's search gets the server's memory budget
// (Config.MaxMemory) unless the request asks for less; the client leaving
// ends the game, the move in progress included.
func (h *Handler) match(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		writeJSON(w, http.StatusMethodNotAllowed, match.Response{Status: match.StatusInvalid, Error: "use POST with a JSON body for /api/match, not " + r.Method})
		return
	}
	req, err := match.Decode(r.Body)
	if err == nil {
		req.MaxMemoryBytes, err = h.memoryBudget(r.Context(), req.MaxMemoryBytes)
	}
	if err != nil {
		writeJSON(w, http.StatusBadRequest, match.Invalid(err))
		return
	}
	// One answer after up to match.MaxGameTime: the deadlines must not
	// fall before it (the server's read timeout would cancel the game).
	h.newStream(w, match.MaxGameTime, 0)
	resp := match.Play(r.Context(), req)
	code := http.StatusOK
	if resp.Status == match.StatusInvalid {
		code = http.StatusBadRequest
	}
	writeJSON(w, code, resp)
}
