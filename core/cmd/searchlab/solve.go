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
	"path/filepath"
	"runtime/debug"
	"strings"

	"searchlab/core/games/all"
	npuzzleengine "searchlab/core/games/npuzzlegame/engine"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// setFlags collects repeated -set key=value flags.
type setFlags []string

func (s *setFlags) String() string     { return strings.Join(*s, ",") }
func (s *setFlags) Set(v string) error { *s = append(*s, v); return nil }

// solveCmd reads a board, solves it through the API registry and prints the
// final Response as one JSON object (after the trace lines, with -trace):
// exit 0 for any search outcome, 2 for invalid input or usage, 1 for an
// internal error.
func solveCmd(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("solve", flag.ContinueOnError)
	fl.SetOutput(stderr)
	var rf requestFlags
	rf.register(fl, false)
	var maxMemory byteSize
	fl.Var(&maxMemory, "max-memory", fmt.Sprintf("memory budget of the search's structures, e.g. 512MiB (0: the default, %d bytes)", int64(registry.DefaultMaxMemory)))
	progress := fl.Bool("progress", false, "print progress lines (JSON) to standard error while searching")
	trace := fl.Int("trace", 0, fmt.Sprintf("print the search's trace: up to `N` events (1..%d) as trace lines (JSON, the solve API's) before the result", wire.MaxTraceEvents))
	batch := fl.Bool("batch", false, "FILE (or - for standard input) holds one board per line in the one-line form (rows split by /, or all N² tiles of a square board); print one JSON object per board per line")
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
	reg := all.Builtin()
	usePDBCache(stderr)
	req, err := rf.request()
	if err != nil {
		return printResponse(stdout, wire.Invalid(err))
	}
	req.MaxMemoryBytes = int64(maxMemory)
	board, err := readBoard(fl.Arg(0), stdin)
	if err != nil {
		return printResponse(stdout, wire.Invalid(err))
	}
	if !*batch {
		req.Board = board
	}
	if req.Params, err = rf.params(reg, req); err != nil {
		return printResponse(stdout, wire.Invalid(err))
	}
	// Keep the process near the search's memory budget: the collector
	// reclaims the garbage that growth leaves (old arrays) before the heap
	// doubles (GOMEMLIMIT in the environment wins).
	budget := req.MaxMemoryBytes
	if budget == 0 {
		budget = registry.DefaultMaxMemory
	}
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1)) // restored for in-process callers (tests)
	applyMemoryLimit(budget*3/2 + 64<<20)
	var report func(wire.Progress)
	if *progress {
		enc := json.NewEncoder(stderr)
		report = func(p wire.Progress) { enc.Encode(wire.ProgressLine{Progress: p}) }
	}
	if *trace != 0 {
		if *batch {
			return printResponse(stdout, wire.Invalid(errors.New("-trace and -batch do not go together: trace one board at a time")))
		}
		req.Trace = &wire.TraceRequest{MaxEvents: *trace}
	}
	if *batch {
		return solveBatch(ctx, reg, req, board, report, stdout)
	}
	enc := json.NewEncoder(stdout)
	return printResponse(stdout, reg.SolveTraced(ctx, req, report, func(b wire.TraceBatch) { enc.Encode(wire.TraceLine{Trace: b}) }))
}

// maxBoardBytes bounds a board read from standard input or a file, as the
// API bounds a request body.
const maxBoardBytes = 1 << 20

// usePDBCache keeps the pdb heuristic's databases in the user's cache
// directory (os.UserCacheDir()/searchlab/pdb), so the second process loads
// them instead of building them; notices go to stderr. Without a cache
// directory they stay in memory. One process keeps up to 1 GiB of them, so
// a batch with the 8-7 databases (288 MB) loads them once.
func usePDBCache(stderr io.Writer) {
	store := &npuzzle.PDBStore{MaxBytes: 1 << 30, Notice: func(s string) { fmt.Fprintln(stderr, "searchlab: "+s) }}
	if dir, err := os.UserCacheDir(); err == nil {
		store.Dir = filepath.Join(dir, "searchlab", "pdb")
	}
	npuzzleengine.SetPDBSource(store)
}

