package i18n

// The Vietnamese of BULB's path-shortening parameter (registry
// ParamPolish), added beside the registry tables of registry_vi.go.
func init() {
	paramLabels["polish"] = "Rút ngắn lời giải"
	paramHelps["polish"] = append(paramHelps["polish"], source{
		En: "Shorten each solution before the next probe: every stretch of a few moves is replaced by an optimal path between its two ends when that is shorter (games that can search between any two states, such as the sliding puzzle).",
		Vi: "Rút ngắn mỗi lời giải trước lần dò tiếp theo: mỗi đoạn vài nước đi được thay bằng một đường đi tối ưu giữa hai đầu của nó nếu đường ấy ngắn hơn (với các trò chơi tìm được đường giữa hai trạng thái bất kỳ, như trò chơi ô trượt).",
	})
}
