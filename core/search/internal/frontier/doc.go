// Package frontier holds the frontier data structures of the systematic
// searches in package search: a FIFO queue (breadth-first), a LIFO stack
// (depth-first) and an indexed binary min-heap with decrease-key
// (best-first: uniform-cost, greedy, A*). They store small values (node
// indices) and never allocate per operation once grown.
package frontier
