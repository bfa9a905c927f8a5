package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"searchlab/core/api/remote"
	"searchlab/core/experiment"
	"searchlab/core/experiment/runner"
	"searchlab/core/games/all"
	"searchlab/core/internal/cputime"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// experimentCmd runs an experiment (core/experiment): a spec file or a
// preset, here or on solver endpoints, printing the per-run rows and
// writing the summary, the charts and the whole experiment as asked.
func experimentCmd(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("experiment", flag.ContinueOnError)
	fl.SetOutput(stderr)
	preset := fl.String("preset", "", "run a preset instead of a spec file ("+strings.Join(experiment.PresetNames(), ", ")+")")
	format := fl.String("format", "csv", "format of the per-run rows on standard output: csv, md or json (json: the whole experiment)")
	summary := fl.String("summary", "", "write the summary to `FILE` (.csv, .md or .json by its extension; default: Markdown on standard error)")
	charts := fl.String("charts", "", "write the SVG charts into `DIR`")
	jsonOut := fl.String("json", "", "also write the whole experiment (spec, rows, summary) as JSON to `FILE`, which -resume reads")
	resume := fl.String("resume", "", "skip the runs an earlier -json `FILE` of the same spec holds (stopped runs are done again)")
	printSpec := fl.Bool("print-spec", false, "print the spec (canonical JSON) and exit")
	link := fl.Bool("link", false, "print the share-link fragment of the spec and exit")
	var ro remoteFlags
	ro.register(fl, "run the experiment")
	fl.Usage = func() {
		fmt.Fprint(stderr, `usage: searchlab experiment [flags] SPEC.json|-
       searchlab experiment -preset NAME [flags]

Runs every config of the spec on every instance (core/experiment: the JSON
form is in its package documentation), in this process (-parallel P at a
time) or on solver endpoints (-remote URL,…, retried elsewhere when a
request is lost). The per-run rows go to standard output as they finish,
in run order: CSV with the header
instance,config,algorithm,status,length,cost,expanded,generated,max_frontier,elapsed_ms,memory_bytes,seed
(match experiments: one row per game). Interrupting writes what is done;
-resume continues from a -json file.

`)
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		return parseExit(err)
	}
	fail := func(format string, v ...any) int {
		fmt.Fprintf(stderr, "searchlab experiment: "+format+"\n", v...)
		return exitUsage
	}
	if *format != "csv" && *format != "md" && *format != "json" {
		return fail("-format must be csv, md or json, not %q", *format)
	}
	reg := all.Builtin()
	spec, err := readExperimentSpec(*preset, fl.Args(), stdin)
	if err != nil {
		return fail("%v", err)
	}
	plan, err := experiment.NewPlan(reg, spec)
	if err != nil {
		return fail("%v", err)
	}
	if *printSpec || *link {
		if err := printSpecLink(stdout, plan.Spec, *printSpec, *link); err != nil {
			return fail("%v", err)
		}
		return exitOK
	}
	endpoints, err := ro.endpoints()
	if err != nil {
		return fail("%v", err)
	}
	// Output folders are checked before the experiment runs, so none of
	// its results is lost to a typo.
	if err := checkOutputFolders(*summary, *jsonOut); err != nil {
		return fail("%v", err)
	}
	var prior []experiment.Result
	if *resume != "" {
		if prior, err = readResume(plan, *resume); err != nil {
			return fail("%v", err)
		}
	}
	o := ro.options(endpoints, stderr)
	run := experimentRunner(reg, endpoints, o, ro.attempts)

	rows := newRowPrinter(plan, *format, stdout, prior)
	cpu0, _ := cputime.Process()
	t0 := time.Now()
	results := experiment.Execute(ctx, run, plan.Runs, prior, rows.add)
	wall := time.Since(t0)
	cpu1, _ := cputime.Process()
	cpu := cpu1 - cpu0
	ro.endProgress(stderr)
	rep := experiment.NewReport(plan, results)
	if err := rows.finish(rep); err != nil {
		fmt.Fprintln(stderr, "searchlab experiment:", err)
		return exitFailure
	}
	if err := writeExperimentFiles(rep, *summary, *jsonOut, *charts, stderr); err != nil {
		fmt.Fprintln(stderr, "searchlab experiment:", err)
		return exitFailure
	}
	where := "in this process"
	if endpoints != nil {
		where = "on " + strings.Join(endpoints, ", ")
	}
	fmt.Fprintf(stderr, "experiment: %d of %d runs done (%d now%s) in %.2f s wall, %.2f s CPU, %s with %d at a time\n",
		rep.Summary.Done, rep.Summary.Runs, rep.Summary.Done-finalCount(prior), stoppedNote(plan, results), wall.Seconds(), cpu.Seconds(), where, o.Parallel)
	return experimentExit(ctx, results)
}

