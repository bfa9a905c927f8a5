// Package bloxorzscreen is the Bloxorz screen: the level (classic stages,
// passcodes, files, the editor and the generator), hand play, the shared
// solver panel (store.SolverPanel) running Bloxorz searches in the worker,
// the solution player, step mode and the heatmap. State, reducer,
// persistence, share link and views (view_*.go, js only) live here; the
// store routes actions and ticks to it (store.Screen).
package bloxorzscreen

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"searchlab/core/bloxorz"
	"searchlab/core/games/catalog"
	"searchlab/core/registry"
	"searchlab/core/share"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// ID is the Bloxorz screen's game id.
const ID = "bloxorz"

// State is the Bloxorz screen: the level on screen, the position
// played by hand, the algorithm settings and run of this screen, the
// solution player, and the level editor.
type State struct {
	Stage    int            // classic stage on screen (1..33), 0 for another level
	Text     string         // canonical text of the level on screen
	Level    *bloxorz.Level // Text parsed; a new level is a new value, never changed in place
	Modified bool           // the level is not a classic stage as shipped

	// Hand play: every key pressed on this level since the last restart
	// (keys that fell included, keys that did nothing left out). The
	// position is the replay of Keys; undo drops the last key.
	Keys     string
	Pos      bloxorz.State // A is the controlled cube after a split
	Won      bool
	Falls    int
	Moves    int  // moves since the last fall or restart (S included)
	LastFell bool // the last key made the piece fall

	// The solver panel (the same type as the N-puzzle's): algorithm,
	// parameters, budgets, seed, run, compare queue.
	store.SolverPanel
	RunText   string // level text of the run (Run.Board may be classic:N)
	CheckLine string // the last check's verdict in words
	CheckBad  bool   // the last check found no solution or could not run
	// CheckedText is the level text the last check was for: its verdict
	// shows only while the edited level is that one (CheckShown).
	CheckedText string
	CheckPass   int  // 0: the check with swaps free, 1: the second pass with swaps counted
	checkAgain  bool // start the counted pass when the free one ends
	Player      Player

	Heat    bool    // ask runs for the heatmap of explored states
	Iso     bool    // draw the board isometric like the original game (view_iso.go), not from above
	Heatmap []int64 // per cell of HeatText's level, row-major; nil: none
	// HeatOrder is, per cell, the expansion that first covered it (0:
	// never), beside Heatmap (api.BloxorzResult.HeatOrder); nil: none.
	HeatOrder []int64
	HeatText  string

	Editing    bool
	Tool       string
	Draft      *bloxorz.Level // the level being edited; may be invalid
	DraftText  string         // the editor's text box
	DraftError string         // why Draft (or DraftText) is not a valid level
	Wire       *bloxorz.Pos   // the switch or split switch being wired
	SizeNote   string         // how the last size asked for was brought into the limits ("": as asked)
	Generated  string         // what the last generator run made
	Generating bool           // a generate request is in the worker
	// GenProgress is the generator's last progress line (attempts made of
	// the most it makes, time so far); zero before the first.
	GenProgress wire.Progress
	Generations uint64      // levels asked for so far (varies the generator's seed)
	genRun      store.RunID // the generate request's run
	genSeed     uint64      // its seed and preset (editor.go)
	genPreset   string

	lastSaved string // the JSON last written to storage (persist.go)

}

// Player animates a solution (a string of U D L R S keys) on the level
// it was found for (the shared player: a frame costs one key, a jump
// replays from the nearest checkpoint, however long the solution).
type Player struct {
	Text  string // level text the solution was found for
	Keys  string
	Shown bool // the board shows the player's position, not the hand-played one
	store.Player[bloxorz.Game]
}

// newPlayer loads keys (a solution of l) into the player, shown.
func newPlayer(l *bloxorz.Level, keys string, speed float64) Player {
	step := func(g bloxorz.Game, i int) bloxorz.Game {
		_, _ = g.Press(keys[i])
		return g
	}
	return Player{Text: l.String(), Keys: keys, Shown: true, Player: store.NewPlayer(*bloxorz.NewGame(l), len(keys), step, speed)}
}

// Editor brushes.
var Tools = []string{"floor", "void", "fragile", "exit", "start", "soft", "hard", "split", "bridge-on", "bridge-off", "wire"}

func newState(catalog []registry.AlgorithmInfo) *State {
	b := &State{SolverPanel: store.NewSolverPanel(catalog, "astar"), Tool: "floor"}
	b.Seed = 1
	b.Player.Speed = 4
	if l, err := bloxorz.Classic(1); err == nil {
		b.setLevel(l, 1)
	}
	return b
}

// bloxorzCatalog is the registry's Bloxorz algorithm list.
func bloxorzCatalog() []registry.AlgorithmInfo {
	c, err := catalog.Registry().Algorithms(ID)
	if err != nil {
		return nil
	}
	return c
}

