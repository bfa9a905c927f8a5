package wire

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// FrameOfLine is the frame of one NDJSON line of an answer to path, as a
// caller that asked for frames gets it: for /api/solve a progress, trace
// or final frame (DecodeLine), for /api/step a trace or step frame, for
// any other path a line frame. It serves code that holds lines (a test's
// scripted solver) and the benchmarks that compare the two forms; the
// worker itself writes frames directly (httpapi.ServeFrames).
func FrameOfLine(path string, line []byte) ([]byte, error) {
	switch path {
	case "/api/solve":
		l, err := DecodeLine(line)
		switch {
		case err != nil:
			return nil, err
		case l.Progress != nil:
			return AppendProgressFrame(nil, *l.Progress), nil
		case l.Trace != nil:
			return AppendTraceFrame(nil, l.Trace), nil
		}
		return AppendFinalFrame(nil, l.Final), nil
	case "/api/step":
		line = bytes.TrimSpace(line)
		if bytes.HasPrefix(line, []byte(`{"trace"`)) {
			l, err := DecodeLine(line)
			if err != nil || l.Trace == nil {
				return nil, fmt.Errorf("not a trace line: %v", err)
			}
			return AppendTraceFrame(nil, l.Trace), nil
		}
		var l StepLine
		if err := json.Unmarshal(line, &l); err != nil {
			return nil, err
		}
		return AppendStepFrame(nil, &l), nil
	}
	return AppendLineFrame(nil, string(bytes.TrimSpace(line))), nil
}

// LineFrames is FrameOfLine over a stream: it returns the function that
// hands each line of an answer to path to onFrame as its frame. A blank
// line is skipped; a line that does not read as its frame goes as a line
// frame, which a reader expecting a solve or step answer reports as
// unreadable. It lets a solver that writes lines (a test's stand-in, a
// scripted fake) answer a caller that reads frames.
func LineFrames(path string, onFrame func(frame []byte)) func(line string) {
	return func(line string) {
		if len(bytes.TrimSpace([]byte(line))) == 0 {
			return
		}
		f, err := FrameOfLine(path, []byte(line))
		if err != nil {
			f = AppendLineFrame(nil, line)
		}
		onFrame(f)
	}
}
