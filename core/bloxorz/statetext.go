package bloxorz

import (
	"fmt"
	"strconv"
	"strings"
)

// StateText writes a state as its pose and the cells it covers, e.g.
// "standing 3,3", "lying-x 4,3 5,3", "split 4,4 10,1" (for a split, the
// controlled or first cube first): how the page's step mode shows a
// search's states. ParseStateText reads it back.
func (l *Level) StateText(s State) string {
	// strconv into a stack buffer (one allocation, the string): a traced
	// search writes the text of every state it names (issue 22).
	var buf [64]byte
	return string(l.AppendStateText(buf[:0], s))
}

// AppendStateText appends StateText's text of s to b, without a string of
// its own (the trace recorder writes it straight into its batch).
func (l *Level) AppendStateText(b []byte, s State) []byte {
	b = append(b, s.Pose.String()...)
	cells, n := l.cellArray(s)
	for _, c := range cells[:n] {
		b = strconv.AppendInt(append(b, ' '), int64(c.X), 10)
		b = strconv.AppendInt(append(b, ','), int64(c.Y), 10)
	}
	return b
}

// ParseStateText reads what StateText writes: the pose and the covered
// cells (one cell standing, two otherwise).
func ParseStateText(text string) (Pose, []Pos, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return 0, nil, fmt.Errorf("empty state text")
	}
	pose, found := Pose(0), false
	for i, name := range poseNames {
		if f[0] == name {
			pose, found = Pose(i), true
		}
	}
	if !found {
		return 0, nil, fmt.Errorf("unknown pose %q", f[0])
	}
	want := 2
	if pose == Standing {
		want = 1
	}
	if len(f)-1 != want {
		return 0, nil, fmt.Errorf("%s covers %d cells, not %d", f[0], want, len(f)-1)
	}
	cells := make([]Pos, 0, want)
	for _, c := range f[1:] {
		xs, ys, ok := strings.Cut(c, ",")
		x, errX := strconv.Atoi(xs)
		y, errY := strconv.Atoi(ys)
		if !ok || errX != nil || errY != nil || x < 0 || y < 0 {
			return 0, nil, fmt.Errorf("%q is not a cell x,y", c)
		}
		cells = append(cells, Pos{X: x, Y: y})
	}
	return pose, cells, nil
}
