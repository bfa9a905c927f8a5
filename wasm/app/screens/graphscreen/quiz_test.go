package graphscreen

import (
	"testing"
	"time"

	"searchlab/core/share"
	"searchlab/wasm/app/actions"
)

// A teacher's exercise link (share.Link.Quiz): the replay of A* on Romania
// with 4 questions. Opened by a student, the screen runs the search again
// with its trace, and once the replay is recorded the exercise starts by
// itself, asking the same questions as the teacher's own replay.
func TestExerciseLinkStartsTheQuiz(t *testing.T) {
	s, _ := newTest(t, memStorage{})
	s.Dispatch(actions.Run{})
	s.Tick(time.Date(2026, 11, 29, 12, 0, 1, 0, time.UTC))
	frag, err := s.ExerciseFragment(4)
	if err != nil {
		t.Fatal(err)
	}
	l, err := share.Decode(frag, ID)
	if err != nil || l.Quiz != 4 || l.Replay == 0 || l.Algorithm != "astar" {
		t.Fatalf("link %+v %v", l, err)
	}
	_, teacher := view(s)
	s.Dispatch(actions.Quiz{Op: "start", N: 4, Seed: l.Seed})
	_, teacher = view(s)
	tq := teacher.Replay.Quiz

	s2, _ := newTest(t, memStorage{})
	s2.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	for i := 0; i < 3; i++ {
		s2.Tick(time.Date(2026, 11, 29, 12, 0, 1+i, 0, time.UTC))
	}
	_, student := view(s2)
	if student.Replay == nil || student.Replay.Quiz == nil {
		t.Fatalf("the exercise did not start: replay %+v", student.Replay)
	}
	q := student.Replay.Quiz
	if len(q.Questions) != 4 || tq == nil || len(tq.Questions) != 4 {
		t.Fatalf("student %d questions, teacher %v", len(q.Questions), tq)
	}
	for i := range q.Questions {
		if q.Questions[i].At != tq.Questions[i].At || q.Questions[i].Answer != tq.Questions[i].Answer {
			t.Errorf("question %d: the student's is not the teacher's", i+1)
		}
	}
	if student.Replay.Pos != q.Questions[0].At {
		t.Errorf("the replay stands at %d, the first question at %d", student.Replay.Pos, q.Questions[0].At)
	}
	// Once started, it does not start again.
	s2.Dispatch(actions.Quiz{Op: "answer", Option: 0})
	s2.Tick(time.Date(2026, 11, 29, 12, 0, 9, 0, time.UTC))
	if _, st := view(s2); st.Replay.Quiz == nil || st.Replay.Quiz.Chosen[0] != 0 {
		t.Errorf("the exercise restarted")
	}
	// A link asking for an exercise without a replay is damaged.
	if _, err := share.Decode(mustEncode(t, share.Link{Game: ID, Board: "sample:romania", Quiz: 3}), ID); err == nil {
		t.Error("an exercise without a replay was accepted")
	}
}

func mustEncode(t *testing.T, l share.Link) string {
	t.Helper()
	f, err := share.Encode(l)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// The exercise's result line and the replay's summary name a graph by
// its sample (or random:SEED[:NODES]), not by the start of its text: the
// replay of a run on Romania is "sample:romania"; once the graph shown is
// another, the replay's board has no name here (its text is quoted).
func TestReplayNamesTheSample(t *testing.T) {
	s, _ := newTest(t, memStorage{})
	s.Dispatch(actions.Run{})
	s.Tick(time.Date(2026, 11, 29, 12, 0, 1, 0, time.UTC))
	gs, st := view(s)
	if st.Replay == nil {
		t.Fatal("no replay after the run")
	}
	if got := gs.BoardName(st.Replay.Request.Board); got != "sample:romania" {
		t.Errorf("the replay's board is named %q", got)
	}
	s.Dispatch(SetRandomNodes{Nodes: 9})
	s.Dispatch(RandomGraph{Seed: 3})
	gs, _ = view(s)
	if got := gs.BoardName(st.Replay.Request.Board); got != "" {
		t.Errorf("Romania's replay named %q on another graph", got)
	}
	if got := gs.BoardName(gs.Text); got != "random:3:9" {
		t.Errorf("the random graph is named %q", got)
	}
}
