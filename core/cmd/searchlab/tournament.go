package main

import (
	"bufio"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"time"

	"searchlab/core/api/remote"
	"searchlab/core/experiment/tally"
	"searchlab/core/games/all"
	othelloengine "searchlab/core/games/othellogame/engine"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/tournament"
	"searchlab/core/tournament/opening"
	"searchlab/core/tournament/score"
)

// tournamentOutput is the JSON object tournament prints (and writes with
// -json).
type tournamentOutput struct {
	Game       string                `json:"game"`
	A          string                `json:"a"`
	B          string                `json:"b"`
	Seed       uint64                `json:"seed"`
	MoveTimeMS int64                 `json:"move_time_ms"`
	Openings   string                `json:"openings"`
	Parallel   int                   `json:"parallel"`
	ElapsedMS  int64                 `json:"elapsed_ms"`
	Summary    score.Summary         `json:"summary"`
	AvgMSMove  [2]float64            `json:"avg_ms_per_move"` // A, B
	Games      []registry.GameResult `json:"games,omitempty"`
}

// tournamentCmd plays a match of games between two players, each the
// registry's algorithm with its parameters (api.PlayerSpec: every move is
// the solve `searchlab solve` would run, with the same defaults):
//
//	searchlab tournament -game othello -a mcts-bt-opt:iterations=1000 -b alphabeta:depth=4 -games 100 -parallel 2 -seed 1
//
// Openings: random (-min-ply..-max-ply random plies, kept when the static
// evaluation says the position is balanced) or a file of game records, one
// per line; each opening is played twice, colours swapped. A progress bar
// goes to stderr; the summary (W/D/L from A's side, score with its 95%
// interval, Elo difference) is one JSON object on stdout; -json FILE also
// writes every game, -csv FILE one line per game.
func tournamentCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("tournament", flag.ContinueOnError)
	fl.SetOutput(stderr)
	reg := all.Builtin()
	var ids []string
	if algos, err := reg.Algorithms("othello"); err == nil {
		for _, a := range algos {
			ids = append(ids, a.ID)
		}
	}
	game := fl.String("game", "othello", "game id (only othello has tournaments)")
	a := fl.String("a", "", "player A: an algorithm and its parameters as in solve, e.g. mcts-bt:iterations=1000 (algorithms: "+strings.Join(ids, ", ")+")")
	b := fl.String("b", "", "player B, e.g. alphabeta:depth=4")
	games := fl.Int("games", 20, "number of games (even: every opening is played with both colours)")
	parallel := fl.Int("parallel", 1, "games played at once")
	seed := fl.Uint64("seed", 1, "seed of the openings and of every player")
	moveTime := fl.Duration("move-time", 0, "time per move (move_time_ms) of every player that has one and does not set it (e.g. 100ms; 0: depth or iteration budgets only)")
	openFile := fl.String("openings", "", "file of opening records, one per line (default: random openings)")
	minPly := fl.Int("min-ply", 4, "fewest random opening plies")
	maxPly := fl.Int("max-ply", 8, "most random opening plies")
	balance := fl.Float64("balance", 0.15, "keep a random opening when |static evaluation| ≤ this (0..0.5; 0.5 keeps all)")
	jsonFile := fl.String("json", "", "also write the summary with every game as JSON to this file")
	csvFile := fl.String("csv", "", "write one CSV line per game to this file")
	quiet := fl.Bool("q", false, "no progress bar")
	bRemote := fl.String("b-remote", "", "solve player B's moves at this endpoint `URL` (searchlab serve of another build, e.g. the previous commit's engine); empty: in this process")
	var ro remoteFlags
	ro.registerEndpoints(fl, "play the games (POST /api/game)")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: searchlab tournament -game othello -a PLAYER -b PLAYER [-games N] [-parallel P] [-seed S] [-move-time D]")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		return parseExit(err)
	}
	fail := func(format string, v ...any) int {
		fmt.Fprintf(stderr, "searchlab tournament: "+format+"\n", v...)
		return exitUsage
	}
	if err := tournamentFlagsErr(*game, *games, *parallel, *balance, *moveTime); err != nil {
		return fail("%v", err)
	}
	endpoints, err := ro.endpoints()
	if err != nil {
		return fail("%v", err)
	}
	specs, facs, err := tournamentPlayers(reg, *a, *b, *moveTime)
	if err != nil {
		return fail("%v", err)
	}
	if *bRemote != "" {
		if endpoints != nil {
			return fail("-b-remote and -remote exclude each other")
		}
		if facs[1], err = endpointFactory(*bRemote, reg.WithMoveTime("othello", specs[1], *moveTime)); err != nil {
			return fail("-b-remote: %v", err)
		}
	}
	ops, opDesc, err := tournamentOpenings(*openFile, *games, *minPly, *maxPly, *balance, *seed)
	if err != nil {
		return fail("%v", err)
	}
	progress := func(done, total int) {}
	if !*quiet {
		progress = hashBar(stderr)
	}
	t0 := time.Now()
	var gs []tournament.Game[othello.Move]
	var sum score.Summary
	if endpoints != nil {
		o := remote.Options{Endpoints: endpoints, Parallel: *parallel, Attempts: ro.attempts, AttemptTimeout: registry.MaxGameTime + 30*time.Second,
			Progress: func(t tally.Tally) { progress(t.Done, t.Total) }}
		var tally tally.Tally
		gs, sum, tally, err = remoteTournament(ctx, o, specs, ops, *games, *seed, *moveTime)
		printEndpoints(stderr, "tournament", endpoints, tally)
	} else {
		gs, sum, err = tournament.Run(ctx, tournament.Match[othello.Position, othello.Move]{
			G: othello.Game{}, Start: othello.Start(), Openings: ops, A: facs[0], B: facs[1],
			Games: *games, Parallel: *parallel, Seed: *seed, Progress: progress,
		})
	}
	out := tournamentOutput{
		Game: *game, A: specs[0].String(), B: specs[1].String(), Seed: *seed, MoveTimeMS: moveTime.Milliseconds(),
		Openings: opDesc, Parallel: *parallel, ElapsedMS: time.Since(t0).Milliseconds(), Summary: sum,
	}
	out.addGames(gs, specs)
	if werr := out.write(*jsonFile, *csvFile, gs, specs); werr != nil {
		fmt.Fprintln(stderr, "searchlab tournament:", werr)
		return exitFailure
	}
	games0 := out.Games
	out.Games = nil
	js, _ := json.Marshal(out)
	fmt.Fprintln(stdout, string(js))
	out.Games = games0
	if err != nil {
		fmt.Fprintln(stderr, "searchlab tournament:", err)
		return exitFailure
	}
	return exitOK
}

