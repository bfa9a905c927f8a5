package store

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"searchlab/wasm/app/i18n"
)

// solverEnds are the sentences a run that ends without an answer gives
// the page (the status line, the screens' notices), as the page gets
// them: from the solver's JS lanes (web/*.mjs, each made of the literal
// parts listed, joined by what the JS adds) and from the store itself.
var solverEnds = []struct {
	sentence string
	parts    []string // the literal texts of web/*.mjs it is made of
}{
	{"this worker already runs a search", []string{"this worker already runs a search"}},
	{"the Go solver exited with code 2 (out of memory or a panic; see the console)",
		[]string{"the Go solver exited with code ", " (out of memory or a panic; see the console)"}},
	{"not ready: the solver failed to load: WebAssembly.instantiate(): out of memory", []string{"not ready: ", "the solver failed to load: "}},
	{"a search is already running; stop it first", []string{"a search is already running; stop it first"}},
	{"not ready: cannot start a solver worker: SecurityError", []string{"not ready: ", "cannot start a solver worker: "}},
	{"the solver worker failed", []string{"the solver worker failed"}},
	{"a message from the solver could not be read", []string{"a message from the solver could not be read"}},
	{"the solver ended a run without saying how", []string{"the solver ended a run without saying how"}},
	{"the solver stopped responding", []string{"the solver stopped responding"}},
	{"the solver failed", []string{"the solver failed"}},
	{"the solver is not ready", []string{"the solver is not ready"}},
	{"there is no solver in this build", nil},
	{"the request could not be encoded: json: unsupported value: NaN", nil},
	{"an unreadable line: unexpected end of JSON input", nil},
	{"crashed: the solver worker died (the solver stopped responding); it was replaced", nil},
}

// jsEnd is a sentence literal of the solver's JS lanes: an end's why
// (crashed, refused, the default of ends.mjs), a dead Go program's, a
// worker that cannot load.
var jsEnd = regexp.MustCompile(`(?:crashed|refused)\((?:[a-z.]+ \|\| )?"([^"]+)"|(?:dead|this\.fatal) = "([^"]+)"|ev\.message \|\| "([^"]+)"|error: "([^"]+)"|String\(why \|\| "([^"]+)"\)`)

// TestSolverEndsInVietnamese: every sentence of a run that ends without
// an answer, from the store (EndOf, OutcomeOf) and from the solver's JS
// lanes, has a Vietnamese (i18n's core tables), and every such sentence
// literal of web/*.mjs is one of those the test knows (a new one fails
// until it is translated and listed).
func TestSolverEndsInVietnamese(t *testing.T) {
	var sentences []string
	for _, kind := range []string{EndCrashed, EndRefused, "vanished"} {
		_, why := OutcomeOf(EndOf(kind, ""))
		sentences = append(sentences, why)
	}
	for _, e := range []End{Stopped{}, Done{}} {
		_, why := OutcomeOf(e)
		sentences = append(sentences, why)
	}
	known := map[string]bool{}
	for _, e := range solverEnds {
		sentences = append(sentences, e.sentence)
		for _, p := range e.parts {
			if !strings.Contains(e.sentence, p) {
				t.Errorf("%q is not made of %q", e.sentence, p)
			}
			known[strings.TrimSpace(p)] = true
		}
	}
	for _, s := range sentences {
		if vi := i18n.Vietnamese.Core(s); !i18n.HasCore(s) || vi == s {
			t.Errorf("no Vietnamese for the solver's end %q", s)
		}
	}
	found := 0
	for _, f := range []string{"ends.mjs", "worker-pool.mjs", "solver-worker.mjs"} {
		src, err := os.ReadFile("../../../web/" + f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range jsEnd.FindAllStringSubmatch(string(src), -1) {
			lit := strings.TrimSpace(strings.Join(m[1:], ""))
			found++
			if !known[lit] {
				t.Errorf("web/%s: the end's sentence %q is not among the test's (translate it in i18n and list it)", f, lit)
			}
		}
	}
	if found < 10 {
		t.Errorf("found %d sentences in web/*.mjs; the lanes have at least 10", found)
	}
}
