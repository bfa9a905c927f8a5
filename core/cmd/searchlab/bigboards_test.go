package main

import (
	"strings"
	"testing"
)

// bigboards on small boards: a row per board with a replayed solution, the
// set's summary, and the anytime columns filled; ARA* on 3×3 proves its
// solutions optimal (bound 1.000). Bad flags are usage errors.
func TestBigboards(t *testing.T) {
	code, out, errs := cli(t, "", "bigboards", "-sets", "3x3,korf24", "-n", "2", "-algo", "ara", "-heuristic", "linear-conflict",
		"-time", "300ms", "-first", "100ms", "-clock", "wall", "-v")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	for _, want := range []string{"| 3x3 #1 |", "| 3x3 #2 |", "| #1 | 95 |", "| #2 | 96 |", "3x3: 2 boards, lengths relative to the Manhattan + linear-conflict lower bound",
		"korf24: 2 boards, lengths relative to the optimum", "| solved by 300ms | 2 / 2 |", "| 1.000 |"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// -nodes budgets every board in expansions, and -vs solves each board
	// a second time with other parameters and compares.
	code, out, errs = cli(t, "", "bigboards", "-sets", "5x5", "-n", "2", "-nodes", "3000", "-time", "1m", "-heuristic", "linear-conflict",
		"-vs", "polish=false", "-v")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	for _, want := range []string{"## 5x5 with -set polish=false", "| 5x5 #2 | ", "| 3000 |", "| solved by 3000 nodes |",
		"5x5: the same boards, first as set, then with -vs polish=false", "both solved: "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	for _, bad := range [][]string{{"-sets", "9x9"}, {"-clock", "sundial"}, {"-time", "0s"}, {"-nodes", "-1"}, {"extra"}} {
		if code, _, _ := cli(t, "", append([]string{"bigboards"}, bad...)...); code != exitUsage {
			t.Errorf("%v: exit %d, want %d", bad, code, exitUsage)
		}
	}
}
