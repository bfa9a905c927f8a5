//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"searchlab/core/experiment"
	"searchlab/core/share"
)

// viEnglishWords are common English interface words: none may show on a
// screen in Vietnamese (issue 32), once the names are taken out.
var viEnglishWords = []string{"the", "and", "of", "with", "from", "for", "is", "are", "this", "your", "you", "no",
	"run", "runs", "stop", "step", "steps", "reset", "start", "load", "share", "settings", "help", "close", "open", "save",
	"export", "import", "copy", "edit", "clear", "cancel", "apply", "new", "undo", "redo", "back", "forward", "next",
	"previous", "play", "pause", "random", "shuffle", "speed", "auto", "theme", "language", "about",
	"nodes", "node", "expanded", "generated", "frontier", "solution", "solved", "found", "search", "moves", "move",
	"time", "memory", "board", "level", "game", "games", "player", "score", "depth", "cost", "length", "path", "goal",
	"state", "states", "ready", "running", "stopped", "loading", "replay", "event", "events", "budget", "algorithm",
	"trace", "iteration", "iterations", "hint", "hints", "over", "mean", "median", "config", "experiment", "done",
	"wins", "draws", "losses", "black", "white", "empty", "size", "value", "best", "per", "none"}

// viWordRe finds those words as whole words (Vietnamese letters around
// them make another word).
var viWordRe = regexp.MustCompile(`(?i)(?:^|[^\pL])(` + strings.Join(viEnglishWords, "|") + `)(?:[^\pL]|$)`)

// viGloss is an English gloss in parentheses beside its Vietnamese, as
// the courses write them ("Hạt giống (seed)", "(BFS)", "(web worker)"):
// ASCII words only, no sentence.
var viGloss = regexp.MustCompile(`\([A-Za-zÀ-ÖØ-öø-ÿ0-9*'’ .,:/+×=-]{1,40}\)`)

// viSyntax is code the page quotes in its help: a command line
// ("searchlab experiment -resume") or a keyword of the graph's text
// format before its placeholder in capitals ("node TÊN X Y", "goal TÊN").
var viSyntax = regexp.MustCompile(`searchlab [a-z]+( -[a-z]+)*|\b(node|edge|arc|start|goal) [\p{Lu}_]{2,}`)

// viProper are proper names and notations the page keeps as they are.
var viProper = []string{"SearchLab", "Bloxorz", "Othello", "Nim", "Grundy", "Monte Carlo", "Elo", "Wilson", "Manhattan",
	"Alpha-Beta", "Minimax", "GitHub", "WebAssembly", "Romania"}

// viCollect is the text a person reads on the page: the body's visible
// text, the title, aria-label, placeholder and alt attributes and the
// charts' texts; the code (pseudocode names, spec JSON, board texts in
// fields) and the names the page lists (algorithms, games, configs) are
// returned apart to take out.
const viCollect = `(() => {
  const parts = [document.title, document.body.innerText];
  for (const el of document.querySelectorAll('[title],[aria-label],[placeholder],[alt]')) {
    if (el.closest('[hidden]')) continue;
    for (const a of ['title', 'aria-label', 'placeholder', 'alt']) {
      const v = el.getAttribute(a);
      if (v && !(a === 'placeholder' && el.tagName === 'TEXTAREA')) parts.push(v); // a text format's syntax
    }
  }
  for (const el of document.querySelectorAll('svg text')) parts.push(el.textContent);
  const code = [...document.querySelectorAll('code, pre, textarea, kbd, samp, input')].map(e => e.innerText || e.value || '');
  const names = [...document.querySelectorAll('[data-testid=algorithm] option, [data-testid=game-picker] option, select[data-testid*=player] option, ' +
    '[data-testid^=lab-config] option, td:has(> .swatch), td.lab-instance, .lab-chart svg g.bar text, [data-testid=lab-form] input')]
    .map(o => o.textContent || o.value || '');
  return JSON.stringify({parts, code, names});
})()`

// viScene is a screen in a state that shows more than a first visit.
type viScene struct {
	name, route string
	setup       func(t *testing.T, p *Page)
}

