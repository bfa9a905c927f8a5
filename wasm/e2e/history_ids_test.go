//go:build !js

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// historyRows counts the rows of the history table.
func historyRows(t *testing.T, p *Page) int {
	t.Helper()
	var n int
	p.Eval(t, `document.querySelectorAll('[data-testid="history"] tbody tr').length`, &n)
	return n
}

func historyEntryJSON(id int, board string) string {
	return fmt.Sprintf(`{"id":%d,"at":"2026-11-20T10:00:00Z","game":"npuzzle","board":%q,"algorithm":"bfs","seed":1,"status":"found","length":1,"cost":1,`+
		`"stats":{"expanded":2,"generated":3,"max_frontier":2,"max_depth":1,"iterations":0,"elapsed_ms":0.1,"memory_bytes":100}}`, id, board)
}

// TestUIImportNonAscendingIDs (issue 11): import a history whose ids are
// [5, 1], run four searches, reload: the page works (the fourth run used to
// get id 5 again, Vecty panicked on the duplicate key and every reload
// crashed). Then a history already saved with duplicate ids opens, repaired.
func TestUIImportNonAscendingIDs(t *testing.T) {
	p, _ := uiOpen(t, "", 120*time.Second)
	file := filepath.Join(t.TempDir(), "old.json")
	os.WriteFile(file, []byte(`{"format":"searchlab-export","version":1,"history":[`+
		historyEntryJSON(5, "1 2 3/4 5 6/7 0 8")+","+historyEntryJSON(1, "1 2 3/4 5 0/7 8 6")+`],"boards":[]}`), 0o644)
	p.Run(t, chromedp.SetUploadFiles(ByTestID("import"), []string{file}, chromedp.ByQuery))
	uiWait(t, p, "the import", fmt.Sprintf(`document.querySelector(%q).textContent.includes("Imported 2 runs")`, ByTestID("notice")), 5*time.Second)
	for i := 1; i <= 4; i++ {
		uiClick(t, p, "run")
		uiWait(t, p, fmt.Sprintf("run %d in the history", i), fmt.Sprintf(`document.querySelectorAll('[data-testid="history"] tbody tr').length === %d`, 2+i), 60*time.Second)
	}
	p.Reload(t, "")
	p.WaitTestID(t, "history")
	if n := historyRows(t, p); n != 6 {
		t.Errorf("%d history rows after the reload, want 6", n)
	}
	var crashed bool
	p.Eval(t, `!!document.querySelector('[data-testid="crash"]')`, &crashed)
	if crashed {
		t.Fatal("the page crashed")
	}
	uiClick(t, p, "run") // and it still runs
	uiWait(t, p, "a fifth run", `document.querySelectorAll('[data-testid="history"] tbody tr').length === 7`, 60*time.Second)
	uiNoErrors(t, p)

	// A history saved with duplicate ids by an earlier version: repaired.
	dup := "[" + strings.Join([]string{historyEntryJSON(3, "1 2 3/4 5 6/7 0 8"), historyEntryJSON(3, "1 2 3/4 5 0/7 8 6"), historyEntryJSON(2, "1 2 3/4 5 6/7 0 8")}, ",") + "]"
	p.Eval(t, fmt.Sprintf(`localStorage.setItem("searchlab/v1/history", %q), true`, dup), nil)
	p.Reload(t, "")
	p.WaitTestID(t, "history")
	if n := historyRows(t, p); n != 3 {
		t.Errorf("%d history rows from the duplicate-id history, want 3", n)
	}
	if n := uiText(t, p, "notice"); !strings.Contains(n, "repaired") {
		t.Errorf("notice %q does not say the history was repaired", n)
	}
	uiNoErrors(t, p)
}