// solveBatch solves every board of text (one per line; blank lines and
// lines starting with # are skipped) with the request's settings and
// prints one JSON line per board as it finishes. The databases and other
// per-goal tables are shared, so only the first board pays for them. The
// exit code is the worst of the boards' (see printResponse).
func solveBatch(ctx context.Context, reg *registry.Registry, req wire.Request, text string, report func(wire.Progress), stdout io.Writer) int {
	code := exitOK
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		req.Board = squareBoardText(line)
		r := reg.Solve(ctx, req, report)
		b, err := json.Marshal(r)
		if err != nil {
			r = wire.Response{Status: wire.StatusError, Error: "internal error: " + err.Error()}
			b, _ = json.Marshal(r)
		}
		// The line number and board first, then the response's fields.
		head, _ := json.Marshal(line)
		fmt.Fprintf(stdout, "{\"line\":%d,\"board\":%s,%s\n", i+1, head, b[1:])
		code = max(code, exitCodeOf(r.Status))
		if ctx.Err() != nil {
			break
		}
	}
	return code
}

// squareBoardText turns a line of k² tiles without row separators into the
// text form of a k×k board ("1 2 3 4 5 6 7 8 0" → "1 2 3/4 5 6/7 8 0");
// any other line is returned as it is.
func squareBoardText(line string) string {
	if strings.Contains(line, "/") {
		return line
	}
	f := strings.Fields(line)
	k := 2
	for k*k < len(f) {
		k++
	}
	if k*k != len(f) {
		return line
	}
	rows := make([]string, k)
	for r := range rows {
		rows[r] = strings.Join(f[r*k:(r+1)*k], " ")
	}
	return strings.Join(rows, "/")
}

// readBoard reads the board text: "-" is standard input, an existing file is
// read, and an argument that names no file is the board itself when it
// looks like one: it has spaces or a colon (board names such as Bloxorz's
// classic:N), or no path separator and no file extension (a single-heap
// Nim position such as 5).
func readBoard(arg string, stdin io.Reader) (string, error) {
	if arg == "-" {
		b, err := io.ReadAll(io.LimitReader(stdin, maxBoardBytes+1))
		if err != nil {
			return "", fmt.Errorf("cannot read the board from standard input: %v", err)
		}
		if len(b) > maxBoardBytes {
			return "", fmt.Errorf("standard input holds more than %d bytes, the most a board may have", maxBoardBytes)
		}
		return string(b), nil
	}
	st, err := os.Stat(arg)
	if err == nil && st.Size() > maxBoardBytes {
		return "", fmt.Errorf("the board file %q holds %d bytes, more than the %d a board may have", arg, st.Size(), maxBoardBytes)
	}
	b, err := os.ReadFile(arg)
	if err == nil {
		return string(b), nil
	}
	if errors.Is(err, fs.ErrNotExist) && (strings.ContainsAny(arg, " \t\n:") || !strings.ContainsAny(arg, "/\\.")) {
		return arg, nil
	}
	return "", fmt.Errorf("cannot read the board file %q: %v", arg, errors.Unwrap(err))
}

// parseSets turns -set key=value flags into request parameters, typed by
// the algorithm's parameter descriptions when the game and algorithm are
// known (the registry reports unknown ones).
func parseSets(reg *registry.Registry, req wire.Request, sets []string) (map[string]any, error) {
	var algo registry.AlgorithmInfo
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
		x, err := registry.ParseParamText(p, v)
		if err != nil {
			return nil, err
		}
		params[k] = x
	}
	return params, nil
}

// printResponse prints the response as one JSON line and returns the exit
// code its status calls for.
func printResponse(w io.Writer, r wire.Response) int {
	b, err := json.Marshal(r)
	if err != nil {
		b, _ = json.Marshal(wire.Response{Status: wire.StatusError, Error: "internal error: " + err.Error()})
		r.Status = wire.StatusError
	}
	fmt.Fprintf(w, "%s\n", b)
	return exitCodeOf(r.Status)
}

// exitCodeOf is the exit code a response status calls for: 2 for an
// invalid request, 1 for an internal error, 0 for any search outcome.
func exitCodeOf(s wire.Status) int {
	switch s {
	case wire.StatusInvalid:
		return exitUsage
	case wire.StatusError:
		return exitFailure
	}
	return exitOK
}
