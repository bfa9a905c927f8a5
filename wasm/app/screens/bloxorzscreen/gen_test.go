package bloxorzscreen

import (
	"encoding/json"
	"strings"
	"testing"

	"searchlab/core/api"
	"searchlab/core/bloxorz"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// TestBloxorzGenerate: the page's generator presets give levels whose
// optimal length (checked again here by BFS) is in the preset's range, the
// same seed gives the same level, and unknown presets are refused.
func TestBloxorzGenerate(t *testing.T) {
	for _, d := range BloxPagePresets {
		s, _ := newBloxTest(t)
		s.Dispatch(BloxGenerate{Difficulty: d})
		b := bloxOf(s)
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
		s2.Dispatch(BloxGenerate{Difficulty: d})
		if bloxOf(s2).Text != b.Text {
			t.Errorf("%s: the same seed made a different level", d)
		}
	}
	s, _ := newBloxTest(t)
	s.Dispatch(BloxGenerate{Difficulty: "expert"})
	if st := s.State(); !st.NoticeBad || bloxOf(s).Stage != 1 {
		t.Errorf("expert on the page: notice %q", st.Notice)
	}
}

// genSolver is nativeSolver that also answers POST /api/generate, as the
// worker does.
type genSolver struct {
	nativeSolver
	paths []string
}

func (g *genSolver) Request(path, body string, onLine func(string), onEnd func(string)) {
	g.paths = append(g.paths, path)
	req, err := api.DecodeGenerateRequest(strings.NewReader(body))
	if err != nil {
		onEnd("crashed: " + err.Error())
		return
	}
	b, _ := json.Marshal(api.GenerateLevel(req))
	onLine(string(b))
	onEnd("")
}

// TestBloxorzGenerateInWorker: with a worker every preset, expert included,
// is generated there; the level shown is the worker's, with its optimum.
func TestBloxorzGenerateInWorker(t *testing.T) {
	g := &genSolver{}
	s := store.New(store.Deps{Games: testGames, Solver: g})
	s.Dispatch(actions.SelectGame{ID: "bloxorz"})
	s.Dispatch(BloxGenerate{Difficulty: "expert"})
	b := bloxOf(s)
	if len(g.paths) != 1 || g.paths[0] != "/api/generate" || b.Generating {
		t.Fatalf("paths %v generating %v", g.paths, b.Generating)
	}
	if !strings.HasPrefix(b.Generated, "Generated") {
		t.Skipf("no expert level for this seed: %s", b.Generated)
	}
	res, err := bloxorz.Check(b.Level)
	gp, _ := bloxorz.Difficulty("expert")
	if err != nil || res.Free < gp.MinLength || res.Free > gp.MaxLength || !strings.Contains(b.Generated, itoaT(res.Free)+" moves") {
		t.Errorf("check %+v %v; message %q", res, err, b.Generated)
	}
	if len(b.Level.Splits) == 0 {
		t.Errorf("an expert level without a split switch")
	}
}
