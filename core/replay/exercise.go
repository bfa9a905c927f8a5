package replay

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strconv"

	"searchlab/core/wire"
)

// Question is one "predict the next step" question on a replay (issue 31
// item 5; AIspace's lab sheets: "predict the next expansion, then step"):
// at position At (events 0..At-1 have happened) the learner picks, among
// Options, the node the search expands next. Answer is the option the
// recorded trace expands at event At, Reason why the algorithm takes it.
type Question struct {
	// Kind is what is asked: "expand" (which frontier node is expanded
	// next), "move" (hill climbing: which neighbour it moves to; Value the
	// current state's h and Move its text, Rule "best", "sideways" or
	// "goal"), "accept" (simulated annealing: does it move to the
	// neighbour tried? Move that neighbour's text, H its h, Parent and
	// Value the current state's text and h, Temp, P), "select" (UCT: which root move the next playout goes
	// through; N the root's visits, C the exploration constant) or
	// "cutoff" (alpha-beta: are the node's other moves pruned
	// now? Options "cut" and "next", Move the reply that just returned,
	// Value what it is worth to the node, Beta the node's β, Pruned the
	// moves a cutoff skips).
	Kind        string
	At          int
	Options     []Option
	Answer      int
	Reason      string
	Move        string
	Value, Beta float64
	HasBeta     bool
	Pruned      int
	N           int64
	C           float64
	// The reason's parts, for a page that says it in its own words: Rule
	// is "fifo" (BFS: the oldest node) or "lowest" (the lowest Key, whose
	// name and value with its terms are KeyName and KeyText); Tied are the
	// other options with the answer's key, and TieBy what decided between
	// them ("h": the lower h, "first": the earlier priority).
	Rule, KeyName, KeyText string
	Tied                   []string
	TieBy                  string
	// A "visit" question's child (Move its text, Parent its parent's,
	// Depth, G and H its own; Beta the depth limit or IDA*'s bound), and
	// a bidirectional search's frontiers then (Fwd, Bwd nodes).
	Parent   string
	Depth    int
	G, H     float64
	Fwd, Bwd int
	// W is weighted A*'s weight w, or ARA*'s ε of the round under way.
	W float64
	// An "accept" question's temperature and the probability of the move
	// (simulated annealing: 1 for a neighbour no worse, e^(−Δ/T) else).
	Temp, P float64
	// Also are the other options that are right too (hill climbing's
	// neighbours tied with the answer: it picks one of them at random).
	Also []int
}

// Reveal is the position that shows the answer: just after the event
// asked about, or, for a child that is expanded or is a goal, just after
// the event after its generation (the expansion, the solution).
func (q *Question) Reveal() int {
	if q.Kind == "visit" && (q.Rule == "expand" || q.Rule == "goal") {
		return q.At + 2
	}
	return q.At + 1
}

// Right reports whether option i is a right answer.
func (q *Question) Right(i int) bool { return i == q.Answer || slices.Contains(q.Also, i) }

// Option is a node on the frontier at the question's position: its state's
// text, the tree node, and what the algorithm orders the frontier by.
type Option struct {
	Choice string // a cutoff question's "cut" or "next"
	// A root move of UCT: its visits, mean reward (for the player who
	// plays it) and selection value X̄ + C·√(ln N / n).
	Visits    int64
	Mean, UCB float64
	State     string
	Node      int32
	G, H      float64
	Depth     int32
	Born      int32   // the event that set its place on the frontier (ties go to the earlier)
	Backward  bool    // a node of bidirectional search's backward frontier
	W         float64 // weighted A*'s and ARA*'s weight of h in the frontier's order
}

// expansionQuestions are the algorithms whose next expansion a question
// can ask about and explain (Key): breadth-first search (a FIFO
// frontier), depth-first search (a LIFO frontier) and the best-first
// searches (the lowest priority; ties to the lower h, then to the node
// whose priority was set first, as core/search breaks them).
var expansionQuestions = map[string]bool{"bfs": true, "dfs": true, "ucs": true, "greedy": true, "astar": true,
	"wastar": true, "ara": true, "bidirectional": true}

// visitQuestions are the depth-first searches that generate one child at
// a time, whose questions ask what they do with it (visitQuestion).
var visitQuestions = map[string]bool{"dls": true, "iddfs": true, "idastar": true}

// Exercisable reports whether the trace's algorithm has questions: the
// next expansion (expansionQuestions), alpha-beta's cutoffs, or UCT's
// selections at the root.
func (t *Trace) Exercisable() bool {
	if t.Family == wire.TraceGame {
		return t.Algorithm == "alphabeta" || t.uct()
	}
	local := t.Algorithm == "hill-climbing" || t.Algorithm == "simulated-annealing"
	return (expansionQuestions[t.Algorithm] || visitQuestions[t.Algorithm] || local) && t.Family == wire.TraceSearch
}

