package wire

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"searchlab/core/words"
)

// A solve stream (POST /api/solve, the solver worker, `searchlab solve
// -progress`) is NDJSON: zero or more progress lines and, when the request
// asked for a trace, trace lines (TraceLine, trace.go), then one final
// line, the Response. This file is the one place that says so: the handler writes
// with ProgressLine and Response; every reader (the CLI, the UI's store,
// the tests) decodes with DecodeLine or ReadLines.

// ProgressLine is a progress line: {"progress": {...}}.
type ProgressLine struct {
	Progress Progress `json:"progress"`
}

// Line is one decoded line of a solve stream: exactly one of Progress,
// Trace and Final is set.
type Line struct {
	Progress *Progress
	Trace    *TraceBatch
	Final    *Response
}

// DecodeLine reads one line of a solve stream. Surrounding white space is
// ignored; an empty line is an error. Unknown fields are ignored, so a
// newer server's extra fields do not break an older client.
func DecodeLine(text []byte) (Line, error) {
	text = bytes.TrimSpace(text)
	if len(text) == 0 {
		return Line{}, errors.New("an empty line")
	}
	moves, rest, cut := cutMoves(text)
	if cut {
		text = rest
	}
	var l struct {
		Progress *Progress   `json:"progress"`
		Trace    *TraceBatch `json:"trace"`
		Response
	}
	if err := json.Unmarshal(text, &l); err != nil {
		if text[0] != '{' || !json.Valid(text) {
			return Line{}, fmt.Errorf("not a JSON object: %v", err)
		}
		return Line{}, fmt.Errorf("an unreadable result: %v", err)
	}
	switch {
	case l.Progress != nil:
		return Line{Progress: l.Progress}, nil
	case l.Trace != nil:
		return Line{Trace: l.Trace}, nil
	case l.Status == "":
		return Line{}, errors.New("neither a progress line, a trace line nor a result (no status)")
	}
	r := l.Response
	if cut {
		r.Moves = moves
	}
	return Line{Final: &r}, nil
}

// Stream is a whole solve stream, decoded.
type Stream struct {
	Progress []Progress
	Trace    []TraceBatch
	Final    Response
}

// ReadLines reads a solve stream to its end: every line but the last must
// be a progress or trace line, the last the final Response. An error names the
// line (1-based) that breaks the format.
func ReadLines(r io.Reader) (Stream, error) {
	var out Stream
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 64<<20)
	n, final := 0, false
	for sc.Scan() {
		n++
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		if final {
			return out, fmt.Errorf("line %d comes after the final result", n)
		}
		l, err := DecodeLine(sc.Bytes())
		if err != nil {
			return out, fmt.Errorf("line %d: %v", n, err)
		}
		if l.Progress != nil {
			out.Progress = append(out.Progress, *l.Progress)
			continue
		}
		if l.Trace != nil {
			out.Trace = append(out.Trace, *l.Trace)
			continue
		}
		out.Final, final = *l.Final, true
	}
	if err := sc.Err(); err != nil {
		return out, err
	}
	if !final {
		return out, fmt.Errorf("the stream ended after %s without a final result", words.Count(int64(n), "line"))
	}
	return out, nil
}

// GenerateLine is one decoded line of a generate stream (POST
// /api/generate): zero or more progress lines, then the final
// GenerateResponse; exactly one of Progress and Final is set.
type GenerateLine struct {
	Progress *Progress
	Final    *GenerateResponse
}

// DecodeGenerateLine reads one line of a generate stream, as DecodeLine
// reads a solve stream's.
func DecodeGenerateLine(text []byte) (GenerateLine, error) {
	text = bytes.TrimSpace(text)
	if len(text) == 0 {
		return GenerateLine{}, errors.New("an empty line")
	}
	var l struct {
		Progress *Progress `json:"progress"`
		GenerateResponse
	}
	if err := json.Unmarshal(text, &l); err != nil {
		return GenerateLine{}, fmt.Errorf("not a JSON object: %v", err)
	}
	switch {
	case l.Progress != nil:
		return GenerateLine{Progress: l.Progress}, nil
	case l.Status == "":
		return GenerateLine{}, errors.New("neither a progress line nor an answer (no status)")
	}
	g := l.GenerateResponse
	return GenerateLine{Final: &g}, nil
}
