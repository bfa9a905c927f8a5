//go:build js && wasm

package components

import (
	"strings"

	"searchlab/wasm/app/i18n"
)

// filler is message key in l with its placeholders names filled per call
// by values already written (l.Int for a count): the message is looked up
// and filled once, with a mark per placeholder, and each call replaces the
// marks. A drawn tree writes the same message for each of its hundreds of
// nodes, and filling a message costs tens of microseconds in the page.
// Not for a message whose form depends on a count (its EnOne).
func filler(l i18n.Lang, key string, names ...string) func(values ...string) string {
	args := make([]any, 0, 2*len(names))
	for i, n := range names {
		args = append(args, n, string(rune(i+1))) // marks \x01, \x02, …
	}
	tmpl := l.T(key, args...)
	return func(values ...string) string {
		out := tmpl
		for i, v := range values {
			out = strings.ReplaceAll(out, string(rune(i+1)), v)
		}
		return out
	}
}