// QuestionAt is the question at position pos: there must be an expansion
// at event pos, of a node on the frontier, with at least two nodes there
// to choose from; ok is false otherwise.
func (t *Trace) QuestionAt(pos int) (q Question, ok bool) {
	if !t.Exercisable() || pos < 0 || pos >= t.Len() {
		return Question{}, false
	}
	if t.uct() {
		return t.selectQuestion(pos)
	}
	if t.Family == wire.TraceGame {
		return t.cutoffQuestion(pos, t.leftIndex())
	}
	if t.Algorithm == "hill-climbing" {
		return t.hillQuestion(pos)
	}
	if t.Algorithm == "simulated-annealing" {
		return t.annealQuestion(pos)
	}
	if visitQuestions[t.Algorithm] {
		return t.visitQuestion(pos)
	}
	if t.Kind(pos) != wire.KindExpand {
		return Question{}, false
	}
	first, end, _ := t.Tree.At(pos)
	answer := int32(-1)
	incumbent := t.incumbentAt(pos)
	for n := first; n < end; n++ {
		node := &t.Tree.Nodes[n]
		if int(node.Born) >= pos || node.StatusAt(pos) != InFrontier {
			continue
		}
		born := node.Born
		if t.Algorithm == "ara" {
			var ok bool
			if born, ok = t.araAvailable(int32(n), pos, incumbent); !ok {
				continue
			}
		}
		if int(node.Closed) == pos {
			answer = int32(len(q.Options))
		}
		q.Options = append(q.Options, Option{State: t.State(node.State), Node: int32(n), G: node.G, H: node.H, Depth: node.Depth, Born: born,
			Backward: node.Backward})
	}
	if answer < 0 || len(q.Options) < 2 {
		return Question{}, false
	}
	if t.Algorithm == "greedy" {
		// A better path to a state on greedy search's frontier gives its
		// node a new parent (a new node in the replay) but keeps its
		// place among equal priorities: the state's first arrival.
		firstBorn := map[int32]int32{}
		for n := first; n < end; n++ {
			node := &t.Tree.Nodes[n]
			if b, ok := firstBorn[node.State]; int(node.Born) < pos && (!ok || node.Born < b) {
				firstBorn[node.State] = node.Born
			}
		}
		for i := range q.Options {
			q.Options[i].Born = firstBorn[t.Tree.Nodes[q.Options[i].Node].State]
		}
	}
	q.Kind, q.At, q.Answer = "expand", pos, int(answer)
	if t.Algorithm == "wastar" || t.Algorithm == "ara" {
		q.W = t.weightAt(pos)
		for i := range q.Options {
			q.Options[i].W = q.W
		}
	}
	q.Reason = t.reason(&q)
	return q, true
}

// Questions picks up to n questions at random positions (rnd: the
// exercise's seed), in the order of the search: it visits the positions
// in a random order and keeps the first n that have a question, a uniform
// choice among them (building a question costs up to the frontier's size,
// so asking at every position first cost seconds on a trace of 50 000
// events).
func (t *Trace) Questions(n int, rnd *rand.Rand) []Question {
	at := func(pos int) (Question, bool) { return t.QuestionAt(pos) }
	if t.Family == wire.TraceGame && !t.uct() {
		left := t.leftIndex()
		at = func(pos int) (Question, bool) {
			if !t.Exercisable() || pos < 1 || pos >= t.Len() {
				return Question{}, false
			}
			return t.cutoffQuestion(pos, left)
		}
	}
	var out []Question
	for _, pos := range rnd.Perm(t.Len()) {
		if len(out) >= n {
			break
		}
		if q, ok := at(pos); ok {
			out = append(out, q)
		}
	}
	// sort.Slice runs the same pattern-defeating quicksort as
	// slices.SortFunc without a copy of it for Question (issue 28).
	sort.Slice(out, func(i, j int) bool { return out[i].At < out[j].At })
	return out
}

// Key is what the algorithm orders the frontier by for option o, and its
// name ("f = g + h"); BFS orders by arrival.
func (t *Trace) Key(o Option) (float64, string) {
	switch t.Algorithm {
	case "ucs":
		return o.G, "g"
	case "greedy":
		return o.H, "h"
	case "astar":
		return o.G + o.H, "f = g + h"
	case "wastar", "ara":
		return o.G + o.W*o.H, "f = g + w·h"
	}
	return float64(o.Born), "arrival"
}

