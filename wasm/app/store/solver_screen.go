package store

import (
	"fmt"
	"strconv"

	"searchlab/core/registry"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
)

// SolverScreen is the skeleton of a screen that runs single-agent searches
// through the shared solver panel (npuzzlescreen, graphscreen): the
// store.Screen and Paneled methods that are the same for each, written
// once. A screen embeds it, pointed at its own state (NewSolverScreen),
// and keeps only what is its own: New with its first board, Reduce,
// OpenLink, ShareFragment, LoadRun, Tick and its board.
//
// It follows the elm-spa-example's page modules: the page holds its model,
// the shell the plumbing every page shares.
type SolverScreen[S any, P SolverState[S]] struct {
	host Host
	st   P
	// LastNotice is the last notice the screen gave (a link that does not
	// open says why with it).
	LastNotice string
}

// SolverState is what a solver-panel screen's state gives the skeleton: a
// copy the view may keep (Clone), the store's State with the screen's
// panel in place (View) and its solver panel (Solver, which SolverPanel
// has and a state embedding it promotes).
type SolverState[S any] interface {
	*S
	Clone() *S
	View(st *State) State
	Solver() *SolverPanel
}

// NewSolverScreen returns the skeleton of the screen whose state is st,
// shown through h, and gives st its first solver panel (NewSolverPanel:
// catalog's algorithms, preferred chosen).
func NewSolverScreen[S any, P SolverState[S]](h Host, st P, catalog []registry.AlgorithmInfo, preferred string) SolverScreen[S, P] {
	*st.Solver() = NewSolverPanel(catalog, preferred)
	return SolverScreen[S, P]{host: h, st: st}
}

// Sync takes the session's seed (another screen may have changed it).
func (s *SolverScreen[S, P]) Sync() { s.st.Solver().Seed = s.host.Seed() }

// Notice shows a message line above the screen and remembers it.
func (s *SolverScreen[S, P]) Notice(kind actions.NoticeKind, text string) {
	s.LastNotice = text
	s.host.Notice(kind, text)
}

// TakeLink takes a share link's algorithm, parameters and seed into the
// solver panel, once the screen has taken the link's board: a notice says
// what it could not take, or that the link opened (the sentence of
// opened, given the seed). It returns the effect that makes the seed the
// session's.
func (s *SolverScreen[S, P]) TakeLink(l share.Link, opened string) []Effect {
	p := s.st.Solver()
	warning := p.TakeLink(s.host.Lang(), l.Algorithm, l.Params)
	p.Seed = int64(l.Seed)
	if warning != "" {
		s.Notice(actions.NoticeError, warning)
	} else {
		s.Notice(actions.NoticeSuccess, s.host.Lang().T(opened, "seed", strconv.FormatInt(p.Seed, 10)))
	}
	return s.host.SetSeed(p.Seed)
}

// Snapshot implements Screen: a copy of the state.
func (s *SolverScreen[S, P]) Snapshot() any {
	s.Sync()
	return s.st.Clone()
}

// State is a copy of the screen's state (tests).
func (s *SolverScreen[S, P]) State() *S {
	s.Sync()
	return s.st.Clone()
}

// Panel implements Paneled: the shared panels (the algorithm form, status,
// statistics, step, compare, history) draw this screen's solver panel,
// from the snapshot in st.Screen (a copy the view may keep).
func (s *SolverScreen[S, P]) Panel(st *State) {
	if v, ok := st.Screen.(*S); ok {
		*st = P(v).View(st)
	}
}

// HistoryCleared implements HistoryClearer: the comparison's rows went
// with the history.
func (s *SolverScreen[S, P]) HistoryCleared() { s.st.Solver().CompareIDs = nil }

// ReplayFragment implements ReplaySharer: the link that runs the replayed
// search again.
func (s *SolverScreen[S, P]) ReplayFragment() (string, error) {
	return s.st.Solver().ReplayFragment()
}

// Solver is the panel itself (SolverState: a screen state that embeds
// SolverPanel has it).
func (p *SolverPanel) Solver() *SolverPanel { return p }

// ReplayFragment is the share-link fragment of ReplayLink, or an error
// without a run's replay.
func (p *SolverPanel) ReplayFragment() (string, error) {
	l, ok := p.ReplayLink()
	if !ok {
		return "", fmt.Errorf("there is no run's replay to share")
	}
	return share.Encode(l)
}

// NewSolverPanel is a screen's first solver panel: catalog's algorithms,
// preferred chosen (the catalogue's first when it lacks it), no parameter
// set.
func NewSolverPanel(catalog []registry.AlgorithmInfo, preferred string) SolverPanel {
	p := SolverPanel{Catalog: catalog, Params: map[string]map[string]string{}, Algorithm: preferred}
	if _, ok := FindAlgo(catalog, preferred); !ok && len(catalog) > 0 {
		p.Algorithm = catalog[0].ID
	}
	return p
}
