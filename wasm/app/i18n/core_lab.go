package i18n

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// LabCell is a cell or a line of the Lab's summary (core/experiment) in l:
// its translation (core_vi_experiment.go), or, for a cell of figures and
// names, the text with its numbers written l's way.
func (l Lang) LabCell(en string) string {
	if l.Or() == English {
		return en
	}
	if vi, ok := l.core(en, "lab"); ok {
		return vi
	}
	return l.Numbers(en)
}

// SVG is a chart of the Lab (core/experiment, in English) in l: its
// title, subtitle, axes and bar labels translated, its numbers written
// l's way; the drawing is untouched but for the title, which is laid out
// again (titleLines).
func (l Lang) SVG(svg string) string {
	if l.Or() == English {
		return svg
	}
	svg, laid := l.svgTitle(svg)
	return replaceSVGTexts(svg, func(open, text, close string) string {
		if laid && (strings.Contains(open, `font-weight="600"`) || strings.Contains(open, `id="chart-title"`)) {
			return open + text + close // the title, in l already
		}
		return open + escapeXML(l.LabCell(unescapeXML(text))) + close
	})
}

// svgTitle lays the chart's title out again in l: the core wraps its
// English title at words ("8-puzzle study: Nodes / expanded"), and its
// lines, translated one by one, would read as two broken halves and may
// no longer fit the width. The whole title (the <title> element) is
// translated and wrapped at l's words into as many lines as it needs
// (after the experiment's name first),
// at the core's line height; the chart's height and its body's offset
// follow the number of lines. An SVG not drawn that way is left as it is
// (false).
func (l Lang) svgTitle(svg string) (string, bool) {
	loc, ys := svgTitleLines(svg)
	full := svgFullTitle(svg)
	box := svgViewBox(svg)
	body := svgBody(svg)
	if loc == nil || full == nil || box == nil || body == nil || body[0] < loc[1] {
		return svg, false
	}
	y0, _ := strconv.ParseFloat(ys[0], 64)
	lineH := 19.0 // the core's, when its title is one line
	if len(ys) > 1 {
		y1, _ := strconv.ParseFloat(ys[1], 64)
		lineH = y1 - y0
	}
	width, _ := strconv.ParseFloat(box[1], 64)
	height, _ := strconv.ParseFloat(box[2], 64)
	shift, _ := strconv.ParseFloat(svg[body[2]:body[3]], 64)

	title := l.LabCell(unescapeXML(full[1]))
	most := int((width - 24) / titleCharW)
	lines := titleLines(title, most)
	if i := strings.LastIndex(title, ": "); len(lines) > 1 && i > 0 {
		// "name: figure" breaks after the experiment's name, so that the
		// figure's words (Vietnamese words are syllables: "lời giải")
		// stay on one line.
		lines = append(titleLines(title[:i+1], most), titleLines(title[i+2:], most)...)
	}
	var b strings.Builder
	for i, line := range lines {
		fmt.Fprintf(&b, `<text x="12" y="%s" fill="currentColor" font-size="15" font-weight="600">%s</text>`+"\n", num(y0+float64(i)*lineH), escapeXML(line))
	}
	more := float64(len(lines)-len(ys)) * lineH
	out := svg[:loc[0]] + b.String() + svg[loc[1]:body[2]] + num(shift+more) + svg[body[3]:]
	out = strings.Replace(out, box[0], `viewBox="0 0 `+box[1]+" "+num(height+more)+`"`, 1)
	return strings.Replace(out, full[0], `<title id="chart-title">`+escapeXML(title)+`</title>`, 1), true
}

// titleCharW is the width the core gives a character of a title (0.6 of
// its 15-unit font).
const titleCharW = 15 * 0.6

// titleLines fills lines of at most most characters with the words of s,
// in order; a word longer than a line has a line of its own, cut.
func titleLines(s string, most int) []string {
	var lines []string
	var cur []rune
	for _, w := range strings.Fields(s) {
		r := []rune(w)
		switch {
		case len(cur) == 0:
			cur = r
		case len(cur)+1+len(r) <= most:
			cur = append(append(cur, ' '), r...)
		default:
			lines = append(lines, string(cur))
			cur = r
		}
		for len(cur) > most {
			lines = append(lines, string(cur[:most]))
			cur = cur[most:]
		}
	}
	return append(lines, string(cur))
}

// num writes a coordinate with at most two decimals, as the core does.
func num(x float64) string { return strconv.FormatFloat(math.Round(x*100)/100, 'f', -1, 64) }

// escapeXML escapes a text node as core/experiment does (encoding/xml's
// EscapeText: quotes as &#34; and &#39;).
func escapeXML(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;", "\t", "&#x9;", "\n", "&#xA;", "\r", "&#xD;").Replace(s)
}

// unescapeXML reads a text node of core/experiment's SVG back: it undoes
// escapeXML (and the named &quot; and &apos;) in one pass, so "&amp;lt;"
// reads "&lt;". The charts hold no other reference, and html's
// UnescapeString, which knows all 2,231 of HTML's, would bring its
// entity table into the page (issue 28).
func unescapeXML(s string) string {
	if !strings.Contains(s, "&") {
		return s
	}
	return strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&#34;", `"`, "&quot;", `"`, "&#39;", "'", "&apos;", "'",
		"&#x9;", "\t", "&#xA;", "\n", "&#xD;", "\r").Replace(s)
}

// Markdown is the Lab's Markdown summary (core/experiment
// MarkdownSummary) in l: the headings kept (the experiment's name), each
// table's header and cells and each other line translated (LabCell). A
// table of runs under the CSV's column names keeps them (they are the
// CSV's, for tools) and translates its cells' numbers only.
func (l Lang) Markdown(md string) string {
	if l.Or() == English {
		return md
	}
	lines := strings.Split(md, "\n")
	for i, line := range lines {
		switch {
		case line == "" || strings.HasPrefix(line, "| ---"):
		case strings.HasPrefix(line, "## "):
			if vi, ok := l.core(strings.TrimPrefix(line, "## "), "lab"); ok {
				lines[i] = "## " + vi // "Experiment (npuzzle)"; a name of the person's stays
			}
		case strings.HasPrefix(line, "| ") && strings.HasSuffix(line, " |"):
			cells := strings.Split(strings.TrimSuffix(strings.TrimPrefix(line, "| "), " |"), " | ")
			for k, c := range cells {
				if k == 0 && i > 0 && strings.HasPrefix(lines[i-1], "| ") {
					cells[k] = c // a config's or a player's name
					continue
				}
				cells[k] = strings.ReplaceAll(l.LabCell(strings.ReplaceAll(c, `\|`, "|")), "|", `\|`)
			}
			lines[i] = "| " + strings.Join(cells, " | ") + " |"
		case strings.HasPrefix(line, "- "):
			lines[i] = "- " + l.LabCell(strings.TrimPrefix(line, "- "))
		default:
			lines[i] = l.LabCell(line)
		}
	}
	return strings.Join(lines, "\n")
}
