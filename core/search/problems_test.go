package search_test

import (
	"fmt"
	"strconv"
	"strings"

	"searchlab/core/search"
)

// This file defines the toy problems the tests and benchmarks use. They are
// written here, not imported from the game packages, so core/search stays
// independent of every game.

// ---------------------------------------------------------------------------
// Explicit weighted graph (undirected unless directed is set).

type edge struct {
	to   string
	cost float64
}

type graph struct {
	start, goal string
	adj         map[string][]edge // in a fixed order: the action order
	h           map[string]float64
	directed    bool
}

func newGraph(start, goal string, directed bool, edges string, h map[string]float64) *graph {
	g := &graph{start: start, goal: goal, adj: map[string][]edge{}, h: h, directed: directed}
	for _, e := range strings.Split(edges, ",") {
		f := strings.Fields(e)
		c, err := strconv.ParseFloat(f[2], 64)
		if err != nil {
			panic(err)
		}
		g.adj[f[0]] = append(g.adj[f[0]], edge{f[1], c})
		if !directed {
			g.adj[f[1]] = append(g.adj[f[1]], edge{f[0], c})
		}
	}
	return g
}

func (g *graph) Initial() string { return g.start }
func (g *graph) Actions(s string, buf []string) []string {
	buf = buf[:0]
	for _, e := range g.adj[s] {
		buf = append(buf, e.to)
	}
	return buf
}
func (g *graph) Result(s, a string) string { return a }
func (g *graph) IsGoal(s string) bool      { return s == g.goal }
func (g *graph) Cost(s, a, next string) float64 {
	for _, e := range g.adj[s] {
		if e.to == a {
			return e.cost
		}
	}
	panic("no edge " + s + "-" + a)
}

// hgraph adds the heuristic capability.
type hgraph struct{ *graph }

func (g hgraph) H(s string) float64 { return g.h[s] }

// rgraph adds the Reversible capability (undirected graphs only).
type rgraph struct{ *graph }

func (g rgraph) Goals() []string { return []string{g.goal} }
func (g rgraph) Predecessors(s string, buf []search.Edge[string, string]) []search.Edge[string, string] {
	buf = buf[:0]
	for _, e := range g.adj[s] {
		buf = append(buf, search.Edge[string, string]{From: e.to, Action: s})
	}
	return buf
}

// romania is the road map of AIMA 4e Figure 3.1 with the straight-line
// distances to Bucharest of Figure 3.16. The optimal route Arad–Bucharest is
// Arad, Sibiu, Rimnicu Vilcea, Pitesti, Bucharest: 418 km (AIMA 4e §3.5.2);
// the fewest-roads route has 3 roads (via Sibiu and Fagaras, 450 km).
func romania() *graph {
	return newGraph("Arad", "Bucharest", false,
		"Arad Zerind 75,Arad Sibiu 140,Arad Timisoara 118,Zerind Oradea 71,Oradea Sibiu 151,"+
			"Timisoara Lugoj 111,Lugoj Mehadia 70,Mehadia Drobeta 75,Drobeta Craiova 120,"+
			"Craiova RimnicuVilcea 146,Craiova Pitesti 138,Sibiu Fagaras 99,Sibiu RimnicuVilcea 80,"+
			"RimnicuVilcea Pitesti 97,Fagaras Bucharest 211,Pitesti Bucharest 101,Bucharest Giurgiu 90,"+
			"Bucharest Urziceni 85,Urziceni Hirsova 98,Hirsova Eforie 86,Urziceni Vaslui 142,"+
			"Vaslui Iasi 92,Iasi Neamt 87",
		map[string]float64{"Arad": 366, "Bucharest": 0, "Craiova": 160, "Drobeta": 242, "Eforie": 161,
			"Fagaras": 176, "Giurgiu": 77, "Hirsova": 151, "Iasi": 226, "Lugoj": 244, "Mehadia": 241,
			"Neamt": 234, "Oradea": 380, "Pitesti": 100, "RimnicuVilcea": 193, "Sibiu": 253,
			"Timisoara": 329, "Urziceni": 80, "Vaslui": 199, "Zerind": 374})
}