// reason fills in why the answer is next, with the numbers that decide
// it, and returns it in English.
func (t *Trace) reason(q *Question) string {
	a := q.Options[q.Answer]
	switch t.Algorithm {
	case "bfs":
		q.Rule = "fifo"
		return fmt.Sprintf("Breadth-first search takes the frontier's oldest node (a first-in first-out queue): %s came in before every other node waiting.", a.State)
	case "dfs":
		q.Rule = "lifo"
		return fmt.Sprintf("Depth-first search takes the frontier's newest node (a last-in first-out stack): %s came in after every other node waiting.", a.State)
	case "bidirectional":
		l := t.bidiLayers()[int32(q.At)]
		q.Fwd, q.Bwd = l.fwd, l.bwd
		side := "forward"
		if l.backward {
			side = "backward"
		}
		if l.start {
			q.Rule = "bidi-new"
			return fmt.Sprintf("The forward frontier holds %d nodes, the backward one %d: bidirectional search extends the smaller side (the forward one on a tie) by a whole layer, oldest node first: %s on the %s side.", l.fwd, l.bwd, a.State, side)
		}
		q.Rule = "bidi-layer"
		return fmt.Sprintf("Bidirectional search finishes the layer of its %s side it has begun, oldest node first: %s.", side, a.State)
	}
	key, name := t.Key(a)
	q.Rule, q.KeyName, q.KeyText = "lowest", name, t.keyText(a)
	for i, o := range q.Options {
		if k, _ := t.Key(o); i != q.Answer && k == key {
			q.Tied = append(q.Tied, o.State)
		}
	}
	s := fmt.Sprintf("%s has the lowest %s on the frontier: %s.", a.State, name, q.KeyText)
	switch {
	case len(q.Tied) == 0:
	case t.Algorithm != "greedy" && a.H < minH(t, *q, key):
		q.TieBy = "h"
		s += fmt.Sprintf(" It ties with %s and wins on the lower h (%s).", Join(q.Tied), num(a.H))
	default:
		q.TieBy = "first"
		s += fmt.Sprintf(" It ties with %s; the search takes the node whose priority was set first.", Join(q.Tied))
	}
	return s
}

// keyText writes an option's key with its terms.
func (t *Trace) keyText(o Option) string {
	switch t.Algorithm {
	case "ucs":
		return "g = " + num(o.G)
	case "greedy":
		return "h = " + num(o.H)
	case "wastar", "ara":
		return fmt.Sprintf("f = %s + %s·%s = %s", num(o.G), num(o.W), num(o.H), num(o.G+o.W*o.H))
	}
	return fmt.Sprintf("f = %s + %s = %s", num(o.G), num(o.H), num(o.G+o.H))
}

// minH is the lowest h among the options other than the answer that tie
// with it on key.
func minH(t *Trace, q Question, key float64) float64 {
	m := math.Inf(1)
	for i, o := range q.Options {
		if k, _ := t.Key(o); i != q.Answer && k == key {
			m = min(m, o.H)
		}
	}
	return m
}

// Join lists names in a sentence: "A", "A and B", "A and 2 others".
func Join(xs []string) string {
	switch len(xs) {
	case 1:
		return xs[0]
	case 2:
		return xs[0] + " and " + xs[1]
	}
	return fmt.Sprintf("%s and %d others", xs[0], len(xs)-1)
}

