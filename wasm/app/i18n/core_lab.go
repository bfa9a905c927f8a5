package i18n

import (
	"html"
	"regexp"
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

// svgText is the text of an SVG <text> or <title> element.
var svgText = regexp.MustCompile(`(<(?:text|title)\b[^>]*>)([^<]*)(</(?:text|title)>)`)

// SVG is a chart of the Lab (core/experiment, in English) in l: its
// title, subtitle, axes and bar labels translated, its numbers written
// l's way; the drawing is untouched.
func (l Lang) SVG(svg string) string {
	if l.Or() == English {
		return svg
	}
	return svgText.ReplaceAllStringFunc(svg, func(m string) string {
		p := svgText.FindStringSubmatch(m)
		text := html.UnescapeString(p[2])
		return p[1] + escapeXML(l.LabCell(text)) + p[3]
	})
}

// escapeXML escapes a text node as core/experiment does (encoding/xml's
// EscapeText: quotes as &#34; and &#39;).
func escapeXML(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;", "\t", "&#x9;", "\n", "&#xA;", "\r", "&#xD;").Replace(s)
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
