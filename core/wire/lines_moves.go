package wire

import "bytes"

// A final line carries the whole solution in "moves"; depth-first search on
// the 8-puzzle returns 93,782 of them. encoding/json decodes such a list by
// reflection, one string at a time, which in the browser's UI thread is a
// task of a few hundred milliseconds. cutMoves reads the list directly when
// it has the shape the handler writes (Response.MarshalJSON: "status" first,
// then "moves", a list of plain strings), and leaves every other line to
// encoding/json.

// cutMoves finds the top-level moves list of a final line written as
// {"status":"…","moves":["…",…],…}. It returns the moves and the line with
// the list emptied; ok is false when the line has another shape, or a move
// needs JSON unescaping, and then the caller decodes the line as it is.
func cutMoves(text []byte) (moves []string, rest []byte, ok bool) {
	const head, key = `{"status":"`, `","moves":[`
	if !bytes.HasPrefix(text, []byte(head)) {
		return nil, nil, false
	}
	i := bytes.IndexByte(text[len(head):], '"')
	if i < 0 || !bytes.HasPrefix(text[len(head)+i:], []byte(key)) {
		return nil, nil, false
	}
	start := len(head) + i + len(key) // just after '['
	names := map[string]string{}      // moves repeat: one string per name
	moves = []string{}
	p := start
	for p < len(text) && text[p] != ']' {
		if text[p] != '"' {
			return nil, nil, false
		}
		q := bytes.IndexByte(text[p+1:], '"')
		if q < 0 {
			return nil, nil, false
		}
		name := text[p+1 : p+1+q]
		if bytes.IndexByte(name, '\\') >= 0 {
			return nil, nil, false
		}
		s, seen := names[string(name)]
		if !seen {
			s = string(name)
			names[s] = s
		}
		moves = append(moves, s)
		p += q + 2
		if p >= len(text) {
			return nil, nil, false
		}
		if text[p] == ',' {
			p++
			if p >= len(text) || text[p] == ']' {
				return nil, nil, false
			}
		}
	}
	if p >= len(text) {
		return nil, nil, false
	}
	rest = make([]byte, 0, len(text)-(p-start))
	rest = append(append(rest, text[:start]...), text[p:]...)
	return moves, rest, true
}
