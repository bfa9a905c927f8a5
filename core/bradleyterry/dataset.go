package bradleyterry

import "fmt"

// Dataset is a set of recorded positions: for each, the teams of its legal
// moves and which of them was played. Teams are stored flat, so a data set
// of thousands of positions is a few arrays.
type Dataset struct {
	// NumFeatures is the size of the feature space (features are
	// 0..NumFeatures-1).
	NumFeatures int
	// Group gives the group of each feature (len NumFeatures); a team holds
	// at most one feature of each group, which is what lets MM update a
	// whole group at once.
	Group []int

	feat    []Feature // the features of every team, team after team
	teamEnd []int32   // end of each team in feat
	posEnd  []int32   // end of each position in teamEnd
	winner  []int32   // the played team of each position (index into teamEnd)
}

// NewDataset returns an empty data set over features 0..len(group)-1, where
// group[i] is the group of feature i.
func NewDataset(group []int) *Dataset {
	return &Dataset{NumFeatures: len(group), Group: group}
}

// Len is the number of positions.
func (d *Dataset) Len() int { return len(d.posEnd) }

// Add records a position whose legal moves have the given teams and where
// the team at index played was chosen. Positions with a single legal move
// carry no information and are skipped (Add returns false, nil).
func (d *Dataset) Add(teams [][]Feature, played int) (bool, error) {
	if played < 0 || played >= len(teams) {
		return false, fmt.Errorf("bradleyterry: played move %d is not among the %d legal moves", played, len(teams))
	}
	if len(teams) < 2 {
		return false, nil
	}
	for k, t := range teams {
		for a, f := range t {
			if f < 0 || int(f) >= d.NumFeatures {
				return false, fmt.Errorf("bradleyterry: feature %d of move %d is outside 0..%d", f, k, d.NumFeatures-1)
			}
			for _, g := range t[:a] {
				if d.Group[g] == d.Group[f] {
					return false, fmt.Errorf("bradleyterry: move %d has features %d and %d of the same group %d", k, g, f, d.Group[f])
				}
			}
		}
	}
	first := int32(len(d.teamEnd))
	for _, t := range teams {
		d.feat = append(d.feat, t...)
		d.teamEnd = append(d.teamEnd, int32(len(d.feat)))
	}
	d.posEnd = append(d.posEnd, int32(len(d.teamEnd)))
	d.winner = append(d.winner, first+int32(played))
	return true, nil
}

// teams returns the range of team indices of position j.
func (d *Dataset) teams(j int) (lo, hi int32) {
	if j > 0 {
		lo = d.posEnd[j-1]
	}
	return lo, d.posEnd[j]
}

// team returns the features of team k.
func (d *Dataset) team(k int32) []Feature {
	var lo int32
	if k > 0 {
		lo = d.teamEnd[k-1]
	}
	return d.feat[lo:d.teamEnd[k]]
}

// Position returns the teams of position j and the index of the played one
// (the slices alias the data set).
func (d *Dataset) Position(j int) ([][]Feature, int) {
	lo, hi := d.teams(j)
	teams := make([][]Feature, 0, hi-lo)
	for k := lo; k < hi; k++ {
		teams = append(teams, d.team(k))
	}
	return teams, int(d.winner[j] - lo)
}

// Split returns two data sets: the positions j with keep(j) true, and the
// rest (for a held-out test set).
func (d *Dataset) Split(keep func(j int) bool) (in, out *Dataset) {
	in, out = NewDataset(d.Group), NewDataset(d.Group)
	for j := range d.Len() {
		dst := out
		if keep(j) {
			dst = in
		}
		teams, played := d.Position(j)
		dst.Add(teams, played) // valid: it was checked when first added
	}
	return in, out
}

// Filter returns a copy of d in which every team keeps only the features
// with keep(f) true (for ablations: drop a feature group and retrain).
func (d *Dataset) Filter(keep func(f Feature) bool) *Dataset {
	out := NewDataset(d.Group)
	var buf [][]Feature
	for j := range d.Len() {
		teams, played := d.Position(j)
		buf = buf[:0]
		for _, t := range teams {
			var kept []Feature
			for _, f := range t {
				if keep(f) {
					kept = append(kept, f)
				}
			}
			buf = append(buf, kept)
		}
		out.Add(buf, played) // valid: a subset of a valid team
	}
	return out
}
