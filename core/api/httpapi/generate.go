package httpapi

import (
	"errors"
	"net/http"

	bloxorzengine "searchlab/core/games/bloxorzgame/engine"
	"searchlab/core/wire"
)

// generate serves POST /api/generate: for an api.GenerateRequest, NDJSON
// progress lines while the generator tries levels (api.GenerateLevelWatch:
// one at most every api.ProgressEvery, none for a quick answer), each
// followed by the handler's yield (the Web Worker lets the line reach the
// page), then one api.GenerateResponse; status 400 for a bad request.
func (h *Handler) generate(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		writeJSON(w, http.StatusMethodNotAllowed, wire.GenerateResponse{Status: wire.StatusInvalid, Error: "use POST with a JSON body for /api/generate, not " + r.Method})
		return
	}
	req, err := wire.DecodeGenerateRequest(wire.LimitReader(r.Body, MaxRequestBytes))
	if err != nil {
		code := http.StatusBadRequest
		var tooBig *wire.TooLargeError
		if errors.As(err, &tooBig) {
			code = http.StatusRequestEntityTooLarge
		}
		writeJSON(w, code, wire.GenerateResponse{Status: wire.StatusInvalid, Error: err.Error()})
		return
	}
	s, ctx := h.newStream(w, r)
	defer s.cancel()
	yield := yieldOf(r.Context())
	resp := bloxorzengine.GenerateLevelWatch(ctx, req, func(p wire.Progress) {
		s.progress(p)
		if yield != nil {
			yield(ctx)
		}
	})
	if resp.Status == wire.StatusCancelled {
		return // the client went away
	}
	if resp.Status == wire.StatusInvalid && !s.started {
		writeJSON(w, http.StatusBadRequest, resp)
		return
	}
	s.line(resp)
}
