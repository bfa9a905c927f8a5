package replay

// The predicates the line functions read, for the tests that check the
// pseudocode's highlighting.
var (
	ParentExpanded = parentExpanded
	Uphill         = uphill
)
