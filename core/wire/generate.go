package wire

import "io"

// GenerateRequest is the body of POST /api/generate: make a new level of a
// game for a difficulty preset. Only Bloxorz generates levels so far
// (bloxorz.Generate: random levels verified by breadth-first search).
type GenerateRequest struct {
	Game       string `json:"game"`
	Difficulty string `json:"difficulty"` // a preset: easy, medium, hard, expert
	Seed       int64  `json:"seed"`       // same seed, same level
	Attempts   int    `json:"attempts,omitempty"`
}

// GenerateResponse is the answer to a GenerateRequest: "found" with the
// level text and its optimal solution lengths (control swaps free and
// counted, −1 when unknown), "not_found" when no attempt met the preset,
// "invalid" for a bad request.
type GenerateResponse struct {
	Status  Status `json:"status"`
	Level   string `json:"level,omitempty"`
	Length  int    `json:"length"`
	Counted int    `json:"counted"`
	Error   string `json:"error,omitempty"`
}

// DecodeGenerateRequest reads a generate request, rejecting unknown fields
// and trailing data with an *InvalidError naming the problem.
func DecodeGenerateRequest(r io.Reader) (GenerateRequest, error) {
	var req GenerateRequest
	return req, DecodeObject(r, &req, false)
}
