package store

import (
	"strings"

	"searchlab/core/bloxorz"
)

// bloxStep advances the Bloxorz stepping session (opening one with the
// screen's algorithm and settings first): the search runs on the page one
// event at a time, the step panel shows the event and the board shows the
// state it is about.
func (s *Store) bloxStep(n int) {
	st := &s.st
	b := st.Bloxorz
	if b.Run.Active || b.Editing {
		return
	}
	n = max(n, 1)
	if b.stepSess == nil {
		if s.deps.Stepper == nil {
			st.Notice, st.NoticeBad = "Stepping a search on the page is not available in this build.", true
			return
		}
		info, ok := findAlgo(b.Catalog, b.Algorithm)
		if !ok {
			return
		}
		params, err := typedParams(info, func(p paramT) string { return b.paramValue(b.Algorithm, p) })
		if err != nil {
			st.Notice, st.NoticeBad = err.Error(), true
			return
		}
		delete(params, "heatmap")
		sess, err := s.deps.Stepper(bloxRequest(b, params))
		if err != nil {
			st.Notice, st.NoticeBad = "Cannot step "+info.Name+": "+err.Error(), true
			return
		}
		b.stepSess = sess
		b.Player.Playing, b.Player.Shown = false, false
	}
	v := b.stepSess.Advance(n)
	b.Step = &v
}

// endBloxStep closes the stepping session.
func (b *BloxorzState) endBloxStep() { b.stepSess, b.Step = nil, nil }

// ParseBloxorzStateText reads the step panel's state text ("standing 3,3",
// "lying-x 4,3 5,3", "split 4,4 10,1"): the pose and the covered cells.
func ParseBloxorzStateText(text string) (pose string, cells []bloxorz.Pos, ok bool) {
	f := strings.Fields(text)
	if len(f) < 2 {
		return "", nil, false
	}
	want := map[string]int{"standing": 1, "lying-x": 2, "lying-y": 2, "split": 2}[f[0]]
	if want == 0 || len(f)-1 != want {
		return "", nil, false
	}
	for _, c := range f[1:] {
		var p bloxorz.Pos
		x, y, found := strings.Cut(c, ",")
		if !found || !atoiOK(x, &p.X) || !atoiOK(y, &p.Y) {
			return "", nil, false
		}
		cells = append(cells, p)
	}
	return f[0], cells, true
}

func atoiOK(s string, out *int) bool {
	n := 0
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
		n = n*10 + int(r-'0')
	}
	*out = n
	return true
}
