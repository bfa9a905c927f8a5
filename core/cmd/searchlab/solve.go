package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"time"

	"searchlab/core/api"
)

// setFlags collects repeated -set key=value flags.
type setFlags []string

func (s *setFlags) String() string     { return strings.Join(*s, ",") }
func (s *setFlags) Set(v string) error { *s = append(*s, v); return nil }

// solveCmd reads a board, solves it through the API registry and prints the
// final Response as one JSON object: exit 0 for any search outcome, 2 for
// invalid input or usage, 1 for an internal error.
func solveCmd(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("solve", flag.ContinueOnError)
	fl.SetOutput(stderr)
	game := fl.String("game", "npuzzle", "game id")
	algo := fl.String("algo", "", "algorithm id (see searchlab algos -game ID)")
	heuristic := fl.String("heuristic", "", "heuristic (informed and local algorithms), e.g. manhattan, misplaced, linear-conflict, walking-distance")
	goal := fl.String("goal", "", "goal board (default: the game's goal)")
	var sets setFlags
	fl.Var(&sets, "set", "algorithm parameter `key=value` (repeatable)")
	seed := fl.Int64("seed", 0, "random seed of stochastic algorithms")
	maxNodes := fl.Int64("max-nodes", 0, fmt.Sprintf("node budget (0: the default, %d)", api.DefaultMaxNodes))
	timeout := fl.Duration("timeout", 0, fmt.Sprintf("time budget (0: the default, %v)", api.DefaultTimeout))
	progress := fl.Bool("progress", false, "print progress lines (JSON) to standard error while searching")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: searchlab solve -game ID -algo ID [flags] FILE|-|BOARD")
		fl.PrintDefaults()
	}
	if err := fl.Parse(boardLast(args)); err != nil {
		return parseExit(err)
	}
	if fl.NArg() != 1 {
		fmt.Fprintln(stderr, "searchlab solve: give exactly one board: a file name, - for standard input, or the board text in quotes")
		fl.Usage()
		return exitUsage
	}
	reg := api.Builtin()
	req := api.Request{Game: *game, Goal: *goal, Algorithm: *algo, Seed: *seed, MaxNodes: *maxNodes}
	switch {
	case *timeout < 0:
		return printResponse(stdout, api.Invalid(fmt.Errorf("-timeout must not be negative, got %v", *timeout)))
	case *timeout > 0:
		req.TimeoutMS = (*timeout + time.Millisecond - 1).Milliseconds()
	}
	board, err := readBoard(fl.Arg(0), stdin)
	if err != nil {
		return printResponse(stdout, api.Invalid(err))
	}
	req.Board = board
	params, err := parseSets(reg, req, sets)
	if err != nil {
		return printResponse(stdout, api.Invalid(err))
	}
	if *heuristic != "" {
		params["heuristic"] = *heuristic
	}
	if len(params) > 0 {
		req.Params = params
	}
	var report func(api.Progress)
	if *progress {
		enc := json.NewEncoder(stderr)
		report = func(p api.Progress) { enc.Encode(api.ProgressLine{Progress: p}) }
	}
	return printResponse(stdout, reg.Solve(ctx, req, report))
}

// readBoard reads the board text: "-" is standard input, an existing file is
// read, and an argument with spaces or a colon that names no file is the
// board itself (a colon: board names such as Bloxorz's classic:N).
func readBoard(arg string, stdin io.Reader) (string, error) {
	if arg == "-" {
		b, err := io.ReadAll(io.LimitReader(stdin, 1<<20))
		if err != nil {
			return "", fmt.Errorf("cannot read the board from standard input: %v", err)
		}
		return string(b), nil
	}
	b, err := os.ReadFile(arg)
	if err == nil {
		return string(b), nil
	}
	if errors.Is(err, fs.ErrNotExist) && strings.ContainsAny(arg, " \t\n:") {
		return arg, nil
	}
	return "", fmt.Errorf("cannot read the board file %q: %v", arg, errors.Unwrap(err))
}

// parseSets turns -set key=value flags into request parameters, typed by
// the algorithm's parameter descriptions when the game and algorithm are
// known (the registry reports unknown ones).
func parseSets(reg *api.Registry, req api.Request, sets []string) (map[string]any, error) {
	var algo api.AlgorithmInfo
	if algos, err := reg.Algorithms(req.Game); err == nil {
		for _, a := range algos {
			if a.ID == req.Algorithm {
				algo = a
			}
		}
	}
	params := map[string]any{}
	for _, s := range sets {
		k, v, ok := strings.Cut(s, "=")
		k = strings.TrimSpace(k)
		if !ok || k == "" {
			return nil, fmt.Errorf("-set %q is not of the form key=value", s)
		}
		if _, dup := params[k]; dup {
			return nil, fmt.Errorf("parameter %q is set twice", k)
		}
		p, known := algo.Param(k)
		if !known {
			params[k] = v
			continue
		}
		x, err := api.ParseParamText(p, v)
		if err != nil {
			return nil, err
		}
		params[k] = x
	}
	return params, nil
}

// printResponse prints the response as one JSON line and returns the exit
// code its status calls for.
func printResponse(w io.Writer, r api.Response) int {
	b, err := json.Marshal(r)
	if err != nil {
		b, _ = json.Marshal(api.Response{Status: api.StatusError, Error: "internal error: " + err.Error()})
		r.Status = api.StatusError
	}
	fmt.Fprintf(w, "%s\n", b)
	switch r.Status {
	case api.StatusInvalid:
		return exitUsage
	case api.StatusError:
		return exitFailure
	}
	return exitOK
}