// viLeft is the English left on p's page, each word with its context.
func viLeft(t *testing.T, p *Page) []string {
	t.Helper()
	var raw string
	p.Eval(t, viCollect, &raw)
	var got struct{ Parts, Code, Names []string }
	if err := json.Unmarshal([]byte(raw), &got); err != nil {
		t.Fatal(err)
	}
	cut := append(append([]string{}, got.Code...), got.Names...)
	sort.Slice(cut, func(i, j int) bool { return len(cut[i]) > len(cut[j]) }) // the longest first
	seen := map[string]bool{}
	var left []string
	for _, text := range got.Parts {
		for _, c := range cut {
			if c = strings.TrimSpace(c); len(c) > 2 {
				text = strings.ReplaceAll(text, c, " ")
			}
		}
		for _, n := range viProper {
			text = strings.ReplaceAll(text, n, " ")
		}
		text = viGloss.ReplaceAllString(text, " ")
		text = viSyntax.ReplaceAllString(text, " ")
		for _, line := range strings.Split(text, "\n") {
			for _, m := range viWordRe.FindAllStringSubmatchIndex(line, -1) {
				w := line[m[2]:m[3]]
				ctx := line[max(0, m[2]-40):min(len(line), m[3]+40)]
				if k := strings.ToLower(w) + " in «" + ctx + "»"; !seen[k] {
					seen[k] = true
					left = append(left, fmt.Sprintf("%q in «%s»", w, ctx))
				}
			}
		}
	}
	return left
}

// viOpen opens route in a Vietnamese browser (navigator.languages vi-VN,
// vi) and waits for the screen.
func viOpen(t *testing.T, site *Site, route string, timeout time.Duration) *Page {
	t.Helper()
	p := NewPage(t, timeout)
	var ua string
	p.Run(t, chromedp.Evaluate(`navigator.userAgent`, &ua), chromedp.ActionFunc(func(ctx context.Context) error {
		return emulation.SetUserAgentOverride(ua).WithAcceptLanguage("vi-VN,vi").Do(ctx)
	}))
	p.Open(t, site.Base+route)
	uiWait(t, p, "the screen", `document.querySelector("main.screen")`, 60*time.Second)
	uiSettle(t, p)
	if got := uiLang(t, p); got != "vi" {
		t.Fatalf("<html lang> %q in a Vietnamese browser", got)
	}
	return p
}

