package othello

// Level is a playing strength a person picks ("Beginner" … "Expert"): the
// alpha-beta settings it stands for. Every level searches with the learned
// evaluation (PVS) and solves the ending exactly from Endgame empties; the
// levels differ in depth and in how early the exact solver takes over,
// which is what makes a program strong or weak (Egaroucid's levels are
// built the same way: depth L with a perfect endgame at 2L empties, and
// its midgame search is selective, Multi-ProbCut, as Expert's is here).
// Every level is deterministic (no time budget): the same position gets
// the same move.
type Level struct {
	// ID is the level's name on the wire ("intermediate"), Name its name
	// for people ("Intermediate").
	ID, Name string
	// Help says in one sentence what the level does.
	Help string
	// Depth is the search depth in plies, Endgame the number of empties
	// from which the ending is solved exactly.
	Depth, Endgame int
	// ProbCut is the Multi-ProbCut threshold of the midgame search
	// (PVSParams.ProbCut; 0: full width).
	ProbCut float64
}

// Levels are the levels, weakest first; all but Expert search full width.
// The strongest answers within a second per move in the browser's worker:
// Expert, PVS at depth 11 with Multi-ProbCut (t = 1.5), took a mean 100
// ms a move natively in a 24-game match against the full-width depth 9 it
// replaced (194 ms) and won it 17-2-5 (issue 33); an exact solve at 16
// empties takes some 10–30 ms, and the worker is 2–3 times slower
// (docs/othello-eval.md).
var Levels = []Level{
	{ID: "beginner", Name: "Beginner", Depth: 1, Endgame: 4,
		Help: "Looks one move ahead with the learned evaluation; solves only the last 4 empty squares."},
	{ID: "novice", Name: "Novice", Depth: 2, Endgame: 8,
		Help: "Looks two moves ahead; solves the last 8 empty squares exactly."},
	{ID: "intermediate", Name: "Intermediate", Depth: 4, Endgame: 12,
		Help: "Looks four moves ahead; solves the last 12 empty squares exactly."},
	{ID: "advanced", Name: "Advanced", Depth: 6, Endgame: 14,
		Help: "Looks six moves ahead; solves the last 14 empty squares exactly."},
	{ID: "expert", Name: "Expert", Depth: 11, Endgame: 16, ProbCut: DefaultProbCut,
		Help: "Looks eleven moves ahead, skipping moves a shallower search shows to be clearly bad (Multi-ProbCut); solves the last 16 empty squares exactly. Under a second a move in the browser."},
}

// LevelByID returns the level called id.
func LevelByID(id string) (Level, bool) {
	for _, l := range Levels {
		if l.ID == id {
			return l, true
		}
	}
	return Level{}, false
}
