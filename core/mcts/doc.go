// Package mcts holds Monte Carlo tree search (Browne et al., "A Survey of
// Monte Carlo Tree Search Methods", IEEE TCIAIG 4(1), 2012; AIMA 4e §5.4)
// for single-player puzzles (Single: UCT on the mean or the maximum reward,
// unique-state trees, event-weighted rewards and SP-MCTS, the variants of
// the SearchLab Bloxorz study) and for two-player games (UCT: Kocsis &
// Szepesvári, "Bandit based Monte-Carlo Planning", ECML 2006).
//
// Both searches grow the same tree (tree.go: a node arena with contiguous
// children, backpropagation of per-player rewards) and select children with
// the same formulas (uct.go); they differ in what a playout is and how it
// is scored (single.go, twoplayer.go, policy.go, reward.go).
//
// Every search is a steppable value: one Step is one iteration (selection,
// expansion, simulation, backpropagation). Randomness comes only from the
// search.Rand given to the constructor, so the same seed repeats the same
// run, statistics included. Statistics: Iterations counts playouts,
// Expanded the tree nodes expanded (bounded exactly by Limits.MaxNodes),
// Generated the states created (tree children and simulation steps),
// MaxFrontier the tree size, MaxDepth the deepest tree node.
//
// Invalid parameters or a problem lacking a needed capability do not panic:
// the constructor returns a search that is already finished and whose Err
// method says what is wrong (the convention of core/local).
//
// UCT can add MCTS-Solver (Winands, Björnsson & Saito, CG 2008), which
// propagates proven wins and losses up the tree and stops once the root is
// proven; plain UCT on random playouts is weak in games such as Nim, where
// almost every random move is a mistake (see BenchmarkNimWinRate).
//
// UCT can also take a prior (bias.go): the biased UCB of Ikeda & Viennot
// (CG 2013), X̄_j + C·sqrt(ln N/n_j) + C_BT·sqrt(K/(N+K))·P(m_j), with
// P(m_j) from a Strengths capability such as a Bradley–Terry model
// (core/bradleyterry); Roulette playouts that sample moves in proportion
// to the same strengths; and a Finisher that ends playouts with an exact
// result (an endgame solver). The root's candidates expose the exploit,
// explore and bias terms of every move for the UI.
//
// Completeness: MCTS is not complete within a finite budget. Single keeps a
// tree that, given unbounded iterations, eventually expands every reachable
// state of a finite problem (and with UniqueStates it reports NotFound,
// a proof, once the whole reachable space is in the tree without a goal).
// Two-player UCT converges to the minimax move as the number of iterations
// grows (Kocsis & Szepesvári 2006, theorem 6). Cost per iteration: O(d·b)
// for tree depth d and branching factor b (selection scans the children of
// each node on the path) plus O(L) for a playout of length L; space O(N·b)
// for a tree of N expanded nodes.
package mcts