// experimentRunner runs the experiment in this process or, with
// endpoints, on them.
func experimentRunner(reg *registry.Registry, endpoints []string, o remote.Options, attempts int) experiment.Runner {
	if endpoints != nil {
		return runner.Remote{Endpoints: endpoints, Parallel: o.Parallel, Attempts: attempts, Progress: o.Progress}
	}
	return runner.Local{Registry: reg, Parallel: o.Parallel, Progress: o.Progress}
}

// printSpecLink prints the spec (canonical JSON) and its share-link
// fragment, each when asked.
func printSpecLink(w io.Writer, spec experiment.Spec, printSpec, link bool) error {
	if printSpec {
		b, _ := spec.Encode()
		fmt.Fprintf(w, "%s\n", b)
	}
	if link {
		frag, err := experiment.ShareLink(spec)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "#%s\n", frag)
	}
	return nil
}

// checkOutputFolders checks that the folders of the -summary and -json
// files (when named) exist.
func checkOutputFolders(summary, jsonOut string) error {
	for _, f := range []struct{ flag, path string }{{"-summary", summary}, {"-json", jsonOut}} {
		if f.path == "" {
			continue
		}
		if st, err := os.Stat(filepath.Dir(f.path)); err != nil || !st.IsDir() {
			return fmt.Errorf("%s %s: the folder %s does not exist", f.flag, f.path, filepath.Dir(f.path))
		}
	}
	return nil
}

// finalCount is the number of results that are final.
func finalCount(rs []experiment.Result) int {
	n := 0
	for _, r := range rs {
		if r.Final() {
			n++
		}
	}
	return n
}

// stoppedNote is the summary line's note on the runs not done ("" when all
// are).
func stoppedNote(plan *experiment.Plan, results []experiment.Result) string {
	if n := len(experiment.Pending(plan.Runs, results)); n > 0 {
		return fmt.Sprintf(", %d stopped or not run (-json FILE, then -resume FILE, does them)", n)
	}
	return ""
}

// readExperimentSpec reads the preset, the spec file or standard input.
func readExperimentSpec(preset string, args []string, stdin io.Reader) (experiment.Spec, error) {
	switch {
	case preset != "" && len(args) > 0:
		return experiment.Spec{}, errors.New("give a spec file or -preset, not both")
	case preset != "":
		p, ok := experiment.PresetByName(preset)
		if !ok {
			return experiment.Spec{}, fmt.Errorf("no preset %q (presets: %s)", preset, strings.Join(experiment.PresetNames(), ", "))
		}
		return p.Spec, nil
	case len(args) != 1:
		return experiment.Spec{}, errors.New("give one spec file (or - for standard input), or -preset NAME")
	}
	r := stdin
	if args[0] != "-" {
		f, err := os.Open(args[0])
		if err != nil {
			return experiment.Spec{}, fmt.Errorf("cannot read the spec: %v", err)
		}
		defer f.Close()
		r = f
	}
	return experiment.DecodeSpec(r)
}

func readResume(plan *experiment.Plan, path string) ([]experiment.Result, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("-resume: %v", err)
	}
	defer f.Close()
	rep, err := experiment.ReadReport(f)
	if err != nil {
		return nil, fmt.Errorf("-resume %s: %v", path, err)
	}
	prior, err := experiment.Resume(plan, rep)
	if err != nil {
		return nil, fmt.Errorf("-resume %s: %v", path, err)
	}
	return prior, nil
}

