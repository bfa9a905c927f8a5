package graphscreen

import (
	"strconv"
	"strings"

	"searchlab/core/games/graphgame"
	"searchlab/core/graph"
)

// Board prefixes the graph game reads besides level text (graphgame.Board).
const (
	samplePrefix = "sample:"
	randomPrefix = "random:"
)

// sampleBoard is the board of the embedded sample name.
func sampleBoard(name string) string { return samplePrefix + name }

// Random graphs' node counts: graphgame's default (random:SEED), and the
// range the screen offers (a drawing of more nodes is too crowded to read;
// the text and links take up to graph.MaxNodes).
const (
	randomNodes    = 12
	minRandomNodes = 2
	maxRandomNodes = 60
)

// randomBoard is the board of the random graph of seed with nodes nodes:
// random:SEED for the default count, random:SEED:NODES otherwise.
func randomBoard(seed uint64, nodes int) string {
	b := randomPrefix + strconv.FormatUint(seed, 10)
	if nodes != randomNodes && nodes != 0 {
		b += ":" + strconv.Itoa(nodes)
	}
	return b
}

// parseBoard reads a board as the solver does (level text, sample:NAME or
// random:SEED[:NODES]) and returns its graph in canonical form: the parse
// of its formatted text, so node and arc indices follow the text the
// screen shows and sends.
func parseBoard(board string) (*graph.Graph, string, error) {
	g, err := graphgame.Board(board)
	if err != nil {
		return nil, "", err
	}
	text := graph.Format(g)
	g, err = graph.Parse(text)
	if err != nil {
		return nil, "", err
	}
	return g, text, nil
}

// canonical is a board's canonical level text ("" when it does not parse).
func canonical(board string) string {
	_, text, err := parseBoard(board)
	if err != nil {
		return ""
	}
	return text
}

// source is how a board names its graph for a share link: sample:NAME
// or random:SEED[:NODES], or "" for level text.
func source(board string) string {
	b := strings.TrimSpace(board)
	if strings.HasPrefix(b, samplePrefix) || strings.HasPrefix(b, randomPrefix) {
		return b
	}
	return ""
}

// setBoard puts a board on the screen (the editor's text follows it), or
// says why it cannot be read and changes nothing.
func (s *Screen) setBoard(board string) error {
	g, text, err := parseBoard(board)
	if err != nil {
		return err
	}
	s.setGraph(g, text, source(board))
	return nil
}

// setGraph shows g (text is its canonical text): the editor's text box
// follows it, the selection goes, and a result for another graph is
// forgotten.
func (s *Screen) setGraph(g *graph.Graph, text, src string) {
	st := &s.st
	changed := st.Text != text
	st.Graph, st.Text, st.Source = g, text, src
	st.DraftText, st.DraftError = text, ""
	if st.Selected > len(g.Nodes) {
		st.Selected = 0
	}
	if st.SelectedArc > len(g.Arcs) {
		st.SelectedArc = 0
	}
	if changed {
		st.ForgetResult()
		st.EndStepping()
	}
}

// BoardName is how a sentence names board, a run's board text: the
// graph's source (sample:NAME, random:SEED[:NODES]) when board is the
// graph shown and it has one, else "" (the caller quotes the text).
func (s *State) BoardName(board string) string {
	if s == nil || board != s.Text {
		return ""
	}
	return s.Source
}

// SampleLabel is how the sample picker shows the graph's source ("" for
// a random or edited graph).
func (s *State) SampleLabel() string {
	name, ok := strings.CutPrefix(s.Source, samplePrefix)
	if !ok {
		return ""
	}
	return name
}