// clone copies b deeply enough that the caller can keep it (levels are
// immutable values and are shared).
func (b *State) clone() *State {
	if b == nil {
		return nil
	}
	c := *b
	c.SolverPanel = b.SolverPanel.Clone()
	c.Heatmap = append([]int64(nil), b.Heatmap...)
	c.HeatOrder = append([]int64(nil), b.HeatOrder...)
	if b.Wire != nil {
		w := *b.Wire
		c.Wire = &w
	}
	return &c
}

// View is st (the store's State) with the Bloxorz screen's solver panel
// and step view in place of the N-puzzle's, so the shared panels
// (algorithm form, status line, statistics, compare, step) draw this
// screen's run.
func (b *State) View(st *store.State) store.State {
	v := *st
	v.SolverPanel = b.SolverPanel
	v.Unsolvable = ""
	if b.Won && !b.Run.Active {
		v.Idle = st.Lang.T("blx.solved_by_hand", "n", b.Moves)
	}
	return v
}

// Display returns the position the board shows: the player's while it is
// shown on its level, else the hand-played one.
func (b *State) Display() (pos bloxorz.State, won bool) {
	p := b.Player
	if p.Shown && p.Loaded() && p.Text == b.Text && b.Level != nil {
		g := p.Pos()
		return g.State(), g.Won()
	}
	return b.Pos, b.Won
}

// MovesShown is the move counter of the position drawn: the player's
// (from the level's start) while it shows a solution, else the hand
// play's; with the falls since the start (issue 21 item 4: the counter
// follows the animation).
func (b *State) MovesShown() (moves, falls int) {
	p := b.Player
	if p.Shown && p.Loaded() && p.Text == b.Text && b.Level != nil {
		g := p.Pos()
		return g.Moves(), g.Falls()
	}
	return b.Moves, b.Falls
}

// setLevel puts l on the screen (stage n, 0 for a custom level) and
// restarts the hand play; the player keeps its solution only if it was
// found for the same level text.
func (b *State) setLevel(l *bloxorz.Level, n int) {
	b.EndStepping()
	if b.RunText != l.String() {
		b.ForgetResult() // a result for another stage must not stay up
	}
	b.Level, b.Stage, b.Text = l, n, l.String()
	b.Modified = n == 0
	b.Keys = ""
	b.replay()
	if b.Player.Text != b.Text {
		b.Player = Player{Player: b.Player.Emptied()}
	}
	if b.HeatText != b.Text {
		b.Heatmap, b.HeatText = nil, ""
	}
}

// replay recomputes the hand-played position from Keys.
func (b *State) replay() {
	g := bloxorz.NewGame(b.Level)
	b.LastFell = false
	for i := 0; i < len(b.Keys); i++ {
		o, _ := g.Press(b.Keys[i])
		b.LastFell = o == bloxorz.Fell
	}
	b.Pos, b.Won, b.Falls, b.Moves = g.State(), g.Won(), g.Falls(), g.Moves()
}

// press plays one key by hand.
func (b *State) press(key byte) {
	if b.Level == nil || b.Editing {
		return
	}
	g := bloxorz.NewGame(b.Level)
	for i := 0; i < len(b.Keys); i++ {
		_, _ = g.Press(b.Keys[i])
	}
	o, err := g.Press(key)
	if err != nil || o == bloxorz.Ignored {
		return
	}
	b.Keys += string(key)
	b.Player.Shown, b.Player.Playing = false, false
	b.Pos, b.Won, b.Falls, b.Moves, b.LastFell = g.State(), g.Won(), g.Falls(), g.Moves(), o == bloxorz.Fell
}

