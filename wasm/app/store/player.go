package store

import (
	"time"
)

// Animation speeds, in moves per second.
const (
	MinSpeed = 0.5
	MaxSpeed = 30
)

func ClampSpeed(v float64) float64 {
	if !(v >= MinSpeed) { // also catches NaN
		return MinSpeed
	}
	return min(v, MaxSpeed)
}

// Due reports whether a playing animation shows its next move at now (the
// page's one ticker asks), and schedules the one after: the first move
// comes one interval after play starts; a ticker that fell behind does not
// catch up in a burst.
func Due(next *time.Time, now time.Time, playing bool, speed float64) bool {
	every := time.Duration(float64(time.Second) / ClampSpeed(speed))
	switch {
	case !playing:
		*next = time.Time{}
		return false
	case next.IsZero():
		*next = now.Add(every)
		return false
	case now.Before(*next):
		return false
	}
	*next = next.Add(every)
	if next.Before(now) {
		*next = now.Add(every)
	}
	return true
}

// ChipWindow is the part of a solution of n moves whose chips the player
// draws when move index (0..n) is the current position: at most size chips
// [lo, hi), the current one a quarter of the way in (so it shows in the
// first rows of the list, without scrolling), so a solution of any length
// costs the page the same. The rest is summarised and reached with the
// scrubber.
func ChipWindow(n, index, size int) (lo, hi int) {
	if n <= size {
		return 0, n
	}
	lo = min(max(index-size/4, 0), n-size)
	return lo, lo + size
}
