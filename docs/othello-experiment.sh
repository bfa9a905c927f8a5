#!/usr/bin/env bash
# The Othello experiment of docs/othello-experiment.md: the shape of the two
# tables of Nguyen & Nguyen (2015) at a scale a shared 2-core machine runs
# in under an hour. Usage (from the repository root):
#   go build -o /tmp/othello-mcts-bin/searchlab ./core/cmd/searchlab
#   nohup docs/othello-experiment.sh /tmp/othello-mcts-bin/searchlab /tmp/othello-exp > /tmp/othello-exp.log 2>&1 &
# Every pairing prints one JSON summary line to $OUT/summary.jsonl and
# writes its games to $OUT/<name>.json. Same seed (1) for every pairing, so
# every pairing plays the same openings. A pairing already in summary.jsonl
# is skipped, so a stopped run resumes where it stopped.
# The players are the registry's (the algorithms and parameters of
# `searchlab solve`): alpha-beta is written with endgame=0 (no exact solver,
# as in the tables), the equal-time rows give MCTS an iteration budget no
# move reaches, and plain UCT with the finisher is mcts-bt without features.
set -euo pipefail
SL=${1:-/tmp/othello-mcts-bin/searchlab}
OUT=${2:-/tmp/othello-exp}
GAMES=${GAMES:-100}
TGAMES=${TGAMES:-50}
IT=${IT:-1000}
MS=${MS:-50ms}
# The alpha-beta of the tables: the evaluation ladder (eval=parity, the
# default of alphabeta when those rows ran; the default is now the learned
# evaluation, NAB below), no exact endgame.
AB=${AB:-alphabeta:depth=4,eval=parity,endgame=0}
NAB=${NAB:-alphabeta:depth=4,eval=learned,endgame=0}
UNLIMITED=iterations=100000000 # the time per move decides
mkdir -p "$OUT"
pair() { # name a b [extra flags]
	local name=$1 a=$2 b=$3
	shift 3
	if grep -qs "\"name\":\"$name\"" "$OUT/summary.jsonl"; then return; fi
	"$SL" tournament -game othello -a "$a" -b "$b" -seed 1 -parallel 2 -q -json "$OUT/$name.json" "$@" |
		sed "s/^{/{\"name\":\"$name\",/" >>"$OUT/summary.jsonl"
}
# Table 1, equal iterations: each program against alpha-beta.
pair t1-uct "mcts-uct:iterations=$IT" "$AB" -games "$GAMES"
pair t1-bt "mcts-bt:iterations=$IT" "$AB" -games "$GAMES"
pair t1-btopt "mcts-bt-opt:iterations=$IT" "$AB" -games "$GAMES"
# Table 2, equal iterations: the programs against each other.
pair t2-btopt-uct "mcts-bt-opt:iterations=$IT" "mcts-uct:iterations=$IT" -games "$GAMES"
pair t2-btopt-bt "mcts-bt-opt:iterations=$IT" "mcts-bt:iterations=$IT" -games "$GAMES"
pair t2-bt-uct "mcts-bt:iterations=$IT" "mcts-uct:iterations=$IT" -games "$GAMES"
# The square root of the bias factor off (K/(N+K) linear), against alpha-beta.
pair t1-bt-linear "mcts-bt:iterations=$IT,sqrt=false" "$AB" -games "$GAMES"
pair t1-btopt-linear "mcts-bt-opt:iterations=$IT,sqrt=false" "$AB" -games "$GAMES"
# Equal time per move (every player, alpha-beta deepening until the time is up).
pair time-uct "mcts-uct:$UNLIMITED" alphabeta:depth=60,endgame=0,eval=parity -games "$TGAMES" -move-time "$MS"
pair time-bt "mcts-bt:$UNLIMITED" alphabeta:depth=60,endgame=0,eval=parity -games "$TGAMES" -move-time "$MS"
pair time-btopt "mcts-bt-opt:$UNLIMITED" alphabeta:depth=60,endgame=0,eval=parity -games "$TGAMES" -move-time "$MS"
# Ablations, equal iterations, against alpha-beta: the bias alone (uniform
# playouts) and roulette playouts alone (C_BT = 0), for each feature set.
pair ab-bias-buro "mcts-bt:iterations=$IT,playout=uniform" "$AB" -games "$GAMES"
pair ab-bias-opt "mcts-bt-opt:iterations=$IT,playout=uniform" "$AB" -games "$GAMES"
pair ab-roul-buro "mcts-bt:iterations=$IT,c_bt=0" "$AB" -games "$GAMES"
pair ab-roul-opt "mcts-bt-opt:iterations=$IT,c_bt=0" "$AB" -games "$GAMES"
# Against alpha-beta with the exact endgame solver from 12 empties.
pair eg-uct "mcts-uct:iterations=$IT" "${AB%,endgame=0},endgame=12" -games "$GAMES"
pair eg-bt "mcts-bt:iterations=$IT" "${AB%,endgame=0},endgame=12" -games "$GAMES"
pair eg-btopt "mcts-bt-opt:iterations=$IT" "${AB%,endgame=0},endgame=12" -games "$GAMES"
# Four times the iterations, against alpha-beta.
pair x4-uct "mcts-uct:iterations=$((4 * IT))" "$AB" -games "$GAMES"
pair x4-bt "mcts-bt:iterations=$((4 * IT))" "$AB" -games "$GAMES"
pair x4-btopt "mcts-bt-opt:iterations=$((4 * IT))" "$AB" -games "$GAMES"
# Equal time, head to head: does the features' cost in speed pay?
pair time-btopt-uct "mcts-bt-opt:$UNLIMITED" "mcts-uct:$UNLIMITED" -games "$TGAMES" -move-time "$MS"
pair time-bt-uct "mcts-bt:$UNLIMITED" "mcts-uct:$UNLIMITED" -games "$TGAMES" -move-time "$MS"
pair time-btopt-bt "mcts-bt-opt:$UNLIMITED" "mcts-bt:$UNLIMITED" -games "$TGAMES" -move-time "$MS"
# What MCTS-Solver and the exact finisher add to plain UCT (finisher at 10 empties).
pair fin-uct "mcts-bt:features=none,playout=uniform,iterations=$IT,solver=true,finish_empties=10" "$AB" -games "$TGAMES"
# The new alpha-beta (PVS with the learned evaluation), and the MCTS
# program with the learned evaluation (docs/othello-eval.md).
pair new-uct "mcts-uct:iterations=$IT" "$NAB" -games "$GAMES"
pair new-bt "mcts-bt:iterations=$IT" "$NAB" -games "$GAMES"
pair new-btopt "mcts-bt-opt:iterations=$IT" "$NAB" -games "$GAMES"
pair new-learned "mcts-learned:iterations=$IT" "$NAB" -games "$GAMES"
pair learned-ab "mcts-learned:iterations=$IT" "$AB" -games "$GAMES"
pair learned-btopt "mcts-learned:iterations=$IT" "mcts-bt-opt:iterations=$IT" -games "$GAMES"
pair learned-x10 "mcts-learned:iterations=$((10 * IT))" "$NAB" -games "$GAMES"
echo done >"$OUT/DONE"