// tournamentFlagsErr reports the first of the tournament's flag values
// that is out of its range, or nil.
func tournamentFlagsErr(game string, games, parallel int, balance float64, moveTime time.Duration) error {
	switch {
	case game != "othello":
		return fmt.Errorf("game %q has no tournament; use -game othello", game)
	case games < 1 || parallel < 1:
		return fmt.Errorf("-games and -parallel must be at least 1")
	case balance < 0 || balance > 0.5 || math.IsNaN(balance):
		return fmt.Errorf("-balance must be in 0..0.5, got %v", balance)
	case moveTime < 0 || moveTime > registry.MaxTimeout:
		return fmt.Errorf("-move-time must be in 0..%v, got %v", registry.MaxTimeout, moveTime)
	}
	return nil
}

// tournamentPlayers parses players A and B (each an algorithm and its
// parameters) and makes their factories with the time per move.
func tournamentPlayers(reg *registry.Registry, a, b string, moveTime time.Duration) ([2]registry.PlayerSpec, [2]tournament.Factory[othello.Position, othello.Move], error) {
	var specs [2]registry.PlayerSpec
	var facs [2]tournament.Factory[othello.Position, othello.Move]
	for i, text := range []string{a, b} {
		if text == "" {
			return specs, facs, errors.New("give both players, -a and -b")
		}
		s, err := reg.ParsePlayer("othello", text)
		if err != nil {
			return specs, facs, fmt.Errorf("player %s: %v", [2]string{"A", "B"}[i], err)
		}
		specs[i], facs[i] = s, othelloengine.Factory(reg, s, moveTime)
	}
	return specs, facs, nil
}

