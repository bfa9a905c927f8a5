package i18n

import (
	"math"
	"strconv"
	"strings"

	"searchlab/core/words"
)

// The page's one number format (issue 13 item 16) in each language:
// counts with thousands separators, times in ms below a second and in s
// above, memory in B/kB/MB/GB with three significant digits at most, and
// a dash where a figure has no meaning. English groups digits with ","
// and writes decimals with "." ("93,782", "1.5"); Vietnamese groups with
// "." and writes decimals with "," ("93.782", "1,5"), as the country's
// standard (TCVN) and its schools do. Exports for tools (CSV, JSON, share
// links) keep machine formats and do not come here.

// separators are the digit group and decimal separators of l.
func (l Lang) separators() (group, decimal string) {
	if l == Vietnamese {
		return ".", ","
	}
	return ",", "."
}

// Int writes n with the language's digit grouping: "93,782" / "93.782".
func (l Lang) Int(n int64) string {
	g, _ := l.Or().separators()
	return words.GroupDigitsWith(n, g)
}

// Fixed writes v with prec decimals and the language's separators:
// Fixed(1234.5, 1) is "1,234.5" / "1.234,5".
func (l Lang) Fixed(v float64, prec int) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "—"
	}
	s := strconv.FormatFloat(v, 'f', prec, 64)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	n, _ := strconv.ParseInt(whole, 10, 64)
	g, d := l.Or().separators()
	out := words.GroupDigitsWith(n, g)
	if frac != "" {
		out += d + frac
	}
	if neg && strings.Trim(s, "0.") != "" {
		out = "-" + out
	}
	return out
}

// Percent writes a fraction (0.125) as a percentage with prec decimals:
// "12.5%" / "12,5%".
func (l Lang) Percent(fraction float64, prec int) string {
	return l.Fixed(fraction*100, prec) + "%"
}

// MS writes a duration given in milliseconds: "0.4 ms", "12 ms", "950 ms",
// "3.91 s", "21.2 s", "2 min 5 s" (Vietnamese "0,4 ms", "3,91 s",
// "2 phút 5 giây"); a negative or NaN duration is a dash.
func (l Lang) MS(ms float64) string {
	switch {
	case ms < 0 || ms != ms:
		return "—"
	case ms < 9.95:
		return l.Fixed(ms, 1) + " ms"
	case ms < 999.5:
		return l.Fixed(ms, 0) + " ms"
	case ms < 9995:
		return l.Fixed(ms/1000, 2) + " s"
	case ms < 59950:
		return l.Fixed(ms/1000, 1) + " s"
	}
	s := int64(ms/1000 + 0.5)
	return l.T("duration.min_s", "min", s/60, "s", s%60)
}

// Bytes writes a size: "512 B", "3.4 kB", "18 kB", "1.3 GB" (1024 based,
// at most three significant digits, never "1328.0 MB"; "3,4 kB" in
// Vietnamese).
func (l Lang) Bytes(n int64) string {
	if n < 1024 {
		return strconv.FormatInt(n, 10) + " B"
	}
	v := float64(n)
	for _, unit := range []string{"kB", "MB", "GB"} {
		v /= 1024
		if v < 1023.5 || unit == "GB" {
			if v < 9.95 {
				return l.Fixed(v, 1) + " " + unit
			}
			return strconv.FormatFloat(v, 'f', 0, 64) + " " + unit
		}
	}
	return "" // not reached
}

// Rate writes nodes per second from a count and the milliseconds it
// took, or "—" when too little time passed to say (under 1 ms).
func (l Lang) Rate(nodes int64, ms float64) string {
	if ms < 1 || nodes <= 0 {
		return "—"
	}
	return l.Int(int64(float64(nodes)/ms*1000 + 0.5))
}

// G writes v with at most digits significant digits (fmt's %.Ng, never
// in exponent form for the page's figures) and the language's decimal
// separator: G(1.2345, 3) is "1.23" / "1,23".
func (l Lang) G(v float64, digits int) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "—"
	}
	s := strconv.FormatFloat(v, 'g', digits, 64)
	if _, d := l.Or().separators(); d != "." {
		s = strings.Replace(s, ".", d, 1)
	}
	return s
}
