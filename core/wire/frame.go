package wire

import "fmt"

// Between the solver's worker and the page (two Go programs that share
// these types) a solve's answer does not travel as NDJSON but as binary
// frames: one frame per message, a kind byte then its payload, written by
// hand with varints (frame_codec.go) and read back without reflection into
// the same values DecodeLine gives. NDJSON stays at the network edge
// (searchlab serve, the Cloudflare Worker, the CLI's -trace), byte for
// byte; the worker sends frames only when its caller asks for them.
//
// An answer is zero or more progress, trace and line frames, then its
// result (a final frame for a solve, a step frame for a step request, a
// line for the other endpoints), then one end frame.

// FrameKind is the first byte of a frame.
type FrameKind byte

// The frame kinds.
const (
	// FrameProgress carries a Progress (a solve's or a generator's).
	FrameProgress FrameKind = 1 + iota
	// FrameTrace carries a TraceBatch.
	FrameTrace
	// FrameFinal carries a solve's final Response.
	FrameFinal
	// FrameStep carries a step request's StepLine.
	FrameStep
	// FrameEnd ends an answer: the HTTP status code the handler answered
	// with (200 for a stream).
	FrameEnd
	// FrameLine carries one JSON line of an answer that has no binary form
	// (level generation, games and matches, the catalogue): the text as
	// the handler wrote it, without its newline.
	FrameLine
)

// String names the kind.
func (k FrameKind) String() string {
	switch k {
	case FrameProgress:
		return "progress"
	case FrameTrace:
		return "trace"
	case FrameFinal:
		return "final"
	case FrameStep:
		return "step"
	case FrameEnd:
		return "end"
	case FrameLine:
		return "line"
	}
	return fmt.Sprintf("kind %d", byte(k))
}

// Frame is one decoded frame: Kind says which one field is set (End and
// Line are values: the status code and the text).
type Frame struct {
	Kind     FrameKind
	Progress *Progress
	Trace    *TraceBatch
	Final    *Response
	Step     *StepLine
	End      int
	Line     string
}

// AppendProgressFrame appends p's frame to b.
func AppendProgressFrame(b []byte, p Progress) []byte {
	w := frameWriter{b: append(b, byte(FrameProgress))}
	w.progress(&p)
	return w.b
}

// AppendTraceFrame appends t's frame to b.
func AppendTraceFrame(b []byte, t *TraceBatch) []byte {
	w := frameWriter{b: append(b, byte(FrameTrace))}
	w.traceBatch(t)
	return w.b
}

// AppendFinalFrame appends r's frame to b.
func AppendFinalFrame(b []byte, r *Response) []byte {
	w := frameWriter{b: append(b, byte(FrameFinal))}
	w.response(r)
	return w.b
}

// AppendStepFrame appends l's frame to b.
func AppendStepFrame(b []byte, l *StepLine) []byte {
	w := frameWriter{b: append(b, byte(FrameStep))}
	w.stepLine(l)
	return w.b
}

// AppendEndFrame appends the end frame of an answer with status code to b.
func AppendEndFrame(b []byte, code int) []byte {
	w := frameWriter{b: append(b, byte(FrameEnd))}
	w.varint(int64(code))
	return w.b
}

// AppendLineFrame appends the frame of a JSON line to b.
func AppendLineFrame(b []byte, line string) []byte {
	w := frameWriter{b: append(b, byte(FrameLine))}
	w.string(line)
	return w.b
}

// DecodeFrame reads one frame. A malformed frame (an unknown kind, a
// value cut short, a number out of range, bytes left over) is an error,
// never a panic. The strings it returns are copies: the frame's bytes may
// be reused.
func DecodeFrame(b []byte) (Frame, error) {
	if len(b) == 0 {
		return Frame{}, fmt.Errorf("an empty frame")
	}
	r := frameReader{b: b, off: 1}
	f := Frame{Kind: FrameKind(b[0])}
	switch f.Kind {
	case FrameProgress:
		f.Progress = new(Progress)
		r.progress(f.Progress)
	case FrameTrace:
		f.Trace = new(TraceBatch)
		r.traceBatch(f.Trace)
	case FrameFinal:
		f.Final = new(Response)
		r.response(f.Final)
	case FrameStep:
		f.Step = new(StepLine)
		r.stepLine(f.Step)
	case FrameEnd:
		f.End = r.int()
		if r.err == nil && (f.End < 100 || f.End > 999) {
			r.fail(fmt.Errorf("an end frame with status code %d", f.End))
		}
	case FrameLine:
		f.Line = r.string()
	default:
		return Frame{}, fmt.Errorf("a frame of unknown %v", f.Kind)
	}
	if r.err == nil && r.off != len(b) {
		r.fail(fmt.Errorf("%d bytes after the %s frame's value", len(b)-r.off, f.Kind))
	}
	if r.err != nil {
		return Frame{}, fmt.Errorf("a malformed %s frame: %v", f.Kind, r.err)
	}
	return f, nil
}
