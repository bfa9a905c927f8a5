package store

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"searchlab/core/api"
	"searchlab/core/bloxorz"
	"searchlab/wasm/app/actions"
)

// GameBloxorz is the Bloxorz screen's game id.
const GameBloxorz = "bloxorz"

// BloxorzState is the Bloxorz screen: the level on screen, the position
// played by hand, the algorithm settings and run of this screen, the
// solution player, and the level editor.
type BloxorzState struct {
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
	SolverPanel
	RunText    string // level text of the run (Run.Board may be classic:N)
	Checking   bool   // the run is the editor's check
	CheckLine  string // the last check's verdict in words
	CheckBad   bool   // the last check found no solution or could not run
	CheckPass  int    // 0: the check with swaps free, 1: the second pass with swaps counted
	checkAgain bool   // start the counted pass when the free one ends
	Player     BloxPlayer

	Heat     bool    // ask runs for the heatmap of explored states
	Heatmap  []int64 // per cell of HeatText's level, row-major; nil: none
	HeatText string

	Editing     bool
	Tool        string
	Draft       *bloxorz.Level // the level being edited; may be invalid
	DraftText   string         // the editor's text box
	DraftError  string         // why Draft (or DraftText) is not a valid level
	Wire        *bloxorz.Pos   // the switch or split switch being wired
	Generated   string         // what the last generator run made
	Generating  bool           // a generate request is in the worker
	GenID       int            // id of the latest generate request
	Generations uint64         // levels asked for so far (varies the generator's seed)

	lastSaved string // the JSON last written to storage (bloxorz_persist.go)

	Step     *StepView   // the stepping session's view (bloxorz_step.go)
	stepSess StepSession // the search being stepped on the page, nil if none
}

// BloxPlayer animates a solution (a string of U D L R S keys) on the level
// it was found for.
type BloxPlayer struct {
	Text    string // level text the solution was found for
	Keys    string
	Index   int // keys shown so far, 0..len(Keys)
	Playing bool
	Speed   float64   // keys per second
	Shown   bool      // the board shows the player's position, not the hand-played one
	next    time.Time // when the ticker shows the next key (player.go)
}

// Loaded reports whether the player holds a solution.
func (p BloxPlayer) Loaded() bool { return p.Keys != "" }

// Editor brushes.
var BloxTools = []string{"floor", "void", "fragile", "exit", "start", "soft", "hard", "split", "bridge-on", "bridge-off", "wire"}

func newBloxorzState(catalog []api.AlgorithmInfo) *BloxorzState {
	b := &BloxorzState{SolverPanel: SolverPanel{Catalog: catalog, Params: map[string]map[string]string{}, Seed: 1}, Tool: "floor"}
	b.Player.Speed = 4
	b.Algorithm = "astar"
	if _, ok := findAlgo(catalog, b.Algorithm); !ok && len(catalog) > 0 {
		b.Algorithm = catalog[0].ID
	}
	if l, err := bloxorz.Classic(1); err == nil {
		b.setLevel(l, 1)
	}
	return b
}

// bloxorzCatalog is the registry's Bloxorz algorithm list.
func bloxorzCatalog() []api.AlgorithmInfo {
	c, err := api.Builtin().Algorithms(GameBloxorz)
	if err != nil {
		return nil
	}
	return c
}

// clone copies b deeply enough that the caller can keep it (levels are
// immutable values and are shared).
func (b *BloxorzState) clone() *BloxorzState {
	if b == nil {
		return nil
	}
	c := *b
	c.SolverPanel = b.SolverPanel.clone()
	c.Heatmap = append([]int64(nil), b.Heatmap...)
	c.stepSess = nil
	if b.Step != nil {
		v := *b.Step
		v.Beam = append([]string(nil), b.Step.Beam...)
		c.Step = &v
	}
	if b.Wire != nil {
		w := *b.Wire
		c.Wire = &w
	}
	return &c
}

