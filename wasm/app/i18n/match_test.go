package i18n

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// The regular expressions the page used before match.go and svg_scan.go
// (issue 28): the references the matchers are checked against.

// svgText is the text of an SVG <text> or <title> element.
var svgText = regexp.MustCompile(`(<(?:text|title)\b[^>]*>)([^<]*)(</(?:text|title)>)`)

var placeholderRes = map[string]string{
	"n":      `[-−]?\d{1,3}(?:,\d{3})+|[-−]?\d+`,
	"x":      `[-+−]?\d[\d,]*(?:\.\d+)?(?:e[-+]\d+)?|[-+−]?∞|[-+]?Inf|NaN`,
	"s":      `.+?`,
	"side":   `(?: \(backward\))?`,
	"costs":  `(?: \(g = [^()]*\))?`,
	"temp":   `(?: at T = \S+)?`,
	"window": `(?: with window \([^()]*\))?`,
	"drop":   `.+`,
	"bound":  `exact|lower|upper|`,
	"v":      `.+?`,
	"t":      `.+?`,
	"p":      `even|odd`,
	"path":   `[A-Za-z_][\w-]*(?:\[\d+\])?(?:\.(?:[\w-]+|"[^"]*")(?:\[\d+\])?)*`,
}

// patternRe is the anchored regular expression of a core sentence, as
// compilePattern built it with package regexp.
func patternRe(en string) *regexp.Regexp {
	var b strings.Builder
	b.WriteString("^")
	literal := func(t string) {
		for _, part := range strings.SplitAfter(t, "(s)") {
			if p, ok := strings.CutSuffix(part, "(s)"); ok {
				b.WriteString(regexp.QuoteMeta(p) + "s?")
			} else {
				b.WriteString(regexp.QuoteMeta(part))
			}
		}
	}
	rest := en
	for rest != "" {
		i, j := strings.IndexByte(rest, '{'), strings.IndexByte(rest, '}')
		if i < 0 || j < i {
			literal(rest)
			break
		}
		literal(rest[:i])
		b.WriteString("(" + placeholderRes[kindOf(rest[i+1:j])] + ")")
		rest = rest[j+1:]
	}
	return regexp.MustCompile(b.String() + "$")
}

// samples are values of each kind of placeholder, some of them hard for
// lazy and greedy matching (spaces, parentheses, numbers in text).
var samples = map[string][]string{
	"n":      {"1", "12,345", "-3", "−1,000,000", "1234", "12,34"},
	"x":      {"1.5", "+0.25", "1e+06", "−∞", "NaN", "-Inf", "12,345.5", "3"},
	"s":      {"the root", "a b (c) 3", "x", "1 2 3/4 5 6/7 8 0", "L"},
	"v":      {"12.7 (0.00–52.3)", "3", "done"},
	"t":      {"solved", "over 2 of 3", "f"},
	"p":      {"even", "odd"},
	"path":   {"configs[2].params.weight", `a.b."c d"[1]`, "x", "instances.boards[0]"},
	"side":   {"", " (backward)"},
	"costs":  {"", " (g = 1, h = 2, f = 3)"},
	"temp":   {"", " at T = 0.5", " at T = 1e-3"},
	"window": {"", " with window (−∞, +3)"},
	"drop":   {"already seen", "x", "a (b) c"},
	"bound":  {"exact", "lower", "upper", ""},
}

// instances fills en's placeholders with samples (variant v picks them)
// and its "(s)" with an s or not.
func instances(en string) []string {
	var out []string
	for v := 0; v < 4; v++ {
		var b strings.Builder
		rest, k := strings.ReplaceAll(en, "(s)", []string{"", "s"}[v%2]), 0
		for rest != "" {
			i, j := strings.IndexByte(rest, '{'), strings.IndexByte(rest, '}')
			if i < 0 || j < i {
				b.WriteString(rest)
				break
			}
			b.WriteString(rest[:i])
			ss := samples[kindOf(rest[i+1:j])]
			b.WriteString(ss[(v+k)%len(ss)])
			rest, k = rest[j+1:], k+1
		}
		s := b.String()
		out = append(out, s, s+" x", s[:len(s)-1], "("+s, strings.Replace(s, " ", "  ", 1))
	}
	return out
}

// TestPatternsLikeRegexp matches sentences made from every pattern of the
// tables with the pattern matchers and with the former regular
// expressions: they must agree on whether each pattern matches and on
// what it captures.
func TestPatternsLikeRegexp(t *testing.T) {
	coreOnce.Do(compileCore)
	type ref struct {
		p  *corePattern
		re *regexp.Regexp
	}
	var refs []ref
	var texts []string
	for _, sc := range coreScopes {
		for _, p := range sc.patterns {
			refs = append(refs, ref{p, patternRe(p.src.En)})
			texts = append(texts, instances(p.src.En)...)
		}
	}
	if len(refs) < 100 {
		t.Fatalf("only %d patterns", len(refs))
	}
	compared, matched := 0, 0
	for _, r := range refs {
		for _, s := range texts {
			if !strings.HasPrefix(s, r.p.prefix) {
				continue
			}
			compared++
			want := r.re.FindStringSubmatch(s)
			if want != nil {
				want = want[1:]
				matched++
			}
			if got := submatches(r.p.m, len(r.p.names), s); fmt.Sprintf("%q", got) != fmt.Sprintf("%q", want) {
				t.Errorf("%q on %q: %q, regexp %q", r.p.src.En, s, got, want)
			}
		}
	}
	t.Logf("%d matches in %d comparisons of %d patterns", matched, compared, len(refs))
	if matched < len(refs) {
		t.Errorf("%d matches in %d comparisons of %d patterns: the samples miss patterns", matched, compared, len(refs))
	}
}