// TestUIVietnamese (issue 32): every screen of the game picker, as it
// first opens and in the states that show the most (a run with its
// status and statistics, the replay with its pseudocode and events, a
// game's traced search with its game tree or Monte Carlo tree, the
// editor, hints, a finished Lab experiment with its summary and charts),
// shows no English interface word in a Vietnamese browser: the visible
// text, the title, aria-label, placeholder and alt attributes and the
// charts' texts, once the algorithms', games' and configs' names, the
// code, the proper names and English glosses in parentheses are taken
// out. Each scene names the words it finds, with their context.
func TestUIVietnamese(t *testing.T) {
	site := ServeSite(t, distDir)
	first := viOpen(t, site, "", time.Minute)
	var routes []string
	first.Eval(t, `[...document.querySelectorAll('[data-testid="game-picker"] option')].map(o => o.value)`, &routes)
	if len(routes) < 5 {
		t.Fatalf("the game picker lists %q", routes)
	}
	var scenes []viScene
	for _, r := range routes {
		scenes = append(scenes, viScene{name: r, route: "#" + r})
	}
	// A long name (the charts' titles wrap after it) in Vietnamese.
	labFrag, err := experiment.ShareLink(experiment.Spec{Name: "So sánh tìm kiếm có thông tin và leo đồi", Game: "npuzzle",
		Instances: experiment.Instances{Random: &experiment.Random{Size: "3x3", Count: 3, Seed: 11}},
		Configs:   []experiment.Config{{Algorithm: "astar"}, {Algorithm: "bfs"}, {Algorithm: "hill-climbing"}},
		Budget:    experiment.Budget{MaxNodes: 200_000, TimeoutMS: 30_000}, Repeats: 1, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	ran := func(t *testing.T, p *Page) {
		uiClick(t, p, "run")
		uiWait(t, p, "the run's end", `["found", "not_found", "budget_exceeded"].includes(document.querySelector('[data-testid=status]').dataset.outcome)`, time.Minute)
		rpWaitDone(t, p)
		uiClick(t, p, "replay-start")
		uiClick(t, p, "replay-forward")
		uiClick(t, p, "replay-forward")
	}
	scenes = append(scenes,
		viScene{"npuzzle-run", "#npuzzle", ran},
		viScene{"npuzzle-hill-climbing", "#npuzzle", func(t *testing.T, p *Page) {
			uiSet(t, p, "algorithm", "hill-climbing")
			ran(t, p)
		}},
		viScene{"bloxorz-run", "#bloxorz", ran},
		viScene{"bloxorz-edit", "#bloxorz", func(t *testing.T, p *Page) { uiClick(t, p, "edit") }},
		viScene{"nim-hints", "#nim", func(t *testing.T, p *Page) { uiClick(t, p, "hints-toggle") }},
		viScene{"othello-hints", "#othello", func(t *testing.T, p *Page) {
			uiClick(t, p, "hints")
			uiWait(t, p, "the hints", `document.querySelector('[data-testid="board"]').dataset.hints > 0`, time.Minute)
		}},
		viScene{"nim-replay", "#nim", func(t *testing.T, p *Page) {
			uiClick(t, p, "nim-trace-ai")
			uiClick(t, p, "nim-trace")
			rpWaitDone(t, p)
			uiClick(t, p, "replay-start")
			uiClick(t, p, "replay-next-cutoff")
		}},
		viScene{"othello-replay", "#othello", func(t *testing.T, p *Page) {
			uiSet(t, p, "white-player", "mcts-uct")
			nimChange(t, p, "white-iterations", "150")
			uiClick(t, p, "oth-trace")
			rpWaitDone(t, p)
		}},
		viScene{"lab-experiment", "#" + labFrag, func(t *testing.T, p *Page) {
			p.WaitTestID(t, "lab-form")
			uiClick(t, p, "lab-run")
			labWaitFinished(t, p, 2*time.Minute)
			uiSettle(t, p)
			viChartsFit(t, p)
		}},
	)
	scenes = append(scenes, viBadLinks(t)...)
	for _, sc := range scenes {
		t.Run(sc.name, func(t *testing.T) {
			p := viOpen(t, site, sc.route, 3*time.Minute)
			if sc.setup != nil {
				sc.setup(t, p)
			}
			left := viLeft(t, p)
			t.Logf("%s: %d English words", sc.name, len(left))
			for _, l := range left {
				t.Errorf("%s: English %s", sc.name, l)
			}
			uiNoErrors(t, p)
		})
	}
}

// viBadLinks are scenes that open a malformed share link (issue 32: the
// errors a person meets only from a bad link): each shows an error
// notice, in Vietnamese (the scene's check), saying what the core found
// (want, a part of its Vietnamese).
func viBadLinks(t *testing.T) []viScene {
	t.Helper()
	enc := func(l share.Link) string {
		frag, err := share.Encode(l)
		if err != nil {
			t.Fatal(err)
		}
		return "#" + frag
	}
	notice := func(want string) func(t *testing.T, p *Page) {
		return func(t *testing.T, p *Page) {
			uiWait(t, p, "the notice", fmt.Sprintf(`(document.querySelector(%q) || {}).dataset?.kind === "error"`, ByTestID("notice")), 30*time.Second)
			if got := uiText(t, p, "notice"); !strings.Contains(got, want) {
				t.Errorf("the notice %q does not say %q", got, want)
			}
		}
	}
	return []viScene{
		// core/share: a character that is not base64url.
		{"bad-link-damaged", "#v1/npuzzle/ab$c", notice("ký tự thứ 3 của dữ liệu")},
		// core/experiment's decoder: the link's spec does not read.
		{"bad-link-lab", enc(share.Link{Game: "lab", Board: `{"game": "npuzzle", "instances": 7}`}), notice("phải là một đối tượng, không phải một số")},
		// core/nim: a variant and a rule the game does not have.
		{"bad-link-nim", enc(share.Link{Game: "nim", Board: "3 4 5", Params: map[string]string{"variant": "chess", "rule": "sudden"}}),
			notice("không có luật \"sudden\"")},
	}
}

// viChartsFit fails when a text of a Lab chart (a title, a subtitle, an
// axis, a bar's label) runs past its chart's edges as Chromium draws it.
func viChartsFit(t *testing.T, p *Page) {
	t.Helper()
	var res struct {
		Texts int
		Out   []string
	}
	p.Eval(t, `(() => {
	  const out = [];
	  let texts = 0;
	  for (const svg of document.querySelectorAll('.lab-chart svg')) {
	    const w = svg.viewBox.baseVal.width;
	    for (const el of svg.querySelectorAll('text')) {
	      texts++;
	      const b = el.getBBox();
	      if (b.width > 0 && (b.x < -1 || b.x + b.width > w + 1)) out.push(el.textContent + ' (' + Math.round(b.x) + '…' + Math.round(b.x + b.width) + ' of ' + w + ')');
	    }
	  }
	  return {texts, out};
	})()`, &res)
	if res.Texts < 20 {
		t.Errorf("the Lab's charts have %d texts", res.Texts)
	}
	for _, o := range res.Out {
		t.Errorf("a chart's text runs past its edge: %s", o)
	}
	if dir := os.Getenv("SEARCHLAB_SCREENSHOTS"); dir != "" {
		uiScreenshot(t, p, 1280, filepath.Join(dir, "lab-charts-vi-1280.png"))
		uiScreenshot(t, p, 390, filepath.Join(dir, "lab-charts-vi-390.png"))
	}
}
