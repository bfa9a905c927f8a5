package i18n

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"searchlab/core/bloxorz"
	"searchlab/core/experiment"
	"searchlab/core/games/all"
	bloxorzengine "searchlab/core/games/bloxorzgame/engine"
	"searchlab/core/nim"
	"searchlab/core/npuzzle"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/replay"
	"searchlab/core/share"
	"searchlab/core/wire"
)

// linkEnglish are words of the links' and specs' English that no
// Vietnamese keeps (a quoted text, a JSON field's name and a spec path
// are taken out first: they are the person's or the file's).
var linkEnglish = regexp.MustCompile(`(?:^|[^\pL])(?i:the|its|is|are|has|have|must|not|no|data|link|game|board|character|characters|missing|give|list|empty|unknown|use|want|expected|where|more|than|allowed|after|before|object|string|number|whole|readable|appears|twice|once|field|known|here|level|grid|width|height|attempts?|made|move|could|replayed|player|setting|value|version|supported|spec|cut|off|ends?|early|stray|which|of|or|and|with|an|for|to|at|by|from|in|on|only|stage|stages|such|e\.g\.)(?:[^\pL]|$)`)

// linkQuoted are the texts an error quotes, and the spec's field paths
// and JSON names it cites: kept as they are.
var linkQuoted = regexp.MustCompile(`"[^"]*"|'[^']*'|\{[^{}]*\}|[a-z_]+(?:\[\d+\])?(?:\.[a-z_]+(?:\[\d+\])?)+|\b(?:true|false|null|npuzzle|bloxorz|nim|othello|graph|lab|grundy|normal|misere|easy|medium|hard|expert|boards|random|levels|positions|openings|game|instances|configs|algorithm|params|label|repeats|seed|budget|name|goal|size|count|shuffle|plies|any|all|v1|attempts|Attempts|MaxNodes)\b`)

// knownList is the list of names an error gives in parentheses ("(các
// tham số: depth, eval, …)"): the registry's identifiers.
var knownList = regexp.MustCompile(`\((?:các [^():]+): [^()]*\)`)

