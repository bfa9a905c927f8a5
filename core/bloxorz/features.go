package bloxorz

import (
	"fmt"
	"strings"
)

// Features are the optional elements a generated level must contain.
type Features uint8

const (
	// FeatureFragile: fragile (orange) tiles.
	FeatureFragile Features = 1 << iota
	// FeatureSoft: a soft switch toggling a bridge.
	FeatureSoft
	// FeatureHard: a hard switch toggling a bridge.
	FeatureHard
	// FeatureSplit: a split switch.
	FeatureSplit
)

var featureNames = [...]string{"fragile", "soft", "hard", "split"}

// String lists the features separated by commas ("" for none).
func (f Features) String() string {
	var s []string
	for i, n := range featureNames {
		if f&(1<<i) != 0 {
			s = append(s, n)
		}
	}
	return strings.Join(s, ",")
}

// ParseFeatures reads a comma-separated list of feature names (fragile,
// soft, hard, split); the empty string is no feature.
func ParseFeatures(s string) (Features, error) {
	var f Features
	for _, w := range strings.Split(s, ",") {
		w = strings.TrimSpace(w)
		if w == "" {
			continue
		}
		found := false
		for i, n := range featureNames {
			if w == n {
				f |= 1 << i
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("unknown level feature %q (known: %s)", w, strings.Join(featureNames[:], ", "))
		}
	}
	return f, nil
}

// FeaturesUsed plays keys on l with the game model and returns the
// features the play uses: a piece arriving on a fragile tile (a lying
// block or a cube; a standing block would fall), a piece arriving on a
// soft switch, a whole block standing on a hard switch, a split. Keys
// after a fall or the win, and unknown keys, end the play.
func FeaturesUsed(l *Level, keys string) Features {
	var f Features
	g := NewGame(l)
	for i := 0; i < len(keys); i++ {
		old := g.State()
		o, err := g.Press(keys[i])
		if err != nil || o == Fell || o == Ignored {
			break
		}
		s := g.State()
		if s.Pose == Cubes && old.Pose != Cubes {
			f |= FeatureSplit
		}
		if s.Pose == Standing && l.Grid[s.A] == Hard {
			f |= FeatureHard
		}
		was := l.Cells(old)
		for _, c := range l.Cells(s) {
			if slicesContains(was, c) {
				continue // a resting cube does not arrive
			}
			switch l.At(c) {
			case Fragile:
				f |= FeatureFragile
			case Soft:
				f |= FeatureSoft
			}
		}
		if o == Won {
			break
		}
	}
	return f
}

func slicesContains(ps []Pos, p Pos) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// featuresReached reports whether each requested feature is in the grid and
// used by some reachable position: a fragile tile covered, a soft switch
// covered, a hard switch stood on, a split made.
func featuresReached(l *Level, sw sweepResult, f Features) bool {
	var frag, soft, hard bool
	for i, c := range l.Grid {
		switch c {
		case Fragile:
			frag = frag || sw.covered[i]
		case Soft:
			soft = soft || sw.covered[i]
		case Hard:
			hard = hard || sw.stand[i] >= 0
		}
	}
	return (f&FeatureFragile == 0 || frag) && (f&FeatureSoft == 0 || soft) &&
		(f&FeatureHard == 0 || hard) && (f&FeatureSplit == 0 || sw.split)
}
