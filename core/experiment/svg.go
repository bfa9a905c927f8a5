package experiment

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// svgWidth is the width of every chart's viewBox. Charts have no fixed
// size: they scale to their container, and at 390 px wide (a phone) a
// 12-unit font is about 10 px.
const svgWidth = 480

// svgDoc builds a standalone SVG document: text in currentColor, so the
// page's theme colours it and a file viewer draws it black.
type svgDoc struct {
	b bytes.Buffer
}

// esc escapes a text for the SVG exactly as encoding/xml's EscapeText
// does: the five markup characters, tab, newline and carriage return as
// character references, and a rune XML does not allow (or a byte that is
// not UTF-8) as U+FFFD (XML 1.0 §2.2, Char). Written here so that the page
// does not link encoding/xml (issue 28); the tests compare it with
// EscapeText. Cost: one pass over s.
func esc(s string) string {
	var b strings.Builder
	for _, r := range s { // a byte that is not UTF-8 reads as U+FFFD
		switch r {
		case '"':
			b.WriteString("&#34;")
		case '\'':
			b.WriteString("&#39;")
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '\t':
			b.WriteString("&#x9;")
		case '\n':
			b.WriteString("&#xA;")
		case '\r':
			b.WriteString("&#xD;")
		default:
			if !xmlChar(r) {
				r = '\uFFFD'
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}

// xmlChar reports whether XML allows r in a text (XML 1.0 §2.2, Char).
func xmlChar(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D || r >= 0x20 && r <= 0xD7FF ||
		r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
}

// f writes a coordinate with at most two decimals.
func f(x float64) string { return strconv.FormatFloat(math.Round(x*100)/100, 'f', -1, 64) }

func (d *svgDoc) printf(format string, args ...any) { fmt.Fprintf(&d.b, format, args...) }

// open starts the document of height h with its title (also the
// accessible name) and the hatch pattern of the configs beyond the
// palette. A title too long for one line wraps; the rest of the chart
// moves down by the extra lines (close ends that group).
func (d *svgDoc) open(h float64, title string) {
	lines := wrap(title, float64(svgWidth-24), 15*0.6)
	extra := float64(len(lines)-1) * 19
	d.printf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %s" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="12" role="img" aria-labelledby="chart-title">`+"\n", svgWidth, f(h+extra))
	d.printf(`<title id="chart-title">%s</title>`+"\n", esc(title))
	d.printf(`<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="2" height="6" fill="#fff" fill-opacity="0.6"/></pattern></defs>` + "\n")
	for i, l := range lines {
		d.text(12, 20+float64(i)*19, l, `font-size="15" font-weight="600"`)
	}
	d.printf(`<g transform="translate(0 %s)">`+"\n", f(extra))
}

// wrap breaks s into lines of at most width units at charW units per
// character, at spaces where it can.
func wrap(s string, width, charW float64) []string {
	most := max(int(width/charW), 8)
	var lines []string
	for len([]rune(s)) > most {
		r := []rune(s)
		cut := most
		for cut > most/2 && r[cut] != ' ' {
			cut--
		}
		if r[cut] != ' ' {
			cut = most
		}
		lines = append(lines, strings.TrimSpace(string(r[:cut])))
		s = strings.TrimSpace(string(r[cut:]))
	}
	return append(lines, s)
}

func (d *svgDoc) text(x, y float64, s, attrs string) {
	d.printf(`<text x="%s" y="%s" fill="currentColor" %s>%s</text>`+"\n", f(x), f(y), attrs, esc(s))
}

func (d *svgDoc) line(x1, y1, x2, y2 float64, attrs string) {
	d.printf(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="currentColor" %s/>`+"\n", f(x1), f(y1), f(x2), f(y2), attrs)
}

func (d *svgDoc) close() string {
	d.b.WriteString("</g>\n</svg>\n")
	return d.b.String()
}

// marker draws config i's scatter marker centred at (x, y).
func (d *svgDoc) marker(i int, x, y, r float64, attrs string) {
	fill := fmt.Sprintf(`fill="%s" stroke="currentColor" stroke-opacity="0.55" stroke-width="0.7" %s`, Colour(i), attrs)
	switch Marker(i) {
	case "circle":
		d.printf(`<circle cx="%s" cy="%s" r="%s" %s/>`+"\n", f(x), f(y), f(r), fill)
	case "square":
		s := r * 0.9
		d.printf(`<rect x="%s" y="%s" width="%s" height="%s" %s/>`+"\n", f(x-s), f(y-s), f(2*s), f(2*s), fill)
	case "triangle":
		d.printf(`<path d="M%s %sL%s %sL%s %sZ" %s/>`+"\n", f(x), f(y-r*1.15), f(x+r*1.05), f(y+r*0.75), f(x-r*1.05), f(y+r*0.75), fill)
	default:
		d.printf(`<path d="M%s %sL%s %sL%s %sL%s %sZ" %s/>`+"\n", f(x), f(y-r*1.2), f(x+r*1.1), f(y), f(x), f(y+r*1.2), f(x-r*1.1), f(y), fill)
	}
}

// legendItem is a config in a legend: its index (colour and marker) and
// name.
type legendItem struct {
	Index int
	Name  string
}

// legend draws one entry per item, flowing in rows from (x, y) within
// width; it returns the y below it.
func (d *svgDoc) legend(items []legendItem, x, y, width float64) float64 {
	const rowH = 18
	cx := x
	for _, it := range items {
		name := fitLabel(it.Name, width-22)
		w := 22 + textWidth(name, 12)
		if cx > x && cx+w > x+width {
			cx, y = x, y+rowH
		}
		d.marker(it.Index, cx+6, y-4, 5, "")
		d.text(cx+15, y, name, "")
		cx += w + 10
	}
	return y + rowH
}

// legendHeight is the height legend will take.
func legendHeight(items []legendItem, width float64) float64 {
	rows, cx := 1, 0.0
	for _, it := range items {
		w := 22 + textWidth(fitLabel(it.Name, width-22), 12)
		if cx > 0 && cx+w > width {
			rows, cx = rows+1, 0
		}
		cx += w + 10
	}
	return float64(rows) * 18
}

// textWidth estimates the width of s at a font size (about 0.56 em per
// character in the usual sans-serif faces).
func textWidth(s string, size float64) float64 { return float64(len([]rune(s))) * size * 0.56 }

// scale maps values to a length along an axis, linear or logarithmic.
type scale struct {
	log      bool
	lo, hi   float64 // the domain (powers of ten on a log scale)
	from, to float64 // the range
}

// newScale fits a scale to values in [min, max]: linear from 0 (or min if
// below 0) to a round number above max; logarithmic from the power of ten
// at or below the smallest positive value to the one at or above max.
func newScale(lo, hi float64, log bool, from, to float64) scale {
	s := scale{log: log, from: from, to: to}
	if log {
		if lo <= 0 || math.IsInf(lo, 1) {
			lo = 1
		}
		if hi < lo {
			hi = lo
		}
		s.lo = math.Pow(10, math.Floor(math.Log10(lo)))
		s.hi = math.Pow(10, math.Ceil(math.Log10(hi)))
		if s.hi <= s.lo {
			s.hi = s.lo * 10
		}
		return s
	}
	s.lo = min(0, lo)
	step := niceStep((hi - s.lo) / 5)
	s.hi = math.Ceil(hi/step) * step
	if s.hi <= s.lo {
		s.hi = s.lo + 1
	}
	return s
}

// niceStep rounds a step up to 1, 2 or 5 times a power of ten.
func niceStep(x float64) float64 {
	if x <= 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= x {
			return m * p
		}
	}
	return 10 * p
}

// at maps v into the range; values outside the domain are clamped (a
// value ≤ 0 on a log scale sits at its start).
func (s scale) at(v float64) float64 {
	var t float64
	if s.log {
		if v <= 0 {
			return s.from
		}
		t = (math.Log10(v) - math.Log10(s.lo)) / (math.Log10(s.hi) - math.Log10(s.lo))
	} else {
		t = (v - s.lo) / (s.hi - s.lo)
	}
	t = min(max(t, 0), 1)
	return s.from + t*(s.to-s.from)
}

// ticks lists the tick values: powers of ten on a log scale (every other
// one when there are more than six), about five round steps otherwise.
func (s scale) ticks() []float64 {
	var out []float64
	if s.log {
		n := int(math.Round(math.Log10(s.hi / s.lo)))
		every := 1 + n/7
		for k := 0; k <= n; k += every {
			out = append(out, s.lo*math.Pow(10, float64(k)))
		}
		return out
	}
	step := niceStep((s.hi - s.lo) / 5)
	for v := s.lo; v <= s.hi+step/1e6; v += step {
		out = append(out, v)
	}
	return out
}

// tickLabel writes a tick value: 1k, 2.5M, 1G for large ones.
func tickLabel(v float64) string {
	a := math.Abs(v)
	for _, u := range []struct {
		div float64
		sfx string
	}{{1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}} {
		if a >= u.div {
			return strconv.FormatFloat(v/u.div, 'g', 3, 64) + u.sfx
		}
	}
	return strconv.FormatFloat(v, 'g', 4, 64)
}
