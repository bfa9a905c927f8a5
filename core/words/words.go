// Package words writes numbers and counted nouns the one way SearchLab's
// sentences say them, in the core's messages (a search's stop reason, an
// unsolvable board's reason) and on the page (the UI's store delegates to
// it): "1 inversion", "93,782 moves", "18 switches".
package words

import (
	"strconv"
	"strings"
)

// GroupDigits writes n with a comma every three digits ("-1,234,567").
func GroupDigits(n int64) string { return GroupDigitsWith(n, ",") }

// GroupDigitsWith writes n with sep every three digits: "," in English,
// "." in Vietnamese ("93.782"; the UI's message catalogue picks it).
func GroupDigitsWith(n int64, sep string) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// Count writes n things with separators and the noun in the right number:
// "1 move", "0 moves", "93,782 moves", "18 switches" (nouns ending in s,
// x or ch take -es).
func Count(n int64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if strings.HasSuffix(noun, "ch") || strings.HasSuffix(noun, "s") || strings.HasSuffix(noun, "x") {
		return GroupDigits(n) + " " + noun + "es"
	}
	return GroupDigits(n) + " " + noun + "s"
}
