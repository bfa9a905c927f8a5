package store

import (
	"strings"
	"testing"

	"searchlab/core/bloxorz"
	"searchlab/wasm/app/actions"
)

// TestBloxorzGenerate: the page's generator presets give levels whose
// optimal length (checked again here by BFS) is in the preset's range, the
// same seed gives the same level, and unknown presets are refused.
func TestBloxorzGenerate(t *testing.T) {
	for _, d := range BloxGenPresets {
		s, _ := newBloxTest(t)
		s.Dispatch(actions.BloxGenerate{Difficulty: d})
		b := s.State().Bloxorz
		if !strings.HasPrefix(b.Generated, "Generated") {
			continue
		}
		res, err := bloxorz.Check(b.Level)
		gp, _ := bloxorz.Difficulty(d)
		if err != nil || res.Verdict != bloxorz.Solvable || res.Free < gp.MinLength || res.Free > gp.MaxLength {
			t.Errorf("%s: check %+v %v, want an optimum in %d..%d", d, res, err, gp.MinLength, gp.MaxLength)
		}
		if b.Stage != 0 || !b.Modified || !strings.Contains(b.Generated, itoaT(res.Free)+" moves") {
			t.Errorf("%s: stage %d modified %v text %q", d, b.Stage, b.Modified, b.Generated)
		}
		s2, _ := newBloxTest(t)
		s2.Dispatch(actions.BloxGenerate{Difficulty: d})
		if s2.State().Bloxorz.Text != b.Text {
			t.Errorf("%s: the same seed made a different level", d)
		}
	}
	s, _ := newBloxTest(t)
	s.Dispatch(actions.BloxGenerate{Difficulty: "expert"})
	if st := s.State(); !st.NoticeBad || st.Bloxorz.Stage != 1 {
		t.Errorf("expert on the page: notice %q", st.Notice)
	}
}
