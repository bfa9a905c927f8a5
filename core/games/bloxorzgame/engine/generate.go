package engine

import (
	"context"
	"errors"
	"strings"
	"time"

	"searchlab/core/internal/clip"
	"searchlab/core/registry"
	"searchlab/core/wire"

	"searchlab/core/bloxorz"
)

// MaxGenerateAttempts bounds GenerateRequest.Attempts.
const MaxGenerateAttempts = 2000

// GenerateLevel makes a level for req. It never panics; bad requests get
// status invalid with a sentence naming the problem.
func GenerateLevel(req wire.GenerateRequest) wire.GenerateResponse {
	return GenerateLevelContext(context.Background(), req)
}

// GenerateLevelContext is GenerateLevel stopping (status cancelled) when ctx
// is done, checked between attempts.
func GenerateLevelContext(ctx context.Context, req wire.GenerateRequest) wire.GenerateResponse {
	return GenerateLevelWatch(ctx, req, nil)
}

// GenerateLevelWatch is GenerateLevelContext reporting progress (when not
// nil) as a solve reports it, at most every ProgressEvery and not before
// the first ProgressEvery has passed (a quick generation says nothing but
// its answer): the attempts made and the most it makes (Progress.Attempt,
// Attempts; BudgetUsed their ratio) and the time so far. POST
// /api/generate streams them as progress lines before its answer.
func GenerateLevelWatch(ctx context.Context, req wire.GenerateRequest, progress func(wire.Progress)) (resp wire.GenerateResponse) {
	defer func() {
		if v := recover(); v != nil {
			resp = wire.GenerateResponse{Status: wire.StatusError, Error: "internal error while generating a level"}
		}
	}()
	bad := func(msg string) wire.GenerateResponse {
		return wire.GenerateResponse{Status: wire.StatusInvalid, Error: msg}
	}
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
		next := start.Add(registry.ProgressEvery)
		watch = func(tried, attempts int) {
			now := time.Now()
			if now.Before(next) {
				return
			}
			next = now.Add(registry.ProgressEvery)
			progress(wire.Progress{Attempt: tried, Attempts: attempts, BudgetUsed: float64(tried) / float64(attempts), Stats: wire.Stats{Elapsed: now.Sub(start)}})
		}
	}
	l, res, err := bloxorz.GenerateWatch(ctx, gp, registry.NewRand(req.Seed), watch)
	switch {
	case ctx.Err() != nil:
		return wire.GenerateResponse{Status: wire.StatusCancelled, Length: -1, Counted: -1, Error: "level generation was stopped"}
	case errors.Is(err, bloxorz.ErrNoLevel):
		return wire.GenerateResponse{Status: wire.StatusNotFound, Length: -1, Counted: -1, Error: err.Error()}
	case err != nil:
		return wire.GenerateResponse{Status: wire.StatusError, Error: err.Error()}
	}
	return wire.GenerateResponse{Status: wire.StatusFound, Level: l.String(), Length: res.Free, Counted: res.Counted}
}
