package bloxorz

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// Generated levels for several seeds and difficulty settings: valid,
// canonical (print → parse → print is the identity), solvable with the
// BFS-verified optimum in the requested range (checked again here, not
// trusted from Generate), the requested features in the grid and
// reachable, and the same level for the same seed.
func TestGenerate(t *testing.T) {
	settings := []GenerateParams{
		{MinLength: 5, MaxLength: 12},
		{MinLength: 15, MaxLength: 25, Width: 10, Height: 8},
		{MinLength: 30, MaxLength: 45},
		{MinLength: 10, MaxLength: 30, Features: FeatureFragile},
		{MinLength: 10, MaxLength: 30, Features: FeatureSoft},
		{MinLength: 10, MaxLength: 30, Features: FeatureHard},
		{MinLength: 10, MaxLength: 30, Features: FeatureSplit},
		{MinLength: 20, MaxLength: 40, Features: FeatureFragile | FeatureSoft | FeatureHard | FeatureSplit},
		{MinLength: 10, MaxLength: 30, Features: FeatureSplit, Essential: true},
	}
	for _, name := range DifficultyNames() {
		gp, err := Difficulty(name)
		if err != nil {
			t.Fatal(err)
		}
		settings = append(settings, gp)
	}
	for _, gp := range settings {
		var first string
		seeds := uint64(3)
		if testing.Short() {
			seeds = 1
		}
		for seed := uint64(1); seed <= seeds; seed++ {
			l, res, err := Generate(gp, newRand(seed))
			if err != nil {
				t.Fatalf("%+v seed %d: %v", gp, seed, err)
			}
			text := l.String()
			back, err := Parse(text)
			if err != nil || back.String() != text {
				t.Fatalf("seed %d: round trip: %v\n%s", seed, err, text)
			}
			w, h := gp.Width, gp.Height
			if w == 0 {
				w, h = 15, 10
			}
			if l.W != w || l.H != h {
				t.Errorf("seed %d: grid %d×%d, want %d×%d", seed, l.W, l.H, w, h)
			}
			c, err := Check(back)
			if err != nil || c.Verdict != Solvable || c.Free != res.Free || c.Counted != res.Counted {
				t.Fatalf("seed %d: check %+v %v, generate said %+v\n%s", seed, c, err, res, text)
			}
			if c.Free < gp.MinLength || c.Free > gp.MaxLength {
				t.Errorf("seed %d: optimum %d outside [%d, %d]\n%s", seed, c.Free, gp.MinLength, gp.MaxLength, text)
			}
			if err := Replay(back, c.FreeKeys); err != nil {
				t.Errorf("seed %d: %v", seed, err)
			}
			checkFeatures(t, back, gp.Features)
			if used := FeaturesUsed(back, c.FreeKeys); gp.Essential && used&gp.Features != gp.Features {
				t.Errorf("seed %d: the optimal solution %s uses %v, want %v\n%s", seed, c.FreeKeys, used, gp.Features, text)
			}
			again, _, err := Generate(gp, newRand(seed))
			if err != nil || again.String() != text {
				t.Errorf("seed %d: a second run differs:\n%s\n%v", seed, again, err)
			}
			if seed == 1 {
				first = text
			} else if text == first {
				t.Errorf("seeds 1 and %d gave the same level", seed)
			}
			t.Logf("%v seed %d: optimum %d (counted %d)", gp.Features, seed, c.Free, c.Counted)
		}
	}
}

// checkFeatures verifies, by its own breadth-first exploration, that each
// requested feature is in the level and used by some reachable position.
func checkFeatures(t *testing.T, l *Level, f Features) {
	t.Helper()
	p := NewProblem(l, SwapsFree)
	states, _ := reachable(p)
	var frag, soft, hard, split bool
	for _, s := range states {
		for _, c := range l.Cells(s) {
			switch l.At(c) {
			case Fragile:
				frag = true
			case Soft:
				soft = true
			case Hard:
				hard = hard || s.Pose == Standing
			}
		}
		split = split || s.Pose == Cubes
	}
	if f&FeatureSoft != 0 && !strings.Contains(l.String(), "switch ") ||
		f&FeatureSplit != 0 && len(l.Splits) == 0 {
		t.Errorf("features %v: no switch or split line\n%s", f, l)
	}
	for _, c := range []struct {
		f   Features
		got bool
	}{{FeatureFragile, frag}, {FeatureSoft, soft}, {FeatureHard, hard}, {FeatureSplit, split}} {
		if f&c.f != 0 && !c.got {
			t.Errorf("feature %v missing or unreachable\n%s", c.f, l)
		}
	}
}