// inconsistent is a graph with an admissible but inconsistent heuristic
// (h(A) = 5 > c(A,C) + h(C) = 2). A* without reopening would expand C first
// through B (g = 4) and return S-B-C-G of cost 8; the optimum is S-A-C-G of
// cost 6, found only if C is reopened when reached through A (g = 2).
func inconsistent() *graph {
	return newGraph("S", "G", true, "S A 1,S B 3,A C 1,B C 1,C G 4",
		map[string]float64{"S": 0, "A": 5, "B": 0, "C": 1, "G": 0})
}

// islands is a finite graph whose goal cannot be reached.
func islands() *graph {
	return newGraph("a", "z", false, "a b 1,b c 1,c a 1,c d 2,d b 1,y z 1",
		map[string]float64{})
}

// ---------------------------------------------------------------------------
// Grid maze: '#' wall, 'S' start, 'G' goal, '.' or a digit 1–9 (the cost of
// entering the cell; '.' costs 1). Actions U L R D.

type pos struct{ r, c int8 }

type maze struct {
	rows       []string
	start, end pos
	minCost    float64
}

var mazeDirs = [4]struct {
	name   byte
	dr, dc int8
}{{'U', -1, 0}, {'L', 0, -1}, {'R', 0, 1}, {'D', 1, 0}}

func newMaze(text string) *maze {
	m := &maze{rows: strings.Fields(text), minCost: 9}
	for r, row := range m.rows {
		for c, ch := range row {
			switch ch {
			case 'S':
				m.start = pos{int8(r), int8(c)}
			case 'G':
				m.end = pos{int8(r), int8(c)}
			}
			if ch >= '1' && ch <= '9' && float64(ch-'0') < m.minCost {
				m.minCost = float64(ch - '0')
			}
			if ch == '.' || ch == 'S' || ch == 'G' {
				m.minCost = min(m.minCost, 1)
			}
		}
	}
	return m
}

func (m *maze) open(p pos) bool {
	return p.r >= 0 && int(p.r) < len(m.rows) && p.c >= 0 && int(p.c) < len(m.rows[p.r]) && m.rows[p.r][p.c] != '#'
}
func (m *maze) Initial() pos { return m.start }
func (m *maze) Actions(s pos, buf []byte) []byte {
	buf = buf[:0]
	for _, d := range mazeDirs {
		if m.open(pos{s.r + d.dr, s.c + d.dc}) {
			buf = append(buf, d.name)
		}
	}
	return buf
}
func (m *maze) Result(s pos, a byte) pos {
	for _, d := range mazeDirs {
		if d.name == a {
			return pos{s.r + d.dr, s.c + d.dc}
		}
	}
	panic("bad action")
}
func (m *maze) IsGoal(s pos) bool { return s == m.end }
func (m *maze) Cost(s pos, a byte, next pos) float64 {
	if ch := m.rows[next.r][next.c]; ch >= '1' && ch <= '9' {
		return float64(ch - '0')
	}
	return 1
}
func (m *maze) H(s pos) float64 {
	d := abs8(s.r-m.end.r) + abs8(s.c-m.end.c)
	return float64(d) * m.minCost
}
func (m *maze) Goals() []pos { return []pos{m.end} }
func (m *maze) Predecessors(s pos, buf []search.Edge[pos, byte]) []search.Edge[pos, byte] {
	buf = buf[:0]
	for _, d := range mazeDirs {
		p := pos{s.r - d.dr, s.c - d.dc}
		if m.open(p) {
			buf = append(buf, search.Edge[pos, byte]{From: p, Action: d.name})
		}
	}
	return buf
}

func abs8(x int8) int {
	if x < 0 {
		return -int(x)
	}
	return int(x)
}

// The unit-cost maze: the shortest route S→G takes 17 steps (right 2, down
// 2, right 2, up 2, right 5, down 4); the bottom-left corridor is a dead end.
const unitMazeText = `
S..#......
.#.#.####.
.#...#....
.####.#.#.
......#.#G
`

// The weighted maze: the straight route along the top row costs 7·9 + 1 =
// 64 in 8 steps; the detour down 4, right 8, up 4 costs 16 in 16 steps, the
// optimum. BFS and IDDFS (fewest actions) take the expensive route.
const weightedMazeText = `
S9999999G
.#######.
.#.....#.
.#.###.#.
.........
`

// ---------------------------------------------------------------------------
// Sliding-tile puzzle on R×C ≤ 16 cells, tiles packed 4 bits per cell. The
// blank's moves are tried up, left, right, down (Korf's order).

type tiles struct {
	board uint64
	blank int8
}