// View returns st with the algorithm fields (catalog, choice, parameters,
// budgets, seed, run) of the Bloxorz screen, so the shared panels (algorithm
// form, status line, statistics) draw this screen's run.
func (st *State) BloxorzView() State {
	v := *st
	b := st.Bloxorz
	if b == nil {
		return v
	}
	v.SolverPanel, v.Step = b.SolverPanel, b.Step
	v.Unsolvable = ""
	return v
}

// Display returns the position the board shows: the player's while it is
// shown on its level, else the hand-played one.
func (b *BloxorzState) Display() (pos bloxorz.State, won bool) {
	p := b.Player
	if p.Shown && p.Loaded() && p.Text == b.Text && b.Level != nil {
		g := bloxorz.NewGame(b.Level)
		for i := 0; i < p.Index && i < len(p.Keys); i++ {
			_, _ = g.Press(p.Keys[i])
		}
		return g.State(), g.Won()
	}
	return b.Pos, b.Won
}

// setLevel puts l on the screen (stage n, 0 for a custom level) and
// restarts the hand play; the player keeps its solution only if it was
// found for the same level text.
func (b *BloxorzState) setLevel(l *bloxorz.Level, n int) {
	b.endBloxStep()
	b.Level, b.Stage, b.Text = l, n, l.String()
	b.Modified = n == 0
	b.Keys = ""
	b.replay()
	if b.Player.Text != b.Text {
		b.Player = BloxPlayer{Speed: b.Player.Speed}
	}
	if b.HeatText != b.Text {
		b.Heatmap, b.HeatText = nil, ""
	}
}

// replay recomputes the hand-played position from Keys.
func (b *BloxorzState) replay() {
	g := bloxorz.NewGame(b.Level)
	b.LastFell = false
	for i := 0; i < len(b.Keys); i++ {
		o, _ := g.Press(b.Keys[i])
		b.LastFell = o == bloxorz.Fell
	}
	b.Pos, b.Won, b.Falls, b.Moves = g.State(), g.Won(), g.Falls(), g.Moves()
}

