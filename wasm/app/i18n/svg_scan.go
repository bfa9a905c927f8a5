package i18n

import "strings"

// Scanners for the pieces of the Lab's SVG charts that Lang.SVG rewrites
// (core/experiment draws them), in place of package regexp (issue 28: it
// cost the page about 80 KB of gzipped code). Each finds what the former
// regular expression in its comment found: the leftmost match, scanning
// each place the expression's fixed opening occurs; each is linear in the
// SVG's length but for the repeated openings (quadratic at worst, in
// practice a handful).

// decimalRun is the end of the run of digits and dots of s from i
// ([\d.]+ is s[i:end], when end > i).
func decimalRun(s string, i int) int {
	for i < len(s) && (isDigit(rune(s[i])) || s[i] == '.') {
		i++
	}
	return i
}

// openings calls f with the offset of each occurrence of t in s, in
// order, until f returns true.
func openings(s, t string, f func(i int) bool) {
	for from := 0; ; {
		i := strings.Index(s[from:], t)
		if i < 0 {
			return
		}
		if f(from + i) {
			return
		}
		from += i + 1
	}
}

// replaceSVGTexts replaces each <text> and <title> element of svg
// ((<(?:text|title)\b[^>]*>)([^<]*)(</(?:text|title)>), leftmost first,
// not overlapping) by f of its opening tag, its text and its closing tag.
func replaceSVGTexts(svg string, f func(open, text, close string) string) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(svg); {
		j := strings.IndexByte(svg[i:], '<')
		if j < 0 {
			break
		}
		i += j
		end, open, text, close := svgTextAt(svg, i)
		if end < 0 {
			i++
			continue
		}
		b.WriteString(svg[last:i])
		b.WriteString(f(open, text, close))
		last, i = end, end
	}
	if last == 0 {
		return svg
	}
	return b.String() + svg[last:]
}

// svgTextAt matches a <text> or <title> element at svg[i:]: its end and
// its three parts, or -1.
func svgTextAt(svg string, i int) (end int, open, text, close string) {
	s := svg[i:]
	var name string
	switch {
	case strings.HasPrefix(s, "<text"):
		name = "<text"
	case strings.HasPrefix(s, "<title"):
		name = "<title"
	default:
		return -1, "", "", ""
	}
	if len(s) > len(name) && isWord(rune(s[len(name)])) { // \b
		return -1, "", "", ""
	}
	gt := strings.IndexByte(s, '>')
	if gt < 0 {
		return -1, "", "", ""
	}
	open = s[:gt+1]
	lt := strings.IndexByte(s[gt+1:], '<')
	if lt < 0 {
		return -1, "", "", ""
	}
	text = s[gt+1 : gt+1+lt]
	rest := s[gt+1+lt:]
	switch {
	case strings.HasPrefix(rest, "</text>"):
		close = "</text>"
	case strings.HasPrefix(rest, "</title>"):
		close = "</title>"
	default:
		return -1, "", "", ""
	}
	return i + gt + 1 + lt + len(close), open, text, close
}

// svgTitleLineOpen and svgTitleLineAttrs are a title line's tag, around
// its y.
const (
	svgTitleLineOpen  = `<text x="12" y="`
	svgTitleLineAttrs = `" fill="currentColor" font-size="15" font-weight="600">`
)

// svgTitleLines finds the title's lines as core/experiment draws them
// (svgDoc.open): bold 15-unit texts at x 12, one under the other
// ((?:<text x="12" y="[\d.]+" fill="currentColor" font-size="15"
// font-weight="600">[^<]*</text>\n)+): their start and end in svg, and
// each line's y; nil when there are none.
func svgTitleLines(svg string) (loc []int, ys []string) {
	openings(svg, svgTitleLineOpen, func(i int) bool {
		for j := i; ; {
			end, y := svgTitleLineAt(svg, j)
			if end < 0 {
				break
			}
			ys = append(ys, y)
			j = end
			loc = []int{i, j}
		}
		return loc != nil
	})
	return loc, ys
}

// svgTitleLineAt matches one title line at svg[i:]: its end and its y,
// or -1.
func svgTitleLineAt(svg string, i int) (int, string) {
	if !strings.HasPrefix(svg[i:], svgTitleLineOpen) {
		return -1, ""
	}
	a := i + len(svgTitleLineOpen)
	b := decimalRun(svg, a)
	if b == a || !strings.HasPrefix(svg[b:], svgTitleLineAttrs) {
		return -1, ""
	}
	c := b + len(svgTitleLineAttrs)
	lt := strings.IndexByte(svg[c:], '<')
	if lt < 0 || !strings.HasPrefix(svg[c+lt:], "</text>\n") {
		return -1, ""
	}
	return c + lt + len("</text>\n"), svg[a:b]
}

// svgFullTitle finds the chart's <title id="chart-title">([^<]*)</title>:
// the element and its text, or nil.
func svgFullTitle(svg string) []string {
	const open, close = `<title id="chart-title">`, `</title>`
	var out []string
	openings(svg, open, func(i int) bool {
		a := i + len(open)
		lt := strings.IndexByte(svg[a:], '<')
		if lt >= 0 && strings.HasPrefix(svg[a+lt:], close) {
			out = []string{svg[i : a+lt+len(close)], svg[a : a+lt]}
		}
		return out != nil
	})
	return out
}

// svgViewBox finds the chart's viewBox="0 0 ([\d.]+) ([\d.]+)": the
// attribute, its width and its height, or nil.
func svgViewBox(svg string) []string {
	const open = `viewBox="0 0 `
	var out []string
	openings(svg, open, func(i int) bool {
		a := i + len(open)
		b := decimalRun(svg, a)
		if b == a || b >= len(svg) || svg[b] != ' ' {
			return false
		}
		c := decimalRun(svg, b+1)
		if c == b+1 || c >= len(svg) || svg[c] != '"' {
			return false
		}
		out = []string{svg[i : c+1], svg[a:b], svg[b+1 : c]}
		return true
	})
	return out
}

// svgBody finds the chart's body, <g transform="translate\(0 ([\d.]+)\)">:
// its start and end and its offset's start and end in svg, or nil.
func svgBody(svg string) []int {
	const open, close = `<g transform="translate(0 `, `)">`
	var out []int
	openings(svg, open, func(i int) bool {
		a := i + len(open)
		b := decimalRun(svg, a)
		if b > a && strings.HasPrefix(svg[b:], close) {
			out = []int{i, b + len(close), a, b}
		}
		return out != nil
	})
	return out
}
