//go:build js && wasm

package bloxorzscreen

import (
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/bloxorz"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// Bar is the level bar: stage select, passcode entry, the move counter,
// undo, restart, the editor switch, and level file import and export.
type Bar struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *Bar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("BloxorzBar", &out)
	b, env, l := p.S, p.Env, p.Lang
	opts := vecty.List{}
	own := b.Stage == 0 || b.Editing // the picker shows the level itself, not a stage
	if own {
		opts = append(opts, elem.Option(vecty.Markup(prop.Value("0"), vecty.Property("selected", true)), vecty.Text(b.PickerLabelIn(l))))
	}
	for n := 1; n <= bloxorz.ClassicCount; n++ {
		opts = append(opts, elem.Option(vecty.Markup(prop.Value(ui.Itoa(n)), vecty.Property("selected", !own && n == b.Stage)), vecty.Text(l.T("blx.stage", "n", n))))
	}
	moves, falls := b.MovesShown() // the animation's while the player shows a solution
	counter := l.T("blx.moves", "n", strconv.Itoa(moves))
	if falls > 0 {
		counter += l.T("blx.falls", "n", strconv.Itoa(falls))
	}
	name := "level"
	if b.Level != nil && b.Level.Name != "" {
		name = b.Level.Name
	}
	return elem.Div(vecty.Markup(vecty.Class("bx-bar")),
		elem.Div(vecty.Markup(vecty.Class("playbar")),
			ui.Button(env, "◀", "bx-prev", l.T("blx.prev"), b.Stage <= 1 || b.Editing, Stage{N: b.Stage - 1}),
			elem.Select(vecty.Markup(ui.TestID("bx-stage"), vecty.Attribute("aria-label", l.T("blx.stage.aria")), prop.Disabled(b.Editing),
				event.Change(func(e *vecty.Event) {
					if n, err := strconv.Atoi(ui.Value(e)); err == nil && n > 0 {
						env.Dispatch(Stage{N: n})
					}
					e.Target.Call("blur") // the arrow keys roll the block again, not the select
				})), opts),
			ui.Button(env, "▶", "bx-next", l.T("blx.next"), b.Stage < 1 || b.Stage >= bloxorz.ClassicCount || b.Editing, Stage{N: b.Stage + 1}),
			elem.Input(vecty.Markup(ui.TestID("bx-passcode"), prop.Type(prop.TypeText), vecty.Class("bx-passcode"), prop.Placeholder(l.T("blx.passcode")),
				vecty.Attribute("inputmode", "numeric"), vecty.Attribute("aria-label", l.T("blx.passcode.aria")), vecty.Attribute("maxlength", "6"),
				event.Change(func(e *vecty.Event) {
					if v := strings.TrimSpace(ui.Value(e)); v != "" {
						env.Dispatch(Passcode{Code: v})
						e.Target.Set("value", "")
					}
				}))),
		),
		elem.Div(vecty.Markup(vecty.Class("playbar")),
			elem.Span(vecty.Markup(vecty.Class("counter"), ui.TestID("move-counter"), vecty.Attribute("aria-live", "polite")), vecty.Text(counter)),
			vecty.If(b.Won, elem.Span(vecty.Markup(vecty.Class("badge", "ok"), ui.TestID("bx-won")), vecty.Text(l.T("blx.won")+passcodeNote(l, b)))),
			vecty.If(b.LastFell, elem.Span(vecty.Markup(vecty.Class("badge", "warn"), ui.TestID("bx-fell")), vecty.Text(l.T("blx.fell")))),
			ui.Button(env, l.T("blx.undo"), "undo", l.T("blx.undo.title"), b.Keys == "" || b.Editing, actions.Undo{}),
			ui.Button(env, l.T("blx.restart"), "restart", l.T("blx.restart.title"), b.Keys == "" || b.Editing, Restart{}),
			ui.Button(env, map[bool]string{true: l.T("blx.edit.done"), false: l.T("blx.edit")}[b.Editing], "edit", l.T("blx.edit.title"),
				false, Editing{On: !b.Editing}, vecty.MarkupIf(b.Editing, vecty.Class("active"))),
			elem.Label(vecty.Markup(vecty.Class("file-button"), vecty.Attribute("title", l.T("blx.import.title"))),
				vecty.Text(l.T("blx.import")),
				elem.Input(vecty.Markup(ui.TestID("bx-import"), prop.Type(prop.TypeFile), vecty.Attribute("accept", ".txt,text/plain"),
					event.Change(func(e *vecty.Event) {
						ui.ReadFile(e.Target, func(fname, text, err string) {
							if err != "" {
								env.Dispatch(actions.Notice{Kind: actions.NoticeError, Text: fname + ": " + err})
								return
							}
							env.Dispatch(LevelText{Name: fname, Text: text})
						})
					})))),
			elem.Button(vecty.Markup(ui.TestID("bx-export"), prop.Type(prop.TypeButton), vecty.Attribute("title", l.T("blx.export.title")),
				event.Click(func(*vecty.Event) { ui.Download(fileName(name), "text/plain", b.Text) })), vecty.Text(l.T("blx.export"))),
		),
	)
}

func passcodeNote(lang i18n.Lang, b *State) string {
	if b.Stage > 0 && b.Stage < bloxorz.ClassicCount && !b.Modified {
		if lv, err := bloxorz.Classic(b.Stage + 1); err == nil && lv.Passcode != "" {
			return lang.T("blx.won.passcode", "n", b.Stage+1, "code", lv.Passcode)
		}
	}
	return ""
}

// fileName makes a file name from a level name.
func fileName(name string) string {
	var sb strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			sb.WriteRune(r)
		case sb.Len() > 0 && !strings.HasSuffix(sb.String(), "-"):
			sb.WriteByte('-')
		}
	}
	s := strings.Trim(sb.String(), "-")
	if s == "" {
		s = "level"
	}
	return "bloxorz-" + s + ".txt"
}
