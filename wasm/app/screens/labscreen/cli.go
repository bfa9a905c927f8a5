package labscreen

import (
	"bytes"
	"encoding/json"
	"fmt"

	"searchlab/core/experiment"
)

// Command is the CLI command that runs spec as the page does, with
// parallel runs at a time, printing the per-run rows as CSV and writing
// the summary: `-preset NAME` when the spec is a preset's, else the spec
// itself on standard input (a here-document, which the shell passes as it
// is). Deterministic configs give the same rows (elapsed time and memory
// aside).
func Command(spec experiment.Spec, parallel int) string {
	enc, err := spec.Encode()
	if err != nil {
		return ""
	}
	flags := fmt.Sprintf("-parallel %d -summary summary.md", max(parallel, 1))
	for _, p := range experiment.Presets() {
		if b, err := p.Spec.Encode(); err == nil && bytes.Equal(b, enc) {
			return fmt.Sprintf("searchlab experiment -preset %s %s > runs.csv", p.Name, flags)
		}
	}
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, enc, "", "  "); err != nil {
		return ""
	}
	return fmt.Sprintf("searchlab experiment %s - > runs.csv <<'SPEC'\n%s\nSPEC", flags, pretty.String())
}
