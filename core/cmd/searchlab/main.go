// Command searchlab is SearchLab's command line: list algorithms, solve a
// board, serve the solve API (and the static app), and run the benchmark
// table. Every subcommand goes through core/api, the same code the browser's
// Web Worker runs.
//
//	searchlab algos -game npuzzle
//	searchlab solve -game npuzzle -algo astar -heuristic linear-conflict board.txt
//	searchlab serve -addr 127.0.0.1:8080 [-static dist]
//	searchlab batch -algo astar -remote http://a:8080,http://b:8787 boards.txt
//	searchlab bench
//	searchlab bigboards -sets korf24,6x6,8x8 -algo bulb
//	searchlab pdb -out dist/pdb -goal "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"
//	searchlab perft -game othello -depth 9
//	searchlab tournament -game othello -a mcts-bt -b alphabeta:depth=4 -games 100
//	searchlab experiment -preset bloxorz-classic -parallel 2 -charts out/
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit codes.
const (
	exitOK      = 0 // any search outcome
	exitFailure = 1 // an internal error
	exitUsage   = 2 // invalid input or usage
)

const usage = `usage: searchlab <command> [flags]

commands:
  algos  -game ID                      list the algorithms of a game, one id per line
  solve  -game ID -algo ID [flags] FILE|-|BOARD
                                       solve a board and print one JSON object
  serve  [-addr HOST:PORT] [-static DIR]
                                       serve the solve API (and the static app)
  batch  [flags] [-remote URL,…] [-parallel N] FILE|-
                                       solve many boards or levels, one JSON line each,
                                       here or on solver endpoints
  bench                                run the benchmark table
  bigboards [-sets korf24,6x6,8x8] [-algo ID] [-time 10s]
                                       anytime searches on big boards: first solution, length
                                       at 1 s and at the end, proven bound (Markdown)
  pdb    -out DIR [-partition P] -goal BOARD...
                                       write gzipped pattern databases (the web app's assets)
  perft  -game othello -depth N [BOARD]
                                       count the leaves of the game tree (JSON)
  tournament -game othello -a PLAYER -b PLAYER [-games N] [-parallel P] [-seed S]
                                       play a match of games between two players (an
                                       algorithm and its parameters as in solve, e.g.
                                       alphabeta:depth=8); W/D/L, 95% interval, Elo (JSON)
  experiment SPEC.json|-preset NAME [-parallel P] [-remote URL,…] [-format csv|md|json]
             [-summary FILE] [-charts DIR] [-json FILE] [-resume FILE]
                                       run an experiment: every config on every instance;
                                       per-run rows, summary with 95% intervals, SVG charts

run "searchlab <command> -h" for a command's flags.
`

// run is the whole program with its inputs and outputs injected, so tests
// drive it in-process. It returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "algos":
		return algosCmd(rest, stdout, stderr)
	case "solve":
		return solveCmd(ctx, rest, stdin, stdout, stderr)
	case "serve":
		return serveCmd(ctx, rest, stdout, stderr)
	case "batch":
		return batchCmd(ctx, rest, stdin, stdout, stderr)
	case "bench":
		return benchCmd(ctx, rest, stdout, stderr)
	case "bigboards":
		return bigboardsCmd(ctx, rest, stdout, stderr)
	case "pdb":
		return pdbCmd(rest, stdout, stderr)
	case "perft":
		return perftCmd(ctx, rest, stdin, stdout, stderr)
	case "tournament":
		return tournamentCmd(ctx, rest, stdout, stderr)
	case "experiment":
		return experimentCmd(ctx, rest, stdin, stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
	}
	fmt.Fprintf(stderr, "searchlab: unknown command %q\n\n%s", cmd, usage)
	return exitUsage
}

// parseExit is the exit code after a flag parse error: 0 when help was
// asked for (-h), 2 for a usage error.
func parseExit(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	return exitUsage
}