// reduceBloxorz handles the Bloxorz screen's own actions.
func (s *Screen) reduceBloxorz(a Action) []store.Effect {
	b := s.st
	switch a := a.(type) {
	case Key:
		b.press(a.Key)
	case Restart:
		b.Keys = ""
		b.replay()
		b.Player.Shown, b.Player.Playing = false, false
	case Stage:
		l, err := bloxorz.Classic(a.N)
		if err != nil {
			s.notice(actions.NoticeError, s.h.Lang().T("blx.notice.no_stage", "n", a.N, "max", bloxorz.ClassicCount))
			return nil
		}
		b.Editing = false
		b.setLevel(l, a.N)
	case Passcode:
		code := strings.TrimSpace(a.Code)
		for n := 1; n <= bloxorz.ClassicCount; n++ {
			if l, err := bloxorz.Classic(n); err == nil && code != "" && l.Passcode == code {
				b.Editing = false
				b.setLevel(l, n)
				s.notice(actions.NoticeSuccess, s.h.Lang().T("blx.notice.passcode_ok", "n", n))
				return nil
			}
		}
		s.notice(actions.NoticeError, s.h.Lang().T("blx.notice.passcode_bad", "code", strconv.Quote(code)))
	case LevelText:
		l, err := bloxorz.Parse(a.Text)
		if err != nil {
			s.notice(actions.NoticeError, s.h.Lang().T("blx.notice.not_level", "name", a.Name, "err", s.h.Lang().Core(err.Error())))
			return nil
		}
		b.Editing = false
		b.setLevel(l, classicNumber(l))
		s.notice(actions.NoticeSuccess, s.h.Lang().T("blx.notice.loaded", "name", a.Name))
	case SetView:
		b.Iso = a.View == ViewIso
	case Heatmap:
		b.Heat = a.On
		if !a.On {
			b.Heatmap, b.HeatText = nil, ""
		}
	case Check:
		b.CheckPass, b.checkAgain = 0, false
		return s.bloxCheck()
	case Editing, Tool, Paint, Resize, DraftText:
		s.reduceBloxEditor(a)
	case Generate:
		return s.bloxGenerate(a.Difficulty)
	}
	return nil
}

// classicNumber returns the classic stage equal to l, or 0.
func classicNumber(l *bloxorz.Level) int {
	t := l.String()
	for n := 1; n <= bloxorz.ClassicCount; n++ {
		if c, err := bloxorz.Classic(n); err == nil && c.String() == t {
			return n
		}
	}
	return 0
}

// reduceShared handles the shared keys and the player while the Bloxorz
// screen is showing; ok is false for actions it leaves to the other
// reducers.
func (s *Screen) reduceShared(a actions.Action) (fx []store.Effect, ok bool) {
	b := s.st
	switch a := a.(type) {
	case actions.Arrow:
		key := map[string]byte{"up": 'U', "down": 'D', "left": 'L', "right": 'R'}[a.Dir]
		if key != 0 {
			b.press(key)
		}
	case actions.Undo:
		if b.Keys != "" {
			b.Keys = b.Keys[:len(b.Keys)-1]
			b.replay()
			b.Player.Shown, b.Player.Playing = false, false
		}
	case actions.SetSeed:
		b.Seed = a.Seed
		b.EndStepping()
	default:
		return nil, b.reducePlayer(a)
	}
	return nil, true
}

// loadBloxorzRun puts a Bloxorz history entry (level and settings) on the
// screen.
func (s *Screen) loadBloxorzRun(h store.Entry) []store.Effect {
	if !s.loadBloxorzBoard(h.Board) {
		return nil
	}
	s.st.LoadRunSettings(h)
	return s.persistBloxorz()
}

// reducePlayer handles the player's actions on the Bloxorz solution
// (the speed whatever is loaded; the rest only for a solution of the
// level shown, which the board then shows); ok is false for other actions.
func (b *State) reducePlayer(a actions.Action) bool {
	p := &b.Player
	switch a.(type) {
	case actions.SetSpeed:
		return p.Reduce(a)
	case actions.TogglePlay, actions.StepForward, actions.StepBack, actions.Seek, actions.Tick:
		if p.Loaded() && p.Text == b.Text && p.Reduce(a) {
			_, tick := a.(actions.Tick)
			p.Shown = p.Shown || !tick
		}
		return true
	}
	return false
}

// loadBloxorzBoard puts a board of the wire format on the screen: classic:N
// or a level text. On failure the notice says why and it returns false.
func (s *Screen) loadBloxorzBoard(board string) bool {
	b := s.st
	if rest, ok := strings.CutPrefix(strings.TrimSpace(board), "classic:"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(rest))
		l, lerr := bloxorz.Classic(n)
		if err != nil || lerr != nil {
			s.notice(actions.NoticeError, s.h.Lang().T("blx.notice.no_classic", "board", strconv.Quote(board), "max", bloxorz.ClassicCount))
			return false
		}
		b.Editing = false
		b.setLevel(l, n)
		return true
	}
	l, err := bloxorz.Parse(board)
	if err != nil {
		s.notice(actions.NoticeError, s.h.Lang().T("blx.notice.parse", "err", s.h.Lang().Core(err.Error())))
		return false
	}
	b.Editing = false
	b.setLevel(l, classicNumber(l))
	return true
}

// boardRef is the board as sent to the solver and put in links: classic:N
// for an unchanged classic stage, else the level text.
func (b *State) boardRef() string {
	if b.Stage > 0 && !b.Modified {
		return "classic:" + strconv.Itoa(b.Stage)
	}
	return b.Text
}

// bloxorzShareFragment is ShareFragment for the Bloxorz screen: the level
// (classic:N or its text, so an edited level travels whole), algorithm,
// parameters and seed.
func (s *Screen) bloxorzShareFragment() (string, error) {
	b := s.st
	if b == nil || b.Level == nil {
		return "", fmt.Errorf("there is no level on the screen")
	}
	return shareEncode(ID, b.boardRef(), b.Algorithm, store.CopyMap(b.Params[b.Algorithm]), b.Seed)
}

