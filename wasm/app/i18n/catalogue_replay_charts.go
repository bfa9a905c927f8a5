package i18n

// The replay's charts (their titles and legends) and the texts issue 32
// found still in English in the panels (Bloxorz, the Lab, the N-puzzle, the player).
func init() { addMessages(replayChartMessages) }

// replayChartMessages are the file's messages, English and Vietnamese side by side.
var replayChartMessages = map[string]Message{
	"replay.chart.flow":        {En: "{set} over the events", Vi: "{set} qua các sự kiện"},
	"replay.chart.flow2":       {En: "{set} and {set2} over the events", Vi: "{set} và {set2} qua các sự kiện"},
	"replay.chart.mean":        {En: "mean", Vi: "trung bình"},
	"replay.chart.best":        {En: "best", Vi: "tốt nhất"},
	"replay.chart.temperature": {En: "temperature", Vi: "nhiệt độ"},
	"replay.chart.with_temp":   {En: "{chart} and the temperature (right scale)", Vi: "{chart} và nhiệt độ (thang bên phải)"},

	// The replay of a game's AI (components/replay_switch.go) and the search tree's nodes (replay_tree.go).
	"replay.record_ai":      {En: "Record the AI's searches for the replay", Vi: "Ghi lại các lần tìm kiếm của máy để phát lại"},
	"replay.trace_position": {En: "Trace this position", Vi: "Ghi vết thế cờ này"},
	"replay.tree.frontier":  {En: "frontier", Vi: "trên biên"},
	"replay.tree.expanded":  {En: "expanded", Vi: "đã mở rộng"},
	"replay.tree.replaced":  {En: "replaced", Vi: "bị thay thế"},

	// The Lab's presets (levels/experiments/NAME.json) on their buttons, by
	// name; the spec's own name, which the form and the CLI read, stays.
	"lab.preset.name.bloxorz-classic":       {En: "Bloxorz: the 33 stages × BFS, A*, DFS, MCTS, GA", Vi: "Bloxorz: 33 màn × BFS, A*, DFS, MCTS, GA"},
	"lab.preset.name.nim-minimax-alphabeta": {En: "Nim: minimax against alpha-beta, with and without TT and ordering", Vi: "Nim: Minimax đấu với Alpha-Beta, có và không có bảng chuyển vị (TT) và sắp thứ tự nước đi"},
	"lab.preset.name.npuzzle-random":        {En: "30 random 8-puzzles × every algorithm", Vi: "30 bàn 8 ô ngẫu nhiên × mọi thuật toán"},
	"lab.preset.name.othello-mcts-alphabeta": {En: "Othello: MCTS1, MCTS2, MCTS3, MCTS with the learned evaluation and alpha-beta, every pair",
		Vi: "Othello: MCTS1, MCTS2, MCTS3, MCTS với hàm lượng giá học được và Alpha-Beta, đấu từng cặp"},

	// The replay's game trees (components/replay_gametree.go) and a search
	// tree node's depth (replay_tree.go).
	"replay.gt.root":        {En: "root", Vi: "gốc"},
	"replay.gt.searching":   {En: "searching", Vi: "đang tìm"},
	"replay.gt.bound.lower": {En: " (lower bound)", Vi: " (cận dưới)"},
	"replay.gt.bound.upper": {En: " (upper bound)", Vi: " (cận trên)"},
	"replay.gt.cut":         {En: "✂ cutoff, {n} pruned", Vi: "✂ cắt tỉa, tỉa bỏ {n}"},
	"replay.gt.cut.title":   {En: "a child's value reached β: the moves after it were pruned", Vi: "giá trị của một nút con đã chạm β: các nước đi sau nó bị tỉa bỏ"},
	"replay.gt.tt.title":    {En: "the value came from the transposition table", Vi: "giá trị lấy từ bảng chuyển vị"},
	"replay.gt.solved":      {En: "solved exactly ({nodes})", Vi: "giải chính xác ({nodes})"},
	"replay.gt.window":      {En: " (α {a}, β {b})", Vi: " (α {a}; β {b})"},
	"replay.mcts.title":     {En: "Monte Carlo tree", Vi: "Cây Monte Carlo"},
	"replay.mcts.empty":     {En: "The tree is empty so far.", Vi: "Cây vẫn còn trống."},
	"replay.mcts.info":      {En: "n={n} mean={mean}", Vi: "n={n} tb={mean}"},
	"replay.mcts.proven":    {En: " proven {v}", Vi: " đã chứng minh {v}"},
	"replay.mcts.playouts":  {En: "{n} playouts", EnOne: "1 playout", Vi: "{n} lượt mô phỏng"},
	"replay.mcts.note": {En: "{nodes} after {playouts}. n = visits; mean = the reward of the player who moved into the node (win 1, loss 0); bold: the last playout's path.",
		Vi: "{nodes} sau {playouts}. n = số lần thăm; tb = phần thưởng trung bình của người chơi vừa đi vào nút (thắng 1, thua 0); in đậm: đường đi của lượt mô phỏng gần nhất."},
	"replay.tree.depth": {En: " depth {d}", Vi: " độ sâu {d}"},

	// The solution player's move chips (components/player.go).
	"player.move": {En: "move {n}", Vi: "nước đi {n}"},
}
