package graphscreen

import (
	"time"

	"searchlab/core/games/catalog"
	"searchlab/core/registry"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Game registers the graph screen with an algorithm list (main passes the
// registry's graph catalogue, Catalog; tests may pass their own).
func Game(catalog []registry.AlgorithmInfo) store.Game {
	return store.Game{ID: ID, Name: "Graph search", New: func(h store.Host) store.Screen { return New(h, catalog) }}
}

// Catalog is the registry's graph algorithms (nil if the registry lacks
// the game).
func Catalog() []registry.AlgorithmInfo {
	c, err := catalog.Registry().Algorithms(ID)
	if err != nil {
		return nil
	}
	return c
}

// Screen is the graph screen: the first-load screen is Romania with A*
// and the given straight-line distances, restored from storage.
type Screen struct {
	h  store.Host
	st State
	// The skeleton: Snapshot, State, Panel, HistoryCleared,
	// ReplayFragment, Sync and Notice.
	store.SolverScreen[State, *State]
}

// New returns the screen with its state restored from storage, or the
// first-load graph.
func New(h store.Host, catalog []registry.AlgorithmInfo) *Screen {
	s := &Screen{h: h}
	s.SolverScreen = store.NewSolverScreen(h, &s.st, catalog, "astar")
	s.st.RandomSeed, s.st.RandomNodes = 1, randomNodes
	if err := s.setBoard(sampleBoard(DefaultSample)); err != nil {
		s.notice(actions.NoticeError, h.Lang().T("gr.notice.sample", "err", h.Lang().Core(err.Error())))
	}
	s.restore()
	s.sync()
	return s
}

// sync takes the session's seed (another screen may have changed it).
func (s *Screen) sync() { s.Sync() }

// notice shows a message line above the screen.
func (s *Screen) notice(kind actions.NoticeKind, text string) { s.Notice(kind, text) }

// Tick implements store.Screen: the replay's animation.
func (s *Screen) Tick(now time.Time) ([]store.Effect, bool) {
	return nil, s.st.Replay.Tick(now)
}

// OpenLink implements store.Screen: the link's graph and settings; a
// replay link runs its search again for the trace.
func (s *Screen) OpenLink(l share.Link) []store.Effect {
	s.sync()
	fx := s.openLink(l)
	if l.Replay > 0 && s.st.Text == canonical(l.Board) {
		fx = append(fx, s.st.OpenReplay(s.h, s, l.Replay)...)
	}
	return fx
}

// ShareFragment implements store.Screen.
func (s *Screen) ShareFragment() (string, error) {
	s.sync()
	return s.shareFragment()
}

// LoadRun implements store.RunLoader: a history entry's graph and
// settings go on the screen; its seed becomes the session's.
func (s *Screen) LoadRun(e store.Entry) []store.Effect {
	if err := s.setBoard(e.Board); err != nil {
		s.notice(actions.NoticeError, s.h.Lang().T("gr.notice.load_run", "err", s.h.Lang().Core(err.Error())))
		return nil
	}
	s.st.LoadRunSettings(e)
	return append(s.persist(), s.h.SetSeed(e.Seed)...)
}
