package othello

import (
	"fmt"
	"strings"
)

// FormatRecord writes a game record: the moves' names concatenated
// ("f5d6c3d3c4"), the usual notation of game databases. Passes are left out
// because they are forced: ParseRecord puts them back.
func FormatRecord(moves []Move) string {
	var sb strings.Builder
	for _, m := range moves {
		if m != Pass {
			sb.WriteString(m.String())
		}
	}
	return sb.String()
}

// ParseRecord plays a game record from start and returns the moves played
// (passes included) and the final position. The record is squares a1…h8
// (either case) written one after another, optionally separated by spaces or
// commas; a forced pass may be written ("pass", "pa", "--") or left out.
// The error names the first malformed or illegal move and its number.
func ParseRecord(start Position, record string) ([]Move, Position, error) {
	var moves []Move
	p := start
	s := strings.ToLower(record)
	for i := 0; ; {
		for i < len(s) && strings.IndexByte(" \t\r\n,;", s[i]) >= 0 {
			i++
		}
		if i == len(s) {
			return moves, p, nil
		}
		var m Move
		n := 2
		switch {
		case strings.HasPrefix(s[i:], "pass"):
			m, n = Pass, 4
		case strings.HasPrefix(s[i:], "pa"), strings.HasPrefix(s[i:], "ps"), strings.HasPrefix(s[i:], "--"), strings.HasPrefix(s[i:], "@@"):
			m = Pass
		default:
			tok := s[i:min(i+2, len(s))]
			var err error
			if m, err = ParseMove(tok); err != nil {
				return moves, p, fmt.Errorf("record: move %d at character %d: %w", len(moves)+1, i+1, err)
			}
		}
		if m != Pass && p.MustPass() {
			moves = append(moves, Pass)
			p = p.Apply(Pass)
		}
		next, err := p.Play(m)
		if err != nil {
			return moves, p, fmt.Errorf("record: move %d (%s): %w", len(moves)+1, m, err)
		}
		moves = append(moves, m)
		p = next
		i += n
	}
}
