package store

import (
	"testing"

	"searchlab/wasm/app/i18n"
)

// TestImportErrorsInVietnamese: what a bad history file says when it is
// imported (ParseExport, the notice quotes it) has a Vietnamese.
func TestImportErrorsInVietnamese(t *testing.T) {
	for _, text := range []string{
		"", "x", "[]", `{"format": 7}`, `{"format": "searchlab-export", "version": 1, "history": {}}`,
		`{"format": "searchlab-export", "version": 1, "extra": 1}`, `{"format": "searchlab-export", "version": 1} {}`,
		`{"format": "other", "version": 1}`, `{"format": "searchlab-export", "version": 2}`,
		`{"format": "searchlab-export", "version": 1, "history": [{"game": "npuzzle"}]}`, `{"format": "searchlab-export", "version": 1, "history": [`,
	} {
		_, err := ParseExport(text)
		if err == nil {
			t.Errorf("%q imports", text)
			continue
		}
		en := err.Error()
		if vi := i18n.Vietnamese.Core(en); !i18n.HasCore(en) || vi == en {
			t.Errorf("no Vietnamese for the import's error %q", en)
		}
	}
	for _, en := range []string{
		"history entry 3: unknown game \"chess\"", "history entry 1: unknown status \"won\"", "history entry 2: no algorithm",
	} { // checkImport and history_repair.go
		if !i18n.HasCore(en) {
			t.Errorf("no Vietnamese for the import's error %q", en)
		}
	}
}
