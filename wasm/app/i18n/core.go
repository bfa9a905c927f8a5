package i18n

import (
	"sort"
	"strconv"
	"strings"
	"sync"
)

// The core's sentences as the page shows them (a stop reason, an event of
// the replay, a line of pseudocode, a header of the Lab's summary) stay
// English in the core, for the CLI and the HTTP API; the page translates
// them at display time with Lang.Core, by the core's English: tables of
// {En, Vi} pairs (core_vi_*.go), like the registry's (registry_vi.go).
//
// A sentence without numbers is translated by an exact match. A sentence
// with numbers or names is a pattern: its English has placeholders in
// braces, and "(s)" where the English adds a plural s ("after {n}
// restart(s)" reads "after 1 restart" and "after 3 restarts"). What a
// placeholder matches, and how its value is written in Vietnamese, is told
// by its name (the letters before any digit):
//
//	n      an integer, grouped the English way ("12,345"): written in the
//	       language's grouping ("12.345")
//	x      a decimal as fmt writes it ("1.5", "+0.25", "1e+06", "−∞"):
//	       written with the language's decimal comma ("1,5")
//	s      any text (a state, a move, a name): kept, or translated when it
//	       is itself a sentence of the tables ("the root")
//	v      a value with numbers ("12.7 (0.00–52.3)"): translated, or its
//	       numbers written the language's way
//	t      a text the tables must translate
//	p      a parity, "even" or "odd", translated
//	path   a field's path in the Lab's spec ("configs[2].params.weight"),
//	       kept as the spec writes it
//	side, costs, temp, window, drop, bound
//	       the optional tails of the replay's event sentences
//	       (" (backward)", " (g = 1, h = 2, f = 3)", " at T = 0.5", " with
//	       window (−∞, +3)", a reason a state was not kept), translated by
//	       the tables in turn
//
// A core sentence that no table translates is shown in English, and the
// tests (core_test.go) walk the core's sentences (every stop reason, every
// line of every algorithm's pseudocode, the events of a traced run of
// every algorithm, the Lab's headers and axes) and name each one without
// a translation. When the core rewords a sentence, its stale translation
// simply stops matching (the English shows) and the test fails.

// corePattern is one compiled sentence with placeholders.
type corePattern struct {
	src    source
	prefix string   // the English's literal text before the first placeholder
	m      matcher  // the English, anchored at both ends (match.go)
	names  []string // the placeholders in the order m captures them
	weight int      // the English's literal length: the longest (most specific) is tried first
}

// coreTable is one table of the core's translations, in a scope (the part
// of the core it translates: "search", "replay", "lab"): a placeholder's
// text is translated by its own scope's sentences only (a Lab's "D", for
// draws, is not a replay's move D). Exact tables are matched as they are,
// braces included (pseudocode writes sets in braces).
type coreTable struct {
	scope   string
	sources []source
	exact   bool
}

// coreTables are the core's translations, added by the core_vi_*.go files
// at init.
var coreTables []coreTable

// addCore adds a table of the core's sentences in scope (patterns where
// they have placeholders).
func addCore(scope string, t []source) {
	coreTables = append(coreTables, coreTable{scope: scope, sources: t})
}

// addCoreExact adds a table of the core's sentences matched exactly.
func addCoreExact(scope string, t []source) {
	coreTables = append(coreTables, coreTable{scope: scope, sources: t, exact: true})
}

// coreScope is one scope's compiled sentences.
type coreScope struct {
	name     string
	exact    map[string]string
	patterns []*corePattern
}

var (
	coreOnce   sync.Once
	coreScopes []*coreScope
)

// kindOf is a placeholder's kind: its name without trailing digits.
func kindOf(name string) string { return strings.TrimRight(name, "0123456789") }

// compileCore builds each scope's exact table and patterns once.
func compileCore() {
	byName := map[string]*coreScope{}
	for _, t := range coreTables {
		sc := byName[t.scope]
		if sc == nil {
			sc = &coreScope{name: t.scope, exact: map[string]string{}}
			byName[t.scope] = sc
			coreScopes = append(coreScopes, sc)
		}
		for _, s := range t.sources {
			if t.exact || !strings.Contains(s.En, "{") && !strings.Contains(s.En, "(s)") {
				sc.exact[s.En] = s.Vi
				continue
			}
			sc.patterns = append(sc.patterns, compilePattern(s))
		}
	}
	for _, sc := range coreScopes {
		sort.SliceStable(sc.patterns, func(i, j int) bool { return sc.patterns[i].weight > sc.patterns[j].weight })
	}
}

