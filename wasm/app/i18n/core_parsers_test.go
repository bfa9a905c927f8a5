package i18n

import (
	"regexp"
	"strings"
	"testing"

	"searchlab/core/bloxorz"
	"searchlab/core/experiment"
	"searchlab/core/games/all"
	"searchlab/core/graph"
	"searchlab/core/nim"
	"searchlab/core/othello"
)

// bloxorzGrid is a small valid grid (start @, exit E) the bad levels
// below change one thing of.
const bloxorzGrid = "oooooo\no@oooo\nooooEo\noooooo"

var (
	// parserQuoted are the texts the errors quote (a person's, kept).
	parserQuoted = regexp.MustCompile(`"[^"]*"|'[^']*'`)
	// parserEnglish are words of the parsers' English that no Vietnamese
	// keeps.
	parserEnglish = regexp.MustCompile(`(?:^|[^\pL])(?:the|has|have|must|line|level|record|heap|count|part|only|wants|is|to|move|cannot|not)(?:[^\pL]|$)`)
)

// TestCoreParseErrors walks each parser the page feeds a person's text
// (Bloxorz levels, graphs, Othello positions, moves and transcripts, Nim
// positions and moves, the Lab's specs) with bad inputs and fails when
// an error it gives has no Vietnamese, or keeps the English.
func TestCoreParseErrors(t *testing.T) {
	var errs []error
	add := func(what, in string, err error) {
		if err == nil {
			t.Errorf("%s %q: no error", what, in)
			return
		}
		errs = append(errs, err)
	}
	for _, in := range []string{
		"", "name: x\n" + bloxorzGrid + "\nname: y", "switch 1,1 toggle 2,2\n" + bloxorzGrid, "split 1,1 2,2 3,3\n" + bloxorzGrid,
		bloxorzGrid + "\n\nfoo", "oooZoo\no@oooo", "ooo\no@oooo", "oooo\no@oo\noooo", "oooo\noooo", "o@o@\nEooo",
		bloxorzGrid + "\nswitch", bloxorzGrid + "\nswitch 99,1", bloxorzGrid + "\nswitch 1,1 2,2", bloxorzGrid + "\nsplit 1,1",
		bloxorzGrid + "\nsplit x,1 2,2 3,3", bloxorzGrid + "\nswitch 1,1 toggle x",
		bloxorzGrid + "\nswitch 0,0 toggle 1,0", "ooo\no@o\nooo", "oEoE\no@oo",
	} {
		_, err := bloxorz.Parse(in)
		add("bloxorz level", in, err)
	}
	for _, in := range []string{
		"", "node A 0 0\ngoal A", "node A 0 0\nstart A", "node A 0 0\nnode A 1 1", "node A 0 0\nstart A\nstart A",
		"node A 0 0\nedge A B 1", "node A 0 0\nnode B 1 1\nedge A B -1", "node A 0 0 h=-2", "node A 0 0 q=1",
		"node A x 0", "node A! 0 0", "node A", "edge A B", "start", "goal", "vertex A", "node A 0 0\nstart B",
	} {
		_, err := graph.Parse(in)
		add("graph", in, err)
	}
	for _, in := range []string{
		"", "XO X", strings.Repeat("-", 64) + " X extra", strings.Repeat("-", 64), strings.Repeat("-", 63) + "Z X",
		strings.Repeat("-", 64) + " Q", strings.Repeat("--------\n", 8), strings.Repeat("--------\n", 7) + "X",
		"-------\n" + strings.Repeat("--------\n", 7) + "X", strings.Repeat("--------\n", 8) + "X\nmore",
	} {
		_, err := othello.Parse(in)
		add("othello position", in, err)
	}
	for _, in := range []string{"z9", "a1", "d4", "pass"} {
		m, err := othello.ParseMove(in)
		if err == nil {
			_, err = othello.Start().Play(m)
		}
		add("othello move", in, err)
	}
	for _, in := range []string{"d3 z9", "d3d4", "a1"} {
		_, _, err := othello.ParseRecord(othello.Start(), in)
		add("othello record", in, err)
	}
	for _, in := range []string{"", "3 x 5", "3 -4", "3 999999999", strings.Repeat("1 ", 200)} {
		_, err := nim.Parse(in)
		add("nim position", in, err)
	}
	heaps, _ := nim.Parse("3 4 5")
	for _, c := range []struct {
		in string
		g  nim.Game
	}{{"x", nim.Game{}}, {"0-1", nim.Game{}}, {"1-x", nim.Game{}}, {"1:2", nim.Game{}}, {"1:2+2", nim.Game{}},
		{"9-1", nim.Game{}}, {"1-9", nim.Game{}}, {"1:1+2", nim.Game{}},
		{"1-1", nim.Game{Variant: nim.Grundy}}, {"1:1+1", nim.Game{Variant: nim.Grundy}}, {"1:1+5", nim.Game{Variant: nim.Grundy}}} {
		m, err := nim.ParseMove(c.in)
		if err == nil {
			err = c.g.Check(heaps, m)
		}
		add("nim move", c.in, err)
	}
	reg := all.Builtin()
	for _, in := range []string{
		`{"game":"npuzzle","instances":{},"configs":[{"algorithm":"bfs"}]}`,
		`{"game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/7 8 0"]},"configs":[]}`,
		`{"game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/7 8 0"]},"configs":[{"algorithm":"bfs"}],"repeats":-1}`,
		`{"game":"npuzzle","instances":{"boards":[]},"configs":[{"algorithm":"bfs"}]}`,
		`{"game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/7 8 0"],"random":{"size":"3x3","count":2}},"configs":[{"algorithm":"bfs"}]}`,
		`{"game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/7 8 0"]},"configs":[{"algorithm":"bfs"},{"algorithm":"bfs"}]}`,
		`{"game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/7 8 0"]},"configs":[{"algorithm":"bfs","label":"a\u0001"}]}`,
		`{"game":"othello","instances":{"openings":{"count":2,"plies":99}},"configs":[{"algorithm":"alphabeta"},{"algorithm":"mcts"}]}`,
		`{"game":"othello","instances":{"openings":{"count":2}},"configs":[{"algorithm":"alphabeta"}]}`,
		`{"game":"nim","goal":"1 2","instances":{"positions":["3 x"]},"configs":[{"algorithm":"minimax"}]}`,
		`{"game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/7 8 0"]},"configs":[{"algorithm":"astar","params":{"heuristic":"nope"}}]}`,
		`{"game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/7 8 0"]},"configs":[{"algorithm":"nope"}]}`,
		`{"game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/7 8 0"]},"configs":[{"algorithm":"astar","params":{"weight":"x"}}]}`,
		`{"game":"npuzzle","instances":{"random":{"size":"9x9","count":2,"shuffle":"any"}},"configs":[{"algorithm":"bfs"}]}`,
		`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":0,"shuffle":"any"}},"configs":[{"algorithm":"bfs"}]}`,
		`{"game":"bloxorz","instances":{"levels":["99"]},"configs":[{"algorithm":"bfs"}]}`,
		`{"game":"bloxorz","instances":{"boards":["ooo"]},"configs":[{"algorithm":"bfs"}]}`,
		`{"game":"othello","instances":{"positions":["XO X"]},"configs":[{"algorithm":"alphabeta"},{"algorithm":"mcts"}]}`,
		`{"game":"graph","instances":{"boards":["node A 0 0"]},"configs":[{"algorithm":"bfs"}]}`,
		`{"game":"npuzzle","instances":{"levels":"all"},"configs":[{"algorithm":"bfs"}]}`,
		`{"game":"nope","instances":{"boards":["1"]},"configs":[{"algorithm":"bfs"}]}`,
		`{"game":"npuzzle","instances":{"boards":["1 2 3/4 5 6/7 8 0"]},"configs":[{"algorithm":"bfs"}],"budget":{"max_nodes":-5}}`,
	} {
		spec, err := experiment.ParseSpec([]byte(in))
		var es []*experiment.Error
		if e, ok := err.(*experiment.Error); ok {
			es = []*experiment.Error{e}
		} else if err != nil {
			t.Fatalf("spec %s: %v", in, err)
		} else {
			es = experiment.Check(reg, spec)
		}
		if len(es) == 0 {
			t.Errorf("spec %s: no problem", in)
		}
		for _, e := range es {
			errs = append(errs, &experiment.Error{Msg: e.Msg}) // the Lab names the field, and quotes the sentence
		}
	}

	u := untranslated{}
	for _, err := range errs {
		en := err.Error()
		vi := u.check(en)
		if HasCore(en) && vi == en {
			t.Errorf("the Vietnamese is the English: %q", en)
		}
		// A pattern whose placeholder took in a sentence of its own leaves
		// that English in the Vietnamese.
		if w := parserEnglish.FindString(parserQuoted.ReplaceAllString(vi, "")); HasCore(en) && w != "" {
			t.Errorf("%q in the Vietnamese %q of %q", w, vi, en)
		}
	}
	u.report(t, "parser's error")
}