// Bad parameters are errors naming the problem; an impossible request
// fails honestly after its attempts.
func TestGenerateErrors(t *testing.T) {
	for _, c := range []struct {
		gp   GenerateParams
		want string
	}{
		{GenerateParams{MinLength: 5, MaxLength: 10, Width: 16}, "width must be"},
		{GenerateParams{MinLength: 5, MaxLength: 10, Height: 3}, "height"},
		{GenerateParams{MinLength: 10, MaxLength: 5}, "min ≤ max"},
		{GenerateParams{MinLength: 0, MaxLength: 5}, "min ≤ max"},
		{GenerateParams{MinLength: 5, MaxLength: 100, Width: 4, Height: 4}, "beyond"},
		{GenerateParams{MinLength: 5, MaxLength: 10, Attempts: -1}, "negative"},
		{GenerateParams{MinLength: 5, MaxLength: 10, Features: 16}, "unknown features"},
	} {
		if _, _, err := Generate(c.gp, newRand(1)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.gp, err, c.want)
		}
	}
	if _, _, err := Generate(GenerateParams{MinLength: 5, MaxLength: 10}, nil); err == nil {
		t.Error("nil Rand accepted")
	}
	_, _, err := Generate(GenerateParams{MinLength: 60, MaxLength: 64, Width: 4, Height: 4, Attempts: 20}, newRand(1))
	if !errors.Is(err, ErrNoLevel) || !strings.Contains(err.Error(), "20 attempts") {
		t.Errorf("impossible request: %v", err)
	}
}

// FeaturesUsed on classic stages whose optimal solutions use known
// features: stage 2 (soft and hard switches), 8 (a split), 4 (fragile
// tiles crossed lying), 1 (nothing).
func TestFeaturesUsed(t *testing.T) {
	for _, c := range []struct {
		stage int
		want  Features
	}{
		{1, 0},
		{2, FeatureSoft | FeatureHard},
		{4, FeatureFragile},
		{8, FeatureSplit},
	} {
		if got := FeaturesUsed(classicLevel(t, c.stage), classic[c.stage-1].solution); got != c.want {
			t.Errorf("stage %d: %v, want %v", c.stage, got, c.want)
		}
	}
	// A play that falls stops there.
	if got := FeaturesUsed(classicLevel(t, 2), "UUUUURDRR"); got != 0 {
		t.Errorf("falling play: %v", got)
	}
	if _, err := Difficulty("impossible"); err == nil || !strings.Contains(err.Error(), "easy, medium, hard, expert") {
		t.Errorf("unknown difficulty: %v", err)
	}
}

func TestFeaturesNames(t *testing.T) {
	all := FeatureFragile | FeatureSoft | FeatureHard | FeatureSplit
	if all.String() != "fragile,soft,hard,split" {
		t.Errorf("String = %q", all.String())
	}
	for f := Features(0); f <= all; f++ {
		g, err := ParseFeatures(f.String())
		if err != nil || g != f {
			t.Errorf("ParseFeatures(%q) = %v, %v", f.String(), g, err)
		}
	}
	if f, err := ParseFeatures(" split , soft "); err != nil || f != FeatureSplit|FeatureSoft {
		t.Errorf("spaces: %v %v", f, err)
	}
	if _, err := ParseFeatures("lava"); err == nil || !strings.Contains(err.Error(), `"lava"`) {
		t.Errorf("unknown feature: %v", err)
	}
}

// GenerateWatch hears of every attempt that made no level, in order, and
// watching changes nothing: the same seed gives the same level (or the
// same failure) as GenerateContext.
func TestGenerateWatchSeesEveryAttempt(t *testing.T) {
	gp, err := Difficulty("hard")
	if err != nil {
		t.Fatal(err)
	}
	gp.Attempts = 60
	for seed := uint64(1); seed <= 4; seed++ {
		var seen []int
		l, _, err := GenerateWatch(context.Background(), gp, newRand(seed), func(tried, attempts int) {
			if attempts != gp.Attempts {
				t.Errorf("seed %d: attempts %d, want %d", seed, attempts, gp.Attempts)
			}
			seen = append(seen, tried)
		})
		for i, n := range seen {
			if n != i+1 {
				t.Fatalf("seed %d: watched attempts %v, want 1, 2, 3, …", seed, seen)
			}
		}
		if err == nil && len(seen) >= gp.Attempts || err != nil && len(seen) != gp.Attempts {
			t.Errorf("seed %d: %d attempts watched, error %v", seed, len(seen), err)
		}
		plain, _, err2 := GenerateContext(context.Background(), gp, newRand(seed))
		if (err == nil) != (err2 == nil) || err == nil && l.String() != plain.String() {
			t.Errorf("seed %d: watching changed the outcome (%v / %v)", seed, err, err2)
		}
	}
}