// linkCorpus is what the page meets from a bad link or a rare path: the
// share link's own decoding (core/share), the Lab's pasted or linked
// spec (core/experiment decode.go and spec.go), Nim's variant and rule,
// a move that does not replay, Bloxorz's generator and its presets.
func linkCorpus(t *testing.T) []string {
	t.Helper()
	var out []string
	add := func(what string, err error) {
		if err == nil {
			t.Errorf("%s: no error", what)
			return
		}
		out = append(out, err.Error())
	}
	b64 := func(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
	games := []string{"npuzzle", "bloxorz", "nim", "othello", "graph", "lab"}
	for _, f := range []string{
		strings.Repeat("a", share.MaxLen+1), "v9/npuzzle/abc", "hello", "v1", "v1/", "v1/Bad!/x", "v1/chess/abc",
		"v1/npuzzle", "v1/npuzzle/", "v1/npuzzle/abcde", "v1/npuzzle/ab$c", "v1/npuzzle/.abc",
		"v1/npuzzle/" + b64(`{"b":"1 2`), "v1/npuzzle/" + b64(`{"b":"x"}{}`), "v1/npuzzle/" + b64(`{"b":""}`),
		"v1/npuzzle/" + b64(`{"b":"x","r":-1}`), "v1/npuzzle/" + b64(`{"b":"x","q":3}`), "v1/npuzzle/" + b64(`{"b":"x","s":"a"}`),
		"v1/npuzzle/" + b64(`{"b":1}`), "v1/npuzzle/" + b64(`{"b":"x","p":1}`), "v1/npuzzle/" + b64(`{"b":"x","zz":1}`),
		"v1/npuzzle/" + b64(`{"b" "x"}`), "v1/npuzzle/" + b64(`{"b":"x",}`), "v1/npuzzle/" + b64(`x`),
	} {
		_, err := share.Decode(f, games...)
		var se *share.Error
		if !errors.As(err, &se) || se.Detail == "" {
			t.Errorf("share link %.40q: %v, not a share.Error with a detail", f, err)
			continue
		}
		out = append(out, se.Detail) // the page says the kind in its own words, and the detail
	}
	for _, l := range []share.Link{{Game: "Bad!", Board: "x"}, {Game: "npuzzle", Board: " "}} {
		_, err := share.Encode(l) // the share button quotes it
		add("share "+l.Game, err)
	}
	for _, f := range []string{"v1/npuzzle/abcde", "hello", "v1/chess/abc"} {
		_, err := share.Decode(f, games...) // the whole error, as a quiz link quotes it
		add("share link "+f, err)
	}
	for _, f := range []string{"v1/npuzzle/" + b64(`{"b":"x"}`), "v1/lab/abcde", "v1/lab/" + b64(`{"b":"{\"game\":1}"}`), "nope"} {
		_, err := experiment.SpecFromLink(f)
		add("experiment link "+f, err)
	}
	cfg := `"configs":[{"algorithm":"bfs"}]`
	board := `"instances":{"boards":["1 2 3/4 5 6/7 8 0"]}`
	for _, in := range []string{
		"", "   ", "[]", `"x"`, "{", `{"game":"npuzzle"} x`, `{"game":"npuzzle",}`, `{"game" "npuzzle"}`, strings.Repeat(" ", 1<<20+1),
		`{}`, `{"game":1}`, `{"game":"npuzzle","game":"nim"}`, `{"game":"npuzzle","zz":1}`,
		`{"game":"npuzzle",` + cfg + `}`, `{"game":"npuzzle","instances":[],` + cfg + `}`, `{"game":"npuzzle","instances":{},` + cfg + `}`,
		`{"game":"npuzzle","instances":{"boards":["x"],"random":{}},` + cfg + `}`, `{"game":"npuzzle","instances":{"boards":[]},` + cfg + `}`,
		`{"game":"npuzzle","instances":{"boards":"x"},` + cfg + `}`, `{"game":"npuzzle","instances":{"boards":[1]},` + cfg + `}`,
		`{"game":"npuzzle","instances":{"random":{}},` + cfg + `}`, `{"game":"npuzzle","instances":{"random":{"size":"3x3","count":2,"shuffle":"x"}},` + cfg + `}`,
		`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":2,"shuffle":0}},` + cfg + `}`,
		`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":2,"shuffle":true}},` + cfg + `}`,
		`{"game":"npuzzle","instances":{"random":{"size":3,"count":2}},` + cfg + `}`,
		`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":"2"}},` + cfg + `}`,
		`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":2.5}},` + cfg + `}`,
		`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":1e30}},` + cfg + `}`,
		`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":99999999999999999999}},` + cfg + `}`,
		`{"game":"bloxorz","instances":{"levels":"x"},` + cfg + `}`, `{"game":"bloxorz","instances":{"levels":5},` + cfg + `}`,
		`{"game":"bloxorz","instances":{"levels":[true]},` + cfg + `}`, `{"game":"othello","instances":{"openings":{}},` + cfg + `}`,
		`{"game":"npuzzle",` + board + `}`, `{"game":"npuzzle",` + board + `,"configs":5}`, `{"game":"npuzzle",` + board + `,"configs":[{}]}`,
		`{"game":"npuzzle",` + board + `,"configs":[5]}`, `{"game":"npuzzle",` + board + `,"configs":[{"algorithm":"bfs","params":{"x":[1]}}]}`,
		`{"game":"npuzzle",` + board + `,"configs":[{"algorithm":"bfs","params":5}]}`, `{"game":"npuzzle",` + board + `,` + cfg + `,"repeats":"x"}`,
		`{"game":"npuzzle",` + board + `,` + cfg + `,"budget":[]}`, `{"game":"npuzzle",` + board + `,` + cfg + `,"name":5}`,
	} {
		_, err := experiment.ParseSpec([]byte(in))
		var e *experiment.Error
		if !errors.As(err, &e) {
			t.Errorf("spec %.60q: %v, not an experiment.Error", in, err)
			continue
		}
		out = append(out, e.Msg) // the Lab names the field, and quotes the sentence
	}
	for _, req := range []nim.Request{{Board: "3 4 5", Depth: -1}, {Board: "3 4 5", MaxNodes: -1}, {Board: "3 4 5", Algorithm: "mcts"}, {Board: "3 4 5", Algorithm: "chess"}} {
		_, err := nim.Solve(context.Background(), req)
		add("nim solve", err)
	}
	for _, v := range []string{"chess", "x"} {
		_, err := nim.ParseVariant(v)
		add("nim variant "+v, err)
		_, err = nim.ParseRule(v)
		add("nim rule "+v, err)
	}
	// A move of a saved game that no longer replays (nim and othello
	// state.go put the rules' sentence after this one).
	if _, err := othello.Start().Play(0); err != nil {
		out = append(out, "A move could not be replayed: "+err.Error())
	}
	heaps, _ := nim.Parse("3 4 5")
	if err := (nim.Game{}).Check(heaps, nim.Move{Heap: 7, Take: 1}); err != nil {
		out = append(out, "A move could not be replayed: "+err.Error())
	}
	for _, mode := range []string{"x", "walk:0", "walk:x"} {
		_, err := npuzzle.ParseShuffle(mode)
		add("shuffle "+mode, err)
	}
	_, err := npuzzle.Shuffle{Moves: -1}.Board(npuzzle.Goal(3, 3), registry.NewRand(1))
	add("shuffle -1", err)
	for _, moves := range [][]string{{"U", "X"}, {"D", "D", "D"}, {"L"}} {
		err := npuzzle.ReplayText("1 2 3/4 5 6/7 8 0", "1 2 3/4 5 6/7 8 0", moves)
		add(fmt.Sprint("replay ", moves), err)
		if err != nil { // npuzzlescreen run.go
			out = append(out, "the solution does not replay on the board: "+err.Error())
		}
	}
	add("replay 3×3 on 2×2", npuzzle.ReplayText("1 2 3/4 5 6/7 8 0", "1 2/3 0", nil))
	var tr replay.Trace // the replay panel quotes it
	add("trace out of order", tr.Add(wire.TraceBatch{First: 3}))
	add("trace state out of order", tr.Add(wire.TraceBatch{States: []wire.TraceState{{ID: 5, Text: "x"}}}))
	_, err = bloxorz.Difficulty("impossible")
	add("bloxorz difficulty", err)
	gp, _ := bloxorz.Difficulty(bloxorz.DifficultyNames()[0])
	for _, bad := range []func(*bloxorz.GenerateParams){
		func(g *bloxorz.GenerateParams) { g.Width = 1 },
		func(g *bloxorz.GenerateParams) { g.MinLength, g.MaxLength = 5, 2 },
		func(g *bloxorz.GenerateParams) { g.MinLength, g.MaxLength = 1, 9999 },
		func(g *bloxorz.GenerateParams) { g.Attempts = -1 },
		func(g *bloxorz.GenerateParams) { g.Features = 1 << 7 },
		func(g *bloxorz.GenerateParams) { g.MinLength, g.MaxLength, g.Attempts, g.MaxNodes = 60, 60, 2, 50 },
	} {
		g := gp
		bad(&g)
		_, _, err := bloxorz.Generate(g, registry.NewRand(1))
		add("bloxorz generate", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, _, err = bloxorz.GenerateWatch(ctx, gp, registry.NewRand(1), nil)
	add("bloxorz generate stopped", err)
	for _, req := range []wire.GenerateRequest{
		{Game: "nim", Difficulty: "easy"}, {Game: "bloxorz", Difficulty: "impossible"},
		{Game: "bloxorz", Difficulty: bloxorz.DifficultyNames()[0], Attempts: -1},
	} {
		r := bloxorzengine.GenerateLevel(req)
		if r.Error == "" {
			t.Errorf("generate %+v: no error", req)
		}
		out = append(out, r.Error)
	}
	r := bloxorzengine.GenerateLevelContext(ctx, wire.GenerateRequest{Game: "bloxorz", Difficulty: bloxorz.DifficultyNames()[0]})
	out = append(out, r.Error)
	return out
}

// TestCoreLinkErrors: every error a bad share link, a bad Lab spec, a
// rare path of Nim, Othello or the Bloxorz generator gives the page has
// a Vietnamese, and that Vietnamese keeps no English sentence.
func TestCoreLinkErrors(t *testing.T) {
	u := untranslated{}
	errs := linkCorpus(t)
	t.Logf("%d errors walked", len(errs))
	if len(errs) < 80 {
		t.Errorf("the corpus gave %d errors; it walks at least 80", len(errs))
	}
	for _, en := range errs {
		vi := u.check(en)
		if !HasCore(en) {
			continue
		}
		if vi == en {
			t.Errorf("the Vietnamese is the English: %q", en)
		}
		if w := linkEnglish.FindString(linkQuoted.ReplaceAllString(vi, "")); w != "" {
			t.Errorf("%q in the Vietnamese %q of %q", w, vi, en)
		}
	}
	u.report(t, "link's or spec's error")
}

// TestCoreRequestErrors: what the registry says of a request the page
// builds from a form or a link (each parameter of each algorithm of each
// game with values it refuses, an unknown parameter, a board that does
// not read) has a Vietnamese, and that Vietnamese keeps no English
// sentence.
func TestCoreRequestErrors(t *testing.T) {
	reg := all.Builtin()
	u := untranslated{}
	n := 0
	check := func(err error) {
		if err == nil {
			return
		}
		en := err.Error()
		var inv *wire.InvalidError
		if errors.As(err, &inv) {
			en = inv.Msg
		}
		n++
		vi := u.check(en)
		if !HasCore(en) {
			return
		}
		if w := linkEnglish.FindString(linkQuoted.ReplaceAllString(knownList.ReplaceAllString(vi, ""), "")); w != "" {
			t.Errorf("%q in the Vietnamese %q of %q", w, vi, en)
		}
	}
	for _, g := range reg.Games() {
		as, err := reg.Algorithms(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range as {
			check2 := func(params map[string]any) {
				_, _, err := reg.Prepare(wire.Request{Game: g.ID, Algorithm: a.ID, Params: params})
				check(err)
			}
			check2(map[string]any{"no_such_parameter": 1})
			for _, r := range []wire.Request{{MaxNodes: -1}, {MaxNodes: 1 << 62}, {TimeoutMS: -1}, {TimeoutMS: 1 << 50}, {MaxMemoryBytes: 1}, {MaxMemoryBytes: 1 << 60}} {
				r.Game, r.Algorithm = g.ID, a.ID
				_, _, err := reg.Prepare(r)
				check(err)
			}
			for _, p := range a.Params {
				for _, bad := range []any{"x", -1e9, 1e12, 0.5, true, []any{1}} {
					check2(map[string]any{p.Name: bad})
				}
			}
		}
		for _, board := range []string{"", "x", "1 2 3/4 5", strings.Repeat("9 ", 50), "classic:99"} {
			check(reg.CheckBoard(g.ID, board, ""))
		}
	}
	// A Bloxorz level whose exit no search reaches: the solver says why.
	r := reg.Solve(context.Background(), wire.Request{Game: "bloxorz", Board: "o@oo\n....\noEoo", Algorithm: "bfs"}, nil)
	if r.Status != wire.StatusUnsolvable {
		t.Errorf("an unreachable exit: %s %q", r.Status, r.Error)
	}
	check(errors.New(r.Error))
	t.Logf("%d errors walked", n)
	if n < 100 {
		t.Errorf("walked %d errors; the registry gives at least 100", n)
	}
	u.report(t, "request's error")
}
