package store

import "testing"

func TestChipWindow(t *testing.T) {
	for _, c := range []struct{ n, index, size, lo, hi int }{
		{0, 0, 10, 0, 0},
		{5, 3, 10, 0, 5},
		{10, 10, 10, 0, 10},
		{93782, 0, 120, 0, 120},
		{93782, 50000, 120, 49970, 50090},
		{93782, 93782, 120, 93662, 93782},
		{93782, 93781, 120, 93662, 93782},
	} {
		lo, hi := ChipWindow(c.n, c.index, c.size)
		if lo != c.lo || hi != c.hi {
			t.Errorf("ChipWindow(%d, %d, %d) = %d, %d; want %d, %d", c.n, c.index, c.size, lo, hi, c.lo, c.hi)
		}
		// The current chip (index-1) is inside whenever there is one.
		if c.index > 0 && (c.index-1 < lo || c.index-1 >= hi) {
			t.Errorf("ChipWindow(%d, %d, %d): the current move %d is outside [%d, %d)", c.n, c.index, c.size, c.index-1, lo, hi)
		}
	}
}
