package btmodel

import (
	"searchlab/core/bradleyterry"
)

// GroupNames names the optimised set's feature groups, in group order.
var GroupNames = []string{"pattern", "flips_by_phase", "opponent_mobility_by_phase", "corner_given", "quadrant_parity", "new_frontier"}

// AblationRow is the held-out quality of the optimised set trained
// without one group (Without) and of the Buro feature with only that group
// added (BuroPlus).
type AblationRow struct {
	Group           string  `json:"group"`
	WithoutRate     float64 `json:"without_prediction_rate"`
	WithoutLL       float64 `json:"without_log_likelihood"`
	BuroPlusRate    float64 `json:"buro_plus_prediction_rate"`
	BuroPlusLL      float64 `json:"buro_plus_log_likelihood"`
	BuroPlusTrained bool    `json:"-"`
}

// Ablation trains the optimised set on train with each group left out,
// and the pattern group with each other group alone, and measures them on
// test.
func Ablation(train, test []Record, o bradleyterry.TrainOptions) ([]AblationRow, error) {
	dtr, err := Data(Optimised, train)
	if err != nil {
		return nil, err
	}
	dte, err := Data(Optimised, test)
	if err != nil {
		return nil, err
	}
	fit := func(keep func(bradleyterry.Feature) bool) (float64, float64, error) {
		m, _, err := bradleyterry.Train(dtr.Filter(keep), nil, o)
		if err != nil {
			return 0, 0, err
		}
		te := dte.Filter(keep)
		return bradleyterry.PredictionRate(m, te), bradleyterry.LogLikelihood(m, te), nil
	}
	var out []AblationRow
	for g, name := range GroupNames {
		row := AblationRow{Group: name}
		if row.WithoutRate, row.WithoutLL, err = fit(func(f bradleyterry.Feature) bool { return dtr.Group[f] != g }); err != nil {
			return nil, err
		}
		if g > 0 {
			if row.BuroPlusRate, row.BuroPlusLL, err = fit(func(f bradleyterry.Feature) bool { return dtr.Group[f] == 0 || dtr.Group[f] == g }); err != nil {
				return nil, err
			}
		}
		out = append(out, row)
	}
	return out, nil
}
