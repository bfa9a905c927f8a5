package i18n

// The words of the Nim screen's game-tree view since its search runs in
// the solver's worker (issue 28: the page links no engine) and the
// replay view draws its tree, and of Bloxorz's generator, which runs only
// in the worker.
func init() { addMessages(h28nimMessages) }

// h28nimMessages are the file's messages, English and Vietnamese side by side.
var h28nimMessages = map[string]Message{
	"nim.tree.worker": {En: "For small positions: at most {max} nodes, searched step by step in the solver and drawn by the replay view below.",
		Vi: "Dành cho thế cờ nhỏ: tối đa {max} nút, bộ giải tìm từng bước và khung phát lại bên dưới vẽ cây."},
	"nim.tree.note.worker": {En: "The solver keeps this search and takes the steps you ask for, up to {max} nodes (larger searches are cut there; the AI's real move comes from its own search). The replay view below draws the tree as it grows: values, bounds, cutoffs and the moves they pruned, transposition hits; for MCTS visits, means and proofs.",
		Vi: "Bộ giải giữ phép tìm kiếm này và đi số bước bạn yêu cầu, tối đa {max} nút (tìm kiếm lớn hơn sẽ bị cắt ở đó; nước đi thật của máy do phép tìm kiếm riêng của nó). Khung phát lại bên dưới vẽ cây khi cây lớn dần: giá trị, cận, các lần cắt tỉa và những nước bị tỉa, các lần trúng bảng chuyển vị; với MCTS là số lượt thăm, trung bình và chứng minh."},
	"nim.tree.replaces":     {En: "The replay view shows the AI's last traced search: the first step replaces it with this tree.", Vi: "Khung phát lại đang hiện lần tìm kiếm có ghi vết gần nhất của máy: bước đầu tiên sẽ thay nó bằng cây này."},
	"nim.tree.done.novalue": {En: " — finished ({status})", Vi: " — đã xong ({status})"},
	"blx.gen.loading":       {En: "The solver is loading… The level is generated when it is ready.", Vi: "Bộ giải đang tải… Màn chơi sẽ được sinh khi bộ giải sẵn sàng."},
	"blx.gen.no_solver":     {En: "The generator runs in the solver, which could not start it: {why}. Try again when the solver is ready.", Vi: "Bộ sinh màn chạy trong bộ giải, nhưng bộ giải không khởi động được: {why}. Hãy thử lại khi bộ giải sẵn sàng."},
}
