package i18n

// The Lab's texts from core/experiment, as the page shows them and as its
// Markdown report and its charts write them in the page's language: the
// summary's headers and note, its cells' words, the warnings, the charts'
// titles, subtitles, axes and bar labels. The CSV files keep the core's
// English column names, for tools. Numbers in cells are rewritten with
// the language's separators (Lang.Numbers).
var coreExperiment = []source{
	// The summary tables' headers (SummaryTables, PageTable).
	{En: "Config", Vi: "Cấu hình"},
	{En: "Runs", Vi: "Số lần chạy"},
	{En: "Solved", Vi: "Giải được"},
	{En: "Length", Vi: "Độ dài"},
	{En: "Length median", Vi: "Trung vị độ dài"},
	{En: "Gap", Vi: "Chênh lệch"},
	{En: "Expanded", Vi: "Nút đã mở rộng"},
	{En: "Expanded median", Vi: "Trung vị nút đã mở rộng"},
	{En: "Generated", Vi: "Nút đã sinh"},
	{En: "Max frontier", Vi: "Biên lớn nhất"},
	{En: "Time (ms)", Vi: "Thời gian (ms)"},
	{En: "Time median (ms)", Vi: "Trung vị thời gian (ms)"},
	{En: "Memory (bytes)", Vi: "Bộ nhớ (byte)"},
	{En: "Time", Vi: "Thời gian"},
	{En: "Memory", Vi: "Bộ nhớ"},
	{En: "A", Vi: "A"},
	{En: "B", Vi: "B"},
	{En: "Games", Vi: "Số ván"},
	{En: "W", Vi: "Thắng"},
	{En: "D", Vi: "Hoà"},
	{En: "L", Vi: "Thua"},
	{En: "Score A (95% CI)", Vi: "Điểm của A (KTC 95%)"},
	{En: "Elo A − B (95% CI)", Vi: "Elo A − B (KTC 95%)"},
	{En: "Failed runs", Vi: "Lần chạy lỗi"},
	{En: "Player", Vi: "Người chơi"},
	{En: "Score (95% CI)", Vi: "Điểm (KTC 95%)"},
	{En: "Elo", Vi: "Elo"},

	// The notes under the summary (SummaryNote) and the Markdown report's lines.
	{En: "Means with their 95% t interval; length over solved runs (\"over 11 of 33 solved\" when some were not: such a mean is not comparable with one over every run), the other figures over every run that searched; gap: moves above the best length an optimal algorithm found on the same instance.",
		Vi: "Giá trị trung bình kèm khoảng tin cậy 95% theo phân phối t; độ dài tính trên các lần chạy giải được (\"trên 11/33 lần giải được\" khi có lần không giải được: trung bình như vậy không so sánh được với trung bình trên mọi lần chạy), các số liệu khác tính trên mọi lần chạy có tìm kiếm; chênh lệch: số nước đi vượt quá độ dài tốt nhất mà một thuật toán tối ưu tìm được trên cùng bài toán."},
	{En: "Score: points per game (a draw is half a point) with its 95% Wilson interval; Elo of A over B from the score by the logistic model with the interval's ends (≥ or ≤: a bound, the score being 1 or 0).",
		Vi: "Điểm: số điểm mỗi ván (hoà được nửa điểm) kèm khoảng tin cậy 95% Wilson; Elo của A so với B tính từ điểm theo mô hình logistic, kèm hai đầu khoảng (≥ hoặc ≤: chỉ là một cận, khi điểm bằng 1 hoặc 0)."},
	{En: "{n} of {n2} runs done. {t}", Vi: "Đã chạy xong {n}/{n2} lần. {t}"},
	{En: "Experiment ({s})", Vi: "Thí nghiệm ({s})"},
	{En: "Warnings:", Vi: "Cảnh báo:"},

	// The cells' words.
	{En: "{n} of {n2}", Vi: "{n}/{n2}"},
	{En: "{v} over {n} of {n2} solved", Vi: "{v} trên {n}/{n2} lần giải được"},
	{En: "{v} ({n} of {n2} at best)", Vi: "{v} ({n}/{n2} lần đạt tốt nhất)"},
	{En: "{v} ({v2} to {v3})", Vi: "{v} ({v2} đến {v3})"},

	// The warnings.
	{En: "{s}, an optimal algorithm, found {n} moves on instance {s2} where {s3} found {n2}: check that they solve the same problem (an admissible heuristic, the same costing)",
		Vi: "{s}, một thuật toán tối ưu, tìm được lời giải {n} nước đi trên bài {s2}, trong khi {s3} tìm được {n2}: hãy kiểm tra rằng chúng giải cùng một bài toán (heuristic chấp nhận được, cùng cách tính chi phí)"},

	// The charts: titles (after the experiment's name), subtitles, axes, bars.
	// A subtitle has one line under the title: the Vietnamese is no longer
	// than the English (KTC, khoảng tin cậy, as the summary's headers
	// write it).
	{En: "{s}: {t}", Vi: "{s}: {t}"},
	{En: "Nodes expanded", Vi: "Số nút đã mở rộng"},
	{En: "Nodes generated", Vi: "Số nút đã sinh"},
	{En: "Largest frontier", Vi: "Biên lớn nhất"},
	{En: "Solution length", Vi: "Độ dài lời giải"},
	{En: "Solution cost", Vi: "Chi phí lời giải"},
	{En: "Gap to the best optimal length", Vi: "Chênh lệch so với độ dài tối ưu tốt nhất"},
	{En: "Nodes expanded against solution length", Vi: "Số nút đã mở rộng theo độ dài lời giải"},
	{En: "Score", Vi: "Điểm"},
	{En: "Score of the first player", Vi: "Điểm của người chơi thứ nhất"},
	{En: "Mean over every run that searched, 95% interval (t)", Vi: "Trung bình mọi lần chạy có tìm kiếm, KTC 95% (t)"},
	{En: "Mean over solved runs, 95% interval (t)", Vi: "Trung bình các lần giải được, KTC 95% (t)"},
	{En: "Mean over solved runs on instances an optimal algorithm solved, 95% interval (t)",
		Vi: "Trung bình lần giải được, ở bài thuật toán tối ưu đã giải, KTC 95% (t)"},
	{En: "{t}; pale: partial data", Vi: "{t}; nhạt: chưa đủ dữ liệu"},
	{En: "One point per solved run", Vi: "Mỗi điểm là một lần chạy giải được"},
	{En: "solution length (moves)", Vi: "độ dài lời giải (nước đi)"},
	{En: "solution length (moves, log scale)", Vi: "độ dài lời giải (nước đi, thang logarit)"},
	{En: "nodes expanded (linear scale)", Vi: "số nút đã mở rộng (thang tuyến tính)"},
	{En: "nodes expanded (log scale)", Vi: "số nút đã mở rộng (thang logarit)"},
	{En: "Points per game (draw ½), 95% interval (Wilson)", Vi: "Điểm mỗi ván (hoà ½), KTC 95% (Wilson)"},
	{En: "score of A against B (0 to 1)", Vi: "điểm của A khi gặp B (từ 0 đến 1)"},
	{En: "{s}: {v}  {n}/{n2} runs", Vi: "{s}: {v}  {n}/{n2} lần chạy"},
	{En: "{s}: {v}  {n}/{n2} solved", Vi: "{s}: {v}  {n}/{n2} lần giải được"},
	{En: "{v}  {n}/{n2} runs", Vi: "{v}  {n}/{n2} lần chạy"},
	{En: "{v}  {n}/{n2} solved", Vi: "{v}  {n}/{n2} lần giải được"},
	{En: "{s} vs {s2}", Vi: "{s} gặp {s2}"},
	{En: "{s} vs {s2}: {v}", Vi: "{s} gặp {s2}: {v}"},
}

// chartUnits are the figures' units on the charts' value axes, each with
// its scale ("nodes (log scale)").
var chartUnits = []source{
	{En: "nodes", Vi: "nút"},
	{En: "milliseconds", Vi: "mili giây"},
	{En: "bytes", Vi: "byte"},
	{En: "moves", Vi: "nước đi"},
	{En: "cost", Vi: "chi phí"},
	{En: "moves above the best", Vi: "số nước đi vượt mức tốt nhất"},
}

func init() {
	t := coreExperiment
	for _, u := range chartUnits {
		t = append(t, source{En: u.En + " (linear scale)", Vi: u.Vi + " (thang tuyến tính)"},
			source{En: u.En + " (log scale)", Vi: u.Vi + " (thang logarit)"})
	}
	addCore("lab", t)
}
