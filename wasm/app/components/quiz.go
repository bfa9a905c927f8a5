//go:build js && wasm

package components

import (
	"math"
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"

	"searchlab/core/replay"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// quizSection is the replay's "predict the next step" exercise (issue 31
// item 5; store.Quiz): a Start button (and a teacher's link) on a complete
// trace of an algorithm it can ask about, then one question at a time (the
// frontier's nodes as buttons), the right answer with its reason, and at
// the end the score and a line of text to hand in, naming the board as
// board says. Nothing for other traces.
func quizSection(env *ui.Env, r *store.Replay, lang i18n.Lang, algo, board string) vecty.ComponentOrHTML {
	t := r.Trace
	if !r.Done || !t.Exercisable() {
		return nil
	}
	q := r.Quiz
	if q == nil {
		return quizIntro(env, r, lang)
	}
	qq := q.Questions[q.Current]
	prompt, group := questionPrompt(qq, lang, q.Current+1, len(q.Questions), algo)
	return elem.Div(vecty.Markup(vecty.Class("quiz"), ui.TestID("quiz"), vecty.Attribute("data-question", strconv.Itoa(q.Current+1)),
		vecty.Attribute("data-questions", strconv.Itoa(len(q.Questions)))),
		elem.Paragraph(vecty.Markup(vecty.Class("quiz-question"), ui.TestID("quiz-question")),
			vecty.Text(prompt)),
		elem.Div(vecty.Markup(vecty.Class("buttons", "quiz-options"), vecty.Attribute("role", "group"), vecty.Attribute("aria-label", group)),
			quizOptions(env, t, q, lang)),
		quizAfter(env, q, lang, algo, board),
		ui.Button(env, lang.T("quiz.stop"), "quiz-stop", lang.T("quiz.stop.title"), false, actions.Quiz{Op: "stop"}),
	)
}

// quizIntro offers the exercise on a replay (and, after a run, the
// teacher's link to it).
func quizIntro(env *ui.Env, r *store.Replay, lang i18n.Lang) vecty.ComponentOrHTML {
	return elem.Div(vecty.Markup(vecty.Class("quiz"), ui.TestID("quiz")),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(lang.T(introKey(r.Trace), "n", store.QuizQuestions))),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, lang.T("quiz.start"), "quiz-start", lang.T("quiz.start.title"),
				false, actions.Quiz{Op: "start", N: store.QuizQuestions, Seed: uint64(r.Request.Seed)}),
			vecty.If(r.Source == store.FromRun, elem.Button(vecty.Markup(ui.TestID("quiz-link"), vecty.Attribute("type", "button"),
				vecty.Attribute("title", lang.T("quiz.link.title")),
				event.Click(func(*vecty.Event) { copyExerciseLink(env, lang) })), vecty.Text(lang.T("quiz.link"))))))
}

// questionPrompt is question k of n as the learner reads it, and the
// accessible name of its group of options.
func questionPrompt(qq replay.Question, lang i18n.Lang, k, n int, algo string) (prompt, group string) {
	switch qq.Kind {
	case "select":
		return lang.T("quiz.uct.question", "k", k, "n", n, "N", qq.N, "c", num3(qq.C)), lang.T("quiz.uct.options")
	case "visit":
		return visitPrompt(qq, lang, k, n, algo), lang.T("quiz.visit.options")
	case "accept":
		return lang.T("quiz.sa.question", "k", k, "n", n, "cur", qq.Parent, "hc", trim(qq.Value),
			"t", num3(qq.Temp), "node", qq.Move, "h", trim(qq.H)), lang.T("quiz.sa.options")
	case "move":
		return lang.T("quiz.hill.question", "k", k, "n", n, "node", qq.Move, "h", trim(qq.Value)), lang.T("quiz.hill.options")
	case "cutoff":
		return lang.T("quiz.ab.question", "k", k, "n", n, "move", qq.Move, "v", trim(qq.Value), "beta", betaText(qq)), lang.T("quiz.ab.options")
	}
	return lang.T("quiz.question", "k", k, "n", n, "algo", algo), lang.T("quiz.options")
}

