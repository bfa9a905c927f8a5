package store

import (
	"searchlab/core/words"
	"searchlab/wasm/app/i18n"
)

// The one number format of the page (issue 13 item 16): counts with
// thousands separators, times in ms below a second and in s above, memory
// in B/kB/MB/GB with three significant digits at most, and a dash where a
// figure has no meaning (a rate over 0 ms).

// GroupDigits formats n with thousands separators (for components).
func GroupDigits(n int64) string { return words.GroupDigits(n) }

// FormatMS writes a duration given in milliseconds: "0.4 ms", "12 ms",
// "950 ms", "3.91 s", "21.2 s", "2 min 5 s" (i18n.Lang.MS in English; the
// page's panels write it in the reader's language).
func FormatMS(ms float64) string { return i18n.English.MS(ms) }

// FormatBytes writes a size: "512 B", "3.4 kB", "18 kB", "1.3 GB" (1024
// based, at most three significant digits, never "1328.0 MB";
// i18n.Lang.Bytes in English).
func FormatBytes(n int64) string { return i18n.English.Bytes(n) }

// FormatRate writes nodes per second from a count and the milliseconds it
// took, or "—" when too little time passed to say (under 1 ms).
func FormatRate(nodes int64, ms float64) string { return i18n.English.Rate(nodes, ms) }

// Count writes n things with separators and the noun in the right number:
// "1 move", "93,782 moves", "18 switches" (words.Count, the core's too).
func Count(n int64, noun string) string { return words.Count(n, noun) }
