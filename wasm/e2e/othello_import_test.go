//go:build !js

package e2e

import (
	"strings"
	"testing"
	"time"
)

// TestOthelloImportErrorByTheField (issue 30 item 9): a transcript that
// does not replay is refused by the import field itself, a few pixels
// from it (it appeared in the status line, 750 px above), the field
// flagged and the game as it was; a good transcript then takes the
// message away.
func TestOthelloImportErrorByTheField(t *testing.T) {
	p, _ := uiOpen(t, "#othello", 2*time.Minute)
	uiSet(t, p, "record-input", "f5d6a1")
	uiClick(t, p, "import-record")
	p.WaitTestID(t, "import-error")
	if e := uiText(t, p, "import-error"); !strings.Contains(e, "move 3") {
		t.Errorf("the message by the field: %q", e)
	}
	var gap float64
	p.Eval(t, `(() => { const f = document.querySelector('[data-testid="record-input"]').getBoundingClientRect();
		const e = document.querySelector('[data-testid="import-error"]').getBoundingClientRect();
		return Math.abs(e.top - f.bottom); })()`, &gap)
	if gap > 60 {
		t.Errorf("the message is %.0f px from the field", gap)
	}
	if uiAttr(t, p, "record-input", "aria-invalid") != "true" {
		t.Error("the field is not flagged")
	}
	if _, m := othBoard(t, p); len(m) != 0 {
		t.Errorf("a refused transcript changed the game: %v", m)
	}
	uiSet(t, p, "record-input", "f5d6")
	uiClick(t, p, "import-record")
	var gone bool
	p.Eval(t, `!document.querySelector('[data-testid="import-error"]')`, &gone)
	if _, m := othBoard(t, p); !gone || strings.Join(m, "") != "f5d6" {
		t.Errorf("after a good transcript: message gone %v, moves %v", gone, m)
	}
	uiNoErrors(t, p)
}
