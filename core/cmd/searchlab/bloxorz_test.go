package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"searchlab/core/bloxorz"
	"searchlab/core/wire"
)

// bloxorzLevelFile is the path of a classic stage's level file in the
// repository, from this package's directory.
func bloxorzLevelFile(n int) string {
	return filepath.Join("..", "..", "..", "levels", "bloxorz", fmt.Sprintf("%02d.txt", n))
}

// `searchlab solve -game bloxorz` on level files prints keys that win the
// stage under the playable game model, with the optimal length of the
// rules file under either costing: length counts the keys without S when
// swaps are free, every key when they are counted; "switches" counts S.
func TestSolveBloxorzLevelFiles(t *testing.T) {
	for _, c := range []struct {
		stage   int
		algo    string
		costing string
		want    int
	}{
		{26, "bfs", "", 104},
		{26, "astar", "counted", 106},
		{1, "idastar", "", 7},
		{8, "bfs", "counted", 11},
		{16, "astar", "free", 28},
		{16, "bfs", "counted", 33},
	} {
		args := []string{"-game", "bloxorz", "-algo", c.algo}
		if c.costing != "" {
			args = append(args, "-set", "costing="+c.costing)
		}
		code, r := solveJSON(t, "", append(args, bloxorzLevelFile(c.stage))...)
		if code != 0 || r.Status != wire.StatusFound || r.Length != c.want || r.Cost != float64(c.want) {
			t.Fatalf("stage %d %s %s: exit %d, %s length %d cost %v, want found in %d", c.stage, c.algo, c.costing, code, r.Status, r.Length, r.Cost, c.want)
		}
		l, err := bloxorz.Classic(c.stage)
		if err != nil {
			t.Fatal(err)
		}
		keys := strings.Join(r.Moves, "")
		if err := bloxorz.Replay(l, keys); err != nil {
			t.Fatalf("stage %d %s: printed keys %s do not win: %v", c.stage, c.algo, keys, err)
		}
		swaps := strings.Count(keys, "S")
		if r.BloxorzResult == nil || r.Switches != swaps {
			t.Errorf("stage %d %s: switches %+v, keys have %d S", c.stage, c.algo, r.BloxorzResult, swaps)
		}
		keysCounted := len(keys)
		if c.costing != "counted" {
			keysCounted -= swaps
		}
		if keysCounted != c.want {
			t.Errorf("stage %d %s %s: %d keys with %d S, length %d", c.stage, c.algo, c.costing, len(keys), swaps, r.Length)
		}
	}
}

// A classic stage also comes as classic:N, as the argument or on standard
// input, or through -set level=N; a broken level file is exit 2 with the parser's sentence.
func TestSolveBloxorzOtherInputs(t *testing.T) {
	code, r := solveJSON(t, "classic:2\n", "-game", "bloxorz", "-algo", "astar", "-")
	if code != 0 || r.Status != wire.StatusFound || r.Length != 17 {
		t.Fatalf("classic:2 on stdin: exit %d, %+v", code, r)
	}
	code, r = solveJSON(t, "", "-game", "bloxorz", "-algo", "bfs", "classic:26")
	if code != 0 || r.Status != wire.StatusFound || r.Length != 104 {
		t.Fatalf("classic:26 as the argument: exit %d, %+v", code, r)
	}
	code, r = solveJSON(t, "", "-game", "bloxorz", "-algo", "bfs", "-set", "level=8", "-")
	if code != 0 || r.Status != wire.StatusFound || r.Length != 10 {
		t.Fatalf("-set level=8: exit %d, %+v", code, r)
	}
	code, r = solveJSON(t, "o@o\nooo\n", "-game", "bloxorz", "-algo", "bfs", "-")
	if code != 2 || r.Status != wire.StatusInvalid || !strings.Contains(r.Error, "exit") {
		t.Fatalf("level without exit: exit %d, %+v", code, r)
	}
	code, r = solveJSON(t, "o@o..ooo\nooo..oEo\nooo..ooo\n", "-game", "bloxorz", "-algo", "bfs", "-")
	if code != 0 || r.Status != wire.StatusUnsolvable || r.Error == "" {
		t.Fatalf("island exit: exit %d, %+v", code, r)
	}
}