// TestReplaceNumbersLikeRegexp checks replaceNumbers against the former
// regexp's ReplaceAllStringFunc.
func TestReplaceNumbersLikeRegexp(t *testing.T) {
	re := regexp.MustCompile(`\d+(?:,\d{3})*(?:\.\d+)?`)
	mark := func(s string) string { return "<" + s + ">" }
	for _, s := range []string{
		"", "no numbers", "12.7 (0.00–52.3) over 2 of 3 solved", "12,345.5", "1,2345", "1,234,56", "1.", "1.2.3",
		"a1b22c", "x,123", "9,999,999 nodes", "1e+06", "3.", ".5", "1,234.", "12,3456.78,9", "٣ 5", "−4",
	} {
		if got, want := replaceNumbers(s, mark), re.ReplaceAllStringFunc(s, mark); got != want {
			t.Errorf("%q: %q, regexp %q", s, got, want)
		}
	}
}

// TestSVGScannersLikeRegexp checks the SVG scanners against the former
// regular expressions.
func TestSVGScannersLikeRegexp(t *testing.T) {
	lines := regexp.MustCompile(`(?:<text x="12" y="[\d.]+" fill="currentColor" font-size="15" font-weight="600">[^<]*</text>\n)+`)
	lineY := regexp.MustCompile(`<text x="12" y="([\d.]+)"`)
	full := regexp.MustCompile(`<title id="chart-title">([^<]*)</title>`)
	box := regexp.MustCompile(`viewBox="0 0 ([\d.]+) ([\d.]+)"`)
	body := regexp.MustCompile(`<g transform="translate\(0 ([\d.]+)\)">`)
	line := func(y, text string) string {
		return `<text x="12" y="` + y + `" fill="currentColor" font-size="15" font-weight="600">` + text + "</text>\n"
	}
	svgs := []string{
		"",
		`<svg viewBox="0 0 480 300"><title id="chart-title">A &amp; B</title>` + line("20", "A &amp;") + line("39", "B") +
			`<g transform="translate(0 60)"><text x="1" y="2">Nodes</text><text>x</text></g></svg>`,
		`<svg viewBox="0 0 480" viewBox="0 0 4.5 3.25"><title id="chart-title">x<b></title><title id="chart-title">ok</title>` +
			`<text x="12" y="" fill="currentColor" font-size="15" font-weight="600">no</text>` + "\n" +
			line("2.5", "one") + "<br>" + line("3", "two") + `<g transform="translate(0 )"><g transform="translate(0 1.5)">` +
			`<texts>no</texts><text>open<title>t</title><text a="1">b</title><title>c</text><text>d</text`,
		line("1", "only") + line("2", "lines"),
	}
	for _, s := range svgs {
		loc, ys := svgTitleLines(s)
		if want := lines.FindStringIndex(s); fmt.Sprint(loc) != fmt.Sprint(want) {
			t.Errorf("title lines of %q: %v, regexp %v", s, loc, want)
		} else if loc != nil {
			var wantYs []string
			for _, m := range lineY.FindAllStringSubmatch(s[loc[0]:loc[1]], -1) {
				wantYs = append(wantYs, m[1])
			}
			if fmt.Sprint(ys) != fmt.Sprint(wantYs) {
				t.Errorf("title ys of %q: %v, regexp %v", s, ys, wantYs)
			}
		}
		if got, want := svgFullTitle(s), full.FindStringSubmatch(s); fmt.Sprintf("%q", got) != fmt.Sprintf("%q", want) {
			t.Errorf("title of %q: %q, regexp %q", s, got, want)
		}
		if got, want := svgViewBox(s), box.FindStringSubmatch(s); fmt.Sprintf("%q", got) != fmt.Sprintf("%q", want) {
			t.Errorf("viewBox of %q: %q, regexp %q", s, got, want)
		}
		if got, want := svgBody(s), body.FindStringSubmatchIndex(s); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("body of %q: %v, regexp %v", s, got, want)
		}
		got := replaceSVGTexts(s, func(open, text, close string) string { return "[" + open + "|" + text + "|" + close + "]" })
		want := svgText.ReplaceAllStringFunc(s, func(m string) string {
			p := svgText.FindStringSubmatch(m)
			return "[" + p[1] + "|" + p[2] + "|" + p[3] + "]"
		})
		if got != want {
			t.Errorf("texts of %q:\n%q\nregexp\n%q", s, got, want)
		}
	}
}

// BenchmarkPatterns matches sentences made from the tables' patterns with
// each pattern of the same prefix: the matchers, and the former regular
// expressions as the reference.
func BenchmarkPatterns(b *testing.B) {
	coreOnce.Do(compileCore)
	var ps []*corePattern
	var res []*regexp.Regexp
	var texts []string
	for _, sc := range coreScopes {
		for _, p := range sc.patterns {
			ps, res = append(ps, p), append(res, patternRe(p.src.En))
			texts = append(texts, instances(p.src.En)[0])
		}
	}
	b.Run("matcher", func(b *testing.B) {
		for range b.N {
			for k, p := range ps {
				submatches(p.m, len(p.names), texts[k])
			}
		}
	})
	b.Run("regexp", func(b *testing.B) {
		for range b.N {
			for k, re := range res {
				re.FindStringSubmatch(texts[k])
			}
		}
	})
}
