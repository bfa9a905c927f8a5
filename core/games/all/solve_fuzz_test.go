package all_test

import (
	"context"
	"testing"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// solveFuzzGames are the games FuzzSolve drives, with a board each for the
// seed corpus.
var solveFuzzGames = []struct{ id, board string }{
	{"npuzzle", "8 6 7/2 5 4/3 0 1"},
	{"bloxorz", "classic:1"},
	{"nim", "3 4 5"},
}

// FuzzSolve runs Solve itself (not only the decoder) on arbitrary boards,
// algorithms and parameter values for every game, with tiny budgets. Any
// input must give a clear error (invalid or unsolvable with a short
// sentence) or a search outcome; never a recovered panic (status error),
// never more expansions than the node budget, never far beyond the memory
// budget, never much longer than the time budget.
//
// Run it with: go test ./core/games/all -run '^$' -fuzz FuzzSolve -fuzztime 30s
func FuzzSolve(f *testing.F) {
	for g, game := range solveFuzzGames {
		algos, err := all.Builtin().Algorithms(game.id)
		if err != nil {
			f.Fatal(err)
		}
		for a := range algos {
			f.Add(uint8(g), uint8(a), game.board, uint8(0), "", int64(1), uint16(500), uint16(0))
		}
	}
	f.Add(uint8(0), uint8(0), "1 2 3/4 5 6/7 8 1000", uint8(0), "", int64(0), uint16(10), uint16(0))
	f.Add(uint8(2), uint8(2), "99 99 99 99 99 99 99 99 99 99 99 99", uint8(0), "1000000", int64(7), uint16(3000), uint16(1))
	f.Add(uint8(0), uint8(12), "5 4 14 31 18 15/11 0 3 10 6 22/27 12 8 1 16 17/7 2 13 29 19 35/26 34 23 32 21 9/25 30 20 33 28 24",
		uint8(1), "1000", int64(3), uint16(2000), uint16(0))
	f.Add(uint8(1), uint8(3), "S..\n.#.\n..E", uint8(2), "-1", int64(0), uint16(1), uint16(3))
	reg := all.Builtin()
	f.Fuzz(func(t *testing.T, gameIdx, algoIdx uint8, board string, paramIdx uint8, paramValue string, seed int64, maxNodes, memKiB uint16) {
		game := solveFuzzGames[int(gameIdx)%len(solveFuzzGames)].id
		algos, _ := reg.Algorithms(game)
		algo := algos[int(algoIdx)%len(algos)]
		req := wire.Request{Game: game, Board: board, Algorithm: algo.ID, Seed: seed,
			MaxNodes: int64(maxNodes%5000) + 1, TimeoutMS: 300, MaxMemoryBytes: registry.MinMaxMemory + int64(memKiB%4096)<<10}
		if len(algo.Params) > 0 && paramValue != "" {
			p := algo.Params[int(paramIdx)%len(algo.Params)]
			v, err := registry.ParseParamText(p, paramValue)
			if err != nil {
				v = paramValue // the registry must reject it with a sentence
			}
			req.Params = map[string]any{p.Name: v}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		start := time.Now()
		r := reg.Solve(ctx, req, nil)
		took := time.Since(start)
		switch r.Status {
		case wire.StatusError:
			t.Fatalf("%+v: internal error %q", req, r.Error)
		case wire.StatusInvalid, wire.StatusUnsolvable:
			if r.Error == "" || len(r.Error) > 600 {
				t.Fatalf("%+v: %s without a short sentence: %q", req, r.Status, r.Error)
			}
			return
		case wire.StatusFound, wire.StatusNotFound, wire.StatusCutoff, wire.StatusBudgetExceeded:
		default:
			t.Fatalf("%+v: unexpected status %q", req, r.Status)
		}
		if r.Stats.Expanded > req.MaxNodes {
			t.Errorf("%+v: %d expansions over the node budget %d", req, r.Stats.Expanded, req.MaxNodes)
		}
		if r.Stats.MemoryBytes > 2*req.MaxMemoryBytes {
			t.Errorf("%+v: memory_bytes %d is far over the memory budget %d", req, r.Stats.MemoryBytes, req.MaxMemoryBytes)
		}
		if took > 3*time.Second {
			t.Errorf("%+v: took %v with a 300 ms time budget", req, took)
		}
	})
}