// quizOptions are the current question's options as buttons, marked right
// and wrong once answered.
func quizOptions(env *ui.Env, t *replay.Trace, q *store.Quiz, lang i18n.Lang) vecty.List {
	qq := q.Questions[q.Current]
	var opts vecty.List
	for i, o := range qq.Options {
		cls := []string{"quiz-option"}
		if q.Answered() {
			switch {
			case qq.Right(i):
				cls = append(cls, "right")
			case i == q.Chosen[q.Current]:
				cls = append(cls, "wrong")
			}
		}
		label, title := optionText(t, qq, o, lang)
		opts = append(opts, ui.Button(env, label, "quiz-option-"+strconv.Itoa(i), title,
			q.Answered(), actions.Quiz{Op: "answer", Option: i}, vecty.Class(cls...)))
	}
	return opts
}

// optionText is an option's label and tooltip.
func optionText(t *replay.Trace, qq replay.Question, o replay.Option, lang i18n.Lang) (label, title string) {
	switch {
	case qq.Kind == "move":
		return lang.T("quiz.hill.option", "node", o.State, "h", trim(o.H)), lang.T("quiz.hill.title", "node", o.State)
	case qq.Kind == "select":
		return lang.T("quiz.uct.option", "move", o.State, "visits", o.Visits, "mean", num3(o.Mean)), o.State
	case o.Choice == "":
		return optionLabel(t, o, lang), lang.T("quiz.expand.title", "node", o.State)
	case qq.Kind == "visit":
		label = lang.T("quiz.visit."+o.Choice, "node", o.State)
	case qq.Kind == "accept":
		label = lang.T("quiz.sa."+o.Choice, "node", o.State, "cur", qq.Parent)
	default:
		label = lang.T("quiz.ab." + o.Choice)
	}
	return label, label
}

// quizAfter is what follows an answer: the verdict and its reason, then
// the next question, or at the end the score and the line to hand in.
func quizAfter(env *ui.Env, q *store.Quiz, lang i18n.Lang, algo, board string) vecty.List {
	if !q.Answered() {
		return nil
	}
	qq := q.Questions[q.Current]
	after := vecty.List{elem.Paragraph(vecty.Markup(ui.TestID("quiz-feedback"), vecty.Attribute("role", "status")),
		vecty.Text(verdict(qq, q.Chosen[q.Current], lang)+" "+why(qq, lang)))}
	if !q.Over() {
		return append(after, ui.Button(env, lang.T("quiz.next"), "quiz-next", lang.T("quiz.next.title"), false, actions.Quiz{Op: "next"}))
	}
	line := lang.T("quiz.line", "algo", algo, "board", board, "k", q.Score(), "n", len(q.Questions),
		"q", q.N, "seed", strconv.FormatUint(q.Seed, 10))
	return append(after,
		elem.Paragraph(vecty.Markup(ui.TestID("quiz-score")), vecty.Text(lang.T("quiz.score", "k", q.Score(), "n", len(q.Questions)))),
		elem.Label(vecty.Text(lang.T("quiz.result")+" "),
			elem.Input(vecty.Markup(ui.TestID("quiz-result"), vecty.Attribute("readonly", "true"), vecty.Property("value", line),
				vecty.Attribute("size", "60")))),
		elem.Button(vecty.Markup(ui.TestID("quiz-copy"), vecty.Attribute("type", "button"), event.Click(func(*vecty.Event) {
			ui.CopyText(line, func(ok bool) {
				if ok {
					env.Dispatch(actions.Notice{Kind: actions.NoticeSuccess, Text: lang.T("quiz.copied")})
				}
			})
		})), vecty.Text(lang.T("quiz.copy"))))
}

// verdict says whether the chosen option was right and, if not, which was.
func verdict(qq replay.Question, chosen int, lang i18n.Lang) string {
	right := qq.Options[qq.Answer]
	switch {
	case qq.Right(chosen):
		return lang.T("quiz.right")
	case qq.Kind == "move":
		return lang.T("quiz.hill.wrong", "node", right.State)
	case qq.Kind == "visit" || qq.Kind == "accept":
		return lang.T("quiz.visit.wrong")
	case qq.Kind == "cutoff":
		return lang.T("quiz.ab.right." + right.Choice)
	case qq.Kind == "select":
		return lang.T("quiz.uct.wrong", "move", right.State)
	}
	return lang.T("quiz.wrong", "node", right.State)
}

