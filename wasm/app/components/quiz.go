//go:build js && wasm

package components

import (
	"fmt"
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"

	"searchlab/core/replay"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// quizSection is the replay's "predict the next step" exercise (issue 31
// item 5; store.Quiz): a Start button on a complete trace of an algorithm
// it can ask about, then one question at a time (the frontier's nodes as
// buttons), the right answer with its reason, and at the end the score
// and a line of text to hand in. Nothing for other traces.
func quizSection(env *ui.Env, r *store.Replay) vecty.ComponentOrHTML {
	t := r.Trace
	if !r.Done || !t.Exercisable() {
		return nil
	}
	q := r.Quiz
	if q == nil {
		return elem.Div(vecty.Markup(vecty.Class("quiz"), ui.TestID("quiz")),
			elem.Paragraph(vecty.Markup(vecty.Class("help")),
				vecty.Text(fmt.Sprintf("Predict the next step: %d questions on this replay. Each shows the search just before an expansion; pick the node it expands next.", store.QuizQuestions))),
			elem.Div(vecty.Markup(vecty.Class("buttons")),
				ui.Button(env, "Start the exercise", "quiz-start", "Questions drawn from this trace; the same seed asks the same ones",
					false, actions.Quiz{Op: "start", N: store.QuizQuestions, Seed: uint64(r.Request.Seed)}),
				vecty.If(r.Source == store.FromRun, elem.Button(vecty.Markup(ui.TestID("quiz-link"), vecty.Attribute("type", "button"),
					vecty.Attribute("title", "A link for your students: it runs this search again and asks these questions"),
					event.Click(func(*vecty.Event) { copyExerciseLink(env) })), vecty.Text("Copy the exercise link")))))
	}
	qq := q.Questions[q.Current]
	var opts vecty.List
	for i, o := range qq.Options {
		cls := []string{"quiz-option"}
		if q.Answered() {
			switch {
			case i == qq.Answer:
				cls = append(cls, "right")
			case i == q.Chosen[q.Current]:
				cls = append(cls, "wrong")
			}
		}
		opts = append(opts, ui.Button(env, optionLabel(t, o), "quiz-option-"+strconv.Itoa(i), "Expand "+o.State+" next",
			q.Answered(), actions.Quiz{Op: "answer", Option: i}, vecty.Class(cls...)))
	}
	var after vecty.List
	if q.Answered() {
		verdict := "Right. "
		if q.Chosen[q.Current] != qq.Answer {
			verdict = "Not this time: the search expands " + qq.Options[qq.Answer].State + ". "
		}
		after = append(after, elem.Paragraph(vecty.Markup(ui.TestID("quiz-feedback"), vecty.Attribute("role", "status")),
			vecty.Text(verdict+qq.Reason)))
		if q.Over() {
			line := q.ResultLine(r.AlgorithmName(), shortText(r.Request.Board))
			after = append(after,
				elem.Paragraph(vecty.Markup(ui.TestID("quiz-score")), vecty.Text(fmt.Sprintf("Score: %d of %d.", q.Score(), len(q.Questions)))),
				elem.Label(vecty.Text("Your result "),
					elem.Input(vecty.Markup(ui.TestID("quiz-result"), vecty.Attribute("readonly", "true"), vecty.Property("value", line),
						vecty.Attribute("size", "60")))),
				elem.Button(vecty.Markup(ui.TestID("quiz-copy"), vecty.Attribute("type", "button"), event.Click(func(*vecty.Event) {
					ui.CopyText(line, func(ok bool) {
						if ok {
							env.Dispatch(actions.Notice{Kind: actions.NoticeSuccess, Text: "Result copied to the clipboard."})
						}
					})
				})), vecty.Text("Copy the result")))
		} else {
			after = append(after, ui.Button(env, "Next question", "quiz-next", "The next question", false, actions.Quiz{Op: "next"}))
		}
	}
	return elem.Div(vecty.Markup(vecty.Class("quiz"), ui.TestID("quiz"), vecty.Attribute("data-question", strconv.Itoa(q.Current+1))),
		elem.Paragraph(vecty.Markup(vecty.Class("quiz-question"), ui.TestID("quiz-question")),
			vecty.Text(fmt.Sprintf("Question %d of %d: which node does %s expand next?", q.Current+1, len(q.Questions), r.AlgorithmName()))),
		elem.Div(vecty.Markup(vecty.Class("buttons", "quiz-options"), vecty.Attribute("role", "group"), vecty.Attribute("aria-label", "The frontier's nodes")), opts),
		after,
		ui.Button(env, "End the exercise", "quiz-stop", "Back to the replay", false, actions.Quiz{Op: "stop"}),
	)
}

// optionLabel names a frontier node with what the algorithm orders the
// frontier by.
func optionLabel(t *replay.Trace, o replay.Option) string {
	if t.Algorithm == "bfs" {
		return fmt.Sprintf("%s (depth %d)", o.State, o.Depth)
	}
	return fmt.Sprintf("%s (g=%s, h=%s, f=%s)", o.State, trim(o.G), trim(o.H), trim(o.G+o.H))
}

func trim(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// copyExerciseLink copies a teacher's link to the exercise on the replay
// shown (Store.ExerciseFragment).
func copyExerciseLink(env *ui.Env) {
	frag, err := env.Store.ExerciseFragment(store.QuizQuestions)
	if err != nil {
		env.Dispatch(actions.Notice{Kind: actions.NoticeError, Text: "Cannot make a link: " + err.Error()})
		return
	}
	link := env.ShareURL(frag)
	ui.CopyText(link, func(ok bool) {
		if ok {
			env.Dispatch(actions.Notice{Kind: actions.NoticeSuccess, Text: "Exercise link copied: it runs this search again and asks the same questions."})
		} else {
			env.Dispatch(actions.Notice{Kind: actions.NoticeNote, Text: "Copy this link: " + link})
		}
	})
}
