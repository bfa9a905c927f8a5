package mcts

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"searchlab/core/search"
)

// maze is a toy single-player problem: a grid of open cells ('.', 'S',
// 'G', '*') and walls ('#'); the state is a cell index, actions move one
// cell U, D, L or R into an open cell, every move costs 1. H is the
// Manhattan distance to the goal (misleading in a maze). Stepping onto a
// '*' cell for the first time along a path is an event ("gained" 1), which
// eventMaze reports (EventScorer).
type maze struct {
	w, h  int
	open  []bool
	star  []bool
	start int
	goal  int // -1: no goal cell
}

var dirs = [4]struct {
	name   byte
	dx, dy int
}{{'U', 0, -1}, {'D', 0, 1}, {'L', -1, 0}, {'R', 1, 0}}

func parseMaze(text string) *maze {
	rows := strings.Split(strings.TrimSpace(text), "\n")
	m := &maze{w: len(rows[0]), h: len(rows), goal: -1}
	for y, row := range rows {
		if len(row) != m.w {
			panic(fmt.Sprintf("row %d has length %d, want %d", y, len(row), m.w))
		}
		for x := 0; x < m.w; x++ {
			c := row[x]
			m.open = append(m.open, c != '#')
			m.star = append(m.star, c == '*')
			switch c {
			case 'S':
				m.start = y*m.w + x
			case 'G':
				m.goal = y*m.w + x
			}
		}
	}
	return m
}

func (m *maze) Initial() int { return m.start }

func (m *maze) Actions(s int, buf []byte) []byte {
	buf = buf[:0]
	x, y := s%m.w, s/m.w
	for _, d := range dirs {
		nx, ny := x+d.dx, y+d.dy
		if nx >= 0 && ny >= 0 && nx < m.w && ny < m.h && m.open[ny*m.w+nx] {
			buf = append(buf, d.name)
		}
	}
	return buf
}

func (m *maze) Result(s int, a byte) int {
	for _, d := range dirs {
		if d.name == a {
			return s + d.dy*m.w + d.dx
		}
	}
	panic(fmt.Sprintf("bad action %q", a))
}

func (m *maze) IsGoal(s int) bool                    { return s == m.goal }
func (m *maze) Cost(s int, a byte, next int) float64 { return 1 }

func (m *maze) H(s int) float64 {
	if m.goal < 0 {
		return 0
	}
	dx, dy := s%m.w-m.goal%m.w, s/m.w-m.goal/m.w
	return float64(max(dx, -dx) + max(dy, -dy))
}

// eventMaze is a maze with the EventScorer capability.
type eventMaze struct{ *maze }

func (m eventMaze) Events(s int, a byte, next int) (bool, int, int) {
	if m.star[next] {
		return false, 1, 0
	}
	return false, 0, 0
}

// replayMaze checks that actions are legal from the start and end on the
// goal, and returns the path length.
func replayMaze(m *maze, actions []byte) error {
	s := m.start
	var buf []byte
	for i, a := range actions {
		buf = m.Actions(s, buf)
		if !strings.ContainsRune(string(buf), rune(a)) {
			return fmt.Errorf("move %d (%c) is not applicable at cell %d", i+1, a, s)
		}
		s = m.Result(s, a)
	}
	if s != m.goal {
		return fmt.Errorf("after %d moves the walker is at cell %d, not the goal %d", len(actions), s, m.goal)
	}
	return nil
}

// bfsMaze returns the number of cells reachable from the start and the
// shortest distance to the goal (-1 when unreachable).
func bfsMaze(m *maze) (reachable, dist int) {
	d := map[int]int{m.start: 0}
	q := []int{m.start}
	var buf []byte
	for len(q) > 0 {
		s := q[0]
		q = q[1:]
		for _, a := range m.Actions(s, buf) {
			n := m.Result(s, a)
			if _, ok := d[n]; !ok {
				d[n] = d[s] + 1
				q = append(q, n)
			}
		}
	}
	dist = -1
	if g, ok := d[m.goal]; ok {
		dist = g
	}
	return len(d), dist
}

// randomWalkSuccess is the fraction of n uniformly random walks of at most
// steps moves from the start that reach the goal.
func randomWalkSuccess(m *maze, steps, n int, seed uint64) float64 {
	r := rand.New(rand.NewPCG(seed, seed))
	ok := 0
	var buf []byte
	for range n {
		s := m.start
		for range steps {
			buf = m.Actions(s, buf)
			s = m.Result(s, buf[r.IntN(len(buf))])
			if s == m.goal {
				ok++
				break
			}
		}
	}
	return float64(ok) / float64(n)
}

// combMaze: a corridor along the top with long dead-end teeth hanging from
// it; the goal is at the bottom of the last tooth, 27 moves away. Random
// walks of 50 moves almost never get there (see TestMazePremise), and the
// Manhattan distance pulls down every tooth.
const combMaze = `
S............
.#.#.#.#.#.#.
.#.#.#.#.#.#.
.#.#.#.#.#.#.
.#.#.#.#.#.#.
.#.#.#.#.#.#.
.#.#.#.#.#.#.
.#.#.#.#.#.#.
.#.#.#.#.#.#.
.#.#.#.#.#.#.
.#.#.#.#.#.#.
.#.#.#.#.#.#.
.#.#.#.#.#.#.
.#.#.#.#.#.#.
.#.#.#.#.#.#.
.#.#.#.#.#.#G
`

// walledMaze: the goal is sealed off, so no solution exists; 12 cells are
// reachable.
const walledMaze = `
S....#...
.###.#.#.
.....#.#G
`

// starMaze: a fork where the right branch has '*' event cells and the goal
// lies behind the event cells.
const starMaze = `
S.......
.######.
.######*
.######*
.######*
.######G
`

var _ search.Problem[int, byte] = (*maze)(nil)

// notComparable is a problem whose actions are not comparable values.
type notComparable struct{ *maze }

func (n notComparable) Actions(s int, buf [][]byte) [][]byte {
	buf = buf[:0]
	for _, a := range n.maze.Actions(s, nil) {
		buf = append(buf, []byte{a})
	}
	return buf
}
func (n notComparable) Result(s int, a []byte) int             { return n.maze.Result(s, a[0]) }
func (n notComparable) Cost(s int, a []byte, next int) float64 { return 1 }

func seeded(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }
