package store

import (
	"fmt"
	"strconv"

	"searchlab/core/words"
)

// The one number format of the page (issue 13 item 16): counts with
// thousands separators, times in ms below a second and in s above, memory
// in B/kB/MB/GB with three significant digits at most, and a dash where a
// figure has no meaning (a rate over 0 ms).

// groupDigits writes n with a comma every three digits (words.GroupDigits).
func groupDigits(n int64) string { return words.GroupDigits(n) }

// GroupDigits formats n with thousands separators (for components).
func GroupDigits(n int64) string { return words.GroupDigits(n) }

// FormatMS writes a duration given in milliseconds: "0.4 ms", "12 ms",
// "950 ms", "3.91 s", "21.2 s", "2 min 5 s".
func FormatMS(ms float64) string {
	switch {
	case ms < 0 || ms != ms:
		return "—"
	case ms < 9.95:
		return fmt.Sprintf("%.1f ms", ms)
	case ms < 999.5:
		return fmt.Sprintf("%.0f ms", ms)
	case ms < 9995:
		return fmt.Sprintf("%.2f s", ms/1000)
	case ms < 59950:
		return fmt.Sprintf("%.1f s", ms/1000)
	}
	s := int64(ms/1000 + 0.5)
	return fmt.Sprintf("%d min %d s", s/60, s%60)
}

// FormatBytes writes a size: "512 B", "3.4 kB", "18 kB", "1.3 GB" (1024
// based, at most three significant digits, never "1328.0 MB").
func FormatBytes(n int64) string {
	if n < 1024 {
		return strconv.FormatInt(n, 10) + " B"
	}
	v := float64(n)
	for _, unit := range []string{"kB", "MB", "GB"} {
		v /= 1024
		if v < 1023.5 || unit == "GB" {
			if v < 9.95 {
				return fmt.Sprintf("%.1f %s", v, unit)
			}
			return fmt.Sprintf("%.0f %s", v, unit)
		}
	}
	return "" // not reached
}

// FormatRate writes nodes per second from a count and the milliseconds it
// took, or "—" when too little time passed to say (under 1 ms).
func FormatRate(nodes int64, ms float64) string {
	if ms < 1 || nodes <= 0 {
		return "—"
	}
	return groupDigits(int64(float64(nodes)/ms*1000 + 0.5))
}

// Count writes n things with separators and the noun in the right number:
// "1 move", "93,782 moves", "18 switches" (words.Count, the core's too).
func Count(n int64, noun string) string { return words.Count(n, noun) }

// wasWere is the verb that agrees with a count of n things.
func wasWere(n int) string {
	if n == 1 {
		return "was"
	}
	return "were"
}
