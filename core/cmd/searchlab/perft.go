package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"time"

	"searchlab/core/othello"
)

// perftResult is the JSON object perft prints.
type perftResult struct {
	Game      string `json:"game"`
	Board     string `json:"board"`
	Depth     int    `json:"depth"`
	Leaves    int64  `json:"leaves"`
	ElapsedMS int64  `json:"elapsed_ms"`
}

// maxPerftDepth bounds -depth: depth 14 from the start is about 10^13
// leaves, far beyond what a run can finish.
const maxPerftDepth = 14

// perftCmd counts the leaves of a game's tree to a depth (a move-generator
// check against published counts): searchlab perft -game othello -depth N
// [BOARD]. Only Othello has perft. Interrupting stops it (exit 1).
func perftCmd(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("perft", flag.ContinueOnError)
	fl.SetOutput(stderr)
	game := fl.String("game", "othello", "game id (only othello has perft)")
	depth := fl.Int("depth", 6, fmt.Sprintf("depth in plies, a pass counting as one (1…%d)", maxPerftDepth))
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: searchlab perft -game othello -depth N [FILE|-|BOARD]")
		fl.PrintDefaults()
	}
	if err := fl.Parse(boardLast(args)); err != nil {
		return parseExit(err)
	}
	if *game != "othello" {
		fmt.Fprintf(stderr, "searchlab perft: game %q has no perft; use -game othello\n", *game)
		return exitUsage
	}
	if *depth < 1 || *depth > maxPerftDepth {
		fmt.Fprintf(stderr, "searchlab perft: -depth must be between 1 and %d, got %d\n", maxPerftDepth, *depth)
		return exitUsage
	}
	pos := othello.Start()
	switch fl.NArg() {
	case 0:
	case 1:
		text, err := readBoard(fl.Arg(0), stdin)
		if err == nil {
			pos, err = othello.Parse(text)
		}
		if err != nil {
			fmt.Fprintf(stderr, "searchlab perft: %v\n", err)
			return exitUsage
		}
	default:
		fmt.Fprintln(stderr, "searchlab perft: give at most one board")
		return exitUsage
	}
	start := time.Now()
	done := make(chan int64, 1)
	go func() { done <- othello.Perft(pos, *depth) }()
	select {
	case n := <-done:
		b, _ := json.Marshal(perftResult{Game: "othello", Board: pos.String(), Depth: *depth, Leaves: n, ElapsedMS: time.Since(start).Milliseconds()})
		fmt.Fprintf(stdout, "%s\n", b)
		return exitOK
	case <-ctx.Done():
		fmt.Fprintf(stderr, "searchlab perft: stopped after %v: %v\n", time.Since(start).Round(time.Millisecond), ctx.Err())
		return exitFailure
	}
}
