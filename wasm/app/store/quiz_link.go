package store

import (
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
)

// pendingQuiz is the exercise a teacher's link asks for (share.Link.Quiz):
// it starts on the link's screen once the replay the link runs is
// recorded and opened.
type pendingQuiz struct {
	game string
	n    int
	seed uint64
}

// startQuiz starts the pending exercise when its screen is shown with its
// replay recorded (called by Tick with the lock held); true when it did.
func (s *Store) startQuiz() bool {
	q := s.quiz
	if q.n == 0 || q.game != s.st.Game {
		return false
	}
	scr := s.screens[q.game]
	p, ok := scr.(Paneled)
	if !ok {
		s.quiz = pendingQuiz{}
		return false
	}
	c := State{Game: q.game, Screen: scr.Snapshot()}
	p.Panel(&c)
	if r := c.Replay; r == nil || r.Source != FromRun || !r.Done || !r.Opened {
		return false
	}
	s.quiz = pendingQuiz{}
	s.reduce(actions.Quiz{Op: "start", N: q.n, Seed: q.seed})
	return true
}

// ExerciseFragment is the share-link fragment of a teacher's exercise on
// the replay shown: the replay's link (its board, algorithm, parameters
// and seed) asking for n questions.
func (s *Store) ExerciseFragment(n int) (string, error) {
	frag, err := s.ReplayFragment()
	if err != nil {
		return "", err
	}
	l, err := share.Decode(frag)
	if err != nil {
		return "", err
	}
	l.Quiz = min(max(n, 1), share.MaxQuiz)
	return share.Encode(l)
}
