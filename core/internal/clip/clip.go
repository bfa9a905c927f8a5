// Package clip shortens user input for error messages, so that a message
// never echoes a huge input back (a 900 KB Nim position once came back
// whole in its error).
package clip

import "unicode/utf8"

// Max is how many bytes of an input a message quotes.
const Max = 24

// Text returns s cut to Max bytes at a character boundary, with an ellipsis
// when it was cut.
func Text(s string) string {
	if len(s) <= Max {
		return s
	}
	cut := Max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}