// press plays one key by hand.
func (b *BloxorzState) press(key byte) {
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
func (s *Store) reduceBloxorz(a actions.BloxorzAction) []effect {
	st := &s.st
	if st.Bloxorz == nil {
		st.Bloxorz = newBloxorzState(bloxorzCatalog())
	}
	b := st.Bloxorz
	switch a := a.(type) {
	case actions.BloxKey:
		b.press(a.Key)
	case actions.BloxRestart:
		b.Keys = ""
		b.replay()
		b.Player.Shown, b.Player.Playing = false, false
	case actions.BloxStage:
		l, err := bloxorz.Classic(a.N)
		if err != nil {
			st.Notice, st.NoticeBad = fmt.Sprintf("There is no classic stage %d (stages are 1 to %d).", a.N, bloxorz.ClassicCount), true
			return nil
		}
		b.Editing = false
		b.setLevel(l, a.N)
	case actions.BloxPasscode:
		code := strings.TrimSpace(a.Code)
		for n := 1; n <= bloxorz.ClassicCount; n++ {
			if l, err := bloxorz.Classic(n); err == nil && code != "" && l.Passcode == code {
				b.Editing = false
				b.setLevel(l, n)
				st.Notice, st.NoticeBad = fmt.Sprintf("Passcode accepted: stage %d.", n), false
				return nil
			}
		}
		st.Notice, st.NoticeBad = fmt.Sprintf("No stage has the passcode %q (passcodes are 6 digits, e.g. stage 2's is shown after winning stage 1).", code), true
	case actions.BloxLevelText:
		l, err := bloxorz.Parse(a.Text)
		if err != nil {
			st.Notice, st.NoticeBad = fmt.Sprintf("%s is not a Bloxorz level: %v", a.Name, err), true
			return nil
		}
		b.Editing = false
		b.setLevel(l, classicNumber(l))
		st.Notice, st.NoticeBad = "Loaded the level from "+a.Name+".", false
	case actions.BloxSolverLine, actions.BloxSolverEnd:
		return s.bloxSolverEvent(a)
	case actions.BloxHeatmap:
		b.Heat = a.On
		if !a.On {
			b.Heatmap, b.HeatText = nil, ""
		}
	case actions.BloxCheck:
		b.CheckPass, b.checkAgain = 0, false
		return s.bloxStart(true)
	case actions.BloxEditing, actions.BloxTool, actions.BloxPaint, actions.BloxResize, actions.BloxDraftText:
		s.reduceBloxEditor(a)
	case actions.BloxGenerate:
		return s.bloxGenerate(a.Difficulty)
	case actions.BloxGenerated:
		s.bloxGenerated(a)
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

// reduceBloxorzShared handles the shared actions while the Bloxorz screen
// is showing; ok is false for actions it leaves to the other reducers.
func (s *Store) reduceBloxorzShared(a actions.Action) (fx []effect, ok bool) {
	st := &s.st
	if st.Bloxorz == nil {
		st.Bloxorz = newBloxorzState(bloxorzCatalog())
	}
	b := st.Bloxorz
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
	case actions.SelectAlgorithm:
		if b.selectAlgorithm(a.ID) {
			b.endBloxStep()
		} else {
			st.Notice, st.NoticeBad = fmt.Sprintf("Unknown algorithm %q.", a.ID), true
		}
	case actions.SetParam:
		b.setParam(a.Name, a.Value)
		b.endBloxStep()
	case actions.SetBudget:
		b.setBudget(a.MaxNodes, a.TimeoutMS)
	case actions.SetSeed:
		b.Seed = a.Seed
		b.endBloxStep()
	case actions.Run:
		return s.bloxStart(false), true
	case actions.Stop:
		if b.Generating {
			return []effect{s.deps.Solver.Stop}, true
		}
		if !b.Run.Active {
			return nil, true
		}
		b.Comparing = nil
		s.bloxFinish(OutcomeStopped, "stopped by you; the statistics so far are kept", nil)
		return append(s.persistHistory(), s.deps.Solver.Stop), true
	case actions.TogglePlay, actions.StepForward, actions.StepBack, actions.Seek, actions.SetSpeed, actions.Tick:
		b.reducePlayer(a)
	case actions.StepSearch:
		s.bloxStep(a.N)
	case actions.EndStepping:
		b.endBloxStep()
	case actions.ToggleCompare:
		b.toggleCompare(a.ID)
	case actions.Compare:
		if b.Run.Active || b.Generating {
			return nil, true
		}
		queue := b.compareQueue(a.Algorithms)
		if len(queue) == 0 {
			st.Notice, st.NoticeBad = "Tick at least one algorithm to compare.", true
			return nil, true
		}
		b.CompareIDs, b.Comparing = nil, queue[1:]
		fx := s.bloxStartAlgo(queue[0], false, true)
		if !b.Run.Active {
			b.Comparing = nil
		}
		return fx, true
	case actions.SolverLine, actions.SolverEnd:
		return nil, false
	case actions.LoadRun:
		if a.Index < 0 || a.Index >= len(st.History) || st.History[a.Index].Game != GameBloxorz {
			return nil, true
		}
		h := st.History[a.Index]
		if !s.loadBloxorzBoard(h.Board) {
			return nil, true
		}
		if _, found := findAlgo(b.Catalog, h.Algorithm); found {
			b.Algorithm = h.Algorithm
			b.Params[h.Algorithm] = copyMap(h.Params)
		}
		b.Seed, b.MaxNodes, b.TimeoutMS = h.Seed, h.MaxNodes, h.TimeoutMS
	default:
		return nil, false
	}
	return nil, true
}

// reducePlayer handles the player's actions on the Bloxorz solution.
func (b *BloxorzState) reducePlayer(a actions.Action) {
	p := &b.Player
	if sp, ok := a.(actions.SetSpeed); ok {
		p.Speed = clampSpeed(sp.MovesPerSecond)
		return
	}
	if !p.Loaded() || p.Text != b.Text {
		return
	}
	n := len(p.Keys)
	switch a := a.(type) {
	case actions.TogglePlay:
		if !p.Playing && p.Index == n {
			p.Index = 0
		}
		p.Playing, p.Shown = !p.Playing, true
	case actions.StepForward:
		p.Playing, p.Shown = false, true
		p.Index = min(p.Index+1, n)
	case actions.StepBack:
		p.Playing, p.Shown = false, true
		p.Index = max(p.Index-1, 0)
	case actions.Seek:
		p.Playing, p.Shown = false, true
		p.Index = min(max(a.Index, 0), n)
	case actions.Tick:
		if !p.Playing {
			return
		}
		p.Index++
		if p.Index >= n {
			p.Index, p.Playing = n, false
		}
	}
}

// loadBloxorzBoard puts a board of the wire format on the screen: classic:N
// or a level text. On failure the notice says why and it returns false.
func (s *Store) loadBloxorzBoard(board string) bool {
	st := &s.st
	b := st.Bloxorz
	if rest, ok := strings.CutPrefix(strings.TrimSpace(board), "classic:"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(rest))
		l, lerr := bloxorz.Classic(n)
		if err != nil || lerr != nil {
			st.Notice, st.NoticeBad = fmt.Sprintf("%q names no classic stage (1 to %d)", board, bloxorz.ClassicCount), true
			return false
		}
		b.Editing = false
		b.setLevel(l, n)
		return true
	}
	l, err := bloxorz.Parse(board)
	if err != nil {
		st.Notice, st.NoticeBad = "the level does not parse: "+err.Error(), true
		return false
	}
	b.Editing = false
	b.setLevel(l, classicNumber(l))
	return true
}

// boardRef is the board as sent to the solver and put in links: classic:N
// for an unchanged classic stage, else the level text.
func (b *BloxorzState) boardRef() string {
	if b.Stage > 0 && !b.Modified {
		return "classic:" + strconv.Itoa(b.Stage)
	}
	return b.Text
}

// bloxorzShareFragment is ShareFragment for the Bloxorz screen: the level
// (classic:N or its text, so an edited level travels whole), algorithm,
// parameters and seed.
func (s *Store) bloxorzShareFragment() (string, error) {
	b := s.st.Bloxorz
	if b == nil || b.Level == nil {
		return "", fmt.Errorf("there is no level on the screen")
	}
	return shareEncode(GameBloxorz, b.boardRef(), b.Algorithm, copyMap(b.Params[b.Algorithm]), b.Seed)
}

// openBloxorzLink restores the Bloxorz screen from a decoded link.
func (s *Store) openBloxorzLink(board, algo string, params map[string]string, seed uint64) []effect {
	st := &s.st
	if st.Bloxorz == nil {
		st.Bloxorz = newBloxorzState(bloxorzCatalog())
	}
	b := st.Bloxorz
	if !s.loadBloxorzBoard(board) {
		st.Notice = "This share link holds a level that cannot be used (" + st.Notice + "); stage 1 is shown."
		return nil
	}
	if algo != "" {
		if _, ok := findAlgo(b.Catalog, algo); ok {
			b.Algorithm = algo
			b.Params[algo] = copyMap(params)
		} else {
			st.Notice, st.NoticeBad = fmt.Sprintf("The link names an unknown algorithm %q; %s is selected instead.", algo, b.Algorithm), true
			return nil
		}
	}
	b.Seed = int64(seed)
	what := "a shared level"
	if b.Stage > 0 {
		what = fmt.Sprintf("stage %d", b.Stage)
	}
	st.Notice, st.NoticeBad = "Opened "+what+" from a link (seed "+strconv.FormatInt(b.Seed, 10)+").", false
	return nil
}
