package store

import (
	"strings"
	"testing"
)

// TestImportErrorsInWords: a file that is not an export is refused with a
// sentence that has no Go vocabulary in it.
func TestImportErrorsInWords(t *testing.T) {
	for text, want := range map[string]string{
		`[1, 2]`:                    "it holds a list where an object is expected",
		`{"format": 3}`:             `its field "format" holds number where text is expected`,
		`{"format": "x", "zzz": 1}`: `a field a SearchLab export does not have: "zzz"`,
		`{"format": `:               "cut short",
		`{"format": "searchlab"]`:   "not valid JSON",
		``:                          "empty",
	} {
		_, err := ParseExport(text)
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "Go value") || strings.Contains(err.Error(), "json:") {
			t.Errorf("ParseExport(%q): %v, want %q", text, err, want)
		}
	}
}
