package i18n

import (
	"strings"
	"unicode/utf8"
)

// A small backtracking matcher for the core's sentence patterns
// (compilePattern), in place of package regexp, which cost the page about
// 80 KB of gzipped code (issue 28). It is the classic continuation-passing
// backtracker (as in Perl's engine; Friedl, "Mastering Regular
// Expressions", ch. 4): each piece of a pattern tries its ways to match in
// the order the former regular expressions preferred them (greedy
// repetitions longest first, lazy ones shortest first, alternatives left
// to right), so its first match, and what it captures, is the one Go's
// regexp found with its leftmost-first semantics. It is complete for the
// anchored patterns built here; its cost is exponential in the number of
// lazy placeholders in the worst case, and the core's sentences are short
// (tens of characters, at most a few placeholders).

// matchState is one match's text and captures (start and end of each
// group, -1 when it did not take part).
type matchState struct {
	s    string
	caps []int
}

// matcher matches at byte offset i of st.s and calls k with each end it
// can reach, in order of preference, until k accepts one.
type matcher func(st *matchState, i int, k func(int) bool) bool

// lit matches the text t.
func lit(t string) matcher {
	return func(st *matchState, i int, k func(int) bool) bool {
		return strings.HasPrefix(st.s[i:], t) && k(i+len(t))
	}
}

// class matches one character for which ok holds (invalid UTF-8 reads as
// one U+FFFD per byte, as regexp reads it).
func class(ok func(rune) bool) matcher {
	return func(st *matchState, i int, k func(int) bool) bool {
		r, w := utf8.DecodeRuneInString(st.s[i:])
		return w > 0 && ok(r) && k(i+w)
	}
}

// seq matches ms one after the other.
func seq(ms ...matcher) matcher {
	if len(ms) == 0 {
		return func(st *matchState, i int, k func(int) bool) bool { return k(i) }
	}
	if len(ms) == 1 {
		return ms[0]
	}
	first, rest := ms[0], seq(ms[1:]...)
	return func(st *matchState, i int, k func(int) bool) bool {
		return first(st, i, func(j int) bool { return rest(st, j, k) })
	}
}

// alt matches the first of ms that lets the rest match.
func alt(ms ...matcher) matcher {
	return func(st *matchState, i int, k func(int) bool) bool {
		for _, m := range ms {
			if m(st, i, k) {
				return true
			}
		}
		return false
	}
}

// opt matches m or nothing, m first (greedy "?").
func opt(m matcher) matcher {
	return func(st *matchState, i int, k func(int) bool) bool {
		return m(st, i, k) || k(i)
	}
}

// star matches m as many times as it can, then fewer (greedy "*"); an
// empty repetition ends it.
func star(m matcher) matcher {
	var f matcher
	f = func(st *matchState, i int, k func(int) bool) bool {
		return m(st, i, func(j int) bool { return j > i && f(st, j, k) }) || k(i)
	}
	return f
}

// plus matches m once or more, greedily.
func plus(m matcher) matcher { return seq(m, star(m)) }

// runOf matches at least least characters for which ok holds, as many
// as it can first (greedy "*" or "+" of a class; as star(class(ok)),
// without its closures).
func runOf(ok func(rune) bool, least int) matcher {
	return func(st *matchState, i int, k func(int) bool) bool {
		ends := make([]int, 0, 32)
		for j := i; ; {
			ends = append(ends, j)
			r, w := utf8.DecodeRuneInString(st.s[j:])
			if w == 0 || !ok(r) {
				break
			}
			j += w
		}
		for n := len(ends) - 1; n >= least; n-- {
			if k(ends[n]) {
				return true
			}
		}
		return false
	}
}

// lazyRunOf matches one or more characters for which ok holds, as few as
// it can first (lazy "+?" of a class; as a lazy plus of class(ok)).
func lazyRunOf(ok func(rune) bool) matcher {
	return func(st *matchState, i int, k func(int) bool) bool {
		for {
			r, w := utf8.DecodeRuneInString(st.s[i:])
			if w == 0 || !ok(r) {
				return false
			}
			i += w
			if k(i) {
				return true
			}
		}
	}
}

// group captures what m matches as group n.
func group(n int, m matcher) matcher {
	return func(st *matchState, i int, k func(int) bool) bool {
		return m(st, i, func(j int) bool {
			a, b := st.caps[2*n], st.caps[2*n+1]
			st.caps[2*n], st.caps[2*n+1] = i, j
			if k(j) {
				return true
			}
			st.caps[2*n], st.caps[2*n+1] = a, b
			return false
		})
	}
}

// submatches matches m, anchored at both ends, against s: the text of
// each of its groups groups, or nil.
func submatches(m matcher, groups int, s string) []string {
	st := &matchState{s: s, caps: make([]int, 2*groups)}
	for i := range st.caps {
		st.caps[i] = -1
	}
	if !m(st, 0, func(j int) bool { return j == len(s) }) {
		return nil
	}
	out := make([]string, groups)
	for n := range out {
		if a := st.caps[2*n]; a >= 0 {
			out[n] = s[a:st.caps[2*n+1]]
		}
	}
	return out
}

