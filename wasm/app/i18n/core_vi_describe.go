package i18n

// The replay's event sentences (core/replay describe.go), as the replay
// view's event line shows them: a pattern per sentence, its optional
// tails (a backward step, the costs, the temperature, the window, why a
// state was not kept) translated in turn. States and moves are kept as
// the game writes them.
var coreDescribe = []source{
	{En: "Start{side}: {s}{costs}", Vi: "Bắt đầu{side}: {s}{costs}"},
	{En: "Generated {s} from {s2}{side}, not kept: {drop}", Vi: "Sinh {s} từ {s2}{side}, không giữ lại: {drop}"},
	{En: "Generated {s} from {s2}{side}{costs}", Vi: "Sinh {s} từ {s2}{side}{costs}"},
	{En: "Expanded {s}: {n} move(s)", Vi: "Mở rộng {s}: {n} nước đi"},
	{En: "Evaluated the {n} neighbour(s) of {s} (h = {x}){temp}", Vi: "Lượng giá {n} trạng thái lân cận của {s} (h = {x}){temp}"},
	{En: "Expanded {s}{costs}", Vi: "Mở rộng {s}{costs}"},
	{En: "Iteration {n}: the bound is {x}", Vi: "Vòng lặp {n}: ngưỡng là {x}"},
	{En: "Tried the neighbour {s} of {s2}: h = {x}", Vi: "Thử trạng thái lân cận {s} của {s2}: h = {x}"},
	{En: "Neighbour {s} of {s2}: h = {x}", Vi: "Trạng thái lân cận {s} của {s2}: h = {x}"},
	{En: "Moved to {s} (h = {x}){temp}", Vi: "Chuyển sang {s} (h = {x}){temp}"},
	{En: "Restart {n} from {s}", Vi: "Khởi động lại lần {n} từ {s}"},
	{En: "Generation {n} cut short by the budget", Vi: "Thế hệ {n} dừng giữa chừng vì hết giới hạn"},
	{En: "Generation {n}: best fitness {x}, mean {x2}", Vi: "Thế hệ {n}: độ thích nghi tốt nhất {x}; trung bình {x2}"},
	{En: "Beam {n}: {n2} state(s), best h = {x}", Vi: "Chùm {n}: {n2} trạng thái, h tốt nhất = {x}"},
	{En: "Playout {n} ended at {s}: reward {x}", Vi: "Lượt mô phỏng {n} kết thúc ở {s}: phần thưởng {x}"},
	{En: "Solution: {s} reached in {n} move(s)", Vi: "Lời giải: đến {s} sau {n} nước đi"},
	{En: "Playout from node {n} ({s})", Vi: "Mô phỏng từ nút {n} ({s})"},
	{En: "Entered {s} at ply {n}{window}", Vi: "Vào {s} ở lớp {n}{window}"},
	{En: "Playout result {x} for the player to move at node {n} ({n2} move(s))", Vi: "Kết quả mô phỏng {x} cho người chơi đến lượt ở nút {n} ({n2} nước đi)"},
	{En: "Left {s}: value {x} ({bound})", Vi: "Rời {s}: giá trị {x} ({bound})"},
	{En: "Cutoff at {s}: value {x} ≥ β, {n} move(s) pruned", Vi: "Cắt tỉa tại {s}: giá trị {x} ≥ β, tỉa bỏ {n} nước đi"},
	{En: "Transposition table: {s} is worth {x} ({bound})", Vi: "Bảng chuyển vị: {s} có giá trị {x} ({bound})"},
	{En: "Iterative deepening: depth {x}", Vi: "Tìm kiếm sâu dần: độ sâu {x}"},
	{En: "The tree's root", Vi: "Gốc của cây"},
	{En: "Added node {n}: {s} under node {n2}", Vi: "Thêm nút {n}: {s} dưới nút {n2}"},
	{En: "Backed up node {n}: {n2} visits, mean reward {x}", Vi: "Lan truyền ngược ở nút {n}: {n2} lần thăm, phần thưởng trung bình {x}"},
	{En: "Completed the principal variation ({n} node(s))", Vi: "Hoàn tất biến chính ({n} nút)"},
	{En: "Solved {s} exactly: {x} ({n} node(s), no events)", Vi: "Giải chính xác {s}: {x} ({n} nút, không ghi sự kiện)"},

	// The tails and words inside the sentences.
	{En: "the root", Vi: "gốc"},
	{En: " (backward)", Vi: " (chiều ngược)"},
	{En: " (g = {x})", Vi: " (g = {x})"},
	{En: " (g = {x}, h = {x2}, f = {x3})", Vi: " (g = {x}; h = {x2}; f = {x3})"},
	{En: " at T = {x}", Vi: " ở T = {x}"},
	{En: " with window ({x}, {x2})", Vi: " với cửa sổ ({x}; {x2})"},
	{En: "exact", Vi: "chính xác"},
	{En: "lower", Vi: "cận dưới"},
	{En: "upper", Vi: "cận trên"},

	// Why a generated state was not kept (the drop tail).
	{En: "already reached", Vi: "đã gặp trước đó"},
	{En: "already reached by a path no longer", Vi: "đã gặp trước đó qua một đường đi không dài hơn"},
	{En: "already reached by a path no longer, or g + h not below the incumbent's cost",
		Vi: "đã gặp trước đó qua một đường đi không dài hơn, hoặc g + h không nhỏ hơn chi phí của lời giải tốt nhất hiện có"},
	{En: "the state it came from, on a level of the path, already among the level's children, no cheaper than the incumbent, or over the cap before a first solution",
		Vi: "là trạng thái cha, đã nằm ở một mức của đường đi, đã có trong các nút con của mức, không rẻ hơn lời giải tốt nhất hiện có, hoặc vượt mức trần khi chưa có lời giải đầu tiên"},
	{En: "already explored (or at the depth limit)", Vi: "đã duyệt (hoặc đang ở giới hạn độ sâu)"},
	{En: "on the current path (a cycle), or past the depth limit", Vi: "nằm trên đường đi hiện tại (một chu trình), hoặc vượt giới hạn độ sâu"},
	{En: "f = {x} + {x2} = {x3} is over the bound {x4}", Vi: "f = {x} + {x2} = {x3} vượt ngưỡng {x4}"},
	{En: "visited at no greater cost in this iteration (the transposition table)", Vi: "đã thăm với chi phí không lớn hơn trong vòng lặp này (bảng chuyển vị)"},
	{En: "already in the tree", Vi: "đã có trong cây"},
}

func init() { addCore("replay", coreDescribe) }
