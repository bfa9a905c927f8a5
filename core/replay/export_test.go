package replay

// The predicates the traits read, for the tests that check the
// pseudocode's highlighting.
var (
	ParentExpanded = parentExpanded
	Uphill         = uphill
)

// Patterns are the patterns each line of c shows, in the notation of
// parseOn (one a pattern, none for a line that shows no event).
func Patterns(c Code) [][]string {
	out := make([][]string, len(c.on))
	for k, ps := range c.on {
		for _, p := range ps {
			out[k] = append(out[k], p.String())
		}
	}
	return out
}

// Match is c.Line of event i of t and how many other lines tie with it.
func Match(c Code, t *Trace, i int) (line, ties int) { return c.match(t, i) }

// ParseOn is parseOn, its patterns in the notation.
func ParseOn(s string) ([]string, error) {
	ps, err := parseOn(s)
	var out []string
	for _, p := range ps {
		out = append(out, p.String())
	}
	return out, err
}
