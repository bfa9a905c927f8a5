package nimgame

import (
	"searchlab/core/nim"
	"searchlab/core/wire"
)

func (Descriptor) CheckBoard(board, _ string) error {
	if _, err := nim.Parse(board); err != nil {
		return &wire.InvalidError{Msg: err.Error(), Err: err}
	}
	return nil
}