// openBloxorzLink restores the Bloxorz screen from a decoded link.
func (s *Screen) openBloxorzLink(board, algo string, params map[string]string, seed uint64) []store.Effect {
	b := s.st
	if !s.loadBloxorzBoard(board) {
		s.notice(actions.NoticeError, s.h.Lang().T("blx.notice.bad_link", "why", s.lastNotice))
		return nil
	}
	if warning := b.TakeLink(s.h.Lang(), algo, params); warning != "" {
		s.notice(actions.NoticeError, warning)
		return nil
	}
	b.Seed = int64(seed)
	seedText := strconv.FormatInt(b.Seed, 10)
	if b.Stage > 0 {
		s.notice(actions.NoticeSuccess, s.h.Lang().T("blx.notice.opened_stage", "n", b.Stage, "seed", seedText))
	} else {
		s.notice(actions.NoticeSuccess, s.h.Lang().T("blx.notice.opened_level", "seed", seedText))
	}
	return nil
}

// Game registers the Bloxorz screen with the store.
var Game = store.Game{ID: ID, Name: "Bloxorz", New: func(h store.Host) store.Screen { return New(h) }}

// Screen is the Bloxorz screen: a store.Screen over a State.
type Screen struct {
	h          store.Host
	st         *State
	lastNotice string // the last notice this screen gave
	quiet      bool   // notices are only remembered (restoring from storage)
}

// New makes the Bloxorz screen, restored from storage when a readable copy
// is there.
func New(h store.Host) *Screen {
	s := &Screen{h: h}
	s.initBloxorz()
	return s
}

// State is the screen's state, for tests.
func (s *Screen) State() *State { return s.st.clone() }

// notice shows a message line above the screen.
func (s *Screen) notice(kind actions.NoticeKind, text string) {
	s.lastNotice = text
	if !s.quiet {
		s.h.Notice(kind, text)
	}
}

// Reduce: Bloxorz's own actions and the shared ones it knows (keys, run,
// player, solver panel, compare).
func (s *Screen) Reduce(a actions.Action) []store.Effect {
	if fx, ok := s.reducePanel(a); ok {
		if _, progress := a.(store.RunProgress); progress {
			return fx // nothing to save
		}
		return append(fx, s.persistBloxorz()...)
	}
	if ba, ok := a.(Action); ok {
		return append(s.reduceBloxorz(ba), s.persistBloxorz()...)
	}
	if fx, ok := s.reduceShared(a); ok {
		return append(fx, s.persistBloxorz()...)
	}
	return nil
}
func (s *Screen) OpenLink(l share.Link) []store.Effect {
	fx := s.openBloxorzLink(l.Board, l.Algorithm, l.Params, l.Seed)
	if l.Replay > 0 && s.st.Level != nil && s.st.Algorithm == l.Algorithm {
		// A replay link: run the search again for its trace.
		s.st.Player.Playing = false
		s.st.RunText = s.st.Text
		fx = append(fx, s.st.OpenReplay(s.h, s, l.Replay)...)
	}
	return fx
}

// ReplayFragment implements store.ReplaySharer: the link that runs the
// replayed search again.
func (s *Screen) ReplayFragment() (string, error)      { return s.st.ReplayFragment() }
func (s *Screen) ShareFragment() (string, error)       { return s.bloxorzShareFragment() }
func (s *Screen) Snapshot() any                        { return s.st.clone() }
func (s *Screen) LoadRun(e store.Entry) []store.Effect { return s.loadBloxorzRun(e) }
func (s *Screen) Tick(now time.Time) ([]store.Effect, bool) {
	replayed := s.st.Replay.Tick(now)
	if !s.st.Player.Tick(now) {
		return nil, replayed
	}
	return s.persistBloxorz(), true
}

// Key maps the Bloxorz screen's own keys: space switches control between
// split cubes (S), u undoes, Backspace restarts. The arrows, r, Escape and
// p keep their shared meaning (roll, run, stop, play/pause).
func (s *Screen) Key(key string) (actions.Action, bool) {
	switch key {
	case " ":
		return Key{Key: 'S'}, true
	case "u", "U":
		return actions.Undo{}, true
	case "Backspace":
		return Restart{}, true
	}
	return nil, false
}

// Panel implements store.Paneled: the shared panels under the screen
// (compare, history) draw this screen's solver panel, from the snapshot in
// st.Screen (a copy the view may keep).
func (s *Screen) Panel(st *store.State) {
	if b, ok := st.Screen.(*State); ok {
		*st = b.View(st)
	}
}
