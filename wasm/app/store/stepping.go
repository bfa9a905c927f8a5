package store

import (
	corewire "searchlab/core/wire"
)

// StepView is where the step mode is: the steps performed and, once the
// search has ended, its outcome. What the steps did is the step mode's
// trace, which the solver panel's Replay holds and the replay view shows.
type StepView = corewire.StepView

// stepping is the step mode's bookkeeping in the solver panel: the
// session the worker keeps (0: none), the step request in flight, the
// steps asked for while it runs, and the sessions to close.
type stepping struct {
	session   int64             // the worker's session (0: none open)
	stepReq   *corewire.Request // the request the next step request opens the session with
	stepRun   RunID             // the step request in flight (0: none)
	stepMore  int               // steps asked for while stepRun runs
	stepLeft  RunID             // a step request of a session ended while it ran (Stop ends it before a run)
	stepClose []int64           // sessions ended since the last step request: the next one closes them
}
