package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"searchlab/core/wire"
)

// `searchlab solve -game graph` reads a level file or standard input and
// answers with the nodes after the start, the edges and their cost.
func TestSolveGraphFileAndStdin(t *testing.T) {
	file := filepath.Join("..", "..", "..", "levels", "graph", "romania.txt")
	code, r := solveJSON(t, "", "-game", "graph", "-algo", "astar", file)
	if code != 0 || r.Status != wire.StatusFound || r.Cost != 418 || r.Length != 4 ||
		strings.Join(r.Moves, " ") != "Sibiu RimnicuVilcea Pitesti Bucharest" {
		t.Fatalf("romania A*: exit %d, %+v", code, r)
	}
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	code, r = solveJSON(t, string(text), "-game", "graph", "-algo", "greedy", "-")
	if code != 0 || r.Cost != 450 || strings.Join(r.Moves, " ") != "Sibiu Fagaras Bucharest" {
		t.Fatalf("romania greedy from stdin: exit %d, %+v", code, r)
	}
	code, r = solveJSON(t, "node A 0 0\nstart A\n", "-game", "graph", "-algo", "bfs", "-")
	if r.Status != wire.StatusInvalid || !strings.Contains(r.Error, "no goal") {
		t.Fatalf("no goal: exit %d, %+v", code, r)
	}
}
