package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"searchlab/core/api/remote"
	"searchlab/core/games/all"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// batchItem is one input line: a request, or the answer already known when
// the line itself is bad (it is reported, not sent).
type batchItem struct {
	line int
	req  wire.Request
	bad  *wire.Response
}

// batchLine is one output line.
type batchLine struct {
	Item   int           `json:"item"`
	Line   int           `json:"line"`
	Result wire.Response `json:"result"`
}

// batchCmd solves many boards or levels, one per input line, locally or on
// solver endpoints (-remote), and prints one JSON line per item in input
// order, then a summary on standard error.
func batchCmd(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("batch", flag.ContinueOnError)
	fl.SetOutput(stderr)
	var rf requestFlags
	rf.register(fl, true)
	var ro remoteFlags
	ro.register(fl, "solve")
	fl.Usage = func() {
		fmt.Fprint(stderr, `usage: searchlab batch [flags] FILE|-

Each non-empty line of FILE that does not start with # is one item: a JSON
request object (the fields of POST /api/solve; empty fields take the flags'
values), a level file name, or a board (N-puzzle "1 2 3/4 5 6/7 8 0",
Bloxorz "classic:26", Nim "7 6 8"). One JSON line per item is printed in
input order: {"item":N,"line":L,"result":{…}}; a summary goes to standard
error. With -remote the items go to solver endpoints (searchlab serve, the
Cloudflare Worker), a failed or lost request is retried on another one, and
every item is reported exactly once.

`)
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		return parseExit(err)
	}
	if fl.NArg() != 1 {
		fmt.Fprintln(stderr, "searchlab batch: give exactly one input: a file name, or - for standard input")
		return exitUsage
	}
	base, err := rf.request()
	if err != nil {
		fmt.Fprintf(stderr, "searchlab batch: %v\n", err)
		return exitUsage
	}
	endpoints, err := ro.endpoints()
	if err != nil {
		fmt.Fprintf(stderr, "searchlab batch: %v\n", err)
		return exitUsage
	}
	reg := all.Builtin()
	if base.Params, err = rf.params(reg, base); err != nil {
		fmt.Fprintf(stderr, "searchlab batch: %v\n", err)
		return exitUsage
	}
	items, err := readBatch(fl.Arg(0), stdin, base)
	if err != nil {
		fmt.Fprintf(stderr, "searchlab batch: %v\n", err)
		return exitUsage
	}

	var do remote.Doer[batchItem, wire.Response]
	if endpoints == nil {
		do = func(ctx context.Context, _ string, it batchItem) (wire.Response, error) {
			if it.bad != nil {
				return *it.bad, nil
			}
			return reg.Solve(ctx, it.req, nil), nil
		}
	} else {
		hc := remote.NewClient(max(ro.parallel, defaultParallel(endpoints)))
		do = func(ctx context.Context, ep string, it batchItem) (wire.Response, error) {
			if it.bad != nil {
				return *it.bad, nil
			}
			// A try may take the search's own time budget and a margin
			// for starting and streaming; past that it is lost.
			budget := registry.DefaultTimeout
			if it.req.TimeoutMS > 0 {
				budget = time.Duration(it.req.TimeoutMS) * time.Millisecond
			}
			ctx, cancel := context.WithTimeout(ctx, budget+30*time.Second)
			defer cancel()
			return remote.Solve(ctx, hc, ep, it.req, nil)
		}
	}

	out := newOrderedWriter(stdout, len(items))
	sum := newBatchSummary("batch", endpoints)
	o := ro.options(endpoints, stderr)
	start := time.Now()
	tally := remote.Run(ctx, o, items, do, func(res remote.Outcome[wire.Response]) {
		r := res.Value
		if res.Err != nil {
			r = wire.Response{Status: wire.StatusError, Error: res.Err.Error()}
		}
		sum.add(r)
		out.put(res.Index, batchLine{Item: res.Index, Line: items[res.Index].line, Result: r})
	})
	ro.endProgress(stderr)
	sum.print(stderr, tally, time.Since(start))
	return sum.exitCode()
}

// readBatch reads the input's items; a line that cannot become a request
// is an item whose answer is an invalid response.
func readBatch(name string, stdin io.Reader, base wire.Request) ([]batchItem, error) {
	r := stdin
	dir := "."
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, fmt.Errorf("cannot read the batch file: %v", err)
		}
		defer f.Close()
		r = f
		dir = filepath.Dir(name)
	}
	var items []batchItem
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20) // the handler's request bound (httpapi.MaxRequestBytes)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		req, err := batchRequest(text, dir, base)
		it := batchItem{line: n, req: req}
		if err != nil {
			bad := wire.Invalid(fmt.Errorf("line %d: %v", n, err))
			it.bad = &bad
		}
		items = append(items, it)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("cannot read the batch input: %v", err)
	}
	if len(items) == 0 {
		return nil, fmt.Errorf("the batch input has no items")
	}
	return items, nil
}

// batchRequest turns one input line into a request: a JSON object with the
// flags' values in its empty fields, or a board (a level file, looked for
// beside the batch file too, or the board text itself).
func batchRequest(text, dir string, base wire.Request) (wire.Request, error) {
	if strings.HasPrefix(text, "{") {
		req, err := wire.DecodeRequest(strings.NewReader(text))
		if err != nil {
			return req, err
		}
		if req.Game == "" {
			req.Game = base.Game
		}
		if req.Algorithm == "" {
			req.Algorithm = base.Algorithm
		}
		if req.Goal == "" && req.Game == base.Game {
			req.Goal = base.Goal
		}
		if req.Params == nil && req.Game == base.Game && req.Algorithm == base.Algorithm {
			req.Params = base.Params
		}
		if req.Seed == 0 {
			req.Seed = base.Seed
		}
		if req.MaxNodes == 0 {
			req.MaxNodes = base.MaxNodes
		}
		if req.TimeoutMS == 0 {
			req.TimeoutMS = base.TimeoutMS
		}
		return req, nil
	}
	req := base
	if !filepath.IsAbs(text) && dir != "." {
		if b, err := os.ReadFile(filepath.Join(dir, text)); err == nil {
			req.Board = string(b)
			return req, nil
		}
	}
	if text == "-" {
		return req, fmt.Errorf("a batch line cannot be - (standard input)")
	}
	board, err := readBoard(text, nil)
	req.Board = board
	return req, err
}

// orderedWriter prints numbered lines in order as they become ready.
type orderedWriter struct {
	w     io.Writer
	ready []*batchLine
	next  int
}

func newOrderedWriter(w io.Writer, n int) *orderedWriter {
	return &orderedWriter{w: w, ready: make([]*batchLine, n)}
}

// put stores line i and prints every ready line from the next one on; the
// callers serialize (remote.Run does).
func (o *orderedWriter) put(i int, l batchLine) {
	o.ready[i] = &l
	for o.next < len(o.ready) && o.ready[o.next] != nil {
		b, err := json.Marshal(o.ready[o.next])
		if err != nil {
			b, _ = json.Marshal(batchLine{Item: o.next, Result: wire.Response{Status: wire.StatusError, Error: "internal error: " + err.Error()}})
		}
		fmt.Fprintf(o.w, "%s\n", b)
		o.ready[o.next] = nil
		o.next++
	}
}

// defaultParallel is the number of items in flight when -parallel is 0:
// one per CPU locally, two per endpoint remotely.
func defaultParallel(endpoints []string) int {
	if endpoints == nil {
		return runtime.NumCPU()
	}
	return 2 * len(endpoints)
}
