package all

import (
	"context"
	"errors"
	"fmt"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"slices"
	"sort"
	"strings"
	"testing"
)

// paramBoards are boards, besides each game's Example, on which the
// parameter check runs an algorithm, so that code paths the example does
// not reach read their parameters too: an Othello endgame (the exact
// solver refuses the start position, and alpha-beta switches to it at few
// empties) and a small Nim position every search finishes within the
// budget (so the candidate moves are listed).
var paramBoards = map[string][]string{
	"othello": {"--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"},
	"nim":     {"3 4 5"},
}

// paramVariants are the parameter settings the check runs an algorithm
// with: the defaults, every option of every enum parameter and the other
// value of every bool parameter, one at a time.
func paramVariants(a registry.AlgorithmInfo) []map[string]any {
	vs := []map[string]any{nil}
	for _, p := range a.Params {
		switch p.Type {
		case registry.TypeEnum:
			for _, o := range p.Options {
				if o != p.Default {
					vs = append(vs, map[string]any{p.Name: o})
				}
			}
		case registry.TypeBool:
			def, _ := p.Default.(bool)
			vs = append(vs, map[string]any{p.Name: !def})
		}
	}
	return vs
}

// checkReads runs one job of g, recording the parameters it reads; a read
// of an undeclared parameter (the Values accessors panic) is returned as an
// error, whether Solve or Stepping made it.
func checkReads(g registry.Game, job registry.Job, reads *registry.ParamReads) (err error) {
	job.Values.Reads = reads
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("panic: %v", v)
		}
	}()
	resp := registry.SafeSolve(context.Background(), g, job, nil)
	if resp.Status == wire.StatusError && strings.Contains(resp.Error, "api: algorithm") {
		return fmt.Errorf("solve: %s", resp.Error)
	}
	if sg, ok := g.(registry.SteppableGame); ok {
		if st, serr := sg.Stepping(job); serr == nil {
			for i := 0; i < 50 && st.Step(); i++ {
			}
		}
	}
	return nil
}

// TestEveryAlgorithmReadsOnlyDeclaredParams: every algorithm of every game
// in the registry, on the game's example (and paramBoards), with its
// defaults and with each enum option and bool flipped, reads only the
// parameters its catalogue entry declares; and every parameter it declares
// is read by one of those runs (a declared parameter nothing reads is a
// setting that does nothing).
func TestEveryAlgorithmReadsOnlyDeclaredParams(t *testing.T) {
	reg := registry.Builtin()
	for _, gi := range reg.Games() {
		g, _ := reg.Game(gi.ID)
		algos, err := reg.Algorithms(gi.ID)
		if err != nil {
			t.Fatal(err)
		}
		boards := append([]string{gi.Example}, paramBoards[gi.ID]...)
		for _, a := range algos {
			reads := &registry.ParamReads{Names: map[string]bool{}}
			for _, board := range boards {
				for _, params := range paramVariants(a) {
					req := wire.Request{Game: gi.ID, Board: board, Algorithm: a.ID, Params: params, Seed: 1,
						MaxNodes: 5_000, TimeoutMS: 200, MaxMemoryBytes: 64 << 20}
					job, _, err := reg.Prepare(req)
					var inv *wire.InvalidError
					if err != nil && params != nil && errors.As(err, &inv) {
						continue // a setting that does not fit the defaults of the others (JobChecker)
					}
					if err != nil {
						t.Errorf("%s %s %v: %v", gi.ID, a.ID, params, err)
						continue
					}
					if err := checkReads(g, job, reads); err != nil {
						t.Errorf("%s %s %v on %q: %v", gi.ID, a.ID, params, board, err)
					}
				}
			}
			var unread []string
			for _, p := range a.Params {
				if !reads.Names[p.Name] {
					unread = append(unread, p.Name)
				}
			}
			if len(unread) > 0 {
				t.Errorf("%s %s declares parameters that no run read: %s", gi.ID, a.ID, strings.Join(unread, ", "))
			}
		}
	}
}

// The check itself: an accessor given a name the algorithm does not
// declare panics, naming the algorithm and the parameter, and so does a
// read with the wrong type; checkReads reports both, and records every
// name read.
func TestValuesRejectUndeclaredReads(t *testing.T) {
	algo := registry.AlgorithmInfo{ID: "demo", Params: []registry.Param{registry.IntParam("depth", 0, 10, 3, ""), registry.BoolParam("tt", true, "")}}
	v, err := registry.NewValues(algo, map[string]any{"depth": 5})
	if err != nil {
		t.Fatal(err)
	}
	if v.Int("depth") != 5 || !v.Bool("tt") || !v.Has("tt") || v.Has("dpeth") {
		t.Fatalf("declared reads: depth %d, tt %v", v.Int("depth"), v.Bool("tt"))
	}
	for _, tc := range []struct {
		read func()
		want string
	}{
		{func() { v.Int("dpeth") }, `algorithm "demo" reads parameter "dpeth", which its catalogue entry does not declare`},
		{func() { v.Float("depth") }, `reads parameter "depth" as float, but it holds int64`},
		{func() { v.String("tt") }, `reads parameter "tt" as enum or string, but it holds bool`},
	} {
		func() {
			defer func() {
				got := fmt.Sprint(recover())
				if !strings.Contains(got, tc.want) {
					t.Errorf("panic %q, want %q", got, tc.want)
				}
			}()
			tc.read()
		}()
	}

	// A game whose Solve misreads a parameter is caught by the same runner
	// the registry-wide test uses, and its declared-but-unread parameter
	// shows in the reads.
	g := misreadingGame{}
	job := registry.Job{Algo: algo, Values: v}
	reads := &registry.ParamReads{Names: map[string]bool{}}
	err = checkReads(g, job, reads)
	if err == nil || !strings.Contains(err.Error(), `reads parameter "dpeth"`) {
		t.Errorf("checkReads on a misreading game: %v", err)
	}
	var got []string
	for n := range reads.Names {
		got = append(got, n)
	}
	sort.Strings(got)
	if !slices.Equal(got, []string{"dpeth"}) {
		t.Errorf("recorded reads %v, want [dpeth] (tt is declared and never read)", got)
	}
	// Registry.Solve turns the panic into an error response naming it.
	resp := registry.SafeSolve(context.Background(), g, job, nil)
	if resp.Status != wire.StatusError || !strings.Contains(resp.Error, `"dpeth"`) {
		t.Errorf("safeSolve: %s %q", resp.Status, resp.Error)
	}
}

// misreadingGame's Solve reads "dpeth" where its algorithm declares "depth".
type misreadingGame struct{}

func (misreadingGame) Info() registry.GameInfo              { return registry.GameInfo{ID: "misreading"} }
func (misreadingGame) Algorithms() []registry.AlgorithmInfo { return nil }
func (misreadingGame) Solve(_ context.Context, job registry.Job, _ func(wire.Progress)) wire.Response {
	_ = job.Values.Int("dpeth")
	return wire.Response{Status: wire.StatusFound}
}
