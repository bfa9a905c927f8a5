package main

import (
	"slices"
	"strings"
)

// boardLast moves a board text that begins with '-' (an Othello line such as
// "--XXXXX--OOO… X") behind a "--", so that the flag package reads it as the
// board instead of failing on "bad flag syntax". An argument is taken for a
// board when it starts with '-' and holds white space before any '='
// (no flag looks like that); "--" already given is respected.
func boardLast(args []string) []string {
	var flags, boards []string
	for i, a := range args {
		if a == "--" {
			flags = append(flags, args[i:]...)
			break
		}
		sp := strings.IndexAny(a, " \t\n")
		eq := strings.IndexByte(a, '=')
		if strings.HasPrefix(a, "-") && sp > 0 && (eq < 0 || sp < eq) {
			boards = append(boards, a)
			continue
		}
		flags = append(flags, a)
	}
	if len(boards) == 0 {
		return args
	}
	if slices.Contains(flags, "--") {
		return append(flags, boards...)
	}
	return append(append(flags, "--"), boards...)
}
