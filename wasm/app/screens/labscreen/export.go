package labscreen

import (
	"bytes"
	"strings"
	"unicode"

	"searchlab/core/experiment"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// The exports of the experiment shown (Export.File): the CLI's own
// writers, so a file from the page and one from `searchlab experiment`
// have the same columns.
const (
	ExportRunsCSV    = "runs.csv"        // the per-run rows (a match: per game), as the CLI prints them
	ExportSummaryCSV = "summary.csv"     // the summary, as -summary FILE.csv writes it
	ExportMarkdown   = "report.md"       // the summary and the rows as Markdown tables
	ExportJSON       = "experiment.json" // the whole experiment, as -json writes it (-resume reads it)
	// A chart's files are "chart-NAME.svg" and "chart-NAME.png" (NAME:
	// experiment.Chart.Name).
	chartPrefix = "chart-"
)

// ExportFile returns a file of the experiment: its name (the experiment's
// name first), type and content; ok is false for an unknown file or no
// experiment. A chart's PNG has the SVG as content (the page draws it).
// The Markdown report and the charts are in l (the CSV files and the
// JSON keep the core's English names and machine numbers, for tools).
func ExportFile(e *Exp, file string, l i18n.Lang) (name, mime, content string, ok bool) {
	if e == nil {
		return "", "", "", false
	}
	rep := e.report()
	var b bytes.Buffer
	switch file {
	case ExportRunsCSV:
		mime = "text/csv"
		if rep.Summary.Kind == experiment.KindMatch {
			experiment.WriteMatchCSV(&b, rep.Games)
		} else {
			experiment.WriteRunsCSV(&b, rep.Runs)
		}
	case ExportSummaryCSV:
		mime = "text/csv"
		experiment.WriteSummaryCSV(&b, rep.Summary)
	case ExportMarkdown:
		mime = "text/markdown"
		b.WriteString(l.Markdown(experiment.MarkdownSummary(rep.Summary)))
		b.WriteString("\n")
		if rep.Summary.Kind == experiment.KindMatch {
			b.WriteString(experiment.MarkdownGames(rep.Games))
		} else {
			b.WriteString(experiment.MarkdownRuns(rep.Runs))
		}
	case ExportJSON:
		mime = "application/json"
		rep.WriteJSON(&b)
	default:
		chart, ext, found := strings.Cut(strings.TrimPrefix(file, chartPrefix), ".")
		if !found || !strings.HasPrefix(file, chartPrefix) || (ext != "svg" && ext != "png") {
			return "", "", "", false
		}
		for _, c := range experiment.Charts(rep) {
			if c.Name == chart {
				return slug(e.Name) + "-" + c.Name + "." + ext, "image/" + map[string]string{"svg": "svg+xml", "png": "png"}[ext], l.SVG(c.SVG), true
			}
		}
		return "", "", "", false
	}
	return slug(e.Name) + "-" + file, mime, b.String(), true
}

// ChartFile is the Export file of a chart in a format ("svg", "png").
func ChartFile(name, format string) string { return chartPrefix + name + "." + format }

// export saves a file of the experiment shown through the page.
func (sc *Screen) export(file string) []store.Effect {
	name, mime, content, ok := ExportFile(sc.s.Exp, file, sc.h.Lang())
	switch {
	case !ok:
		sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.nothing"))
		return nil
	case strings.HasSuffix(name, ".png"):
		if png := sc.d.DownloadPNG; png != nil {
			return []store.Effect{func() { png(name, content) }}
		}
	case sc.d.Download != nil:
		dl := sc.d.Download
		return []store.Effect{func() { dl(name, mime+";charset=utf-8", content) }}
	}
	sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.no_save"))
	return nil
}

// slug makes a file name of an experiment's name: lower-case letters and
// digits joined by hyphens, at most 40 characters ("experiment" when
// nothing is left).
func slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		default:
			dash = true
		}
		if b.Len() >= 40 {
			break
		}
	}
	if b.Len() == 0 {
		return "experiment"
	}
	return b.String()
}