// why is the question's reason in the page's language.
func why(q replay.Question, lang i18n.Lang) string {
	if q.Kind == "cutoff" {
		if q.Options[q.Answer].Choice == "cut" {
			return lang.T("quiz.ab.why.cut", "v", trim(q.Value), "beta", betaText(q), "pruned", q.Pruned)
		}
		return lang.T("quiz.ab.why.next", "v", trim(q.Value), "beta", betaText(q))
	}
	a := q.Options[q.Answer]
	if q.Kind == "move" {
		return hillWhy(q, a, lang)
	}
	if q.Kind == "visit" {
		return visitWhy(q, lang)
	}
	if q.Kind == "accept" {
		return annealWhy(q, lang)
	}
	if q.Rule == "bidi-new" || q.Rule == "bidi-layer" {
		return lang.T("quiz.why."+q.Rule, "node", a.State, "fwd", q.Fwd, "bwd", q.Bwd, "side", lang.T(sideKey(a.Backward)))
	}
	if q.Kind == "select" {
		return lang.T("quiz.uct.why", "move", a.State, "mean", num3(a.Mean), "c", num3(q.C), "N", q.N, "visits", a.Visits, "ucb", num3(a.UCB))
	}
	if q.Rule == "fifo" || q.Rule == "lifo" {
		return lang.T("quiz.why."+q.Rule, "node", a.State)
	}
	s := lang.T("quiz.why.lowest", "node", a.State, "key", q.KeyName, "value", q.KeyText)
	others := strings.Join(q.Tied, ", ")
	switch q.TieBy {
	case "h":
		s += " " + lang.T("quiz.why.tie.h", "others", others, "h", strconv.FormatFloat(a.H, 'f', -1, 64))
	case "first":
		s += " " + lang.T("quiz.why.tie.first", "others", others)
	}
	return s
}

// optionLabel names a frontier node with what the algorithm orders the
// frontier by.
func optionLabel(t *replay.Trace, o replay.Option, lang i18n.Lang) string {
	switch t.Algorithm {
	case "bfs", "dfs":
		return lang.T("quiz.depth", "node", o.State, "d", int(o.Depth))
	case "bidirectional":
		return lang.T("quiz.bidi.option", "node", o.State, "side", lang.T(sideKey(o.Backward)), "d", int(o.Depth))
	case "wastar", "ara":
		return o.State + " (g=" + trim(o.G) + ", h=" + trim(o.H) + ", f=" + trim(o.G) + "+" + trim(o.W) + "·" + trim(o.H) + "=" + trim(o.G+o.W*o.H) + ")"
	}
	return o.State + " (g=" + trim(o.G) + ", h=" + trim(o.H) + ", f=" + trim(o.G+o.H) + ")"
}

