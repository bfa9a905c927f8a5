package othellogame

import (
	"searchlab/core/othello"
	"searchlab/core/wire"
)

func (Descriptor) CheckBoard(board, _ string) error {
	if _, err := othello.Parse(board); err != nil {
		return &wire.InvalidError{Msg: err.Error(), Err: err}
	}
	return nil
}
