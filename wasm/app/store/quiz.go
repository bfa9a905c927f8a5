package store

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"

	"searchlab/core/replay"
	"searchlab/wasm/app/actions"
)

// QuizQuestions is how many questions an exercise asks unless told.
const QuizQuestions = 5

// Quiz is a replay's "predict the next step" exercise (issue 31 item 5):
// questions drawn from the recorded trace with a seed (replay.Questions),
// asked in the search's order. For each, the replay stands just before
// the event asked about; once the learner answers, it shows the event and
// the quiz says whether the answer was right, and why the search did what
// it did.
type Quiz struct {
	N         int // questions asked for
	Seed      uint64
	Questions []replay.Question
	Current   int   // the question shown
	Chosen    []int // the option picked per question (-1: not yet)
}

// Answered reports whether the current question has its answer.
func (q *Quiz) Answered() bool { return q.Current < len(q.Chosen) && q.Chosen[q.Current] >= 0 }

// Over reports whether every question has been answered.
func (q *Quiz) Over() bool {
	return q.Current == len(q.Questions)-1 && q.Answered()
}

// Score is the number of right answers so far.
func (q *Quiz) Score() int {
	n := 0
	for i, c := range q.Chosen {
		if c >= 0 && q.Questions[i].Right(c) {
			n++
		}
	}
	return n
}

// quiz applies a quiz action to the replay.
func (r *Replay) quiz(a actions.Quiz) {
	switch a.Op {
	case "start":
		if !r.Done || !r.Trace.Exercisable() {
			return
		}
		n := a.N
		if n <= 0 {
			n = QuizQuestions
		}
		if c, ok := floatParam(r.Request.Params["c"]); ok {
			r.Trace.ExploreC = &c // UCT's selection values use the run's C
		}
		for _, name := range []string{"weight", "depth_limit"} { // weighted A*'s f, DLS's limit
			if v, ok := floatParam(r.Request.Params[name]); ok {
				if r.Trace.Params == nil {
					r.Trace.Params = map[string]float64{}
				}
				r.Trace.Params[name] = v
			}
		}
		qs := r.Trace.Questions(n, rand.New(rand.NewPCG(a.Seed, 0x5eed)))
		if len(qs) == 0 {
			return
		}
		q := &Quiz{N: n, Seed: a.Seed, Questions: qs, Chosen: make([]int, len(qs))}
		for i := range q.Chosen {
			q.Chosen[i] = -1
		}
		r.Quiz, r.Playing = q, false
		r.seek(qs[0].At)
	case "answer":
		q := r.Quiz
		if q == nil || q.Answered() || a.Option < 0 || a.Option >= len(q.Questions[q.Current].Options) {
			return
		}
		q.Chosen[q.Current] = a.Option
		r.seek(q.Questions[q.Current].Reveal()) // the event asked about
	case "next":
		q := r.Quiz
		if q == nil || !q.Answered() || q.Current+1 >= len(q.Questions) {
			return
		}
		q.Current++
		r.Playing = false
		r.seek(q.Questions[q.Current].At)
	case "stop":
		r.Quiz = nil
	}
}

// floatParam reads a request parameter's number (JSON's float64 or
// json.Number, or the text a screen sent).
func floatParam(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case json.Number:
		f, err := x.Float64()
		return f, err == nil
	case string:
		f, err := strconv.ParseFloat(x, 64)
		return f, err == nil
	}
	return 0, false
}
