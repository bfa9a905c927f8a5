package i18n

import (
	"sort"
	"strings"
	"testing"

	"searchlab/core/npuzzle"
	"searchlab/core/search"
)

// untranslated collects the core's sentences without a Vietnamese, and
// reports them sorted (each once) at the end of a test.
type untranslated map[string]bool

// check notes en unless the tables translate it; it returns the
// Vietnamese.
func (u untranslated) check(en string) string {
	if en == "" {
		return ""
	}
	vi := Vietnamese.Core(en)
	if !HasCore(en) {
		u[en] = true
	}
	return vi
}

func (u untranslated) report(t *testing.T, what string) {
	t.Helper()
	var list []string
	for s := range u {
		list = append(list, s)
	}
	sort.Strings(list)
	for _, s := range list {
		t.Errorf("no Vietnamese for the %s %q", what, s)
	}
}

// TestCoreReasons: every stop reason the search gives, for one, a few and
// many, is translated, its count in the Vietnamese grouping.
func TestCoreReasons(t *testing.T) {
	u := untranslated{}
	kinds := 0
	for k := search.StopKind(1); k.String() != "" && !strings.HasPrefix(k.String(), "stop("); k++ {
		kinds++
		for _, n := range []int64{1, 3, 12345, 5 << 20} {
			en := search.StopReason{Kind: k, Count: n}.Sentence()
			if en == "" {
				t.Errorf("%s: no sentence", k)
				continue
			}
			vi := u.check(en)
			if HasCore(en) && vi == en {
				t.Errorf("%s: the Vietnamese is the English: %q", k, en)
			}
			if HasCore(en) && strings.Contains(en, "12,345") && !strings.Contains(vi, "12.345") {
				t.Errorf("%s: the count is not in the Vietnamese grouping: %q", k, vi)
			}
		}
	}
	if kinds < 14 {
		t.Errorf("walked %d stop kinds; the core has at least 14", kinds)
	}
	u.report(t, "stop reason")
	if got := English.Core("Stopped before it finished."); got != "Stopped before it finished." {
		t.Errorf("English shows %q", got)
	}
}

// TestCorePatterns: the pattern engine on sentences made up for it
// (plurals, groupings, the replay's optional tails).
func TestCorePatterns(t *testing.T) {
	for _, c := range []struct{ en, want string }{
		{"Ran out of time after 1,234,567 ms.", "Hết thời gian sau 1.234.567 ms."},
		{"Used up its budget of 1 expanded node.", "Đã dùng hết giới hạn 1 nút được mở rộng."},
		{"Used up its budget of 2 expanded nodes.", "Đã dùng hết giới hạn 2 nút được mở rộng."},
		{"Used up its budget of 2 expanded nodesX.", "Used up its budget of 2 expanded nodesX."},
		// The replay's sentences with the optional tails a small run may not say.
		{"Generated 1 2/3 0 from 1 2/0 3 (backward) (g = 1.5, h = 2, f = 3.5)", "Sinh 1 2/3 0 từ 1 2/0 3 (chiều ngược) (g = 1,5; h = 2; f = 3,5)"},
		{"Generated A from B, not kept: f = 1 + 2.5 = 3.5 is over the bound 3", "Sinh A từ B, không giữ lại: f = 1 + 2,5 = 3,5 vượt ngưỡng 3"},
		{"Entered the root at ply 0 with window (−∞, +3)", "Vào gốc ở lớp 0 với cửa sổ (−∞; +3)"},
		{"Left e4: value +0.25 ()", "Rời e4: giá trị +0,25 ()"},
		{"Moved to X (h = 4) at T = 0.125", "Chuyển sang X (h = 4) ở T = 0,125"},
		{"Generation 4 cut short by the budget", "Thế hệ 4 dừng giữa chừng vì hết giới hạn"},
	} {
		if got := Vietnamese.Core(c.en); got != c.want {
			t.Errorf("Core(%q) = %q, want %q", c.en, got, c.want)
		}
	}
	if got := Vietnamese.decimal("12,345.5"); got != "12.345,5" {
		t.Errorf("decimal: %q", got)
	}
}

// TestCoreErrors: the N-puzzle's solvability and board errors as the core
// writes them, translated with their numbers.
func TestCoreErrors(t *testing.T) {
	u := untranslated{}
	for _, c := range []struct{ board, goal string }{
		{"2 1 3/4 5 6/7 8 0", "1 2 3/4 5 6/7 8 0"},
		{"2 1 3 4/5 6 7 8/9 10 11 12/13 14 15 0", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"},
		{"1 0/2 3", "1 2/3 0"},
	} {
		b, g, err := npuzzle.ParsePair(c.board, c.goal)
		if err != nil {
			t.Fatal(err)
		}
		err = npuzzle.Solvable(b, g)
		if err == nil {
			t.Fatalf("%s → %s is solvable", c.board, c.goal)
		}
		vi := u.check(strings.TrimPrefix(err.Error(), npuzzle.ErrUnsolvable.Error()+": "))
		if HasCore(vi) || strings.Contains(vi, "inversion") || strings.Contains(vi, " odd") || strings.Contains(vi, " even") {
			t.Errorf("%v reads %q", err, vi)
		}
		u.check(err.Error())
	}
	for _, bad := range []string{"", "1 2 3/4 5/6 7 8", "1 2 3/4 x 5/6 7 0", "1 2 3/4 5 6/7 8 9", "1 2 3/4 0 0/7 8 6", "1 2 3/4 5 5/7 8 0", "1 0", "1 2 3//4 5 0"} {
		if _, err := npuzzle.Parse(bad); err == nil {
			t.Errorf("%q parses", bad)
		} else {
			u.check(err.Error())
		}
	}
	u.report(t, "error")
}
