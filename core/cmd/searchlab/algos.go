package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"searchlab/core/games/all"
	"searchlab/core/registry"
)

// algosCmd prints a game's algorithm ids, one per line, in registry order;
// with -v also family, completeness, optimality and the help line.
func algosCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("algos", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "npuzzle", "game id")
	verbose := fs.Bool("v", false, "also print family, complete, optimal and help")
	if err := fs.Parse(args); err != nil {
		return parseExit(err)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "searchlab algos: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	algos, err := all.Builtin().Algorithms(*game)
	if err != nil {
		fmt.Fprintf(stderr, "searchlab algos: %v\n", err)
		return exitUsage
	}
	if !*verbose {
		for _, a := range algos {
			fmt.Fprintln(stdout, a.ID)
		}
		return exitOK
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "id\tfamily\tcomplete\toptimal\thelp")
	for _, a := range algos {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", a.ID, a.Family, yesNo(a.Complete), yesNo(a.Optimal), a.Help)
		for _, p := range a.Params {
			fmt.Fprintf(tw, "\t-set %s=%v\t%s\t\t%s%s\n", p.Name, p.Default, p.Type, p.Help, onlyWith(p))
		}
	}
	tw.Flush()
	return exitOK
}

// onlyWith says when a parameter applies (api.Param.When), as " (only
// with heuristic=pdb)"; "" when it always does.
func onlyWith(p registry.Param) string {
	if len(p.When) == 0 {
		return ""
	}
	var cs []string
	for _, c := range p.When {
		cs = append(cs, c.Param+"="+strings.Join(c.In, "|"))
	}
	return " (only with " + strings.Join(cs, ", ") + ")"
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