// The character classes of the former regular expressions (ASCII \d, \w
// and \S, and "." without a newline, as in package regexp).
func isDigit(r rune) bool { return '0' <= r && r <= '9' }
func isWord(r rune) bool {
	return isDigit(r) || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || r == '_'
}
func isWordDash(r rune) bool  { return isWord(r) || r == '-' }
func isNonSpace(r rune) bool  { return !strings.ContainsRune("\t\n\f\r ", r) }
func isDot(r rune) bool       { return r != '\n' }
func isNotParen(r rune) bool  { return r != '(' && r != ')' }
func isPathStart(r rune) bool { return isWord(r) && !isDigit(r) }
func oneOf(set string) func(rune) bool {
	return func(r rune) bool { return strings.ContainsRune(set, r) }
}

var (
	digit = class(isDigit)
	// index is "[12]" in a path.
	index = seq(lit("["), runOf(isDigit, 1), lit("]"))
)

// placeholderMatchers is what a placeholder of each kind matches (the former
// regular expression in each comment).
var placeholderMatchers = map[string]matcher{
	// [-−]?\d{1,3}(?:,\d{3})+|[-−]?\d+
	"n": alt(
		seq(opt(class(oneOf("-−"))), digit, opt(seq(digit, opt(digit))), plus(seq(lit(","), digit, digit, digit))),
		seq(opt(class(oneOf("-−"))), runOf(isDigit, 1)),
	),
	// [-+−]?\d[\d,]*(?:\.\d+)?(?:e[-+]\d+)?|[-+−]?∞|[-+]?Inf|NaN
	"x": alt(
		seq(opt(class(oneOf("-+−"))), digit, runOf(oneOf("0123456789,"), 0),
			opt(seq(lit("."), runOf(isDigit, 1))), opt(seq(lit("e"), class(oneOf("-+")), runOf(isDigit, 1)))),
		seq(opt(class(oneOf("-+−"))), lit("∞")),
		seq(opt(class(oneOf("-+"))), lit("Inf")),
		lit("NaN"),
	),
	"s":      lazyRunOf(isDot),                                                // .+?
	"side":   opt(lit(" (backward)")),                                         // (?: \(backward\))?
	"costs":  opt(seq(lit(" (g = "), runOf(isNotParen, 0), lit(")"))),         // (?: \(g = [^()]*\))?
	"temp":   opt(seq(lit(" at T = "), runOf(isNonSpace, 1))),                 // (?: at T = \S+)?
	"window": opt(seq(lit(" with window ("), runOf(isNotParen, 0), lit(")"))), // (?: with window \([^()]*\))?
	"drop":   runOf(isDot, 1),                                                 // .+
	"bound":  alt(lit("exact"), lit("lower"), lit("upper"), lit("")),          // exact|lower|upper|
	"v":      lazyRunOf(isDot),                                                // .+?
	"t":      lazyRunOf(isDot),                                                // .+?
	"p":      alt(lit("even"), lit("odd")),                                    // even|odd
	"path": seq(class(isPathStart), runOf(isWordDash, 0), opt(index), // [A-Za-z_][\w-]*(?:\[\d+\])?
		star(seq(lit("."), alt(runOf(isWordDash, 1), seq(lit(`"`), runOf(func(r rune) bool { return r != '"' }, 0), lit(`"`))), opt(index)))), // (?:\.(?:[\w-]+|"[^"]*")(?:\[\d+\])?)*
}

// literalS matches the literal text t of a pattern, where "(s)" is an
// optional s (greedy).
func literalS(t string) matcher {
	var ms []matcher
	for {
		i := strings.Index(t, "(s)")
		if i < 0 {
			return seq(append(ms, lit(t))...)
		}
		ms = append(ms, lit(t[:i]), opt(lit("s")))
		t = t[i+3:]
	}
}

// replaceNumbers replaces every number written the English way in s
// (what \d+(?:,\d{3})*(?:\.\d+)? matches, leftmost first, as
// regexp.ReplaceAllStringFunc finds them) by f of it.
func replaceNumbers(s string, f func(string) string) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(s); {
		if !isDigit(rune(s[i])) {
			i++
			continue
		}
		j := digits(s, i)
		for j+4 <= len(s) && s[j] == ',' && digits(s[:j+4], j+1) == j+4 {
			j += 4
		}
		if j+1 < len(s) && s[j] == '.' && isDigit(rune(s[j+1])) {
			j = digits(s, j+1)
		}
		b.WriteString(s[last:i])
		b.WriteString(f(s[i:j]))
		last, i = j, j
	}
	if last == 0 {
		return s
	}
	return b.String() + s[last:]
}

// digits is the end of the ASCII digits of s from i.
func digits(s string, i int) int {
	for i < len(s) && isDigit(rune(s[i])) {
		i++
	}
	return i
}
