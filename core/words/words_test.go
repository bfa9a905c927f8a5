package words

import "testing"

func TestCountAndGroupDigits(t *testing.T) {
	for _, c := range []struct {
		n    int64
		noun string
		want string
	}{
		{1, "inversion", "1 inversion"}, {0, "inversion", "0 inversions"}, {2, "inversion", "2 inversions"},
		{93782, "move", "93,782 moves"}, {18, "switch", "18 switches"}, {3, "box", "3 boxes"},
		{1, "expanded node", "1 expanded node"}, {1234567, "run", "1,234,567 runs"}, {-1, "run", "-1 runs"},
	} {
		if got := Count(c.n, c.noun); got != c.want {
			t.Errorf("Count(%d, %q) = %q, want %q", c.n, c.noun, got, c.want)
		}
	}
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", -1234567: "-1,234,567", 100000: "100,000"} {
		if got := GroupDigits(n); got != want {
			t.Errorf("GroupDigits(%d) = %q, want %q", n, got, want)
		}
	}
	for n, want := range map[int64]string{0: "0", 999: "999", 93782: "93.782", -1234567: "-1.234.567"} {
		if got := GroupDigitsWith(n, "."); got != want {
			t.Errorf("GroupDigitsWith(%d, \".\") = %q, want %q", n, got, want)
		}
	}
}