// writeExperimentFiles writes the summary (to its file, or as Markdown to
// stderr), the JSON report and the charts.
func writeExperimentFiles(rep experiment.Report, summary, jsonOut, charts string, stderr io.Writer) error {
	if summary == "" {
		fmt.Fprintln(stderr)
		fmt.Fprint(stderr, experiment.MarkdownSummary(rep.Summary))
	} else {
		var b bytes.Buffer
		switch strings.ToLower(filepath.Ext(summary)) {
		case ".csv":
			experiment.WriteSummaryCSV(&b, rep.Summary)
		case ".json":
			experiment.Report{Spec: rep.Spec, Summary: rep.Summary}.WriteJSON(&b)
		default:
			b.WriteString(experiment.MarkdownSummary(rep.Summary))
		}
		if err := os.WriteFile(summary, b.Bytes(), 0o644); err != nil {
			return err
		}
	}
	if jsonOut != "" {
		var b bytes.Buffer
		rep.WriteJSON(&b)
		if err := os.WriteFile(jsonOut, b.Bytes(), 0o644); err != nil {
			return err
		}
	}
	if charts != "" {
		if err := os.MkdirAll(charts, 0o755); err != nil {
			return err
		}
		for _, c := range experiment.Charts(rep) {
			if err := os.WriteFile(filepath.Join(charts, c.Name+".svg"), []byte(c.SVG), 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

// experimentExit is 1 when a run broke (status error) or the experiment
// was stopped, 2 when a run was invalid (a parameter combination only the
// search rejects), 0 otherwise.
func experimentExit(ctx context.Context, results []experiment.Result) int {
	code := exitOK
	for _, r := range results {
		switch r.Status() {
		case wire.StatusError, wire.StatusCancelled:
			return exitFailure
		case wire.StatusInvalid:
			code = exitUsage
		}
	}
	if ctx.Err() != nil {
		return exitFailure
	}
	return code
}

// rowPrinter prints rows on standard output: CSV as the runs end, in run
// order (a run waits for the ones before it); Markdown and JSON at the end.
type rowPrinter struct {
	plan   *experiment.Plan
	format string
	w      io.Writer
	ready  map[int]experiment.Result
	next   int
	runs   int
}

func newRowPrinter(plan *experiment.Plan, format string, w io.Writer, prior []experiment.Result) *rowPrinter {
	p := &rowPrinter{plan: plan, format: format, w: w, ready: map[int]experiment.Result{}, runs: len(plan.Runs)}
	if format == "csv" {
		if plan.Match {
			experiment.WriteMatchCSV(w, nil)
		} else {
			experiment.WriteRunsCSV(w, nil)
		}
	}
	for _, r := range prior {
		if r.Final() {
			p.add(r)
		}
	}
	return p
}

// add takes a result; Execute serializes the calls.
func (p *rowPrinter) add(r experiment.Result) {
	if p.format != "csv" {
		return
	}
	p.ready[r.Index] = r
	for {
		res, ok := p.ready[p.next]
		if !ok {
			return
		}
		delete(p.ready, p.next)
		p.next++
		p.csv([]experiment.Result{res})
	}
}

// csv writes the rows of results without a header.
func (p *rowPrinter) csv(results []experiment.Result) {
	var b bytes.Buffer
	if p.plan.Match {
		experiment.WriteMatchCSV(&b, p.plan.MatchRows(results))
	} else {
		experiment.WriteRunsCSV(&b, p.plan.Rows(results))
	}
	_, rest, _ := bytes.Cut(b.Bytes(), []byte("\n"))
	p.w.Write(rest)
}

// finish prints what is left: in CSV the runs a stop left out of order
// (the stopped runs among them), in Markdown or JSON everything.
func (p *rowPrinter) finish(rep experiment.Report) error {
	switch p.format {
	case "csv":
		var rest []experiment.Result
		for i := p.next; i < p.runs; i++ {
			if r, ok := p.ready[i]; ok {
				rest = append(rest, r)
			}
		}
		if len(rest) > 0 {
			p.csv(rest)
		}
		return nil
	case "md":
		if p.plan.Match {
			_, err := io.WriteString(p.w, experiment.MarkdownGames(rep.Games))
			return err
		}
		_, err := io.WriteString(p.w, experiment.MarkdownRuns(rep.Runs))
		return err
	}
	return rep.WriteJSON(p.w)
}
