package i18n

import (
	"math"
	"testing"
)

// TestNumbers: each language's digit grouping and decimal separator
// (English "93,782" and "1.5"; Vietnamese "93.782" and "1,5"), in counts,
// decimals, percentages, durations, sizes and rates.
func TestNumbers(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{English.Int(93782), "93,782"}, {Vietnamese.Int(93782), "93.782"},
		{English.Int(-1234567), "-1,234,567"}, {Vietnamese.Int(-1234567), "-1.234.567"}, {Vietnamese.Int(999), "999"},
		{English.Fixed(1.5, 1), "1.5"}, {Vietnamese.Fixed(1.5, 1), "1,5"},
		{English.Fixed(1234.5, 1), "1,234.5"}, {Vietnamese.Fixed(1234.5, 1), "1.234,5"},
		{English.Fixed(-0.04, 1), "0.0"}, {Vietnamese.Fixed(-2.25, 2), "-2,25"}, {English.Fixed(7, 0), "7"},
		{English.Fixed(math.NaN(), 1), "—"},
		{English.Percent(0.125, 1), "12.5%"}, {Vietnamese.Percent(0.125, 1), "12,5%"},
		{English.MS(0), "0.0 ms"}, {English.MS(0.46), "0.5 ms"}, {Vietnamese.MS(0.46), "0,5 ms"},
		{English.MS(12.4), "12 ms"}, {English.MS(999.6), "1.00 s"}, {English.MS(3906), "3.91 s"},
		{Vietnamese.MS(3906), "3,91 s"}, {Vietnamese.MS(21200), "21,2 s"}, {Vietnamese.MS(1234567), "20 phút 35 giây"},
		{English.MS(125000), "2 min 5 s"}, {Vietnamese.MS(125000), "2 phút 5 giây"}, {English.MS(-1), "—"},
		{English.Bytes(512), "512 B"}, {English.Bytes(3500), "3.4 kB"}, {Vietnamese.Bytes(3500), "3,4 kB"},
		{English.Bytes(18 << 10), "18 kB"}, {Vietnamese.Bytes(1328 << 20), "1,3 GB"}, {English.Bytes(1023 << 20), "1023 MB"},
		{English.Rate(100, 0), "—"}, {English.G(1.2345, 3), "1.23"}, {Vietnamese.G(1.2345, 3), "1,23"}, {Vietnamese.G(2, 3), "2"}, {English.Rate(115728, 255), "453,835"}, {Vietnamese.Rate(115728, 255), "453.835"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