type puzzle struct {
	rows, cols int
	start      tiles
	goal       tiles
	md         [16][16]int8 // md[tile][cell]: Manhattan distance of tile at cell from its goal cell
	unit       bool         // report the UnitCost capability
}

func newPuzzle(rows, cols int, start, goal string) (*puzzle, error) {
	p := &puzzle{rows: rows, cols: cols}
	var err error
	if p.start, err = parseTiles(rows*cols, start); err != nil {
		return nil, err
	}
	if p.goal, err = parseTiles(rows*cols, goal); err != nil {
		return nil, err
	}
	for t := 1; t < rows*cols; t++ {
		g := findTile(p.goal, rows*cols, t)
		for c := 0; c < rows*cols; c++ {
			p.md[t][c] = int8(absInt(c/cols-g/cols) + absInt(c%cols-g%cols))
		}
	}
	return p, nil
}

func parseTiles(n int, s string) (tiles, error) {
	f := strings.Fields(s)
	if len(f) != n {
		return tiles{}, fmt.Errorf("want %d tiles, got %d", n, len(f))
	}
	var t tiles
	seen := 0
	for i, x := range f {
		v, err := strconv.Atoi(x)
		if err != nil || v < 0 || v >= n || seen&(1<<v) != 0 {
			return tiles{}, fmt.Errorf("bad tile %q", x)
		}
		seen |= 1 << v
		t.board |= uint64(v) << (4 * i)
		if v == 0 {
			t.blank = int8(i)
		}
	}
	return t, nil
}

func (t tiles) at(i int) int { return int(t.board>>(4*i)) & 15 }

func findTile(t tiles, n, v int) int {
	for i := 0; i < n; i++ {
		if t.at(i) == v {
			return i
		}
	}
	return -1
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Actions: 0 up, 1 left, 2 right, 3 down (moves of the blank).
func (p *puzzle) Initial() tiles { return p.start }
func (p *puzzle) Actions(s tiles, buf []uint8) []uint8 {
	buf = buf[:0]
	r, c := int(s.blank)/p.cols, int(s.blank)%p.cols
	if r > 0 {
		buf = append(buf, 0)
	}
	if c > 0 {
		buf = append(buf, 1)
	}
	if c < p.cols-1 {
		buf = append(buf, 2)
	}
	if r < p.rows-1 {
		buf = append(buf, 3)
	}
	return buf
}
func (p *puzzle) target(s tiles, a uint8) int {
	switch a {
	case 0:
		return int(s.blank) - p.cols
	case 1:
		return int(s.blank) - 1
	case 2:
		return int(s.blank) + 1
	}
	return int(s.blank) + p.cols
}
func (p *puzzle) Result(s tiles, a uint8) tiles {
	n, _ := p.ResultH(s, a, 0)
	return n
}
func (p *puzzle) ResultH(s tiles, a uint8, h float64) (tiles, float64) {
	to := p.target(s, a)
	t := (s.board >> (4 * to)) & 15
	s.board = s.board&^(15<<(4*to)) | t<<(4*int(s.blank))
	h += float64(p.md[t][s.blank] - p.md[t][to])
	s.blank = int8(to)
	return s, h
}
func (p *puzzle) IsGoal(s tiles) bool                    { return s == p.goal }
func (p *puzzle) Cost(s tiles, a uint8, n tiles) float64 { return 1 }
func (p *puzzle) H(s tiles) float64 {
	h := 0
	for i := 0; i < p.rows*p.cols; i++ {
		if t := s.at(i); t != 0 {
			h += int(p.md[t][i])
		}
	}
	return float64(h)
}
func (p *puzzle) UnitCost() bool { return p.unit }
func (p *puzzle) Goals() []tiles { return []tiles{p.goal} }
func (p *puzzle) Predecessors(s tiles, buf []search.Edge[tiles, uint8]) []search.Edge[tiles, uint8] {
	buf = buf[:0]
	var acts [4]uint8
	for _, a := range p.Actions(s, acts[:0]) {
		// Moving the blank back undoes a; the predecessor reaches s by the opposite move.
		buf = append(buf, search.Edge[tiles, uint8]{From: p.Result(s, a), Action: 3 - a})
	}
	return buf
}

// Optimal figures of the two mazes, checked by hand (see TestMazeOracles,
// which recomputes them with a plain Dijkstra written in the test).
const (
	unitMazeLen      = 17
	weightedMazeCost = 16
)
