package bloxorzscreen

import (
	"strconv"
	"strings"

	"searchlab/core/bloxorz"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// Editor grid limits.
const (
	MinSide = 3
	MaxW    = 30
	MaxH    = 20
)

// reduceBloxEditor handles the level editor: open/close, brush, painting,
// wiring switches and splits, resizing and the text box.
func (s *Screen) reduceBloxEditor(a Action) {
	b := s.st
	switch a := a.(type) {
	case Editing:
		switch {
		case a.On && !b.Editing:
			b.Editing, b.Wire, b.SizeNote = true, nil, ""
			b.EndStepping()
			b.setDraft(copyLevel(b.Level))
			b.CheckLine, b.CheckBad = "", false
			b.Player.Playing = false
		case !a.On && b.Editing:
			if b.DraftError != "" {
				s.notice(actions.NoticeError, s.h.Lang().T("blx.notice.edit_invalid", "why", b.DraftError))
				return
			}
			l, err := bloxorz.Parse(b.DraftText)
			if err != nil {
				s.notice(actions.NoticeError, s.h.Lang().T("blx.notice.edit_invalid", "why", s.h.Lang().Core(err.Error())))
				return
			}
			b.Editing, b.Wire = false, nil
			if l.String() != b.Text {
				b.setLevel(l, classicNumber(l))
			}
		}
	case Tool:
		for _, t := range Tools {
			if t == a.Tool {
				b.Tool = a.Tool
				if t != "wire" {
					b.Wire = nil
				}
			}
		}
	case DraftText:
		b.DraftText = a.Text
		l, err := bloxorz.Parse(a.Text)
		if err != nil {
			b.DraftError = err.Error()
			return
		}
		b.Draft, b.DraftError, b.Wire = l, "", nil
	case Resize:
		if b.Draft == nil {
			return
		}
		w, h := min(max(a.W, MinSide), MaxW), min(max(a.H, MinSide), MaxH)
		b.SizeNote = sizeNote(s.h.Lang(), a.W, a.H, w, h)
		b.setDraft(resizeLevel(b.Draft, w, h))
	case Paint:
		if b.Draft == nil {
			return
		}
		p := bloxorz.Pos{X: a.X, Y: a.Y}
		if a.X < 0 || a.Y < 0 || a.X >= b.Draft.W || a.Y >= b.Draft.H {
			return
		}
		l := copyLevel(b.Draft)
		if b.Tool == "wire" {
			b.wire(l, p)
		} else {
			paint(l, p, b.Tool)
		}
		b.setDraft(l)
	}
}

// CheckShown is what the editor says about the last check: its verdict
// while the edited level is the one checked; once the level changed, a
// note that the verdict is gone (a green "Solvable" must not stay under a
// level that is no longer valid, issue 21 item 4); "" before any check.
func (b *State) CheckShown() (line string, bad bool) { return b.CheckShownIn(i18n.English) }

// CheckShownIn is CheckShown with the note that the verdict is gone in l
// (the verdict itself is in the language of the check's end).
func (b *State) CheckShownIn(l i18n.Lang) (line string, bad bool) {
	switch {
	case b.CheckLine == "":
		return "", false
	case b.Editing && b.CheckedText != b.DraftText:
		return l.T("blx.check.changed"), false
	}
	return b.CheckLine, b.CheckBad
}

// PickerLabel is what the stage picker shows as chosen: the stage, a
// custom level, or while editing what is being edited (the picker is
// disabled then, and must not claim a stage the edit no longer is).
func (b *State) PickerLabel() string { return b.PickerLabelIn(i18n.English) }

// PickerLabelIn is PickerLabel in l.
func (b *State) PickerLabelIn(l i18n.Lang) string {
	switch {
	case b.Editing && b.Stage > 0 && b.DraftText == b.Text:
		return l.T("blx.pick.editing_stage", "n", b.Stage)
	case b.Editing && b.Stage > 0:
		return l.T("blx.pick.edited_from", "n", b.Stage)
	case b.Editing:
		return l.T("blx.pick.editing")
	case b.Stage == 0:
		return l.T("blx.pick.custom")
	}
	return l.T("blx.stage", "n", b.Stage)
}

// setDraft makes l the edited level and validates it.
func (b *State) setDraft(l *bloxorz.Level) {
	b.Draft = l
	b.DraftText = l.String()
	b.DraftError = ""
	if err := copyLevel(l).Validate(); err != nil {
		b.DraftError = err.Error()
	}
}

// paint applies a brush to cell p of l.
func paint(l *bloxorz.Level, p bloxorz.Pos, tool string) {
	i := p.Y*l.W + p.X
	kinds := map[string]bloxorz.Cell{"floor": bloxorz.Floor, "void": bloxorz.Void, "fragile": bloxorz.Fragile, "exit": bloxorz.Exit,
		"soft": bloxorz.Soft, "hard": bloxorz.Hard, "split": bloxorz.SplitSwitch, "bridge-on": bloxorz.BridgeOn, "bridge-off": bloxorz.BridgeOff}
	if tool == "start" {
		l.Start = p
		setCell(l, i, bloxorz.Floor)
		return
	}
	k, ok := kinds[tool]
	if !ok {
		return
	}
	if k == bloxorz.Exit {
		for j, c := range l.Grid {
			if c == bloxorz.Exit {
				l.Grid[j] = bloxorz.Floor
			}
		}
	}
	setCell(l, i, k)
}

// setCell sets cell i to k and keeps the switch and split lists consistent:
// a switch or split entry goes with its cell, actions on a cell that is no
// longer a bridge go, and a new soft or hard switch gets an empty entry.
func setCell(l *bloxorz.Level, i int, k bloxorz.Cell) {
	p := bloxorz.Pos{X: i % l.W, Y: i / l.W}
	l.Grid[i] = k
	var sw []bloxorz.Switch
	has := false
	for _, s := range l.Switches {
		if s.At == p {
			if k != bloxorz.Soft && k != bloxorz.Hard {
				continue
			}
			has = true
		}
		var acts []bloxorz.Action
		for _, a := range s.Actions {
			if a.Cell != p || k.IsBridge() {
				acts = append(acts, a)
			}
		}
		s.Actions = acts
		sw = append(sw, s)
	}
	if (k == bloxorz.Soft || k == bloxorz.Hard) && !has {
		sw = append(sw, bloxorz.Switch{At: p})
	}
	l.Switches = sw
	var sp []bloxorz.Split
	for _, s := range l.Splits {
		if s.At == p && k != bloxorz.SplitSwitch {
			continue
		}
		sp = append(sp, s)
	}
	l.Splits = sp
}

// wire selects a switch or split switch, or connects the selected one to p:
// a switch's action on a bridge cell cycles toggle → on → off → none; a
// split switch's first click sets the first target, the second click the
// second target.
func (b *State) wire(l *bloxorz.Level, p bloxorz.Pos) {
	c := l.At(p)
	if c == bloxorz.Soft || c == bloxorz.Hard || c == bloxorz.SplitSwitch {
		if b.Wire != nil && *b.Wire == p {
			b.Wire = nil
		} else {
			b.Wire = &p
		}
		return
	}
	if b.Wire == nil {
		return
	}
	w := *b.Wire
	switch l.At(w) {
	case bloxorz.Soft, bloxorz.Hard:
		if !c.IsBridge() {
			return
		}
		for k := range l.Switches {
			s := &l.Switches[k]
			if s.At != w {
				continue
			}
			for j, a := range s.Actions {
				if a.Cell == p {
					if a.Kind == bloxorz.Off {
						s.Actions = append(s.Actions[:j:j], s.Actions[j+1:]...)
					} else {
						s.Actions[j].Kind++
					}
					return
				}
			}
			s.Actions = append(s.Actions, bloxorz.Action{Cell: p, Kind: bloxorz.Toggle})
			return
		}
	case bloxorz.SplitSwitch:
		if c == bloxorz.Void {
			return
		}
		for k := range l.Splits {
			s := &l.Splits[k]
			if s.At == w {
				if s.First == s.Second {
					s.Second = p
				} else {
					s.First, s.Second = p, p
				}
				return
			}
		}
		l.Splits = append(l.Splits, bloxorz.Split{At: w, First: p, Second: p})
	}
}

// copyLevel returns a deep copy of l's exported fields.
func copyLevel(l *bloxorz.Level) *bloxorz.Level {
	c := &bloxorz.Level{Name: l.Name, Author: l.Author, Passcode: l.Passcode, W: l.W, H: l.H, Start: l.Start,
		Grid: append([]bloxorz.Cell(nil), l.Grid...), Splits: append([]bloxorz.Split(nil), l.Splits...)}
	for _, s := range l.Switches {
		c.Switches = append(c.Switches, bloxorz.Switch{At: s.At, Actions: append([]bloxorz.Action(nil), s.Actions...)})
	}
	return c
}

// resizeLevel returns l cut or padded (with void) to w×h.
func resizeLevel(l *bloxorz.Level, w, h int) *bloxorz.Level {
	c := copyLevel(l)
	c.W, c.H = w, h
	c.Grid = make([]bloxorz.Cell, w*h)
	in := func(p bloxorz.Pos) bool { return p.X < w && p.Y < h }
	for y := 0; y < min(h, l.H); y++ {
		for x := 0; x < min(w, l.W); x++ {
			c.Grid[y*w+x] = l.Grid[y*l.W+x]
		}
	}
	if !in(c.Start) {
		c.Start = bloxorz.Pos{}
	}
	c.Switches = nil
	for _, s := range l.Switches {
		if !in(s.At) {
			continue
		}
		ns := bloxorz.Switch{At: s.At}
		for _, a := range s.Actions {
			if in(a.Cell) {
				ns.Actions = append(ns.Actions, a)
			}
		}
		c.Switches = append(c.Switches, ns)
	}
	c.Splits = nil
	for _, s := range l.Splits {
		if in(s.At) && in(s.First) && in(s.Second) {
			c.Splits = append(c.Splits, s)
		}
	}
	return c
}

// GenPresets are the generator's presets: every one runs in the solver's
// worker (POST /api/generate), which verifies the level by BFS; the page
// generates nothing itself (issue 28: it links no search).
var GenPresets = []string{"easy", "medium", "hard", "expert"}

// TagGenerate is the generator's run.
const TagGenerate = "generate"

// bloxGenerate makes a level for a difficulty preset, verified by BFS
// (bloxorz.Generate), from the screen's seed and a counter (same seed and
// count, same level), in the worker (bloxGenerated reads its answer).
func (s *Screen) bloxGenerate(name string) []store.Effect {
	b := s.st
	if b.Run.Active || b.Generating {
		return nil
	}
	if _, err := bloxorz.Difficulty(name); err != nil {
		s.notice(actions.NoticeError, s.h.Lang().Core(err.Error()))
		return nil
	}
	b.Generations++
	b.genSeed, b.genPreset = uint64(b.Seed)*0x9E3779B97F4A7C15+b.Generations, name
	what := name // the Vietnamese needs no article
	if l := s.h.Lang(); l.Or() == i18n.English {
		what = withArticle(name)
	}
	b.Generating, b.Generated, b.GenProgress = true, s.h.Lang().T("blx.gen.running", "what", what), wire.Progress{}
	id, fx := s.h.Generate(TagGenerate, wire.GenerateRequest{Game: ID, Difficulty: name, Seed: int64(b.genSeed >> 1)})
	b.genRun = id
	return fx
}

// sizeNote says how a size asked for (w×h) was brought into the editor's
// limits (to gw×gh), or "" when it was taken as it is.
func sizeNote(l i18n.Lang, w, h, gw, gh int) string {
	var parts []string
	if w != gw {
		parts = append(parts, l.T("blx.size.width", "from", strconv.Itoa(w), "to", strconv.Itoa(gw))) // as typed, not grouped
	}
	if h != gh {
		parts = append(parts, l.T("blx.size.height", "from", strconv.Itoa(h), "to", strconv.Itoa(gh)))
	}
	if len(parts) == 0 {
		return ""
	}
	return l.T("blx.size.note", "minw", MinSide, "maxw", MaxW, "minh", MinSide, "maxh", MaxH, "changes", strings.Join(parts, l.T("blx.size.sep")))
}

// withArticle puts "a" or "an" before a word ("an expert", "a hard").
func withArticle(word string) string {
	if word != "" && strings.ContainsRune("aeiouAEIOU", rune(word[0])) {
		return "an " + word
	}
	return "a " + word
}

// bloxGenerated reads the worker's answer to the generate request; when
// the solver would not run it, the message says why (a request made while
// the solver loads waits for it: the generator says so meanwhile).
func (s *Screen) bloxGenerated(a store.RunEnded) []store.Effect {
	b, l := s.st, s.h.Lang()
	b.Generating, b.GenProgress = false, wire.Progress{}
	switch e := a.End.(type) {
	case store.Stopped:
		b.Generated = l.T("blx.gen.stopped")
	case store.Refused:
		b.Generated = l.T("blx.gen.no_solver", "why", l.Core(e.Why))
	case store.Crashed:
		b.Generated = l.T("blx.gen.crashed", "why", l.Core(e.Why))
	case store.Done:
		r := e.Level
		switch {
		case r == nil:
			b.Generated = l.T("blx.gen.unread")
		case r.Status == wire.StatusNotFound:
			b.Generated = l.T("blx.gen.none", "why", l.Core(r.Error))
		case r.Status != wire.StatusFound:
			b.Generated = l.T("blx.gen.failed", "why", l.Core(r.Error))
		default:
			lv, err := bloxorz.Parse(r.Level)
			if err != nil {
				b.Generated = l.T("blx.gen.no_parse", "err", l.Core(err.Error()))
				return nil
			}
			b.showGenerated(s.h.Lang(), lv, b.genPreset, r.Length, r.Counted)
		}
	}
	return nil
}

// showGenerated puts a generated level on the screen.
func (b *State) showGenerated(lang i18n.Lang, l *bloxorz.Level, name string, free, counted int) {
	b.Editing = false
	b.setLevel(l, 0)
	b.Generated = lang.T("blx.gen.done", "name", name, "moves", lang.T("count.moves", "n", free))
	if counted >= 0 && counted != free {
		b.Generated += lang.T("blx.gen.counted", "n", counted)
	}
}
