package store

import (
	"strings"

	"searchlab/core/registry"
	corewire "searchlab/core/wire"
)

// End is how a call to the solver ended, a small closed set: Done (the
// stream ended normally; the run controller fills in its final object),
// Stopped (Stop ended it), Crashed (the worker died, or the stream ended
// without a final object) and Refused (the solver did not start it: busy,
// not ready). The bridge decodes the solver lanes' typed ends into these
// once (EndOf); screens switch on the type, never on text.
type End interface{ isEnd() }

// Done is a stream that ended normally, with its final object: exactly one
// of Response (a solve), Level (a level generated), Match (the last
// line of a match) and Step (a step request's view or error) is set once the run controller has read the stream.
type Done struct {
	Response *corewire.Response
	Level    *corewire.GenerateResponse
	Match    *registry.MatchStatus
	Step     *corewire.StepLine
}

// Stopped is a run ended by Stop (the person's, or a screen's that moved
// on).
type Stopped struct{}

// Crashed is a run whose solver failed: the worker died or went silent,
// or the stream ended without a final object. Why says what happened.
type Crashed struct{ Why string }

// Refused is a run the solver would not start: Why says why (a search is
// already running, the worker is not ready).
type Refused struct{ Why string }

func (Done) isEnd()    {}
func (Stopped) isEnd() {}
func (Crashed) isEnd() {}
func (Refused) isEnd() {}

// The kinds of end the page's solver lanes report, with a sentence why
// ({kind, why}: web/ends.mjs, where the JS side names them once). The
// bridge turns them into an End once (EndOf); nothing reads the sentence.
const (
	EndDone    = "done"
	EndStopped = "stopped"
	EndCrashed = "crashed"
	EndRefused = "refused"
)

// EndOf is the End of a run that the solver's lanes report as kind with
// a sentence why. An unknown kind is a crash that says so.
func EndOf(kind, why string) End {
	why = strings.TrimSpace(why)
	switch kind {
	case EndDone:
		return Done{}
	case EndStopped:
		return Stopped{}
	case EndCrashed:
		if why == "" {
			why = "the solver failed"
		}
		return Crashed{Why: why}
	case EndRefused:
		if why == "" {
			why = "the solver is not ready"
		}
		return Refused{Why: why}
	}
	return Crashed{Why: "the solver ended a run in an unknown way (" + kind + ")"}
}

// Outcome is how a run ended, as the status line, the history and the
// compare table name it: a wire status of the solver, or the page's own
// stopped, crashed and refused. It is a history entry's "status" on
// disk, so its values never change.
type Outcome string

// The outcomes.
const (
	OutcomeFound          = Outcome(corewire.StatusFound)
	OutcomeNotFound       = Outcome(corewire.StatusNotFound)
	OutcomeCutoff         = Outcome(corewire.StatusCutoff)
	OutcomeBudgetExceeded = Outcome(corewire.StatusBudgetExceeded)
	OutcomeCancelled      = Outcome(corewire.StatusCancelled)
	OutcomeUnsolvable     = Outcome(corewire.StatusUnsolvable)
	OutcomeInvalid        = Outcome(corewire.StatusInvalid)
	OutcomeError          = Outcome(corewire.StatusError)
	// OutcomeStopped: Stop ended the run (its statistics so far are kept).
	OutcomeStopped Outcome = "stopped"
	// OutcomeCrashed: the solver failed (End Crashed).
	OutcomeCrashed Outcome = "crashed"
	// OutcomeRefused: the solver would not start the run (End Refused).
	OutcomeRefused Outcome = "refused"
)

// outcomes are the outcomes a run can have (a history entry with another
// status is set aside).
var outcomes = map[Outcome]bool{
	OutcomeFound: true, OutcomeNotFound: true, OutcomeCutoff: true, OutcomeBudgetExceeded: true,
	OutcomeCancelled: true, OutcomeUnsolvable: true, OutcomeInvalid: true, OutcomeError: true,
	OutcomeStopped: true, OutcomeCrashed: true, OutcomeRefused: true,
}

// Known reports whether o is one of the outcomes above.
func (o Outcome) Known() bool { return outcomes[o] }

// Failed reports whether the run ended without a solution or a proof
// (found, not found and unsolvable are answers).
func (o Outcome) Failed() bool {
	return o != OutcomeFound && o != OutcomeNotFound && o != OutcomeUnsolvable
}

// Word is the outcome in words for tables (never the wire name:
// "budget_exceeded" reads "budget used up").
func (o Outcome) Word() string {
	switch o {
	case OutcomeNotFound:
		return "no solution"
	case OutcomeCutoff:
		return "cut off"
	case OutcomeBudgetExceeded:
		return "budget used up"
	case OutcomeInvalid:
		return "invalid input"
	case OutcomeError:
		return "solver error"
	case OutcomeRefused:
		return "not started"
	}
	return strings.ReplaceAll(string(o), "_", " ")
}

// Tone is how the status line colours the outcome: "ok" for an answer,
// "warn" for a run cut short (stopped, cut off, budget used up), "bad"
// for the rest; "" for no outcome.
func (o Outcome) Tone() string {
	switch o {
	case "":
		return ""
	case OutcomeFound, OutcomeNotFound:
		return "ok"
	case OutcomeStopped, OutcomeBudgetExceeded, OutcomeCutoff:
		return "warn"
	}
	return "bad"
}

// OutcomeOf is the outcome of a run that ended with e, and a sentence for
// the outcomes that need one (the solver's error, why it crashed or was
// refused).
func OutcomeOf(e End) (Outcome, string) {
	switch e := e.(type) {
	case Done:
		if r := e.Response; r != nil {
			if r.Status == corewire.StatusBusy {
				return OutcomeRefused, r.Error
			}
			return Outcome(r.Status), r.Error
		}
		return OutcomeCrashed, "the solver ended without a result"
	case Stopped:
		return OutcomeStopped, "stopped"
	case Crashed:
		return OutcomeCrashed, e.Why
	case Refused:
		return OutcomeRefused, e.Why
	}
	return OutcomeCrashed, "the run ended in an unknown way"
}
