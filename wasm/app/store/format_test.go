package store

import "testing"

func TestFormat(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{GroupDigits(93782), "93,782"}, {GroupDigits(-1234567), "-1,234,567"}, {GroupDigits(0), "0"},
		{FormatMS(0), "0.0 ms"}, {FormatMS(0.46), "0.5 ms"}, {FormatMS(12.4), "12 ms"}, {FormatMS(999.4), "999 ms"},
		{FormatMS(999.6), "1.00 s"}, {FormatMS(3906), "3.91 s"}, {FormatMS(21200), "21.2 s"}, {FormatMS(125000), "2 min 5 s"},
		{FormatBytes(512), "512 B"}, {FormatBytes(3500), "3.4 kB"}, {FormatBytes(18 << 10), "18 kB"},
		{FormatBytes(1328 << 20), "1.3 GB"}, {FormatBytes(200 << 20), "200 MB"}, {FormatBytes(1023 << 20), "1023 MB"},
		{FormatRate(100, 0), "—"}, {FormatRate(0, 5), "—"}, {FormatRate(115728, 255), "453,835"},
		{Count(1, "move"), "1 move"}, {Count(93782, "move"), "93,782 moves"}, {Count(0, "move"), "0 moves"}, {Count(18, "switch"), "18 switches"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
