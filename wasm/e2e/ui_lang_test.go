//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// uiOpenIn opens the app in a fresh tab and site for a browser whose
// preferred languages are acceptLanguage ("vi-VN,vi"; navigator.languages
// follows it) and waits for the board.
func uiOpenIn(t *testing.T, acceptLanguage, url string) (*Page, *Site) {
	t.Helper()
	p := NewPage(t, 120*time.Second)
	var ua string
	p.Run(t, chromedp.Evaluate(`navigator.userAgent`, &ua), chromedp.ActionFunc(func(ctx context.Context) error {
		return emulation.SetUserAgentOverride(ua).WithAcceptLanguage(acceptLanguage).Do(ctx)
	}))
	site := ServeSite(t, distDir)
	p.Open(t, site.Base+url)
	p.WaitTestID(t, "board")
	return p, site
}

// uiLang is <html lang>.
func uiLang(t *testing.T, p *Page) string {
	t.Helper()
	var s string
	p.Eval(t, `document.documentElement.lang`, &s)
	return s
}

// TestUILanguage (issue 32): a browser asking for Vietnamese gets the page
// in Vietnamese (<html lang="vi">, the header, the algorithm panel, the
// registry's algorithm names, the status line with Vietnamese number
// formats); switching to English in the header changes the words and
// nothing else (the run shown, its figures, the board) and is kept across a
// reload; an English browser opening the Vietnamese reader's share link
// reads it in English.
func TestUILanguage(t *testing.T) {
	p, _ := uiOpenIn(t, "vi-VN,vi", "")
	if got := uiLang(t, p); got != "vi" {
		t.Fatalf("<html lang> %q in a Vietnamese browser", got)
	}
	for id, want := range map[string]string{"about-toggle": "Giới thiệu", "run": "Chạy", "stop": "Dừng", "step": "Từng bước", "status": "Sẵn sàng."} {
		if got := uiText(t, p, id); got != want {
			t.Errorf("%s reads %q, want %q", id, got, want)
		}
	}
	if got := uiValue(t, p, "lang"); got != "vi" {
		t.Errorf("the language switch shows %q", got)
	}
	var bfs string
	p.Eval(t, `document.querySelector('[data-testid=algorithm] option[value=bfs]').textContent`, &bfs)
	if bfs != "Tìm kiếm theo chiều rộng (BFS)" {
		t.Errorf("BFS is listed as %q", bfs)
	}
	uiSet(t, p, "algorithm", "bfs")
	uiSet(t, p, "shuffle-mode", "walk:20")
	uiClick(t, p, "shuffle")
	board := uiAttr(t, p, "board", "data-board")
	uiClick(t, p, "run")
	uiWait(t, p, "the run's end", `document.querySelector('[data-testid=status]').dataset.outcome === "found"`, 60*time.Second)
	status := uiText(t, p, "status")
	if !strings.HasPrefix(status, "Tìm kiếm theo chiều rộng (BFS) tìm được lời giải dài ") || !strings.Contains(status, " nút, ") {
		t.Errorf("status %q", status)
	}
	expanded := uiText(t, p, "expanded")
	if strings.Contains(expanded, ",") {
		t.Errorf("expanded %q groups digits with a comma in Vietnamese", expanded)
	}

	uiSet(t, p, "lang", "en")
	if got := uiLang(t, p); got != "en" {
		t.Errorf("<html lang> %q after switching to English", got)
	}
	if got := uiText(t, p, "run"); got != "Run" {
		t.Errorf("run reads %q in English", got)
	}
	if got := uiText(t, p, "status"); !strings.HasPrefix(got, "Found a solution of ") {
		t.Errorf("status %q in English", got)
	}
	if got := uiAttr(t, p, "board", "data-board"); got != board {
		t.Errorf("the board changed with the language: %q, was %q", got, board)
	}
	if got := uiText(t, p, "expanded"); strings.ReplaceAll(got, ",", ".") != expanded {
		t.Errorf("expanded reads %q in English, %q in Vietnamese", got, expanded)
	}
	var rec string
	p.Eval(t, `localStorage.getItem("searchlab/v1/session")`, &rec)
	var session struct{ Lang string }
	if err := json.Unmarshal([]byte(rec), &session); err != nil || session.Lang != "en" {
		t.Errorf("session record %q (%v): the choice is not kept", rec, err)
	}
	uiClick(t, p, "share")
	var hash string
	p.Eval(t, `location.hash`, &hash)
	p.Reload(t, "")
	if got := uiLang(t, p); got != "en" || uiText(t, p, "run") != "Run" {
		t.Errorf("after a reload: <html lang> %q, run %q: the choice was not kept", got, uiText(t, p, "run"))
	}

	// The link carries no language: an English reader reads it in English.
	if !strings.HasPrefix(hash, "#") || len(hash) < 3 {
		t.Fatalf("no share link in the address bar: %q", hash)
	}
	q, _ := uiOpenIn(t, "en-US,en", hash)
	if got := uiLang(t, q); got != "en" {
		t.Errorf("the shared link opens with <html lang> %q for an English reader", got)
	}
	if got := uiAttr(t, q, "board", "data-board"); got != board {
		t.Errorf("the shared link shows %q, want %q", got, board)
	}
	if got := uiText(t, q, "notice"); !strings.HasPrefix(got, "Opened a shared board") {
		t.Errorf("the English reader's notice reads %q", got)
	}
	uiNoErrors(t, p)
	uiNoErrors(t, q)
}