// tournamentOpenings returns the openings of a tournament of games games
// and their description: the records of file, or random openings of
// minPly to maxPly plies whose static evaluation is at most balance.
func tournamentOpenings(file string, games, minPly, maxPly int, balance float64, seed uint64) ([][]othello.Move, string, error) {
	if file != "" {
		ops, err := readOpenings(file)
		return ops, "file " + file, err
	}
	g := othello.Game{}
	balanced := func(p othello.Position) bool { return math.Abs(g.Evaluate(p, int(p.Turn))) <= balance }
	ops, err := opening.Random[othello.Position, othello.Move](g, othello.Start(), (games+1)/2, minPly, maxPly,
		balanced, rand.New(rand.NewPCG(seed, 0x0be1)))
	return ops, fmt.Sprintf("random %d-%d plies, |eval| ≤ %v", minPly, maxPly, balance), err
}

// hashBar returns a progress callback that redraws a bar of # on w.
func hashBar(w io.Writer) func(done, total int) {
	return func(done, total int) {
		const width = 30
		n := done * width / total
		fmt.Fprintf(w, "\r[%s%s] %d/%d", strings.Repeat("#", n), strings.Repeat(".", width-n), done, total)
		if done == total {
			fmt.Fprintln(w)
		}
	}
}

// addGames records every game and each player's average time per move.
func (out *tournamentOutput) addGames(gs []tournament.Game[othello.Move], specs [2]registry.PlayerSpec) {
	var ms, moves [2]float64
	for _, g := range gs {
		r := othelloengine.GameResult(g, specs[0], specs[1])
		out.Games = append(out.Games, r)
		ai := 0
		if !g.AFirst {
			ai = 1
		}
		ms[ai] += float64(r.BlackMS)
		moves[ai] += float64(r.BlackMoves)
		ms[1-ai] += float64(r.WhiteMS)
		moves[1-ai] += float64(r.WhiteMoves)
	}
	for i := range ms {
		if moves[i] > 0 {
			out.AvgMSMove[i] = math.Round(ms[i]/moves[i]*100) / 100
		}
	}
}

// write writes the summary with every game as JSON to jsonFile and one
// CSV line per game to csvFile, each when named.
func (out *tournamentOutput) write(jsonFile, csvFile string, gs []tournament.Game[othello.Move], specs [2]registry.PlayerSpec) error {
	if jsonFile != "" {
		js, _ := json.MarshalIndent(out, "", "  ")
		if err := os.WriteFile(jsonFile, append(js, '\n'), 0o644); err != nil {
			return err
		}
	}
	if csvFile != "" {
		return writeGamesCSV(csvFile, gs, specs)
	}
	return nil
}

// readOpenings reads one game record per line (blank lines and lines
// starting with # are skipped).
func readOpenings(path string) ([][]othello.Move, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var ops [][]othello.Move
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		ms, end, err := othello.ParseRecord(othello.Start(), line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		if end.Over() {
			return nil, fmt.Errorf("%s:%d: the opening ends the game", path, n)
		}
		ops = append(ops, ms)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(ops) == 0 {
		return nil, fmt.Errorf("%s: no openings", path)
	}
	return ops, nil
}

// writeGamesCSV writes one line per game: index, whether A had Black, the
// outcome for A (1, 0, -1), Black's disc difference, plies, the record.
func writeGamesCSV(path string, gs []tournament.Game[othello.Move], specs [2]registry.PlayerSpec) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := csv.NewWriter(f)
	w.Write([]string{"game", "a_black", "a_outcome", "black_disc_diff", "plies", "black_ms", "white_ms", "record", "a", "b"})
	for _, g := range gs {
		r := othelloengine.GameResult(g, specs[0], specs[1])
		w.Write([]string{strconv.Itoa(g.Index + 1), strconv.FormatBool(g.AFirst), strconv.Itoa(g.Outcome), strconv.Itoa(r.DiscDiff),
			strconv.Itoa(r.Plies), strconv.FormatInt(r.BlackMS, 10), strconv.FormatInt(r.WhiteMS, 10), r.Record, specs[0].String(), specs[1].String()})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
