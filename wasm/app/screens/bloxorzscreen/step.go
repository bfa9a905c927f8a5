package bloxorzscreen

// bloxStep advances the Bloxorz stepping session (opening one with the
// screen's algorithm and settings first): the search runs on the page one
// event at a time, the step panel shows the event and the board shows the
// state it is about.
func (s *Screen) bloxStep(n int) {
	b := s.b
	if b.Run.Active || b.Editing {
		return
	}
	n = max(n, 1)
	if b.stepSess == nil {
		if s.h.Stepper() == nil {
			s.notice("Stepping a search on the page is not available in this build.", true)
			return
		}
		info, params, err := b.RequestParams(b.Algorithm)
		if err != nil {
			s.notice(err.Error(), true)
			return
		}
		delete(params, "heatmap")
		sess, err := s.h.Stepper()(b.request(b.Algorithm, params))
		if err != nil {
			s.notice("Cannot step "+info.Name+": "+err.Error(), true)
			return
		}
		b.stepSess = sess
		b.Player.Playing, b.Player.Shown = false, false
	}
	v := b.stepSess.Advance(n)
	b.Step = &v
}

// endBloxStep closes the stepping session.
func (b *State) endBloxStep() { b.stepSess, b.Step = nil, nil }