func num(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// leftIndex maps the event that left each alpha-beta node to the node.
func (t *Trace) leftIndex() map[int32]int32 {
	m := make(map[int32]int32, len(t.Games.Nodes))
	for i := range t.Games.Nodes {
		if n := &t.Games.Nodes[i]; n.Left != never {
			m[n.Left] = int32(i)
		}
	}
	return m
}

// cutoffQuestion is the question at pos when event pos-1 is a reply
// leaving its node and the node has moves left: does alpha-beta cut off
// (event pos is the node's Cutoff) or search the next move (event pos
// enters it)? In negamax form the reply's value v is worth −v to the node;
// the node cuts off once its best value reaches its β (AIMA 4e §5.3,
// Figure 5.7; Knuth & Moore 1975).
func (t *Trace) cutoffQuestion(pos int, left map[int32]int32) (Question, bool) {
	prev, next := t.Event(pos-1), t.Event(pos)
	if prev.Kind != wire.KindLeave || prev.Node != 0 || prev.ParentNode != 0 || prev.Depth < 1 {
		return Question{}, false
	}
	child, ok := left[int32(pos-1)]
	if !ok {
		return Question{}, false
	}
	g := &t.Games
	parent := g.Nodes[child].Parent
	if parent < 0 {
		return Question{}, false
	}
	var cut bool
	switch {
	case next.Kind == wire.KindCutoff && next.Depth == prev.Depth-1:
		cut = true
	case next.Kind == wire.KindEnter && next.Depth == prev.Depth && next.Node == 0 && next.ParentNode == 0:
	default:
		return Question{}, false // no move left, or another event between
	}
	p := &g.Nodes[parent]
	best := math.Inf(-1)
	for _, k := range g.Children(parent, len(g.Nodes)) {
		if n := &g.Nodes[k]; int(n.Left) < pos {
			best = max(best, -n.Value)
		}
	}
	q := Question{Kind: "cutoff", At: pos, Move: t.Move(g.Nodes[child].Move), Value: best, Beta: p.Beta, HasBeta: p.HasBeta,
		Options: []Option{{Choice: "cut", Node: parent}, {Choice: "next", Node: parent}}, Answer: 1}
	if cut {
		q.Answer, q.Pruned = 0, int(next.Count)
		q.Reason = fmt.Sprintf("The node's best value is now %s ≥ β = %s: the opponent already has a better choice elsewhere, so the node's %d other moves are pruned.", num(best), num(p.Beta), next.Count)
	} else {
		q.Reason = fmt.Sprintf("The node's best value so far, %s, is below β = %s: no cutoff, the next move is searched.", num(best), betaText(p))
	}
	return q, true
}

func betaText(n *GameNode) string {
	if !n.HasBeta {
		return "+∞"
	}
	return num(n.Beta)
}

// uct reports a two-player UCT trace (Nim's mcts, Othello's mcts-uct),
// whose root selections a question can ask about and explain.
func (t *Trace) uct() bool {
	return t.Family == wire.TraceGame && (t.Algorithm == "mcts" || t.Algorithm == "mcts-uct") && len(t.MCTS.Nodes) > 0
}

// UCTDefaultC are the default exploration constants of the UCT
// algorithms the exercise asks about (the registry's defaults: a test in
// core/games/all keeps them equal).
var UCTDefaultC = map[string]float64{"mcts": math.Sqrt2, "mcts-uct": 0.85}

// exploreC is the exploration constant of a UCT trace's run: the one the
// caller set from the run's parameters, else the algorithm's default.
func (t *Trace) exploreC() float64 {
	if t.ExploreC != nil {
		return *t.ExploreC
	}
	return UCTDefaultC[t.Algorithm]
}

// selectQuestion is the question at pos when a playout of a UCT trace
// starts there (the previous one's backups done): which of the root's
// moves does selection take? Only when every root move has been visited
// and none is proven (then UCB1 alone decides: X̄_j + C·√(ln N / n_j),
// Kocsis & Szepesvári 2006; AIMA 4e §5.4); the answer is the root move on
// the path to the playout's leaf.
func (t *Trace) selectQuestion(pos int) (Question, bool) {
	m := &t.MCTS
	k, _ := m.PlayoutsAt(pos)
	if k == 0 || k >= len(m.Playouts) || pos == 0 || t.Kind(pos) == wire.KindBackup {
		return Question{}, false
	}
	start := int(m.Playouts[k-1]) + 1
	for start < t.Len() && t.Kind(start) == wire.KindBackup {
		start++
	}
	if pos != start {
		return Question{}, false
	}
	leaf := m.Leaves[k]
	for leaf >= 0 && m.Nodes[leaf].Parent != 0 {
		leaf = m.Nodes[leaf].Parent
	}
	root := m.Nodes[0].StatsAt(pos)
	kids := m.Children(0, m.SizeAt(pos))
	if leaf < 0 || len(kids) < 2 || root.Visits == 0 {
		return Question{}, false
	}
	c := t.exploreC()
	lnN := math.Log(float64(root.Visits))
	q := Question{Kind: "select", At: pos, Answer: -1, N: root.Visits, C: c}
	for _, id := range kids {
		st := m.Nodes[id].StatsAt(pos)
		if st.Visits == 0 || st.Proof != 0 {
			return Question{}, false
		}
		if id == leaf {
			q.Answer = len(q.Options)
		}
		q.Options = append(q.Options, Option{State: t.Move(m.Nodes[id].Move), Node: id, Visits: st.Visits, Mean: st.Mean,
			UCB: st.Mean + c*math.Sqrt(lnN/float64(st.Visits))})
	}
	if q.Answer < 0 {
		return Question{}, false
	}
	a := q.Options[q.Answer]
	q.Reason = fmt.Sprintf("%s has the highest UCB1 value: X̄ + C·√(ln N / n) = %.3f + %.3g·√(ln %d / %d) = %.3f.", a.State, a.Mean, c, root.Visits, a.Visits, a.UCB)
	return q, true
}
