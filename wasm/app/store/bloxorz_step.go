package store

// bloxStep advances the Bloxorz stepping session (opening one with the
// screen's algorithm and settings first): the search runs on the page one
// event at a time, the step panel shows the event and the board shows the
// state it is about.
func (s *Store) bloxStep(n int) {
	st := &s.st
	b := st.Bloxorz
	if b.Run.Active || b.Editing {
		return
	}
	n = max(n, 1)
	if b.stepSess == nil {
		if s.deps.Stepper == nil {
			st.Notice, st.NoticeBad = "Stepping a search on the page is not available in this build.", true
			return
		}
		info, params, err := b.RequestParams(b.Algorithm)
		if err != nil {
			st.Notice, st.NoticeBad = err.Error(), true
			return
		}
		delete(params, "heatmap")
		sess, err := s.deps.Stepper(bloxRequest(b, params))
		if err != nil {
			st.Notice, st.NoticeBad = "Cannot step "+info.Name+": "+err.Error(), true
			return
		}
		b.stepSess = sess
		b.Player.Playing, b.Player.Shown = false, false
	}
	v := b.stepSess.Advance(n)
	b.Step = &v
}

// endBloxStep closes the stepping session.
func (b *BloxorzState) endBloxStep() { b.stepSess, b.Step = nil, nil }