func trim(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// copyExerciseLink copies a teacher's link to the exercise on the replay
// shown (Store.ExerciseFragment).
func copyExerciseLink(env *ui.Env, lang i18n.Lang) {
	frag, err := env.Store.ExerciseFragment(store.QuizQuestions)
	if err != nil {
		env.Dispatch(actions.Notice{Kind: actions.NoticeError, Text: lang.T("quiz.link.fail", "why", lang.Core(err.Error()))})
		return
	}
	link := env.ShareURL(frag)
	ui.CopyText(link, func(ok bool) {
		if ok {
			env.Dispatch(actions.Notice{Kind: actions.NoticeSuccess, Text: lang.T("quiz.link.copied")})
		} else {
			env.Dispatch(actions.Notice{Kind: actions.NoticeNote, Text: lang.T("quiz.link.copy", "link", link)})
		}
	})
}

// betaText writes a cutoff question's β (+∞ when unbounded).
func betaText(q replay.Question) string {
	if !q.HasBeta {
		return "+∞"
	}
	return trim(q.Beta)
}

// introKey is the exercise's introduction for the trace's kind of
// question.
func introKey(t *replay.Trace) string {
	switch {
	case t.Algorithm == "hill-climbing":
		return "quiz.intro.hill"
	case t.Algorithm == "simulated-annealing":
		return "quiz.intro.sa"
	case t.Algorithm == "dls" || t.Algorithm == "iddfs" || t.Algorithm == "idastar":
		return "quiz.intro.visit"
	case t.Family != wire.TraceGame:
		return "quiz.intro"
	case t.Algorithm == "alphabeta":
		return "quiz.intro.ab"
	}
	return "quiz.intro.uct"
}

// num3 writes x with at most three decimals.
func num3(x float64) string {
	return strconv.FormatFloat(math.Round(x*1000)/1000, 'f', -1, 64)
}

// hillWhy is why hill climbing moves to a (a "move" question's answer).
func hillWhy(q replay.Question, a replay.Option, lang i18n.Lang) string {
	if q.Rule == "goal" {
		return lang.T("quiz.hill.why.goal", "node", a.State)
	}
	s := lang.T("quiz.hill.why.best", "node", a.State, "n", len(q.Options), "h", trim(a.H), "cur", trim(q.Value))
	if q.Rule == "sideways" {
		s += " " + lang.T("quiz.hill.why.sideways")
	}
	if len(q.Tied) > 0 {
		s += " " + lang.T("quiz.hill.why.tie", "others", strings.Join(q.Tied, ", "))
	}
	return s
}

// sideKey names a bidirectional search's side.
func sideKey(backward bool) string {
	if backward {
		return "quiz.bidi.backward"
	}
	return "quiz.bidi.forward"
}

// visitPrompt asks what a depth-first search does with the child it
// generates (a "visit" question): the depth and the limit, or IDA*'s f
// and bound.
func visitPrompt(q replay.Question, lang i18n.Lang, k, n int, algo string) string {
	if q.KeyName == "f" { // IDA*
		return lang.T("quiz.visit.question.ida", "k", k, "n", n, "algo", algo, "node", q.Move, "parent", q.Parent,
			"g", trim(q.G), "h", trim(q.H), "f", trim(q.G+q.H), "bound", trim(q.Beta))
	}
	return lang.T("quiz.visit.question", "k", k, "n", n, "algo", algo, "node", q.Move, "parent", q.Parent, "d", q.Depth, "limit", trim(q.Beta))
}

// visitWhy is why the child's fate is what it is.
func visitWhy(q replay.Question, lang i18n.Lang) string {
	if q.KeyName == "f" {
		return lang.T("quiz.ida.why."+q.Rule, "node", q.Move, "g", trim(q.G), "h", trim(q.H), "f", trim(q.G+q.H), "bound", trim(q.Beta))
	}
	return lang.T("quiz.visit.why."+q.Rule, "node", q.Move, "parent", q.Parent, "d", q.Depth, "limit", trim(q.Beta))
}

// annealWhy is why simulated annealing moves to the neighbour tried, or
// not (an "accept" question).
func annealWhy(q replay.Question, lang i18n.Lang) string {
	switch q.Rule {
	case "goal":
		return lang.T("quiz.sa.why.goal", "node", q.Move)
	case "better":
		return lang.T("quiz.sa.why.better", "node", q.Move, "h", trim(q.H), "hc", trim(q.Value), "d", trim(q.H-q.Value))
	}
	d := trim(q.H - q.Value)
	s := lang.T("quiz.sa.why.worse", "node", q.Move, "h", trim(q.H), "hc", trim(q.Value), "d", d, "t", num3(q.Temp),
		"p", strconv.FormatFloat(q.P, 'g', 3, 64))
	if q.Options[q.Answer].Choice == "accept" {
		s += " " + lang.T("quiz.sa.drawn.accept")
	} else {
		s += " " + lang.T("quiz.sa.drawn.reject")
	}
	if len(q.Also) > 0 {
		s += " " + lang.T("quiz.sa.likelier")
	}
	return s
}
