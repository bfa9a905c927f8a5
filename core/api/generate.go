package api

import (
	"context"
	"errors"
	"io"
	"strings"
	"time"

	"searchlab/core/internal/clip"

	"searchlab/core/bloxorz"
)

// GenerateRequest is the body of POST /api/generate: make a new level of a
// game for a difficulty preset. Only "bloxorz" generates levels so far
// (bloxorz.Generate: random levels verified by breadth-first search).
type GenerateRequest struct {
	Game       string `json:"game"`
	Difficulty string `json:"difficulty"` // a preset: easy, medium, hard, expert
	Seed       int64  `json:"seed"`       // same seed, same level
	Attempts   int    `json:"attempts,omitempty"`
}

// MaxGenerateAttempts bounds GenerateRequest.Attempts.
const MaxGenerateAttempts = 2000

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
	return req, decodeObject(r, &req, false)
}

// GenerateLevel makes a level for req. It never panics; bad requests get
// status invalid with a sentence naming the problem.
func GenerateLevel(req GenerateRequest) GenerateResponse {
	return GenerateLevelContext(context.Background(), req)
}

// GenerateLevelContext is GenerateLevel stopping (status cancelled) when ctx
// is done, checked between attempts.
func GenerateLevelContext(ctx context.Context, req GenerateRequest) GenerateResponse {
	return GenerateLevelWatch(ctx, req, nil)
}

// GenerateLevelWatch is GenerateLevelContext reporting progress (when not
// nil) as a solve reports it, at most every ProgressEvery and not before
// the first ProgressEvery has passed (a quick generation says nothing but
// its answer): the attempts made and the most it makes (Progress.Attempt,
// Attempts; BudgetUsed their ratio) and the time so far. POST
// /api/generate streams them as progress lines before its answer.
func GenerateLevelWatch(ctx context.Context, req GenerateRequest, progress func(Progress)) (resp GenerateResponse) {
	defer func() {
		if v := recover(); v != nil {
			resp = GenerateResponse{Status: StatusError, Error: "internal error while generating a level"}
		}
	}()
	bad := func(msg string) GenerateResponse { return GenerateResponse{Status: StatusInvalid, Error: msg} }
	if req.Game != "bloxorz" {
		return bad("only the game \"bloxorz\" generates levels (got \"" + clip.Text(req.Game) + "\")")
	}
	gp, err := bloxorz.Difficulty(strings.TrimSpace(req.Difficulty))
	if err != nil {
		return bad("unknown difficulty \"" + clip.Text(req.Difficulty) + "\": choose one of " + strings.Join(bloxorz.DifficultyNames(), ", "))
	}
	if req.Attempts < 0 || req.Attempts > MaxGenerateAttempts {
		return bad("attempts must be 0 (the default) to 2000")
	}
	gp.Attempts = req.Attempts
	gp.Name = "Generated (" + req.Difficulty + ")"
	var watch func(tried, attempts int)
	if progress != nil {
		start := time.Now()
		next := start.Add(ProgressEvery)
		watch = func(tried, attempts int) {
			now := time.Now()
			if now.Before(next) {
				return
			}
			next = now.Add(ProgressEvery)
			progress(Progress{Attempt: tried, Attempts: attempts, BudgetUsed: float64(tried) / float64(attempts), ElapsedMS: ms(now.Sub(start))})
		}
	}
	l, res, err := bloxorz.GenerateWatch(ctx, gp, NewRand(req.Seed), watch)
	switch {
	case ctx.Err() != nil:
		return GenerateResponse{Status: StatusCancelled, Length: -1, Counted: -1, Error: "level generation was stopped"}
	case errors.Is(err, bloxorz.ErrNoLevel):
		return GenerateResponse{Status: StatusNotFound, Length: -1, Counted: -1, Error: err.Error()}
	case err != nil:
		return GenerateResponse{Status: StatusError, Error: err.Error()}
	}
	return GenerateResponse{Status: StatusFound, Level: l.String(), Length: res.Free, Counted: res.Counted}
}
