package bloxorzgame

func (Descriptor) CheckBoard(board, _ string) error {
	_, err := bloxorzLevelOf(board, 0)
	return err
}
