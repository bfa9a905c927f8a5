//go:build !js

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// graphOpen opens the graph screen (on Romania) and waits until it is
// drawn.
func graphOpen(t *testing.T) *Page {
	t.Helper()
	p := NewPage(t, 3*time.Minute)
	site := ServeSite(t, distDir)
	p.Open(t, site.Base+"#graph")
	p.WaitTestID(t, "graph")
	uiSettle(t, p)
	return p
}

// TestQuizOnTheReplay (issue 31 item 5): after A* on Romania, the replay
// offers the "predict the next step" exercise; each question lists the
// frontier's nodes, an answer is marked right or wrong with the reason,
// and after the last one the score and the result line to hand in show.
// Picking the first option every time, the score counts the questions
// where it was the answer.
func TestQuizOnTheReplay(t *testing.T) {
	p := graphOpen(t)
	uiClick(t, p, "run")
	uiWait(t, p, "the solution", `document.querySelector('[data-testid="status"]').dataset.outcome === "found"`, time.Minute)
	p.WaitTestID(t, "quiz-start")
	uiClick(t, p, "quiz-start")
	right := 0
	// Romania's A* has fewer positions with a choice than the 5 asked for:
	// the exercise asks what the trace offers.
	uiWait(t, p, "the exercise", `document.querySelector('[data-testid="quiz"]').dataset.questions !== undefined`, 10*time.Second)
	n, _ := strconv.Atoi(uiAttr(t, p, "quiz", "data-questions"))
	if n < 3 || n > 5 {
		t.Fatalf("%d questions on Romania's A*", n)
	}
	for q := 1; q <= n; q++ {
		uiWait(t, p, "question", `document.querySelector('[data-testid="quiz"]').dataset.question === "`+string(rune('0'+q))+`"`, 10*time.Second)
		if !strings.Contains(uiText(t, p, "quiz-question"), "which node does") {
			t.Fatalf("question %d: %q", q, uiText(t, p, "quiz-question"))
		}
		uiClick(t, p, "quiz-option-0")
		p.WaitTestID(t, "quiz-feedback")
		fb := uiText(t, p, "quiz-feedback")
		if strings.HasPrefix(fb, "Right.") {
			right++
		} else if !strings.HasPrefix(fb, "Not this time") {
			t.Fatalf("question %d: feedback %q", q, fb)
		}
		if !strings.Contains(fb, "lowest f = g + h") {
			t.Errorf("question %d: the reason %q does not give A*'s rule", q, fb)
		}
		if q < n {
			uiClick(t, p, "quiz-next")
		}
	}
	score := uiText(t, p, "quiz-score")
	if want := fmt.Sprintf("Score: %d of %d.", right, n); score != want {
		t.Errorf("score %q, want %q", score, want)
	}
	var line string
	p.Eval(t, `document.querySelector('[data-testid="quiz-result"]').value`, &line)
	if !strings.Contains(line, fmt.Sprintf("of %d right", n)) || !strings.Contains(line, "A*") {
		t.Errorf("result line %q", line)
	}
	if dir := os.Getenv("SEARCHLAB_SCREENSHOTS"); dir != "" {
		uiScreenshot(t, p, 1280, filepath.Join(dir, "quiz-1280.png"))
		uiScreenshot(t, p, 390, filepath.Join(dir, "quiz-390.png"))
	}
	uiNoErrors(t, p)
}

// TestQuizNimAlphaBeta: the exercise on alpha-beta's replay asks whether
// it prunes after a reply returns, and explains it with β.
func TestQuizNimAlphaBeta(t *testing.T) {
	p := nimOpen(t, "")
	nimChange(t, p, "nim-position", "3 4 5")
	uiClick(t, p, "nim-trace-ai")
	uiClick(t, p, "nim-trace")
	rpWaitDone(t, p)
	p.WaitTestID(t, "quiz-start")
	uiClick(t, p, "quiz-start")
	uiWait(t, p, "the first question", `document.querySelector('[data-testid="quiz"]').dataset.question === "1"`, 10*time.Second)
	if q := uiText(t, p, "quiz-question"); !strings.Contains(q, "β") {
		t.Errorf("question %q", q)
	}
	uiClick(t, p, "quiz-option-0")
	p.WaitTestID(t, "quiz-feedback")
	if fb := uiText(t, p, "quiz-feedback"); !strings.Contains(fb, "β =") {
		t.Errorf("feedback %q", fb)
	}
	uiNoErrors(t, p)
}

// TestQuizHillClimbing: hill climbing on Romania from Arad (h given: the
// straight-line distances) moves to Sibiu (253, the lowest of its three
// neighbours), then Fagaras (176), then Bucharest, a goal: the exercise
// asks which neighbour it moves to, lists them with their h, gives the
// rule, and the result line names the sample.
func TestQuizHillClimbing(t *testing.T) {
	p := graphOpen(t)
	uiSet(t, p, "algorithm", "hill-climbing")
	uiClick(t, p, "run")
	uiWait(t, p, "the solution", `document.querySelector('[data-testid="status"]').dataset.outcome === "found"`, time.Minute)
	p.WaitTestID(t, "quiz-start")
	uiClick(t, p, "quiz-start")
	uiWait(t, p, "the exercise", `document.querySelector('[data-testid="quiz"]').dataset.questions !== undefined`, 10*time.Second)
	n, _ := strconv.Atoi(uiAttr(t, p, "quiz", "data-questions"))
	if n != 3 {
		t.Fatalf("%d questions, want 3 (Arad, Sibiu, Fagaras)", n)
	}
	if q := uiText(t, p, "quiz-question"); !strings.Contains(q, "hill climbing stands at Arad (h = 366)") {
		t.Errorf("first question %q", q)
	}
	var labels []string
	p.Eval(t, `[...document.querySelectorAll('[data-testid^="quiz-option-"]')].map(b => b.textContent)`, &labels)
	if got := strings.Join(labels, ", "); !strings.Contains(got, "Sibiu (h = 253)") || !strings.Contains(got, "Timisoara (h = 329)") || len(labels) != 3 {
		t.Errorf("options %q", got)
	}
	for q := 1; q <= n; q++ {
		uiWait(t, p, "question", `document.querySelector('[data-testid="quiz"]').dataset.question === "`+strconv.Itoa(q)+`"`, 10*time.Second)
		uiClick(t, p, "quiz-option-0")
		p.WaitTestID(t, "quiz-feedback")
		fb := uiText(t, p, "quiz-feedback")
		want := "the lowest h among"
		if q == n {
			want = "Bucharest is a goal"
		}
		if !strings.Contains(fb, want) {
			t.Errorf("question %d: feedback %q lacks %q", q, fb, want)
		}
		if q < n {
			uiClick(t, p, "quiz-next")
		}
	}
	var line string
	p.Eval(t, `document.querySelector('[data-testid="quiz-result"]').value`, &line)
	if !strings.Contains(line, "Hill climbing on sample:romania") {
		t.Errorf("result line %q", line)
	}
	uiNoErrors(t, p)
}
