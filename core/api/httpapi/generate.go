package httpapi

import (
	"errors"
	"net/http"

	"searchlab/core/api"
)

// generate serves POST /api/generate: one JSON object (api.GenerateResponse)
// for an api.GenerateRequest, status 400 for a bad request.
func (h *Handler) generate(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		writeJSON(w, http.StatusMethodNotAllowed, api.GenerateResponse{Status: api.StatusInvalid, Error: "use POST with a JSON body for /api/generate, not " + r.Method})
		return
	}
	req, err := api.DecodeGenerateRequest(api.LimitReader(r.Body, MaxRequestBytes))
	if err != nil {
		code := http.StatusBadRequest
		var tooBig *api.TooLargeError
		if errors.As(err, &tooBig) {
			code = http.StatusRequestEntityTooLarge
		}
		writeJSON(w, code, api.GenerateResponse{Status: api.StatusInvalid, Error: err.Error()})
		return
	}
	resp := api.GenerateLevelContext(r.Context(), req)
	if resp.Status == api.StatusCancelled {
		return // the client went away
	}
	code := http.StatusOK
	if resp.Status == api.StatusInvalid {
		code = http.StatusBadRequest
	}
	writeJSON(w, code, resp)
}
