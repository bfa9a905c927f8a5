package i18n

// The search's stop reasons (core/search StopReason.Sentence), as the
// status line shows them after a run that found no solution.
var coreReasons = []source{
	{En: "Searched every reachable state without reaching the goal: there is no solution.",
		Vi: "Đã duyệt hết mọi trạng thái đến được mà không gặp trạng thái đích: bài toán không có lời giải."},
	{En: "Stuck at a local optimum after {n} restart(s) (no neighbour was better); hill climbing cannot tell whether a solution exists.",
		Vi: "Mắc kẹt ở một cực trị địa phương sau {n} lần khởi động lại (không trạng thái lân cận nào tốt hơn); leo đồi không thể biết bài toán có lời giải hay không."},
	{En: "The temperature froze (fell below its minimum) after {n} step(s) without reaching the goal.",
		Vi: "Nhiệt độ đã nguội hẳn (xuống dưới mức thấp nhất) sau {n} bước mà chưa đến được trạng thái đích."},
	{En: "The population stagnated: its best fitness did not improve for {n} generation(s).",
		Vi: "Quần thể bị trì trệ: độ thích nghi tốt nhất không tăng thêm trong {n} thế hệ."},
	{En: "The beam emptied after {n} step(s): every successor had already been in a beam (a wider beam may still find a solution).",
		Vi: "Chùm trở nên rỗng sau {n} bước: mọi trạng thái kế tiếp đều đã từng nằm trong chùm (một chùm rộng hơn vẫn có thể tìm ra lời giải)."},
	{En: "Reached a state with no legal move after {n} step(s).",
		Vi: "Sau {n} bước thì gặp một trạng thái không còn nước đi hợp lệ nào."},
	{En: "Used up its {n} step(s) without reaching the goal.",
		Vi: "Đã dùng hết {n} bước mà chưa đến được trạng thái đích."},
	{En: "Used up its {n} generation(s) without reaching the goal.",
		Vi: "Đã dùng hết {n} thế hệ mà chưa đến được trạng thái đích."},
	{En: "Used up its {n} playout(s) without reaching the goal.",
		Vi: "Đã dùng hết {n} lượt mô phỏng mà chưa đến được trạng thái đích."},
	{En: "Stopped at the depth limit of {n}; a solution may lie deeper.",
		Vi: "Dừng ở giới hạn độ sâu {n}; lời giải có thể nằm sâu hơn."},
	{En: "Used up its budget of {n} expanded node(s).",
		Vi: "Đã dùng hết giới hạn {n} nút được mở rộng."},
	{En: "Ran out of time after {n} ms.",
		Vi: "Hết thời gian sau {n} ms."},
	{En: "Stopped before it finished.",
		Vi: "Đã dừng trước khi chạy xong."},
	{En: "Used up its memory budget of {n} MB.",
		Vi: "Đã dùng hết giới hạn bộ nhớ {n} MB."},
}

func init() { addCore("search", coreReasons) }
