package i18n

// The Vietnamese of Othello alpha-beta's Multi-ProbCut parameter (registry
// "probcut"), added beside the registry tables of registry_vi.go.
func init() {
	paramLabels["probcut"] = "Ngưỡng ProbCut"
	paramHelps["probcut"] = append(paramHelps["probcut"], source{
		En: "Multi-ProbCut threshold t (Buro 1997): prune a node when a shallow search predicts the deep one falls outside the window with t standard deviations to spare (smaller: faster and riskier); 0: the default, 1.5 with a time per move and off (full width) without one. The exact endgame is never pruned.",
		Vi: "Ngưỡng t của Multi-ProbCut (Buro 1997): cắt tỉa một nút khi một lần tìm kiếm nông dự đoán rằng lần tìm kiếm sâu sẽ rơi ra ngoài cửa sổ với dư t độ lệch chuẩn (nhỏ hơn: nhanh hơn nhưng rủi ro hơn); 0: mặc định, 1,5 khi có thời gian mỗi nước và tắt (tìm toàn bộ chiều rộng) khi không có. Phần cờ tàn giải chính xác không bao giờ bị cắt tỉa.",
	})
}
