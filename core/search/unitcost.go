package search

// UnitCost is an optional capability (an addition to the contracts in
// problem.go): a problem whose every action costs exactly 1 reports
// UnitCost() == true, and IDA* then skips the Cost call in its inner loop
// (worth about a fifth of its time on the 15-puzzle). Cost must still return
// 1; the other algorithms keep calling it.
type UnitCost interface {
	UnitCost() bool
}

// isUnitCost reports whether p declares unit step costs.
func isUnitCost(p any) bool {
	u, ok := p.(UnitCost)
	return ok && u.UnitCost()
}