// compilePattern turns an English sentence with placeholders into an
// anchored matcher (match.go).
func compilePattern(s source) *corePattern {
	p := &corePattern{src: s}
	var ms []matcher
	rest, first := s.En, true
	literal := func(t string) {
		p.weight += len(t)
		ms = append(ms, literalS(t))
		for {
			i := strings.Index(t, "(s)")
			if i < 0 {
				if first {
					p.prefix += t
				}
				return
			}
			if first {
				p.prefix += t[:i]
				first = false // the prefix stops before an optional s
			}
			t = t[i+3:]
		}
	}
	for rest != "" {
		i := strings.IndexByte(rest, '{')
		j := strings.IndexByte(rest, '}')
		if i < 0 || j < i {
			literal(rest)
			break
		}
		literal(rest[:i])
		first = false
		name := rest[i+1 : j]
		m, ok := placeholderMatchers[kindOf(name)]
		if !ok {
			panic("i18n: unknown placeholder {" + name + "} in core sentence " + strconv.Quote(s.En))
		}
		ms = append(ms, group(len(p.names), m))
		p.names = append(p.names, name)
		rest = rest[j+1:]
	}
	p.m = seq(ms...)
	return p
}

// Core is a sentence of the core (en, as the core wrote it) in l: its
// translation when l is Vietnamese and a table has it, else en.
func (l Lang) Core(en string) string {
	if l != Vietnamese || en == "" {
		return en
	}
	if vi, ok := l.core(en); ok {
		return vi
	}
	return en
}

// HasCore reports whether the tables translate the core's sentence en.
func HasCore(en string) bool {
	_, ok := Vietnamese.core(en)
	return ok
}

// core translates en by the first scope that has it (only scope, when
// one is named).
func (l Lang) core(en string, only ...string) (string, bool) {
	coreOnce.Do(compileCore)
	for _, sc := range coreScopes {
		if len(only) > 0 && sc.name != only[0] {
			continue
		}
		if vi, ok := sc.translate(l, en, 0); ok {
			return vi, true
		}
	}
	return "", false
}

// translate is en in l by the scope's sentences (depth counts the nested
// placeholders, as a guard).
func (sc *coreScope) translate(l Lang, en string, depth int) (string, bool) {
	if vi, ok := sc.exact[en]; ok {
		return vi, true
	}
	if depth > 3 {
		return "", false
	}
	for _, p := range sc.patterns {
		if !strings.HasPrefix(en, p.prefix) {
			continue
		}
		m := submatches(p.m, len(p.names), en)
		if m == nil {
			continue
		}
		pairs := make([]string, 0, 2*len(p.names))
		ok := true
		for k, name := range p.names {
			v, good := sc.value(l, kindOf(name), m[k], depth)
			if !good {
				ok = false
				break
			}
			pairs = append(pairs, "{"+name+"}", v)
		}
		if ok {
			return strings.NewReplacer(pairs...).Replace(p.src.Vi), true
		}
	}
	return "", false
}

// value writes a placeholder's value v of kind in l; false when a tail
// the scope should translate has no translation.
func (sc *coreScope) value(l Lang, kind, v string, depth int) (string, bool) {
	switch kind {
	case "n":
		neg := strings.HasPrefix(v, "-") || strings.HasPrefix(v, "−")
		digits := strings.TrimLeft(strings.ReplaceAll(v, ",", ""), "-−")
		n, err := strconv.ParseInt(digits, 10, 64)
		if err != nil {
			return v, true
		}
		if neg {
			n = -n
		}
		return l.Int(n), true
	case "x":
		return l.decimal(v), true
	case "path":
		return v, true
	case "s":
		if vi, ok := sc.translate(l, v, depth+1); ok {
			return vi, true
		}
		return v, true
	case "v":
		if vi, ok := sc.translate(l, v, depth+1); ok {
			return vi, true
		}
		return l.Numbers(v), true
	}
	// The tails and words: empty, or a sentence of the scope.
	if v == "" {
		return "", true
	}
	return sc.translate(l, v, depth+1)
}

// Numbers rewrites every number in s written the English way ("12,345.5")
// with l's separators ("12.345,5"), leaving the words.
func (l Lang) Numbers(s string) string {
	if l.Or() == English {
		return s
	}
	return replaceNumbers(s, l.decimal)
}

// decimal rewrites a decimal written the English way ("12,345.5") with
// the language's separators.
func (l Lang) decimal(v string) string {
	g, d := l.Or().separators()
	if g == "," {
		return v
	}
	return strings.NewReplacer(",", g, ".", d).Replace(v)
}
